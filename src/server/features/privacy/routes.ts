import { OpenAPIHono, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { cvIdParamsSchema } from '@/contract/cvs';
import { accountDeleteSchema, consentsResponseSchema, consentUpdateSchema, jsonResumeSchema } from '@/contract/privacy';
import { toJsonResume } from '@/engine/cv/json-resume';
import type { CvAnalysis } from '@/engine/cv/types';
import { currentSession } from '../../auth/guards';
import { requirePermission } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { loadRecord } from '../../db/cv-record';
import { cvs } from '../../db/schema/cvs';
import { AppError } from '../../platform/errors';
import { perUserRateLimit } from '../../platform/rate-limit';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../platform/route';
import { listConsents, setConsent } from './consents';
import { deleteAccount } from './delete-account';
import { buildExport, sanitiseFileName } from './export';

const tags = ['Privacy'];
const self = requirePermission('privacy.self');

/** Archives per person per hour (each holds every CV original). */
export const EXPORT_RATE_LIMIT = { limit: 10, windowSeconds: 3600 };
/** Deletion attempts per person per hour (a wrong confirmation counts). */
export const DELETE_RATE_LIMIT = { limit: 5, windowSeconds: 3600 };

const getConsents = defineRoute(
  'user',
  {
    method: 'get',
    path: '/api/privacy/consents',
    tags,
    summary: 'Your consents for optional processing (external model, public portfolio, analytics) and their history',
    responses: { 200: jsonResponse(consentsResponseSchema, 'Consents') },
  },
  [self],
);

const postConsent = defineRoute(
  'user',
  {
    method: 'post',
    path: '/api/privacy/consents',
    tags,
    summary: 'Grant or withdraw a consent (public portfolio and analytics also switch the matching setting)',
    request: { body: jsonBody(consentUpdateSchema) },
    responses: { 200: jsonResponse(consentsResponseSchema, 'Recorded') },
  },
  [self],
);

const exportRoute = defineRoute(
  'user',
  {
    method: 'get',
    path: '/api/privacy/export',
    tags,
    summary: 'All your data as one zip archive: JSON files, your original CV files and a README',
    responses: {
      200: {
        description: 'The archive, as a download',
        content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      429: errorResponse('Too many exports'),
    },
  },
  [
    self,
    perUserRateLimit(
      'privacy-export',
      EXPORT_RATE_LIMIT,
      (limit) => `You have downloaded your data ${limit} times in the last hour. Please try again later.`,
    ),
  ],
);

const jsonResumeRoute = defineRoute(
  'owner',
  {
    method: 'get',
    path: '/api/cvs/{id}/json-resume',
    tags: ['CVs'],
    summary: 'An analysed CV as JSON Resume (jsonresume.org), as a download',
    request: { params: cvIdParamsSchema },
    responses: {
      200: jsonResponse(jsonResumeSchema, 'JSON Resume'),
      404: errorResponse('No such CV of yours'),
      409: errorResponse('The CV has no analysis yet'),
    },
  },
  [self],
);

const deleteRoute = defineRoute(
  'user',
  {
    method: 'delete',
    path: '/api/account',
    tags,
    summary: 'Delete your account and all its data (type your e-mail address to confirm); signs you out',
    request: { body: jsonBody(accountDeleteSchema) },
    responses: { 204: { description: 'Deleted and signed out' }, 429: errorResponse('Too many attempts') },
  },
  [
    self,
    perUserRateLimit(
      'account-delete',
      DELETE_RATE_LIMIT,
      (limit) => `You have tried to delete your account ${limit} times in the last hour. Please try again later.`,
    ),
  ],
);

const AUTH_COOKIES = ['better-auth.session_token', 'better-auth.session_data', 'better-auth.dont_remember'];

export const privacyRoutes = new OpenAPIHono<AppEnv>()
  .openapi(getConsents, async (c) => c.json(await listConsents(c.var.deps, (await currentSession(c)).user.id), 200))
  .openapi(postConsent, async (c) => {
    const { purpose, granted } = c.req.valid('json');
    return c.json(await setConsent(c.var.deps, (await currentSession(c)).user.id, purpose, granted), 200);
  })
  .openapi(exportRoute, async (c) => {
    const { user } = await currentSession(c);
    const { fileName, bytes } = await buildExport(c.var.deps, user.id);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  })
  .openapi(jsonResumeRoute, async (c) => {
    const { user } = await currentSession(c);
    const [row] = await c.var.deps.database.db
      .select({ title: cvs.title, parsedData: cvs.parsedData, analyzedAt: cvs.analyzedAt })
      .from(cvs)
      .where(and(eq(cvs.id, c.req.valid('param').id), eq(cvs.userId, user.id)));
    if (!row) throw new AppError('NOT_FOUND', 'CV not found');
    if (!row.parsedData) throw new AppError('CONFLICT', 'This CV has not been analysed yet.');
    // the person's record as corrected (ADR 016), as the CV detail and the other exports show it
    const loaded = await loadRecord(c.var.deps.database, user.id, c.req.valid('param').id);
    const resume = toJsonResume(loaded?.record ?? (row.parsedData as CvAnalysis), { lastModified: row.analyzedAt?.toISOString() });
    const name = `${sanitiseFileName(row.title)
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\;]/g, '_')}.resume.json`;
    c.header('Content-Disposition', `attachment; filename="${name}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.json(resume, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { user } = await currentSession(c);
    const { deps } = c.var;
    await deleteAccount(deps, user.id, c.req.valid('json').confirm);
    // no personal data: not the id, not the address, not the IP
    await deps.audit.record({ eventType: 'account_deleted', severity: 'info', details: {} });
    const secure = deps.config.appUrl.startsWith('https://');
    for (const name of AUTH_COOKIES) {
      const cookie = secure ? `__Secure-${name}` : name;
      c.header('Set-Cookie', `${cookie}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`, { append: true });
    }
    return c.body(null, 204);
  });
