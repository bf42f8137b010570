import { OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { cvImportKinds } from '@/contract/cv-import';
import { CV_MAX_BYTES, cvAcceptedSchema } from '@/contract/cvs';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { AppError } from '../../platform/errors';
import { perUserRateLimit } from '../../platform/rate-limit';
import { defineRoute, errorResponse, jsonResponse } from '../../platform/route';
import { importCvFile } from './import-service';
import { UPLOAD_RATE_LIMIT } from './service';

const limitBody: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: CV_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB. Upload a smaller file.');
  },
});

// imports and uploads share one hourly budget
const limitRate = perUserRateLimit('cv-upload', UPLOAD_RATE_LIMIT, (limit) => `You have uploaded ${limit} CVs in the last hour. Please try again later.`);

const fileField = z.custom<File>((v) => v instanceof File, { message: 'Choose a file to import (form field "file").' }).openapi({ type: 'string', format: 'binary' });

const importRoute = defineRoute(
  'user',
  {
    method: 'post',
    path: '/api/cvs/import',
    tags: ['CVs'],
    summary: 'Import a LinkedIn data export (ZIP), a JSON Resume (.json) or a Europass CV (XML, or a Europass PDF) as a CV entry; it is analysed like an upload',
    request: {
      body: {
        required: true,
        content: { 'multipart/form-data': { schema: z.object({ kind: z.enum(cvImportKinds), file: fileField }) } },
      },
    },
    responses: {
      202: jsonResponse(cvAcceptedSchema, 'Stored; its analysis is queued. A damaged or foreign file ends the analysis as failed, with the reason.'),
      413: errorResponse('Larger than 10 MB'),
      415: errorResponse('The file cannot be of the chosen kind (details.reason: not_zip, not_json, not_xml_or_pdf)'),
      422: errorResponse('Empty file'),
      429: errorResponse('Too many uploads'),
    },
  },
  [limitRate, limitBody],
);

export const cvImportRoutes = new OpenAPIHono<AppEnv>().openapi(importRoute, async (c) => {
  const { user } = await currentSession(c);
  const { kind, file } = c.req.valid('form');
  const row = await importCvFile(c.var.deps, user.id, kind, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
  return c.json({ id: row.id, status: 'processing' as const }, 202);
});
