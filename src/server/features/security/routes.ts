import { OpenAPIHono, z } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import { streamSSE } from 'hono/streaming';
import {
  ipBlockListSchema,
  ipParamSchema,
  liftResultSchema,
  securityEventListSchema,
  securityEventsQuerySchema,
  securitySummarySchema,
} from '@/contract/security';
import type { SecurityEvent } from '@/contract/security';
import { currentSession, isAdmin } from '../../auth/guards';
import { requirePermission } from '../../auth/permissions';
import type { AppEnv, SessionData } from '../../context';
import { securityAuditLog } from '../../db/schema/platform';
import { AppError } from '../../platform/errors';
import { defineRoute, errorResponse, jsonResponse } from '../../platform/route';
import { liftBlock, listBlocks } from './ip-blocks';
import { securityEventById, securitySummary, subscribeSecurityEvents, toSecurityEvent } from './service';

const tags = ['Administration'];
/** A comment line keeps proxies from dropping a quiet stream; the session is re-checked as often. */
const KEEPALIVE_MS = 15_000;

const listEvents = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/security-events',
    tags,
    summary: 'Newest security events (spec: 50 fetched for the security monitor)',
    request: { query: securityEventsQuerySchema },
    responses: { 200: jsonResponse(securityEventListSchema, 'Events, newest first') },
  },
  [requirePermission('security.read')],
);

const summary = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/security/summary',
    tags,
    summary: 'Security counters over the last 24 h, counted in SQL (spec 02 rules) and spec 01 security metrics',
    responses: { 200: jsonResponse(securitySummarySchema, 'Counters and metrics') },
  },
  [requirePermission('security.read')],
);

const stream = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/security/stream',
    tags,
    summary: 'Server-Sent Events: each new security event (event `security`), fed by PostgreSQL LISTEN/NOTIFY; ends when the session does',
    responses: { 200: { description: 'An endless event stream', content: { 'text/event-stream': { schema: z.string() } } } },
  },
  [requirePermission('security.read')],
);

const blocks = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/security/blocks',
    tags,
    summary: 'Blocked addresses: active blocks and those of the last 24 h, newest first',
    responses: { 200: jsonResponse(ipBlockListSchema, 'Blocks') },
  },
  [requirePermission('security.read')],
);

const lift = defineRoute(
  'admin',
  {
    method: 'delete',
    path: '/api/admin/security/blocks/{ip}',
    tags,
    summary: 'Lift the active block of an address (writes ip_block_lifted)',
    request: { params: ipParamSchema },
    responses: { 200: jsonResponse(liftResultSchema, 'Lifted'), 404: errorResponse('No active block for this address') },
  },
  [requirePermission('security.manage')],
);

/** The session is still there and still an administrator's (a demotion or sign-out ends the stream). */
async function stillAdmin(c: { var: AppEnv['Variables'] }, headers: Headers): Promise<boolean> {
  try {
    const session = (await c.var.deps.auth.api.getSession({ headers })) as SessionData | null;
    return Boolean(session && isAdmin(session));
  } catch {
    return true; // a failed lookup is not a sign-out: keep the stream, try again at the next tick
  }
}

export const securityRoutes = new OpenAPIHono<AppEnv>()
  .openapi(listEvents, async (c) => {
    const { limit } = c.req.valid('query');
    const rows = await c.var.deps.database.db.select().from(securityAuditLog).orderBy(desc(securityAuditLog.createdAt)).limit(limit);
    return c.json({ events: rows.map(toSecurityEvent) }, 200);
  })
  .openapi(summary, async (c) => c.json(await securitySummary(c.var.deps.database), 200))
  .openapi(blocks, async (c) => c.json({ blocks: await listBlocks(c.var.deps.database) }, 200))
  .openapi(lift, async (c) => {
    const { ip } = c.req.valid('param');
    const { user } = await currentSession(c);
    const lifted = await liftBlock(c.var.deps, ip, { userId: user.id, ipAddress: c.var.clientIp, userAgent: c.req.header('user-agent') ?? null });
    if (!lifted) throw new AppError('NOT_FOUND', 'No active block for this address');
    return c.json({ ip, lifted }, 200);
  })
  .openapi(stream, async (c) => {
    const { deps } = c.var;
    const headers = new Headers(c.req.raw.headers);
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (sse) => {
      const queue: string[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = await subscribeSecurityEvents(deps.database, (notice) => {
        if (!notice.id) return;
        queue.push(notice.id);
        wake?.();
      });
      sse.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await sse.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
      while (!sse.aborted) {
        const id = queue.shift();
        if (id) {
          let event: SecurityEvent | null = null;
          try {
            event = await securityEventById(deps.database, id);
          } catch (error) {
            deps.logger.warn('security stream could not read an event', { error: String(error) });
          }
          if (event) await sse.writeSSE({ event: 'security', id: event.id, data: JSON.stringify(event) });
          continue;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, KEEPALIVE_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
        if (sse.aborted || queue.length) continue;
        if (!(await stillAdmin(c, headers))) {
          await sse.writeSSE({ event: 'end', data: JSON.stringify({ reason: 'session_ended' }) });
          break;
        }
        await sse.write(': keepalive\n\n');
      }
      unsubscribe();
    }) as never;
  });
