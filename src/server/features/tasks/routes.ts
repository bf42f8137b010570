import { OpenAPIHono } from '@hono/zod-openapi';
import { errorBodySchema } from '@/contract/errors';
import { taskCreateSchema, taskIdParamsSchema, taskListSchema, taskQuerySchema, taskSchema, taskUpdateSchema } from '@/contract/tasks';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { defineRoute, jsonResponse } from '../../platform/route';
import { createTask, deleteTask, listTasks, updateTask } from './service';

const tags = ['Tasks'];
const notFound = { 404: jsonResponse(errorBodySchema, 'No such task of yours') };

const list = defineRoute('user', {
  method: 'get',
  path: '/api/tasks',
  tags,
  summary: 'Your tasks, filtered and sorted',
  request: { query: taskQuerySchema },
  responses: { 200: jsonResponse(taskListSchema, 'Tasks') },
});
const create = defineRoute('user', {
  method: 'post',
  path: '/api/tasks',
  tags,
  summary: 'Create a task (you are the assignee unless you name someone)',
  request: { body: { required: true, content: { 'application/json': { schema: taskCreateSchema } } } },
  responses: { 201: jsonResponse(taskSchema, 'Created') },
});
const update = defineRoute('owner', {
  method: 'patch',
  path: '/api/tasks/{id}',
  tags,
  summary: 'Change a task',
  request: { params: taskIdParamsSchema, body: { required: true, content: { 'application/json': { schema: taskUpdateSchema } } } },
  responses: { 200: jsonResponse(taskSchema, 'Updated'), ...notFound },
});
const remove = defineRoute('owner', {
  method: 'delete',
  path: '/api/tasks/{id}',
  tags,
  summary: 'Delete a task',
  request: { params: taskIdParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});

export const taskRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => c.json({ tasks: await listTasks(c.var.deps, (await currentSession(c)).user.id, c.req.valid('query')) }, 200))
  .openapi(create, async (c) => {
    const { user } = await currentSession(c);
    return c.json(await createTask(c.var.deps, user.id, c.req.valid('json'), { source: 'manual', assignee: user.name || user.email }), 201);
  })
  .openapi(update, async (c) => c.json(await updateTask(c.var.deps, (await currentSession(c)).user.id, c.req.valid('param').id, c.req.valid('json')), 200))
  .openapi(remove, async (c) => {
    await deleteTask(c.var.deps, (await currentSession(c)).user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
