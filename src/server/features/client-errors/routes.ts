import { OpenAPIHono } from '@hono/zod-openapi';
import { clientErrorCreatedSchema, clientErrorReportSchema } from '@/contract/client-errors';
import type { AppEnv } from '../../context';
import { clientErrors } from '../../db/schema/platform';
import { defineRoute } from '../../platform/route';

const reportError = defineRoute('public', {
  method: 'post',
  path: '/api/client-errors',
  tags: ['System'],
  summary: "Report an error caught by the web app's error boundaries; answers the stored id",
  request: { body: { required: true, content: { 'application/json': { schema: clientErrorReportSchema } } } },
  responses: { 201: { description: 'Stored', content: { 'application/json': { schema: clientErrorCreatedSchema } } } },
});

export const clientErrorRoutes = new OpenAPIHono<AppEnv>().openapi(reportError, async (c) => {
  const report = c.req.valid('json');
  const session = await c.var.getSession().catch(() => null);
  const [row] = await c.var.deps.database.db
    .insert(clientErrors)
    .values({ ...report, userId: session?.user.id ?? null, userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null })
    .returning({ id: clientErrors.id });
  return c.json({ id: row!.id }, 201);
});
