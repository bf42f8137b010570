import { legalPagePaths } from '@/contract/web-routes';

// Every route of both spec route tables, in one place. Build links with these, not literals.
export const paths = {
  home: '/',
  howItWorks: '/how-it-works',
  auth: '/auth',
  authCallback: '/auth/callback',
  resetPassword: '/auth/reset-password',
  onboarding: '/onboarding',
  profile: '/profile',
  perspectives: '/perspectives',
  publicPortfolio: (slug: string) => `/p/${encodeURIComponent(slug)}`,
  careerCoach: '/career-coach',
  careerCoaching: '/career-coaching',
  coaching: '/coaching',
  hiddenTalents: '/hidden-talents',
  dashboard: '/dashboard',
  intelligentDashboard: '/intelligent-dashboard',
  tasks: '/tasks',
  tasksAdvancedAnalytics: '/tasks/advanced-analytics',
  cvUpload: '/cv/upload',
  cvList: '/cv/list',
  cvDetail: (id: string) => `/cv/${encodeURIComponent(id)}`,
  /** the CV's review/correction editor (issue 17) */
  cvReview: (id: string) => `/cv/${encodeURIComponent(id)}?edit=1`,
  performance: '/performance',
  jobs: '/jobs',
  jobDetail: (id: string) => `/jobs/${encodeURIComponent(id)}`,
  marketIntelligence: '/market-intelligence',
  marketCountry: (code: string) => `/market-intelligence/countries/${encodeURIComponent(code)}`,
  settings: '/settings',
  admin: '/admin',
  adminMarketData: '/admin/market-data',
  superAdmin: '/superadmin',
  authSetup: '/auth-setup',
  designTokens: '/design-tokens',
  advancedDesignSystem: '/advanced-design-system',
  platformAnalysis: '/platform-analysis',
  performanceDashboard: '/performance-dashboard',
  productionReadiness: '/production-readiness',
  productionReadinessAlt: '/production/readiness',
  preLaunchAudit: '/pre-launch-audit',
  supabaseShowcase: '/supabase-showcase',
  managementDesignSystem: '/management/design-system',
  managementCulturalThemes: '/management/cultural-themes',
  managementDesignTokens: '/management/design-tokens',
  managementBrand: '/management/brand',
  testingIntegration: '/testing/integration',
} as const;

/** The public privacy and legal pages (shared with the server, which lets search engines index them). */
export const privacyPaths = legalPagePaths;

export type PrivacyPath = (typeof privacyPaths)[number];

/** Only same-site relative paths are allowed as post-login targets (no open redirect). */
export function safeReturnTo(raw: string | null | undefined, fallback: string = paths.dashboard): string {
  if (!raw) return fallback;
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return fallback;
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://kairos.invalid');
    if (url.origin !== 'http://kairos.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export function authPathWithReturn(returnTo: string): string {
  return `${paths.auth}?returnTo=${encodeURIComponent(returnTo)}`;
}
