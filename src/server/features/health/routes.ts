import { OpenAPIHono } from '@hono/zod-openapi';
import { healthSchema } from '@/contract/health';
import type { AppEnv } from '../../context';
import { defineRoute } from '../../platform/route';

const getHealth = defineRoute('public', {
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Liveness and readiness: 200 when the app can serve (database answers)',
  responses: {
    200: { description: 'Ready', content: { 'application/json': { schema: healthSchema } } },
    503: { description: 'Not ready', content: { 'application/json': { schema: healthSchema } } },
  },
});

export const healthRoutes = new OpenAPIHono<AppEnv>().openapi(getHealth, async (c) => {
  const { database, version, startedAt } = c.var.deps;
  const body = { version, database: database.kind, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
  try {
    await database.query('SELECT 1');
    return c.json({ status: 'ok' as const, ...body }, 200);
  } catch {
    return c.json({ status: 'unavailable' as const, ...body }, 503);
  }
});
