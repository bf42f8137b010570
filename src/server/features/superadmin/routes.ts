import { OpenAPIHono } from '@hono/zod-openapi';
import { superAdminInitResultSchema, superAdminOverviewSchema, superAdminStatusSchema } from '@/contract/superadmin';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { defineRoute, errorResponse, jsonResponse } from '../../platform/route';
import { initializeSuperAdmin, requireSuperAdmin, superAdminOverview, superAdminStatus } from './service';

const tags = ['Super administrator'];
const restricted = errorResponse("'Access Restricted - This area is restricted to super administrators only.'");

// 'user' routes: the super administrator is a signed-in account found by its e-mail, which may not
// be an administrator yet (that is what initialising does); each handler refuses everyone else
const status = defineRoute('user', {
  method: 'get',
  path: '/api/superadmin/status',
  tags,
  summary: 'Super admin setup state (spec: ready when the configured account is an administrator, else needs_setup)',
  responses: { 200: jsonResponse(superAdminStatusSchema, 'Setup state'), 403: restricted },
});

const initialize = defineRoute('user', {
  method: 'post',
  path: '/api/superadmin/initialize',
  tags,
  summary: 'Make the configured super administrator account an administrator (spec provision_super_admin); idempotent',
  responses: { 200: jsonResponse(superAdminInitResultSchema, 'Ready (already_active when nothing changed)'), 403: restricted },
});

const overview = defineRoute('user', {
  method: 'get',
  path: '/api/superadmin/overview',
  tags,
  summary: "The super admin dashboard's figures: accounts, administrators, CVs, security events and failed jobs",
  responses: { 200: jsonResponse(superAdminOverviewSchema, 'Figures counted now'), 403: restricted },
});

export const superAdminRoutes = new OpenAPIHono<AppEnv>()
  .openapi(status, async (c) => c.json(superAdminStatus(c.var.deps, await currentSession(c)), 200))
  .openapi(initialize, async (c) => {
    const session = await currentSession(c);
    const caller = { session, ipAddress: c.var.clientIp ?? null, userAgent: c.req.header('user-agent') ?? null };
    return c.json(await initializeSuperAdmin(c.var.deps, caller), 200);
  })
  .openapi(overview, async (c) => {
    requireSuperAdmin(c.var.deps, await currentSession(c));
    return c.json(await superAdminOverview(c.var.deps), 200);
  });
