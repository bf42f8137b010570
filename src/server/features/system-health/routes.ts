import { OpenAPIHono } from '@hono/zod-openapi';
import { readinessSchema } from '@/contract/quality';
import { systemHealthSchema } from '@/contract/security';
import { requirePermission } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { defineRoute, jsonResponse } from '../../platform/route';
import { readiness } from './readiness';
import { systemHealth } from './service';

const health = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/system/health',
    tags: ['Administration'],
    summary: 'System health: database latency, job queue depth and failures, worker heartbeats, free storage, memory, uptime, version',
    responses: { 200: jsonResponse(systemHealthSchema, 'Figures with a status each (ok, warning, critical)') },
  },
  [requirePermission('system.read')],
);

const readinessRoute = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/readiness',
    tags: ['Administration'],
    summary:
      'Production readiness: checks (pass, warning, fail) with scores and an overall score, response times of this process, active sessions and users, security headers, cookie flags, rate limits, IP blocks',
    responses: { 200: jsonResponse(readinessSchema, 'Checks, performance and security figures') },
  },
  [requirePermission('system.read')],
);

export const systemHealthRoutes = new OpenAPIHono<AppEnv>()
  .openapi(health, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await systemHealth(c.var.deps), 200);
  })
  .openapi(readinessRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await readiness(c.var.deps), 200);
  });
