import { OpenAPIHono } from '@hono/zod-openapi';
import { permissionsResponseSchema } from '@/contract/admin';
import { roleResponseSchema } from '@/contract/me';
import type { AppEnv } from '../../context';
import { currentSession, isAdmin } from '../../auth/guards';
import { permissionsOf } from '../../auth/permissions';
import { defineRoute } from '../../platform/route';

const getRole = defineRoute('user', {
  method: 'get',
  path: '/api/me/role',
  tags: ['Account'],
  summary: "The signed-in person's role and permissions (spec verify_user_role)",
  responses: { 200: { description: 'Role data', content: { 'application/json': { schema: roleResponseSchema } } } },
});

const getPermissions = defineRoute('user', {
  method: 'get',
  path: '/api/me/permissions',
  tags: ['Account'],
  summary: 'The named permissions the signed-in person holds (decided by the server from the role)',
  responses: { 200: { description: 'Permissions', content: { 'application/json': { schema: permissionsResponseSchema } } } },
});

export const meRoutes = new OpenAPIHono<AppEnv>()
  .openapi(getPermissions, async (c) => {
    const role = (await currentSession(c)).user.role ?? 'user';
    return c.json({ role, permissions: [...permissionsOf(role)] }, 200);
  })
  .openapi(getRole, async (c) => {
    const session = await currentSession(c);
    const role = isAdmin(session) ? 'admin' : 'user';
    const superAdminEmail = c.var.deps.config.superAdminEmail;
    return c.json(
      {
        role,
        is_admin: role === 'admin',
        is_super_admin: Boolean(superAdminEmail && session.user.email.toLowerCase() === superAdminEmail && role === 'admin'),
        permissions: Object.fromEntries(permissionsOf(role).map((p) => [p, true])),
      } as const,
      200,
    );
  });
