import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  brandAnalyticsSchema,
  brandIdParamsSchema,
  brandingApplicationSchema,
  brandProfileCreateSchema,
  brandProfileListSchema,
  brandProfileSchema,
  brandProfileUpdateSchema,
  brandServiceListSchema,
  brandServiceSchema,
  brandSyncWebhookSchema,
  operationsQuerySchema,
  serviceKeyParamsSchema,
  serviceRunSchema,
  syncOperationListSchema,
  syncOperationSchema,
  unityReportSchema,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@/contract/brand';
import { currentSession } from '../../auth/guards';
import { requirePermission } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { AppError } from '../../platform/errors';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../platform/route';
import {
  createProfile,
  deleteProfile,
  getAnalytics,
  getUnity,
  listOperations,
  listProfiles,
  listServices,
  recordWebhookDelivery,
  runService,
  setServiceEnabled,
  syncAll,
  syncBrand,
  updateProfile,
  webhookSync,
} from './service';
import { checkBrandSyncSignature } from './webhook';

const tags = ['Brand'];
const manage = [requirePermission('design_system.manage')];
const brandNotFound = { 404: errorResponse("'Brand not found'") };
const serviceNotFound = { 404: errorResponse("'Service not found'") };

const admin = <const R extends Parameters<typeof defineRoute>[1]>(config: R) => defineRoute('admin', { tags, ...config }, manage);

const listProfilesRoute = admin({
  method: 'get',
  path: '/api/admin/brand/profiles',
  summary: 'Brand profiles, by name',
  responses: { 200: jsonResponse(brandProfileListSchema, 'Brand profiles') },
});
const createProfileRoute = admin({
  method: 'post',
  path: '/api/admin/brand/profiles',
  summary: 'Create a brand profile on a cultural theme (status pending, version 0)',
  request: { body: jsonBody(brandProfileCreateSchema) },
  responses: {
    201: jsonResponse(brandProfileSchema, 'Created'),
    409: errorResponse('The name is taken'),
    422: errorResponse("'Theme not found'"),
  },
});
const updateProfileRoute = admin({
  method: 'patch',
  path: '/api/admin/brand/profiles/{id}',
  summary: 'Rename a brand profile or move it to another theme (back to pending until synced)',
  request: { params: brandIdParamsSchema, body: jsonBody(brandProfileUpdateSchema) },
  responses: {
    200: jsonResponse(brandProfileSchema, 'Updated'),
    ...brandNotFound,
    409: errorResponse('The name is taken'),
    422: errorResponse("'Theme not found'"),
  },
});
const deleteProfileRoute = admin({
  method: 'delete',
  path: '/api/admin/brand/profiles/{id}',
  summary: 'Delete a brand profile (its sync history stays)',
  request: { params: brandIdParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...brandNotFound },
});
const syncRoute = admin({
  method: 'post',
  path: '/api/admin/brand/profiles/{id}/sync',
  summary: 'Queue a sync of one brand profile (an open one is returned instead of a second)',
  request: { params: brandIdParamsSchema },
  responses: { 202: jsonResponse(syncOperationSchema, 'Queued'), ...brandNotFound },
});
const syncAllRoute = admin({
  method: 'post',
  path: '/api/admin/brand/sync-all',
  summary: 'Sync All: queue a sync of every brand profile',
  responses: { 202: jsonResponse(syncOperationListSchema, 'Queued operations') },
});
const operationsRoute = admin({
  method: 'get',
  path: '/api/admin/brand/operations',
  summary: 'Sync operations, newest first',
  request: { query: operationsQuerySchema },
  responses: { 200: jsonResponse(syncOperationListSchema, 'Operations') },
});
const servicesRoute = admin({
  method: 'get',
  path: '/api/admin/brand/services',
  summary: 'The branding services, their status and their runs',
  responses: { 200: jsonResponse(brandServiceListSchema, 'Services') },
});
const enableRoute = admin({
  method: 'post',
  path: '/api/admin/brand/services/{key}/enable',
  summary: 'Enable a branding service',
  request: { params: serviceKeyParamsSchema },
  responses: { 200: jsonResponse(brandServiceSchema, 'Enabled'), ...serviceNotFound },
});
const disableRoute = admin({
  method: 'post',
  path: '/api/admin/brand/services/{key}/disable',
  summary: 'Disable a branding service',
  request: { params: serviceKeyParamsSchema },
  responses: { 200: jsonResponse(brandServiceSchema, 'Disabled'), ...serviceNotFound },
});
const runRoute = admin({
  method: 'post',
  path: '/api/admin/brand/services/{key}/run',
  summary: 'Run an enabled service on one brand: a branding application, applied by a job',
  request: { params: serviceKeyParamsSchema, body: jsonBody(serviceRunSchema) },
  responses: {
    202: jsonResponse(brandingApplicationSchema, 'Queued'),
    404: errorResponse("'Service not found' or 'Brand not found'"),
    409: errorResponse("The service is not enabled ('… not enabled')"),
  },
});
const analyticsRoute = admin({
  method: 'get',
  path: '/api/admin/brand/analytics',
  summary: 'Operations per status and per day (30 days), mean sync duration, brands per theme, service runs',
  responses: { 200: jsonResponse(brandAnalyticsSchema, 'Figures') },
});
const unityRoute = admin({
  method: 'get',
  path: '/api/admin/brand/unity',
  summary: "Unity Features: how consistently brand profiles carry their themes' current tokens",
  responses: { 200: jsonResponse(unityReportSchema, 'Consistency per token group and per brand') },
});

