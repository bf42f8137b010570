import { OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import {
  CV_MAX_BYTES,
  cvAcceptedSchema,
  cvDetailSchema,
  cvIdParamsSchema,
  cvListSchema,
  cvSummarySchema,
  cvUpdateSchema,
  cvUploadQuerySchema,
} from '@/contract/cvs';
import { carryOverBodySchema, cvCorrectionsSchema, cvRecordResponseSchema } from '@/contract/cv-record';
import { talentIdParamsSchema, talentListSchema, talentSchema, talentUpdateSchema } from '@/contract/talents';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { AppError } from '../../platform/errors';
import { perUserRateLimit } from '../../platform/rate-limit';
import { defineRoute, errorResponse, jsonResponse } from '../../platform/route';
import { activateCv, deleteCv, findOwnCv, getCvDetail, listCvs, retryCv, updateCv, UPLOAD_RATE_LIMIT, uploadCv } from './service';
import { carryOver, getRecord, saveCorrections } from './record-service';
import { listTalents, updateTalent } from './talents-service';

const notFound = { 404: errorResponse('No such CV of yours') };

// multipart framing around a 10 MB file stays well under this; anything bigger is refused while it arrives
const MULTIPART_OVERHEAD = 64 * 1024;

const limitUploadBody: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: CV_MAX_BYTES + MULTIPART_OVERHEAD,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB. Upload a smaller file.');
  },
});

const limitUploadRate = perUserRateLimit('cv-upload', UPLOAD_RATE_LIMIT, (limit) => `You have uploaded ${limit} CVs in the last hour. Please try again later.`);

const fileField = z.custom<File>((v) => v instanceof File, { message: 'Choose a CV file to upload (form field "file").' }).openapi({ type: 'string', format: 'binary' });

const upload = defineRoute(
  'user',
  {
    method: 'post',
    path: '/api/cvs',
    tags: ['CVs'],
    summary: 'Upload a CV (PDF, DOC, DOCX, ODT, RTF, TXT, or a PNG/JPEG photo; at most 10 MB); its analysis is queued',
    request: { query: cvUploadQuerySchema, body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: fileField }) } } } },
    responses: {
      202: jsonResponse(cvAcceptedSchema, 'Stored; analysis queued. Follow it on /api/events or GET /api/cvs/{id}.'),
      409: errorResponse('You uploaded this file before: details.existing names that CV (send keepBoth=true to keep both)'),
      413: errorResponse('Larger than 10 MB'),
      415: errorResponse('Not a PDF, DOC, DOCX, ODT, RTF, TXT, PNG or JPEG file (decided by content)'),
      422: errorResponse('Empty file'),
      429: errorResponse('Too many uploads'),
    },
  },
  [limitUploadRate, limitUploadBody],
);

const list = defineRoute('user', {
  method: 'get',
  path: '/api/cvs',
  tags: ['CVs'],
  summary: 'Your CVs, newest first, with the dashboard counters',
  responses: { 200: jsonResponse(cvListSchema, 'CVs and counts') },
});

const detail = defineRoute('owner', {
  method: 'get',
  path: '/api/cvs/{id}',
  tags: ['CVs'],
  summary: 'One CV with its analysis, quality score, insights and hidden talents',
  request: { params: cvIdParamsSchema },
  responses: { 200: jsonResponse(cvDetailSchema, 'The CV'), ...notFound },
});

const download = defineRoute('owner', {
  method: 'get',
  path: '/api/cvs/{id}/file',
  tags: ['CVs'],
  summary: 'The original file, always as a download',
  request: { params: cvIdParamsSchema },
  responses: {
    200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...notFound,
  },
});

