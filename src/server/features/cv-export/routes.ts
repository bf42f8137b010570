import { OpenAPIHono, z } from '@hono/zod-openapi';
import { cvIdParamsSchema } from '@/contract/cvs';
import { cvExportDocumentSchema, cvExportQuerySchema, tailoredCvQuerySchema } from '@/contract/cv-export';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { defineRoute, errorResponse, jsonResponse } from '../../platform/route';
import { exportCv, exportTailoredCv, previewCvExport } from './service';
import { jobIdParamsSchema } from '@/contract/jobs';

const download = defineRoute('owner', {
  method: 'get',
  path: '/api/cvs/{id}/export',
  tags: ['CVs'],
  summary: 'Your CV as a designed A4 PDF or DOCX (template europass or modern, in your language), or as Europass XML',
  request: { params: cvIdParamsSchema, query: cvExportQuerySchema },
  responses: {
    200: { description: 'The document, as a download', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
    409: errorResponse('Not analysed yet'),
  },
});

const preview = defineRoute('owner', {
  method: 'get',
  path: '/api/cvs/{id}/export/preview',
  tags: ['CVs'],
  summary: 'The CV document the PDF and DOCX set, for the browser’s preview',
  request: { params: cvIdParamsSchema, query: cvExportQuerySchema.pick({ lang: true }) },
  responses: { 200: jsonResponse(cvExportDocumentSchema, 'The document'), 409: errorResponse('Not analysed yet') },
});

const tailored = defineRoute('owner', {
  method: 'get',
  path: '/api/jobs/{id}/cv',
  tags: ['Jobs'],
  summary: 'Your active CV tailored to a saved job ad (PDF or DOCX): your own lines, the fitting ones first',
  request: { params: jobIdParamsSchema, query: tailoredCvQuerySchema },
  responses: {
    200: { description: 'The document, as a download', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
    404: errorResponse('No such job ad of yours'),
    409: errorResponse('No analysed active CV'),
  },
});

/** RFC 6266 attachment header that survives any file name. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const cvExportRoutes = new OpenAPIHono<AppEnv>()
  .openapi(preview, async (c) => {
    const { user } = await currentSession(c);
    return c.json(await previewCvExport(c.var.deps, user.id, c.req.valid('param').id, c.req.valid('query').lang), 200);
  })
  .openapi(download, async (c) => {
    const { user } = await currentSession(c);
    const q = c.req.valid('query');
    const file = await exportCv(c.var.deps, user.id, c.req.valid('param').id, { format: q.format, template: q.template, language: q.lang });
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': attachment(file.fileName),
      'Content-Length': String(file.bytes.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  })
  .openapi(tailored, async (c) => {
    const { user } = await currentSession(c);
    const q = c.req.valid('query');
    const file = await exportTailoredCv(c.var.deps, user.id, c.req.valid('param').id, { format: q.format, template: q.template, language: q.lang });
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': attachment(file.fileName),
      'Content-Length': String(file.bytes.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
