// i18next setup. English is the source language: the shell's namespaces are bundled, page texts load
// with their pages. German, French and Spanish live in `locales/<lang>.ts` files beside each feature's
// English strings (default export: namespace → strings, typed against English); they are found here by
// `import.meta.glob` and a language's files load together when it is chosen.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { footerEn } from '@/web/app/layouts/site-footer.i18n';
import { commonEn } from '@/web/app/locales/en/common';
import { errorsEn } from '@/web/app/locales/en/errors';
import { navEn } from '@/web/app/locales/en/nav';
import { themesEn } from '@/web/app/locales/en/themes';
import { authEn } from '@/web/features/auth/i18n';
import type { coachEn } from '@/web/features/coach/i18n';
import type { cvsEn } from '@/web/features/cvs/i18n';
import type { cvEditorEn } from '@/web/features/cvs/components/cv-editor/i18n';
import type { cvImpexpEn } from '@/web/features/cvs/impexp-i18n';
import { cvsLiveEn } from '@/web/features/cvs/live-i18n';
import { dashboardEn } from '@/web/features/dashboard/i18n';
import type { marketEn } from '@/web/features/market/i18n';
import type { adminEn } from '@/web/features/admin/i18n';
import type { adminMonitorEn } from '@/web/features/admin/monitor-i18n';
import type { marketAdminEn } from '@/web/features/market-admin/i18n';
import type { marketingEn } from '@/web/features/marketing/i18n';
import type { onboardingEn } from '@/web/features/onboarding/i18n';
import type { performanceEn } from '@/web/features/performance/i18n';
import type { perspectivesEn } from '@/web/features/perspectives/i18n';
import type { privacyEn } from '@/web/features/privacy/i18n';
import type { privacyRightsEn } from '@/web/features/privacy-rights/i18n';
import type { diagnosticsEn } from '@/web/features/diagnostics/i18n';
import type { qualityEn } from '@/web/features/quality/i18n';
import type { profileEn } from '@/web/features/profile/i18n';
import type { settingsEn } from '@/web/features/settings/i18n';
import type { tasksEn } from '@/web/features/tasks/i18n';
import type { jobsEn } from '@/web/features/jobs/i18n';
import type { superadminEn } from '@/web/features/superadmin/i18n';
import type { brandEn } from '@/web/features/brand/i18n';
import type { designSystemEn } from '@/web/features/design-system/i18n';

import { translatedLanguages } from '@/web/app/translation';
import type { TranslatedLanguage } from '@/web/app/translation';

export const supportedLanguages = ['en', ...translatedLanguages] as const;
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
    themes: themesEn,
  },
} as const;

/** Long page texts, loaded with the pages that use them (see `loadNamespaces`). */
const lazyResources = {
  en: {
    marketing: () => import('@/web/features/marketing/i18n').then((m) => m.marketingEn),
    privacy: () => import('@/web/features/privacy/i18n').then((m) => m.privacyEn),
    cvs: () => import('@/web/features/cvs/i18n').then((m) => m.cvsEn),
    cvEditor: () => import('@/web/features/cvs/components/cv-editor/i18n').then((m) => m.cvEditorEn),
    cvImpexp: () => import('@/web/features/cvs/impexp-i18n').then((m) => m.cvImpexpEn),
    market: () => import('@/web/features/market/i18n').then((m) => m.marketEn),
    marketAdmin: () => import('@/web/features/market-admin/i18n').then((m) => m.marketAdminEn),
    coach: () => import('@/web/features/coach/i18n').then((m) => m.coachEn),
    tasks: () => import('@/web/features/tasks/i18n').then((m) => m.tasksEn),
    jobs: () => import('@/web/features/jobs/i18n').then((m) => m.jobsEn),
    profile: () => import('@/web/features/profile/i18n').then((m) => m.profileEn),
    settings: () => import('@/web/features/settings/i18n').then((m) => m.settingsEn),
    perspectives: () => import('@/web/features/perspectives/i18n').then((m) => m.perspectivesEn),
    onboarding: () => import('@/web/features/onboarding/i18n').then((m) => m.onboardingEn),
    performance: () => import('@/web/features/performance/i18n').then((m) => m.performanceEn),
    admin: () => import('@/web/features/admin/i18n').then((m) => m.adminEn),
    adminMonitor: () => import('@/web/features/admin/monitor-i18n').then((m) => m.adminMonitorEn),
    privacyRights: () => import('@/web/features/privacy-rights/i18n').then((m) => m.privacyRightsEn),
    diagnostics: () => import('@/web/features/diagnostics/i18n').then((m) => m.diagnosticsEn),
    superadmin: () => import('@/web/features/superadmin/i18n').then((m) => m.superadminEn),
    brand: () => import('@/web/features/brand/i18n').then((m) => m.brandEn),
    quality: () => import('@/web/features/quality/i18n').then((m) => m.qualityEn),
    designSystem: () => import('@/web/features/design-system/i18n').then((m) => m.designSystemEn),
  },
} satisfies { en: Record<string, () => Promise<object>> };

