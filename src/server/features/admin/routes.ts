import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  adminUserListSchema,
  adminUsersQuerySchema,
  auditLogListSchema,
  auditLogQuerySchema,
  INVALID_ROLE,
  roleUpdateResultSchema,
  roleUpdateSchema,
} from '@/contract/admin';
import { currentSession } from '../../auth/guards';
import { requirePermission } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../platform/route';
import { changeRole, listRoleAuditLog, listUsers, recordRefusedRoleChange } from './service';
import type { Actor } from './service';

const tags = ['Administration'];
const ROLE_PATH = '/api/admin/users/role';

const list = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/users',
    tags,
    summary: 'All accounts with their profile, newest first; search by e-mail or name; paged',
    request: { query: adminUsersQuerySchema },
    responses: { 200: jsonResponse(adminUserListSchema, 'One page of users and the total') },
  },
  [requirePermission('users.read')],
);

const updateRole = defineRoute(
  'admin',
  {
    method: 'post',
    path: ROLE_PATH,
    tags,
    summary: "Change a person's role (spec secure_update_user_role); the last administrator cannot be demoted",
    request: { body: jsonBody(roleUpdateSchema) },
    responses: {
      200: jsonResponse(roleUpdateResultSchema, 'Role set (changed is false when it already was)'),
      400: errorResponse("'Target user ID and new role are required' or 'Invalid role specified'"),
      404: errorResponse('No such user'),
      409: errorResponse('The last administrator cannot be demoted'),
    },
  },
  [requirePermission('users.role.update')],
);

const auditLogs = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/audit-logs',
    tags,
    summary: 'Role changes and refused attempts, newest first (limit at most 100), optionally about one person',
    request: { query: auditLogQuerySchema },
    responses: { 200: jsonResponse(auditLogListSchema, 'Audit entries') },
  },
  [requirePermission('audit.read')],
);

function actorOf(c: Context<AppEnv>, userId: string): Actor {
  return { id: userId, ipAddress: c.var.clientIp ?? null, userAgent: c.req.header('user-agent') ?? null };
}

/** The request body as sent, for logging a refused attempt (never trusted for anything else). */
async function sentBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => null);
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

const routes = new OpenAPIHono<AppEnv>();
// a signed-in non-admin trying to change a role is refused by the access check before the
// handler runs: written to the security log here, after the 403 is decided
routes.use(ROLE_PATH, async (c, next) => {
  await next();
  if (c.req.method !== 'POST' || c.res.status !== 403) return;
  const session = await c.var.getSession();
  if (!session) return;
  const body = await sentBody(c);
  await recordRefusedRoleChange(c.var.deps, actorOf(c, session.user.id), {
    targetUserId: typeof body.target_user_id === 'string' ? body.target_user_id : null,
    fromRole: session.user.role ?? null,
    requestedRole: body.new_role,
    reason: 'not_admin',
  });
});

/** Logs the refused attempt, then answers like the app's validation hook (spec messages first). */
async function refuseInvalid(c: Context<AppEnv>, issues: { path: PropertyKey[]; message: string }[]) {
  const { user } = await currentSession(c);
  const body = await sentBody(c);
  const details = issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  await recordRefusedRoleChange(c.var.deps, actorOf(c, user.id), {
    targetUserId: typeof body.target_user_id === 'string' ? body.target_user_id : null,
    requestedRole: body.new_role,
    reason: details.some((d) => d.message === INVALID_ROLE) ? 'invalid_role' : 'validation',
  });
  return c.json({ error: { code: 'VALIDATION_ERROR', message: details[0]?.message ?? 'Invalid request', details } }, 400);
}

export const adminRoutes = routes
  .openapi(list, async (c) => c.json(await listUsers(c.var.deps, c.req.valid('query')), 200))
  .openapi(
    updateRole,
    async (c) => {
      const { user } = await currentSession(c);
      return c.json(await changeRole(c.var.deps, actorOf(c, user.id), c.req.valid('json')), 200);
    },
    // an administrator's invalid request is a refused attempt too
    (result, c) => (result.success ? undefined : refuseInvalid(c, result.error.issues)),
  )
  .openapi(auditLogs, async (c) => c.json({ entries: await listRoleAuditLog(c.var.deps, c.req.valid('query')) }, 200));
