// The web app's pages as route patterns (react-router syntax, `:name` = one path segment), shared with
// the server: it answers other paths with 404 (the SPA's not-found screen, still rendered) and tells
// search engines which pages they may index. `src/web/app/router.test.ts` keeps this list and the router in step.

/** Public legal and privacy pages (indexable). */
export const legalPagePaths = [
  '/privacy-by-design',
  '/data-sovereignty',
  '/swiss-compliance',
  '/gdpr-rights',
  '/data-portability',
  '/right-to-erasure',
  '/access-controls',
  '/consent-management',
  '/security-model',
  '/data-minimization',
  '/transparency',
  '/privacy',
  '/terms',
  '/dpa',
  '/swiss-law',
] as const;

/** A person's public portfolio: indexable only while it exists and its owner's profile is public. */
export const publicPortfolioPattern = '/p/:slug';

/** Pages anyone may find through a search engine: the landing (with how it works) and the legal pages. */
export const indexablePagePaths: readonly string[] = ['/', '/how-it-works', ...legalPagePaths];

/** Every page route of the web app. */
export const webRoutePatterns: readonly string[] = [
  ...indexablePagePaths,
  publicPortfolioPattern,
  '/auth',
  '/auth/callback',
  '/auth/reset-password',
  '/dashboard',
  '/cv/upload',
  '/cv/list',
  '/cv/:id',
  '/hidden-talents',
  '/onboarding',
  '/profile',
  '/perspectives',
  '/career-coach',
  '/career-coaching',
  '/coaching',
  '/intelligent-dashboard',
  '/tasks',
  '/tasks/advanced-analytics',
  '/jobs',
  '/jobs/:id',
  '/performance',
  '/market-intelligence',
  '/market-intelligence/countries/:code',
  '/settings',
  '/superadmin',
  '/design-tokens',
  '/advanced-design-system',
  '/admin',
  '/admin/market-data',
  '/management/brand',
  '/performance-dashboard',
  '/production-readiness',
  '/production/readiness',
  '/platform-analysis',
  '/pre-launch-audit',
  '/management/design-system',
  '/management/cultural-themes',
  '/management/design-tokens',
  '/testing/integration',
  '/auth-setup',
  '/supabase-showcase',
];

export type WebRouteMatch = { pattern: string; params: Record<string, string> };

const compiled = webRoutePatterns.map((pattern) => {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  // react-router matches case-insensitively and ignores one trailing slash
  return { pattern, names, regex: new RegExp(`^${source}/?$`, 'i') };
});

/** The page route a path belongs to, or null when the web app has no such page. */
export function matchWebRoute(pathname: string): WebRouteMatch | null {
  for (const { pattern, names, regex } of compiled) {
    const m = regex.exec(pathname);
    if (!m) continue;
    let params: Record<string, string>;
    try {
      params = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
    } catch {
      return null; // a malformed escape is no page
    }
    return { pattern, params };
  }
  return null;
}