/**
 * The signature is checked before the body is parsed: nobody learns anything about the body's
 * rules without the secret. The raw text read here is what the JSON validator parses next.
 */
const verifySignature: MiddlewareHandler<AppEnv> = async (c, next) => {
  const secret = c.var.deps.config.brandSyncWebhookSecret;
  if (!secret) throw new AppError('SERVICE_UNAVAILABLE', 'Brand sync webhook is not configured');
  const timestamp = c.req.header(WEBHOOK_TIMESTAMP_HEADER);
  const signature = c.req.header(WEBHOOK_SIGNATURE_HEADER);
  const raw = await c.req.text();
  const check = checkBrandSyncSignature(secret, { timestamp, signature }, raw, Math.floor(Date.now() / 1000));
  if (!check.ok) {
    const message = {
      missing: 'Missing webhook signature',
      timestamp: 'Webhook timestamp is outside the allowed window',
      signature: 'Invalid webhook signature',
    }[check.reason];
    throw new AppError('UNAUTHORIZED', message);
  }
  if (!(await recordWebhookDelivery(c.var.deps, signature!))) throw new AppError('CONFLICT', 'This webhook delivery was already received');
  await next();
};

const webhookRoute = defineRoute(
  'signed-webhook',
  {
    method: 'post',
    path: '/api/webhooks/brandsyncup',
    tags,
    summary: 'Signed webhook: queue a brand sync',
    description:
      'Headers `X-Kairos-Timestamp` (unix seconds) and `X-Kairos-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>` with the shared secret BRANDSYNC_WEBHOOK_SECRET. Accepted within ±5 minutes of the timestamp, once.',
    request: {
      headers: z.object({ [WEBHOOK_TIMESTAMP_HEADER]: z.string().optional(), [WEBHOOK_SIGNATURE_HEADER]: z.string().optional() }),
      body: jsonBody(brandSyncWebhookSchema),
    },
    responses: {
      202: jsonResponse(syncOperationSchema, 'Queued'),
      401: errorResponse('Missing or wrong signature, or a timestamp outside ±5 minutes'),
      404: errorResponse("'Brand not found' or 'Theme not found'"),
      409: errorResponse('A replayed delivery'),
      503: errorResponse("'Brand sync webhook is not configured'"),
    },
  },
  [verifySignature],
);

async function requesterId(c: Parameters<typeof currentSession>[0]): Promise<string> {
  return (await currentSession(c)).user.id;
}

export const brandRoutes = new OpenAPIHono<AppEnv>()
  .openapi(listProfilesRoute, async (c) => c.json({ profiles: await listProfiles(c.var.deps) }, 200))
  .openapi(createProfileRoute, async (c) => c.json(await createProfile(c.var.deps, c.req.valid('json')), 201))
  .openapi(updateProfileRoute, async (c) => c.json(await updateProfile(c.var.deps, c.req.valid('param').id, c.req.valid('json')), 200))
  .openapi(deleteProfileRoute, async (c) => {
    await deleteProfile(c.var.deps, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(syncRoute, async (c) => c.json(await syncBrand(c.var.deps, c.req.valid('param').id, await requesterId(c)), 202))
  .openapi(syncAllRoute, async (c) => c.json({ operations: await syncAll(c.var.deps, await requesterId(c)) }, 202))
  .openapi(operationsRoute, async (c) => c.json({ operations: await listOperations(c.var.deps, c.req.valid('query').limit) }, 200))
  .openapi(servicesRoute, async (c) => c.json({ services: await listServices(c.var.deps) }, 200))
  .openapi(enableRoute, async (c) => c.json(await setServiceEnabled(c.var.deps, c.req.valid('param').key, true), 200))
  .openapi(disableRoute, async (c) => c.json(await setServiceEnabled(c.var.deps, c.req.valid('param').key, false), 200))
  .openapi(runRoute, async (c) =>
    c.json(await runService(c.var.deps, c.req.valid('param').key, c.req.valid('json').brandId, await requesterId(c)), 202),
  )
  .openapi(analyticsRoute, async (c) => c.json(await getAnalytics(c.var.deps), 200))
  .openapi(unityRoute, async (c) => c.json(await getUnity(c.var.deps), 200))
  .openapi(webhookRoute, async (c) => c.json(await webhookSync(c.var.deps, c.req.valid('json')), 202));
