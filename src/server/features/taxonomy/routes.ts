import { OpenAPIHono } from '@hono/zod-openapi';
import { errorBodySchema } from '@/contract/errors';
import {
  skillExtensionCreateSchema,
  skillExtensionUpdateSchema,
  taxonomySearchSchema,
  taxonomySkillIdParamsSchema,
  taxonomySkillListSchema,
  taxonomySkillSchema,
} from '@/contract/taxonomy';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { defineRoute, jsonResponse } from '../../platform/route';
import { createExtension, deleteExtension, searchSkills, updateExtension } from './service';

const tags = ['Skills taxonomy'];
const readOnly = { 409: jsonResponse(errorBodySchema, 'ESCO entries and the built-in taxonomy are read-only, or the name is taken') };
const notFound = { 404: jsonResponse(errorBodySchema, 'No such extension') };

const list = defineRoute('user', {
  method: 'get',
  path: '/api/taxonomy/skills',
  tags,
  summary:
    'Search the skills taxonomy: ESCO v1.1.1 skills, Kairos skills and extensions. This service uses the ESCO classification of the European Commission.',
  request: { query: taxonomySearchSchema },
  responses: { 200: jsonResponse(taxonomySkillListSchema, 'Skills') },
});
const create = defineRoute('admin', {
  method: 'post',
  path: '/api/admin/taxonomy/skills',
  tags,
  summary: 'Add a Kairos extension (a tool or product ESCO does not name), optionally under a broader ESCO skill',
  request: { body: { required: true, content: { 'application/json': { schema: skillExtensionCreateSchema } } } },
  responses: { 201: jsonResponse(taxonomySkillSchema, 'Created'), ...readOnly },
});
const update = defineRoute('admin', {
  method: 'patch',
  path: '/api/admin/taxonomy/skills/{id}',
  tags,
  summary: 'Change a Kairos extension; ESCO entries are read-only (409)',
  request: {
    params: taxonomySkillIdParamsSchema,
    body: { required: true, content: { 'application/json': { schema: skillExtensionUpdateSchema } } },
  },
  responses: { 200: jsonResponse(taxonomySkillSchema, 'Updated'), ...readOnly, ...notFound },
});
const remove = defineRoute('admin', {
  method: 'delete',
  path: '/api/admin/taxonomy/skills/{id}',
  tags,
  summary: 'Delete a Kairos extension; ESCO entries are read-only (409)',
  request: { params: taxonomySkillIdParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...readOnly, ...notFound },
});

export const taxonomyRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => c.json(await searchSkills(c.var.deps, c.req.valid('query').search), 200))
  .openapi(create, async (c) => {
    const { user } = await currentSession(c);
    return c.json(await createExtension(c.var.deps, user.id, c.req.valid('json')), 201);
  })
  .openapi(update, async (c) => c.json(await updateExtension(c.var.deps, c.req.valid('param').id, c.req.valid('json')), 200))
  .openapi(remove, async (c) => {
    await deleteExtension(c.var.deps, c.req.valid('param').id);
    return c.body(null, 204);
  });
