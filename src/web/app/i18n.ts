// i18next setup. Resources are grouped per language and namespace: adding German means adding a
// `de` entry (one file per namespace) to `bundledResources` and `lazyResources`, nothing else.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { footerEn } from '@/web/app/layouts/site-footer.i18n';
import { commonEn } from '@/web/app/locales/en/common';
import { errorsEn } from '@/web/app/locales/en/errors';
import { navEn } from '@/web/app/locales/en/nav';
import { authEn } from '@/web/features/auth/i18n';
import type { coachEn } from '@/web/features/coach/i18n';
import type { cvsEn } from '@/web/features/cvs/i18n';
import { cvsLiveEn } from '@/web/features/cvs/live-i18n';
import { dashboardEn } from '@/web/features/dashboard/i18n';
import type { marketEn } from '@/web/features/market/i18n';
import type { marketAdminEn } from '@/web/features/market-admin/i18n';
import type { marketingEn } from '@/web/features/marketing/i18n';
import type { privacyEn } from '@/web/features/privacy/i18n';
import type { tasksEn } from '@/web/features/tasks/i18n';

export const supportedLanguages = ['en'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

export const languageStorageKey = 'kairos.language';

export const defaultNamespace = 'common';

/** Namespaces the shell needs on every page: part of the main bundle. */
const bundledResources = {
  en: {
    common: commonEn,
    nav: navEn,
    errors: errorsEn,
    auth: authEn,
    dashboard: dashboardEn,
    footer: footerEn,
    cvsLive: cvsLiveEn,
  },
} as const;

/** Long page texts, loaded with the pages that use them (see `loadNamespaces`). */
const lazyResources = {
  en: {
    marketing: () => import('@/web/features/marketing/i18n').then((m) => m.marketingEn),
    privacy: () => import('@/web/features/privacy/i18n').then((m) => m.privacyEn),
    cvs: () => import('@/web/features/cvs/i18n').then((m) => m.cvsEn),
    market: () => import('@/web/features/market/i18n').then((m) => m.marketEn),
    marketAdmin: () => import('@/web/features/market-admin/i18n').then((m) => m.marketAdminEn),
    coach: () => import('@/web/features/coach/i18n').then((m) => m.coachEn),
    tasks: () => import('@/web/features/tasks/i18n').then((m) => m.tasksEn),
  },
} satisfies Record<SupportedLanguage, Record<string, () => Promise<object>>>;

export type LazyNamespace = keyof (typeof lazyResources)['en'];

export type AppResources = (typeof bundledResources)['en'] & {
  marketing: typeof marketingEn;
  privacy: typeof privacyEn;
  cvs: typeof cvsEn;
  market: typeof marketEn;
  marketAdmin: typeof marketAdminEn;
  coach: typeof coachEn;
  tasks: typeof tasksEn;
};

function isSupported(value: string | null): value is SupportedLanguage {
  return value !== null && (supportedLanguages as readonly string[]).includes(value);
}

function storedLanguage(): SupportedLanguage {
  try {
    const value = window.localStorage.getItem(languageStorageKey);
    return isSupported(value) ? value : 'en';
  } catch {
    // storage can be disabled (private mode, strict settings): fall back quietly
    return 'en';
  }
}

function currentLanguages(): SupportedLanguage[] {
  const current = isSupported(i18n.resolvedLanguage ?? null) ? (i18n.resolvedLanguage as SupportedLanguage) : 'en';
  return current === 'en' ? ['en'] : [current, 'en'];
}

/** Makes lazily bundled namespaces available (current language and the English fallback). */
export async function loadNamespaces(...namespaces: LazyNamespace[]): Promise<void> {
  await Promise.all(
    currentLanguages().flatMap((lng) =>
      namespaces
        .filter((ns) => !i18n.hasResourceBundle(lng, ns))
        .map(async (ns) => {
          const resource = await lazyResources[lng][ns]();
          i18n.addResourceBundle(lng, ns, resource, true, false);
        }),
    ),
  );
}

void i18n.use(initReactI18next).init({
  resources: bundledResources,
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...supportedLanguages],
  ns: Object.keys(bundledResources.en),
  defaultNS: defaultNamespace,
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false, // resources are bundled: be ready before the first render
  returnNull: false,
});

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export { i18n };
