import { OpenAPIHono, z } from '@hono/zod-openapi';
import { errorBodySchema } from '@/contract/errors';
import {
  perspectiveCreateSchema,
  perspectiveIdParamsSchema,
  perspectiveListSchema,
  perspectiveUpdateSchema,
  portfolioSlugParamsSchema,
  renderedPerspectiveSchema,
} from '@/contract/perspectives';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { defineRoute, jsonResponse, jsonBody } from '../../platform/route';
import { createPerspective, deletePerspective, listPerspectives, perspectivePdf, previewPerspective, publicPortfolio, updatePerspective } from './service';

const tags = ['Perspectives'];
const notFound = { 404: jsonResponse(errorBodySchema, 'No such perspective of yours') };

const list = defineRoute('user', {
  method: 'get',
  path: '/api/perspectives',
  tags,
  summary: 'Your perspectives (the four built-in ones and custom ones), most used first, with confidence',
  responses: { 200: jsonResponse(perspectiveListSchema, 'Perspectives') },
});
const create = defineRoute('user', {
  method: 'post',
  path: '/api/perspectives',
  tags,
  summary: 'Create a custom perspective',
  request: { body: jsonBody(perspectiveCreateSchema) },
  responses: { 201: jsonResponse(perspectiveListSchema, 'All perspectives, the new one included') },
});
const update = defineRoute('owner', {
  method: 'patch',
  path: '/api/perspectives/{id}',
  tags,
  summary: 'Edit or customise a perspective',
  request: { params: perspectiveIdParamsSchema, body: jsonBody(perspectiveUpdateSchema) },
  responses: { 200: jsonResponse(perspectiveListSchema, 'All perspectives'), ...notFound },
});
const remove = defineRoute('owner', {
  method: 'delete',
  path: '/api/perspectives/{id}',
  tags,
  summary: 'Delete a custom perspective',
  request: { params: perspectiveIdParamsSchema },
  responses: { 204: { description: 'Deleted' }, 409: jsonResponse(errorBodySchema, 'A built-in perspective'), ...notFound },
});
const preview = defineRoute('owner', {
  method: 'get',
  path: '/api/perspectives/{id}/preview',
  tags,
  summary: 'The perspective rendered from your data (counts as a use)',
  request: { params: perspectiveIdParamsSchema },
  responses: { 200: jsonResponse(renderedPerspectiveSchema, 'Rendered view'), ...notFound },
});
const pdf = defineRoute('owner', {
  method: 'get',
  path: '/api/perspectives/{id}/pdf',
  tags,
  summary: 'The perspective as a PDF download',
  request: { params: perspectiveIdParamsSchema },
  responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } }, ...notFound },
});
const portfolio = defineRoute('public', {
  method: 'get',
  path: '/api/public/portfolios/{slug}',
  tags,
  summary: 'A public portfolio, only while its owner’s profile visibility is public',
  request: { params: portfolioSlugParamsSchema },
  responses: { 200: jsonResponse(renderedPerspectiveSchema, 'Portfolio'), 404: jsonResponse(errorBodySchema, 'No such public portfolio') },
});

export const perspectiveRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => c.json(await listPerspectives(c.var.deps, (await currentSession(c)).user.id), 200))
  .openapi(create, async (c) => {
    const { user } = await currentSession(c);
    await createPerspective(c.var.deps, user.id, c.req.valid('json'));
    return c.json(await listPerspectives(c.var.deps, user.id), 201);
  })
  .openapi(update, async (c) => {
    const { user } = await currentSession(c);
    await updatePerspective(c.var.deps, user.id, c.req.valid('param').id, c.req.valid('json'));
    return c.json(await listPerspectives(c.var.deps, user.id), 200);
  })
  .openapi(remove, async (c) => {
    await deletePerspective(c.var.deps, (await currentSession(c)).user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(preview, async (c) => c.json(await previewPerspective(c.var.deps, (await currentSession(c)).user.id, c.req.valid('param').id), 200))
  .openapi(pdf, async (c) => {
    const { pdf: bytes, name } = await perspectivePdf(c.var.deps, (await currentSession(c)).user.id, c.req.valid('param').id);
    const file = `${name.replace(/[^A-Za-z0-9 _-]/g, '').trim().replace(/\s+/g, '-') || 'perspective'}.pdf`;
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${file}"`, 'Cache-Control': 'private, no-store' });
  })
  .openapi(portfolio, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await publicPortfolio(c.var.deps, c.req.valid('param').slug), 200);
  });
