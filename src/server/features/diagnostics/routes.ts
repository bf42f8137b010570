import { OpenAPIHono } from '@hono/zod-openapi';
import {
  authSetupSchema,
  diagnosticsRunSchema,
  lastDiagnosticsRunSchema,
  showcaseEventSchema,
  showcaseFileSchema,
  showcaseJobParamsSchema,
  showcaseJobSchema,
  showcaseSessionSchema,
} from '@/contract/diagnostics';
import { currentSession } from '../../auth/guards';
import { requirePermission } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { defineRoute, errorResponse, jsonResponse } from '../../platform/route';
import { authSetup } from './auth-setup';
import type { DiagnosticCheck } from './checks';
import { createDiagnostics } from './service';
import { showcaseFile, showcaseJob, showcaseQueueJob, showcaseRealtime, showcaseSession } from './showcase';

const systemRead = [requirePermission('system.read')];
const diagnosticsTags = ['Integration testing'];
const showcaseTags = ['Backend showcase'];

const run = defineRoute(
  'admin',
  {
    method: 'post',
    path: '/api/admin/diagnostics/run',
    tags: diagnosticsTags,
    summary: 'Run the integration tests against the running system: database, migrations, job queue, realtime, mail, storage, sign-in, theme',
    responses: {
      200: jsonResponse(diagnosticsRunSchema, 'Every check with its status (pass, fail, warning), counts and the client errors tracked in the last 24 h'),
      429: errorResponse('A run is already under way'),
    },
  },
  systemRead,
);
const last = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/diagnostics/last',
    tags: diagnosticsTags,
    summary: 'The last run of this server process (null before the first)',
    responses: { 200: jsonResponse(lastDiagnosticsRunSchema, 'The last run') },
  },
  systemRead,
);
const setup = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/auth-setup',
    tags: diagnosticsTags,
    summary: 'How authentication is set up: verification, mail, magic link, password policy, rate limit, IP blocking, sessions, cookies, proxy, super admin, administrators, secret',
    responses: { 200: jsonResponse(authSetupSchema, 'Each item ok or warning with an explanation (never a secret)') },
  },
  systemRead,
);
const session = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/showcase/session',
    tags: showcaseTags,
    summary: 'Who you are as the server sees it, and when your session expires',
    responses: { 200: jsonResponse(showcaseSessionSchema, 'Your session') },
  },
  systemRead,
);
const realtime = defineRoute(
  'admin',
  {
    method: 'post',
    path: '/api/admin/showcase/realtime',
    tags: showcaseTags,
    summary: 'Publish a `showcase` live event to you; it arrives on your /api/events stream',
    responses: { 200: jsonResponse(showcaseEventSchema, 'The event sent') },
  },
  systemRead,
);
const queueJob = defineRoute(
  'admin',
  {
    method: 'post',
    path: '/api/admin/showcase/job',
    tags: showcaseTags,
    summary: 'Queue a small job for the workers; follow it with GET /api/admin/showcase/job/{id}',
    responses: { 201: jsonResponse(showcaseJobSchema, 'The queued job') },
  },
  systemRead,
);
const jobState = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/showcase/job/{id}',
    tags: showcaseTags,
    summary: 'A showcase job’s state: pending, active, completed or failed',
    request: { params: showcaseJobParamsSchema },
    responses: { 200: jsonResponse(showcaseJobSchema, 'The job'), 404: errorResponse('No such job') },
  },
  systemRead,
);
const file = defineRoute(
  'admin',
  {
    method: 'post',
    path: '/api/admin/showcase/file',
    tags: showcaseTags,
    summary: 'Store 256 KB, read it back, compare SHA-256 and delete it; sizes, hashes and timings',
    responses: { 200: jsonResponse(showcaseFileSchema, 'What happened to the file') },
  },
  systemRead,
);

/**
 * Integration tests, authentication setup and the backend showcase (admins). `extraChecks` are
 * checks other features contribute, composed in app.ts (the theme check).
 */
export function diagnosticsRoutes(extraChecks: readonly DiagnosticCheck[] = []) {
  const diagnostics = createDiagnostics(extraChecks);
  return new OpenAPIHono<AppEnv>()
    .openapi(run, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await diagnostics.run(c.var.deps), 200);
    })
    .openapi(last, (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ run: diagnostics.last() }, 200);
    })
    .openapi(setup, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await authSetup(c.var.deps), 200);
    })
    .openapi(session, async (c) => c.json(await showcaseSession(c.var.deps, await currentSession(c)), 200))
    .openapi(realtime, async (c) => c.json(await showcaseRealtime(c.var.deps, (await currentSession(c)).user.id), 200))
    .openapi(queueJob, async (c) => c.json(await showcaseQueueJob(c.var.deps), 201))
    .openapi(jobState, async (c) => c.json(await showcaseJob(c.var.deps, c.req.valid('param').id), 200))
    .openapi(file, async (c) => c.json(await showcaseFile(c.var.deps), 200));
}
