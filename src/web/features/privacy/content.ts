import {
  IconAdjustments,
  IconBuildingBank,
  IconEye,
  IconFileCertificate,
  IconFileDownload,
  IconFileText,
  IconFilter,
  IconGavel,
  IconLicense,
  IconLockAccess,
  IconScale,
  IconServer,
  IconShieldCheck,
  IconShieldLock,
  IconTrash,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import type { PrivacyPath } from '@/web/app/paths';
import type { privacyEn } from './i18n';

export type PrivacyPageKey = keyof typeof privacyEn.pages;

export interface PrivacyPageMeta {
  key: PrivacyPageKey;
  icon: Icon;
  related: readonly PrivacyPath[];
}

/** Every privacy path → its texts (under `pages.<key>` in the privacy namespace), icon and related pages. */
export const privacyPages: Record<PrivacyPath, PrivacyPageMeta> = {
  '/privacy-by-design': {
    key: 'privacyByDesign',
    icon: IconShieldLock,
    related: ['/data-sovereignty', '/security-model', '/data-minimization'],
  },
  '/data-sovereignty': {
    key: 'dataSovereignty',
    icon: IconServer,
    related: ['/privacy-by-design', '/swiss-law', '/dpa'],
  },
  '/swiss-compliance': {
    key: 'swissCompliance',
    icon: IconBuildingBank,
    related: ['/swiss-law', '/gdpr-rights', '/security-model'],
  },
  '/gdpr-rights': {
    key: 'gdprRights',
    icon: IconScale,
    related: ['/data-portability', '/right-to-erasure', '/privacy'],
  },
  '/data-portability': {
    key: 'dataPortability',
    icon: IconFileDownload,
    related: ['/gdpr-rights', '/right-to-erasure', '/privacy'],
  },
  '/right-to-erasure': {
    key: 'rightToErasure',
    icon: IconTrash,
    related: ['/gdpr-rights', '/data-portability', '/privacy'],
  },
  '/access-controls': {
    key: 'accessControls',
    icon: IconLockAccess,
    related: ['/security-model', '/data-minimization', '/transparency'],
  },
  '/consent-management': {
    key: 'consentManagement',
    icon: IconAdjustments,
    related: ['/gdpr-rights', '/transparency', '/privacy'],
  },
  '/security-model': {
    key: 'securityModel',
    icon: IconShieldCheck,
    related: ['/access-controls', '/privacy-by-design', '/data-minimization'],
  },
  '/data-minimization': {
    key: 'dataMinimization',
    icon: IconFilter,
    related: ['/privacy-by-design', '/transparency', '/privacy'],
  },
  '/transparency': {
    key: 'transparency',
    icon: IconEye,
    related: ['/privacy-by-design', '/consent-management', '/privacy'],
  },
  '/privacy': {
    key: 'privacy',
    icon: IconFileText,
    related: ['/gdpr-rights', '/terms', '/dpa'],
  },
  '/terms': {
    key: 'terms',
    icon: IconLicense,
    related: ['/privacy', '/dpa', '/swiss-law'],
  },
  '/dpa': {
    key: 'dpa',
    icon: IconFileCertificate,
    related: ['/privacy', '/terms', '/data-sovereignty'],
  },
  '/swiss-law': {
    key: 'swissLaw',
    icon: IconGavel,
    related: ['/swiss-compliance', '/gdpr-rights', '/data-sovereignty'],
  },
};

export function findPrivacyPage(pathname: string): PrivacyPageMeta | undefined {
  // tolerate a trailing slash ("/terms/") and letter case; anything else is unknown
  const normalised = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  return Object.hasOwn(privacyPages, normalised) ? privacyPages[normalised as PrivacyPath] : undefined;
}
