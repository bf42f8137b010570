import { OpenAPIHono } from '@hono/zod-openapi';
import { permissionsByRole, roleResponseSchema } from '@/contract/me';
import type { AppEnv } from '../../context';
import { currentSession, isAdmin } from '../../auth/guards';
import { defineRoute } from '../../platform/route';

const getRole = defineRoute('user', {
  method: 'get',
  path: '/api/me/role',
  tags: ['Account'],
  summary: "The signed-in person's role and permissions (spec verify_user_role)",
  responses: { 200: { description: 'Role data', content: { 'application/json': { schema: roleResponseSchema } } } },
});

export const meRoutes = new OpenAPIHono<AppEnv>().openapi(getRole, async (c) => {
  const session = await currentSession(c);
  const role = isAdmin(session) ? 'admin' : 'user';
  const superAdminEmail = c.var.deps.config.superAdminEmail;
  return c.json(
    {
      role,
      is_admin: role === 'admin',
      is_super_admin: Boolean(superAdminEmail && session.user.email.toLowerCase() === superAdminEmail && role === 'admin'),
      permissions: permissionsByRole[role],
    } as const,
    200,
  );
});
