import { OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { CV_MAX_BYTES } from '@/contract/cvs';
import { errorBodySchema } from '@/contract/errors';
import { jobAnalysisSchema, jobAnalyzeSchema, jobCreateSchema, jobDetailSchema, jobIdParamsSchema, jobListSchema, jobSkillTaskSchema, jobSummarySchema, jobUpdateSchema } from '@/contract/jobs';
import { taskSchema } from '@/contract/tasks';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { perUserRateLimit } from '../../platform/rate-limit';
import { addSkillTask, analyzeAd, createJob, deleteJob, getJob, listJobs, pipeline, updateJob, uploadJobAd } from './service';

const tags = ['Jobs'];
const notFound = { 404: jsonResponse(errorBodySchema, 'No such job ad of yours') };

const analyze = defineRoute('user', {
  method: 'post',
  path: '/api/jobs/analyze',
  tags,
  summary: 'Read a pasted job ad and match it against your active CV (nothing is saved)',
  request: { body: jsonBody(jobAnalyzeSchema) },
  responses: { 200: jsonResponse(jobAnalysisSchema, 'The ad read, the match, the tailoring and the coach’s summary') },
});
// multipart framing around a 10 MB file stays well under this; anything bigger is refused while it arrives
const limitUploadBody: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: CV_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB. Upload a smaller file.');
  },
});
// reading a file takes an analysis process: as many an hour as CV uploads
const AD_UPLOAD_RATE_LIMIT = { limit: 30, windowSeconds: 3600 };
const limitUploadRate = perUserRateLimit('job-ad-upload', AD_UPLOAD_RATE_LIMIT, (limit) => `You have uploaded ${limit} job ads in the last hour. Please try again later.`);
const fileField = z.custom<File>((v) => v instanceof File, { message: 'Choose the ad’s file to upload (form field "file").' }).openapi({ type: 'string', format: 'binary' });

const upload = defineRoute(
  'user',
  {
    method: 'post',
    path: '/api/jobs/upload',
    tags,
    summary: 'Save a job ad from its file (PDF, DOCX, ODT or TXT; at most 10 MB), read in the isolated analysis process',
    request: { body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: fileField }) } } } },
    responses: {
      201: jsonResponse(jobDetailSchema, 'Saved'),
      413: errorResponse('Larger than 10 MB'),
      415: errorResponse('Not a PDF, DOCX, ODT or TXT file (decided by content)'),
      422: errorResponse('Empty, or no ad could be read from it'),
      429: errorResponse('Too many uploads'),
    },
  },
  [limitUploadRate, limitUploadBody],
);

const list = defineRoute('user', {
  method: 'get',
  path: '/api/jobs',
  tags,
  summary: 'Your saved job ads and applications, with the pipeline figures',
  responses: { 200: jsonResponse(jobListSchema, 'Job ads') },
});
const create = defineRoute('user', {
  method: 'post',
  path: '/api/jobs',
  tags,
  summary: 'Save a job ad (status "saved")',
  request: { body: jsonBody(jobCreateSchema) },
  responses: { 201: jsonResponse(jobDetailSchema, 'Saved') },
});
const get = defineRoute('owner', {
  method: 'get',
  path: '/api/jobs/{id}',
  tags,
  summary: 'One saved job ad with its match against your active CV',
  request: { params: jobIdParamsSchema },
  responses: { 200: jsonResponse(jobDetailSchema, 'Job ad'), ...notFound },
});
const update = defineRoute('owner', {
  method: 'patch',
  path: '/api/jobs/{id}',
  tags,
  summary: 'Change an application: status, notes, contacts, next step',
  request: { params: jobIdParamsSchema, body: jsonBody(jobUpdateSchema) },
  responses: { 200: jsonResponse(jobSummarySchema, 'Updated'), ...notFound },
});
const remove = defineRoute('owner', {
  method: 'delete',
  path: '/api/jobs/{id}',
  tags,
  summary: 'Delete a saved job ad',
  request: { params: jobIdParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});
const skillTask = defineRoute('owner', {
  method: 'post',
  path: '/api/jobs/{id}/tasks',
  tags,
  summary: 'Turn a skill the ad asks for into a task (the same skill twice answers the same task)',
  request: { params: jobIdParamsSchema, body: jsonBody(jobSkillTaskSchema) },
  responses: { 201: jsonResponse(taskSchema, 'Task created'), 200: jsonResponse(taskSchema, 'The task made before'), ...notFound },
});

export const jobRoutes = new OpenAPIHono<AppEnv>()
  .openapi(analyze, async (c) => {
    const { user } = await currentSession(c);
    const body = c.req.valid('json');
    return c.json(await analyzeAd(c.var.deps, user.id, body.text, body.relocation ?? null), 200);
  })
  .openapi(upload, async (c) => {
    const { user } = await currentSession(c);
    const { file } = c.req.valid('form');
    return c.json(await uploadJobAd(c.var.deps, user.id, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }), 201);
  })
  .openapi(list, async (c) => {
    const jobs = await listJobs(c.var.deps, (await currentSession(c)).user.id);
    return c.json({ jobs, pipeline: pipeline(jobs, new Date()) }, 200);
  })
  .openapi(create, async (c) => c.json(await createJob(c.var.deps, (await currentSession(c)).user.id, c.req.valid('json')), 201))
  .openapi(get, async (c) => c.json(await getJob(c.var.deps, (await currentSession(c)).user.id, c.req.valid('param').id), 200))
  .openapi(update, async (c) => c.json(await updateJob(c.var.deps, (await currentSession(c)).user.id, c.req.valid('param').id, c.req.valid('json')), 200))
  .openapi(remove, async (c) => {
    await deleteJob(c.var.deps, (await currentSession(c)).user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(skillTask, async (c) => {
    const body = c.req.valid('json');
    const { task, created } = await addSkillTask(c.var.deps, (await currentSession(c)).user.id, c.req.valid('param').id, body.skill_id, body.due_date ?? null);
    return created ? c.json(task, 201) : c.json(task, 200);
  });
