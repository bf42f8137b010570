import { z } from 'zod';

/** Dynamic routes of the web app, stored as their pattern (never a CV id, slug or country code). */
const DYNAMIC_ROUTES: readonly { pattern: RegExp; route: string }[] = [
  { pattern: /^\/cv\/(?!upload$|list$)[^/]+$/, route: '/cv/:id' },
  { pattern: /^\/p\/[^/]+$/, route: '/p/:slug' },
  { pattern: /^\/market-intelligence\/countries\/[^/]+$/, route: '/market-intelligence/countries/:code' },
];

/** A segment that looks like an identifier: a UUID, a number, or a long token with digits. */
function looksLikeId(segment: string): boolean {
  return (
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) ||
    /^\d+$/.test(segment) ||
    (segment.length >= 16 && /\d/.test(segment)) ||
    segment.length > 40
  );
}

/**
 * The route pattern of a path: no query string or fragment, known dynamic routes as their
 * pattern, any other id-like segment as `:id`, no trailing slash.
 */
export function routePattern(raw: string): string {
  const pathOnly = raw.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = pathOnly.length > 1 ? pathOnly.replace(/\/+$/, '') : pathOnly;
  const known = DYNAMIC_ROUTES.find((r) => r.pattern.test(trimmed));
  if (known) return known.route;
  return (
    trimmed
      .split('/')
      .map((segment) => (looksLikeId(segment) ? ':id' : segment.toLowerCase()))
      .join('/') || '/'
  );
}

export const analyticsEventNames = ['page_view'] as const;

/** POST /api/analytics/events: stored (as a route pattern) only for people who opted in. */
export const analyticsEventSchema = z
  .object({
    name: z.enum(analyticsEventNames),
    path: z
      .string()
      .max(200, 'Path is at most 200 characters')
      .refine((p) => p.startsWith('/') && !p.startsWith('//'), 'Path must start with /')
      .transform(routePattern),
  })
  .strict();
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

export const ANALYTICS_SUMMARY_DAYS = 30;

/** GET /api/analytics/summary (administrators): page views per route over the last 30 days. */
export const analyticsSummarySchema = z.object({
  days: z.number().int(),
  since: z.string(),
  total: z.number().int(),
  /** distinct people who viewed at least one page */
  people: z.number().int(),
  paths: z.array(z.object({ path: z.string(), views: z.number().int(), people: z.number().int() })),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
