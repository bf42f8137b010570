import { OpenAPIHono } from '@hono/zod-openapi';
import { analyticsEventSchema, analyticsSummarySchema } from '@/contract/analytics';
import { webVitalBatchSchema, webVitalsReportSchema } from '@/contract/web-vitals';
import { currentSession } from '../../auth/guards';
import { requirePermission } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { perUserRateLimit } from '../../platform/rate-limit';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../platform/route';
import { analyticsSummary, recordEvent } from './service';
import { recordWebVitals, webVitalsReport } from './web-vitals';

const tags = ['Analytics'];

/** A page view per route change: generous for real use, a ceiling for a runaway client. */
export const ANALYTICS_RATE_LIMIT = { limit: 120, windowSeconds: 60 };
const limitEvents = perUserRateLimit(
  'analytics',
  ANALYTICS_RATE_LIMIT,
  (limit) => `More than ${limit} page views in a minute. Please slow down.`,
);

const record = defineRoute(
  'user',
  {
    method: 'post',
    path: '/api/analytics/events',
    tags,
    summary: 'Record a page view (stored as its route pattern, and only if you opted in to analytics)',
    request: { body: jsonBody(analyticsEventSchema) },
    responses: { 204: { description: 'Accepted (stored only with your consent)' }, 429: errorResponse('Too many events') },
  },
  [limitEvents],
);

const summary = defineRoute('admin', {
  method: 'get',
  path: '/api/analytics/summary',
  tags,
  summary: 'Page views per route over the last 30 days',
  responses: { 200: jsonResponse(analyticsSummarySchema, 'Page views per route') },
});

/** A batch every 5 s per open tab at most, plus the flush when a page is left: a ceiling for a runaway client. */
export const WEB_VITALS_RATE_LIMIT = { limit: 60, windowSeconds: 60 };
const limitVitals = perUserRateLimit(
  'web-vitals',
  WEB_VITALS_RATE_LIMIT,
  (limit) => `More than ${limit} web-vitals batches in a minute. Please slow down.`,
);

const recordVitals = defineRoute(
  'user',
  {
    method: 'post',
    path: '/api/analytics/web-vitals',
    tags,
    summary: 'Record up to 10 web-vitals samples (LCP, FCP, INP, CLS, TTFB, page load) with their route pattern; stored only if you opted in to analytics',
    request: { body: jsonBody(webVitalBatchSchema) },
    responses: { 204: { description: 'Accepted (stored only with your consent)' }, 429: errorResponse('Too many batches') },
  },
  [limitVitals],
);

const vitalsReport = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/web-vitals',
    tags,
    summary: 'Web vitals: per metric the last 100 samples, their p75 and ratings (excellent, good, needs-improvement, poor)',
    responses: { 200: jsonResponse(webVitalsReportSchema, 'Per-metric history and ratings') },
  },
  [requirePermission('system.read')],
);

export const analyticsRoutes = new OpenAPIHono<AppEnv>()
  .openapi(record, async (c) => {
    const { user } = await currentSession(c);
    await recordEvent(c.var.deps, user.id, c.req.valid('json'));
    return c.body(null, 204);
  })
  .openapi(summary, async (c) => c.json(await analyticsSummary(c.var.deps), 200))
  .openapi(recordVitals, async (c) => {
    const { user } = await currentSession(c);
    await recordWebVitals(c.var.deps, user.id, c.req.valid('json').samples);
    return c.body(null, 204);
  })
  .openapi(vitalsReport, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await webVitalsReport(c.var.deps), 200);
  });