const remove = defineRoute('owner', {
  method: 'delete',
  path: '/api/cvs/{id}',
  tags: ['CVs'],
  summary: 'Delete a CV: the file, its analysis and its hidden talents',
  request: { params: cvIdParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});

const retry = defineRoute('owner', {
  method: 'post',
  path: '/api/cvs/{id}/retry',
  tags: ['CVs'],
  summary: 'Analyse a failed CV again',
  request: { params: cvIdParamsSchema },
  responses: { 202: jsonResponse(cvAcceptedSchema, 'Queued again'), 409: errorResponse('The CV has not failed, or its failure would repeat (details.reason NOT_RETRYABLE)'), ...notFound },
});

const activate = defineRoute('owner', {
  method: 'post',
  path: '/api/cvs/{id}/activate',
  tags: ['CVs'],
  summary: 'Make this analysed CV the active one (the one that represents you)',
  request: { params: cvIdParamsSchema },
  responses: { 200: jsonResponse(cvSummarySchema, 'Now active'), 409: errorResponse('Not analysed, or a draft'), ...notFound },
});

const update = defineRoute('owner', {
  method: 'patch',
  path: '/api/cvs/{id}',
  tags: ['CVs'],
  summary: 'Rename a CV, or move it to drafts and back',
  request: { params: cvIdParamsSchema, body: { required: true, content: { 'application/json': { schema: cvUpdateSchema } } } },
  responses: { 200: jsonResponse(cvSummarySchema, 'Updated'), 409: errorResponse('Not possible in the CV’s status'), ...notFound },
});

const record = defineRoute('owner', {
  method: 'get',
  path: '/api/cvs/{id}/record',
  tags: ['CVs'],
  summary: 'The record of an analysed CV: the engine’s analysis, your corrections, and the two combined (what Kairos shows and uses)',
  request: { params: cvIdParamsSchema },
  responses: { 200: jsonResponse(cvRecordResponseSchema, 'The record'), 409: errorResponse('Not analysed yet'), ...notFound },
});

const saveRecord = defineRoute('owner', {
  method: 'put',
  path: '/api/cvs/{id}/corrections',
  tags: ['CVs'],
  summary: 'Replace your corrections of this CV’s analysis; talents, quality score and insights are recomputed from the corrected record',
  request: { params: cvIdParamsSchema, body: { required: true, content: { 'application/json': { schema: cvCorrectionsSchema } } } },
  responses: { 200: jsonResponse(cvRecordResponseSchema, 'Saved; the new record'), 409: errorResponse('Not analysed yet'), ...notFound },
});

const carryRecord = defineRoute('owner', {
  method: 'post',
  path: '/api/cvs/{id}/corrections/carry-over',
  tags: ['CVs'],
  summary: 'Copy to this CV the corrections of another of your CVs that still apply to it',
  request: { params: cvIdParamsSchema, body: { required: true, content: { 'application/json': { schema: carryOverBodySchema } } } },
  responses: { 200: jsonResponse(cvRecordResponseSchema, 'Carried over; the new record'), 409: errorResponse('Not analysed yet'), ...notFound },
});

const talents = defineRoute('user', {
  method: 'get',
  path: '/api/talents',
  tags: ['Hidden talents'],
  summary: 'Hidden talents of your active CV, highest confidence first, with counts by status',
  responses: { 200: jsonResponse(talentListSchema, 'Talents') },
});

const talentUpdate = defineRoute('owner', {
  method: 'patch',
  path: '/api/talents/{id}',
  tags: ['Hidden talents'],
  summary: 'Validate, send back for review, develop, or mark a talent mastered',
  request: { params: talentIdParamsSchema, body: { required: true, content: { 'application/json': { schema: talentUpdateSchema } } } },
  responses: { 200: jsonResponse(talentSchema, 'Updated'), 404: errorResponse('No such talent of yours'), 409: errorResponse('Not allowed from the talent’s status') },
});

/** RFC 6266 attachment header that survives any file name. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const cvRoutes = new OpenAPIHono<AppEnv>()
  .openapi(upload, async (c) => {
    const { user } = await currentSession(c);
    const { file } = c.req.valid('form');
    const keepBoth = c.req.valid('query').keepBoth === 'true';
    const row = await uploadCv(c.var.deps, user.id, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), keepBoth });
    return c.json({ id: row.id, status: 'processing' as const }, 202);
  })
  .openapi(list, async (c) => {
    const { user } = await currentSession(c);
    return c.json(await listCvs(c.var.deps, user.id), 200);
  })
  .openapi(detail, async (c) => {
    const { user } = await currentSession(c);
    return c.json(await getCvDetail(c.var.deps, user.id, c.req.valid('param').id), 200);
  })
  .openapi(download, async (c) => {
    const { user } = await currentSession(c);
    const row = await findOwnCv(c.var.deps, user.id, c.req.valid('param').id);
    const bytes = await c.var.deps.files.get(row.storageKey);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': row.mimeType,
      'Content-Disposition': attachment(row.fileName),
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  })
  .openapi(remove, async (c) => {
    const { user } = await currentSession(c);
    await deleteCv(c.var.deps, user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(retry, async (c) => {
    const { user } = await currentSession(c);
    const row = await retryCv(c.var.deps, user.id, c.req.valid('param').id);
    return c.json({ id: row.id, status: 'processing' as const }, 202);
  })
  .openapi(activate, async (c) => {
    const { user } = await currentSession(c);
    return c.json(await activateCv(c.var.deps, user.id, c.req.valid('param').id), 200);
  })
  .openapi(update, async (c) => {
    const { user } = await currentSession(c);
    return c.json(await updateCv(c.var.deps, user.id, c.req.valid('param').id, c.req.valid('json')), 200);
  })
  .openapi(record, async (c) => {
    const { user } = await currentSession(c);
    return c.json(await getRecord(c.var.deps, user.id, c.req.valid('param').id), 200);
  })
  .openapi(saveRecord, async (c) => {
    const { user } = await currentSession(c);
    return c.json(await saveCorrections(c.var.deps, user.id, c.req.valid('param').id, c.req.valid('json')), 200);
  })
  .openapi(carryRecord, async (c) => {
    const { user } = await currentSession(c);
    return c.json(await carryOver(c.var.deps, user.id, c.req.valid('param').id, c.req.valid('json').from_cv_id), 200);
  })
  .openapi(talents, async (c) => {
    const { user } = await currentSession(c);
    return c.json(await listTalents(c.var.deps, user.id), 200);
  })
  .openapi(talentUpdate, async (c) => {
    const { user } = await currentSession(c);
    return c.json(await updateTalent(c.var.deps, user.id, c.req.valid('param').id, c.req.valid('json').action), 200);
  });
