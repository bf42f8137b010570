import { OpenAPIHono } from '@hono/zod-openapi';
import { analyticsEventSchema, analyticsSummarySchema } from '@/contract/analytics';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { perUserRateLimit } from '../../platform/rate-limit';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../platform/route';
import { analyticsSummary, recordEvent } from './service';

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

export const analyticsRoutes = new OpenAPIHono<AppEnv>()
  .openapi(record, async (c) => {
    const { user } = await currentSession(c);
    await recordEvent(c.var.deps, user.id, c.req.valid('json'));
    return c.body(null, 204);
  })
  .openapi(summary, async (c) => c.json(await analyticsSummary(c.var.deps), 200));