export type LazyNamespace = keyof (typeof lazyResources)['en'];

export type AppResources = (typeof bundledResources)['en'] & {
  marketing: typeof marketingEn;
  privacy: typeof privacyEn;
  cvs: typeof cvsEn;
  cvEditor: typeof cvEditorEn;
  cvImpexp: typeof cvImpexpEn;
  market: typeof marketEn;
  marketAdmin: typeof marketAdminEn;
  coach: typeof coachEn;
  tasks: typeof tasksEn;
  jobs: typeof jobsEn;
  profile: typeof profileEn;
  settings: typeof settingsEn;
  perspectives: typeof perspectivesEn;
  onboarding: typeof onboardingEn;
  performance: typeof performanceEn;
  admin: typeof adminEn;
  adminMonitor: typeof adminMonitorEn;
  privacyRights: typeof privacyRightsEn;
  diagnostics: typeof diagnosticsEn;
  superadmin: typeof superadminEn;
  brand: typeof brandEn;
  quality: typeof qualityEn;
  designSystem: typeof designSystemEn;
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

/** Makes lazily bundled English namespaces available (the source, and every translation's fallback). */
export async function loadNamespaces(...namespaces: LazyNamespace[]): Promise<void> {
  await Promise.all(
    namespaces
      .filter((ns) => !i18n.hasResourceBundle('en', ns))
      .map(async (ns) => {
        const resource = await lazyResources.en[ns]();
        i18n.addResourceBundle('en', ns, resource, true, false);
      }),
  );
}

type LocaleModule = { default: Record<string, object> };

// every translation file of the app: src/web/app/locales/<lang>.ts and src/web/features/*/locales/<lang>.ts
const localeFiles = import.meta.glob<LocaleModule>(['./locales/*.ts', '../features/*/locales/*.ts', '../features/*/components/*/locales/*.ts']);

function languageOfFile(path: string): string | null {
  return /\/locales\/([a-z]{2})\.ts$/.exec(path)?.[1] ?? null;
}

const loadedLanguages = new Set<SupportedLanguage>(['en']);

/** Loads every namespace of a translation (once); English needs nothing. */
export async function loadLanguage(lng: SupportedLanguage): Promise<void> {
  if (loadedLanguages.has(lng)) return;
  const files = Object.entries(localeFiles).filter(([path]) => languageOfFile(path) === lng);
  const modules = await Promise.all(files.map(([, load]) => load()));
  for (const module of modules) {
    for (const [namespace, resource] of Object.entries(module.default)) {
      i18n.addResourceBundle(lng, namespace, resource, true, true);
    }
  }
  loadedLanguages.add(lng);
}

/** Switches the interface language (loading it first) and remembers it on this device. */
export async function changeLanguage(value: string): Promise<void> {
  const lng: SupportedLanguage = isSupported(value) ? value : 'en';
  await loadLanguage(lng);
  try {
    window.localStorage.setItem(languageStorageKey, lng);
  } catch {
    // storage disabled: the language still applies to this page
  }
  if (i18n.resolvedLanguage !== lng) await i18n.changeLanguage(lng);
}

export function isTranslatedLanguage(value: string): value is TranslatedLanguage {
  return (translatedLanguages as readonly string[]).includes(value);
}

const initialLanguage = storedLanguage();

void i18n.use(initReactI18next).init({
  resources: bundledResources,
  // a translated language starts in English and switches once its files have loaded (see `i18nReady`)
  lng: 'en',
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

/** Resolves once the language remembered on this device is ready (main.tsx waits for it, briefly). */
export const i18nReady: Promise<void> = initialLanguage === 'en' ? Promise.resolve() : changeLanguage(initialLanguage).catch(() => undefined);

export { i18n };
