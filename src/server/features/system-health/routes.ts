import { OpenAPIHono } from '@hono/zod-openapi';
import { systemHealthSchema } from '@/contract/security';
import { requirePermission } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { defineRoute, jsonResponse } from '../../platform/route';
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

export const systemHealthRoutes = new OpenAPIHono<AppEnv>().openapi(health, async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await systemHealth(c.var.deps), 200);
});
