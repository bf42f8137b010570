import { OpenAPIHono } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import { securityEventListSchema, securityEventsQuerySchema } from '@/contract/security';
import type { Severity } from '@/contract/security';
import type { AppEnv } from '../../context';
import { securityAuditLog } from '../../db/schema/platform';
import { defineRoute } from '../../platform/route';

const listEvents = defineRoute('admin', {
  method: 'get',
  path: '/api/admin/security-events',
  tags: ['Administration'],
  summary: 'Newest security events (spec: 50 fetched for the security monitor)',
  request: { query: securityEventsQuerySchema },
  responses: {
    200: { description: 'Events, newest first', content: { 'application/json': { schema: securityEventListSchema } } },
  },
});

export const securityRoutes = new OpenAPIHono<AppEnv>().openapi(listEvents, async (c) => {
  const { limit } = c.req.valid('query');
  const rows = await c.var.deps.database.db.select().from(securityAuditLog).orderBy(desc(securityAuditLog.createdAt)).limit(limit);
  return c.json(
    {
      events: rows.map((r) => ({
        id: r.id,
        event_type: r.eventType,
        event_details: r.eventDetails,
        user_id: r.userId,
        ip_address: r.ipAddress,
        user_agent: r.userAgent,
        severity: r.severity as Severity,
        created_at: r.createdAt.toISOString(),
      })),
    },
    200,
  );
});
