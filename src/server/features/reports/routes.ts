import { OpenAPIHono } from '@hono/zod-openapi';
import { platformAnalysisSchema, preLaunchAuditSchema } from '@/contract/quality';
import { requirePermission } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { defineRoute, jsonResponse } from '../../platform/route';
import { platformAnalysis, preLaunchAudit } from './service';

const tags = ['Administration'];

const analysis = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/reports/platform-analysis',
    tags,
    summary: 'Platform analysis report: six areas with fixed scores and statuses, the rounded average and an action plan',
    responses: { 200: jsonResponse(platformAnalysisSchema, 'The report') },
  },
  [requirePermission('system.read')],
);

const audit = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/reports/pre-launch-audit',
    tags,
    summary: 'Pre-launch readiness audit report: nine phases with their checks, and the next steps',
    responses: { 200: jsonResponse(preLaunchAuditSchema, 'The report') },
  },
  [requirePermission('system.read')],
);

export const reportRoutes = new OpenAPIHono<AppEnv>()
  .openapi(analysis, (c) => c.json(platformAnalysis(), 200))
  .openapi(audit, (c) => c.json(preLaunchAudit(), 200));
