import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { companySchema, signalSchema, trendSchema } from '@/contract/market';
import {
  companyCreateSchema,
  companyUpdateSchema,
  datasetIdParamsSchema,
  datasetSettingListSchema,
  datasetSettingSchema,
  datasetUpdateSchema,
  MARKET_IMPORT_MAX_BYTES,
  marketImportRequestSchema,
  marketImportResultSchema,
  marketRecordIdParamsSchema,
  signalCreateSchema,
  signalUpdateSchema,
  trendCreateSchema,
  trendUpdateSchema,
} from '@/contract/market-admin';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { AppError } from '../../platform/errors';
import { defineRoute, jsonResponse, jsonBody, errorResponse } from '../../platform/route';
import {
  createCompany,
  createSignal,
  createTrend,
  deleteCompany,
  deleteSignal,
  deleteTrend,
  importMarketData,
  listDatasets,
  setDatasetEnabled,
  updateCompany,
  updateSignal,
  updateTrend,
} from './admin-service';
import type { Actor } from './admin-service';

const tags = ['Market administration'];

// JSON escaping (quotes, line breaks) can double a CSV's size on the wire; the service checks the 5 MB of text itself
const limitImportBody: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: 2 * MARKET_IMPORT_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 5 MB. Split it into smaller files.');
  },
});

const companyPath = '/api/admin/market/companies';
const trendPath = '/api/admin/market/trends';
const signalPath = '/api/admin/market/signals';
const params = { params: marketRecordIdParamsSchema };
const deleted = { 204: { description: 'Deleted' } };
const companyConflict = { 409: errorResponse('Another company has this european_id') };
const companyMissing = { 404: errorResponse('No such company') };
const trendMissing = { 404: errorResponse('No such trend') };
const signalMissing = { 404: errorResponse('No such signal') };

const companyCreate = defineRoute('admin', {
  method: 'post',
  path: companyPath,
  tags,
  summary: "Create a company profile (spec fields; source defaults to 'Entered by an administrator')",
  request: { body: jsonBody(companyCreateSchema) },
  responses: { 201: jsonResponse(companySchema, 'Created'), ...companyConflict },
});

const companyUpdate = defineRoute('admin', {
  method: 'patch',
  path: `${companyPath}/{id}`,
  tags,
  summary: 'Change some fields of a company profile (a field set here is no longer marked derived)',
  request: { ...params, body: jsonBody(companyUpdateSchema) },
  responses: { 200: jsonResponse(companySchema, 'Updated'), ...companyMissing, ...companyConflict },
});

const companyDelete = defineRoute('admin', {
  method: 'delete',
  path: `${companyPath}/{id}`,
  tags,
  summary: 'Delete a company profile',
  request: params,
  responses: { ...deleted, ...companyMissing },
});

const trendCreate = defineRoute('admin', {
  method: 'post',
  path: trendPath,
  tags,
  summary: "Create a market trend (source defaults to 'Entered by an administrator')",
  request: { body: jsonBody(trendCreateSchema) },
  responses: { 201: jsonResponse(trendSchema, 'Created') },
});

const trendUpdate = defineRoute('admin', {
  method: 'patch',
  path: `${trendPath}/{id}`,
  tags,
  summary: 'Change some fields of a market trend',
  request: { ...params, body: jsonBody(trendUpdateSchema) },
  responses: { 200: jsonResponse(trendSchema, 'Updated'), ...trendMissing },
});

const trendDelete = defineRoute('admin', {
  method: 'delete',
  path: `${trendPath}/{id}`,
  tags,
  summary: 'Delete a market trend',
  request: params,
  responses: { ...deleted, ...trendMissing },
});

const signalCreate = defineRoute('admin', {
  method: 'post',
  path: signalPath,
  tags,
  summary: "Create an opportunity signal (source defaults to 'Entered by an administrator')",
  request: { body: jsonBody(signalCreateSchema) },
  responses: { 201: jsonResponse(signalSchema, 'Created') },
});

const signalUpdate = defineRoute('admin', {
  method: 'patch',
  path: `${signalPath}/{id}`,
  tags,
  summary: 'Change some fields of an opportunity signal',
  request: { ...params, body: jsonBody(signalUpdateSchema) },
  responses: { 200: jsonResponse(signalSchema, 'Updated'), ...signalMissing },
});

const signalDelete = defineRoute('admin', {
  method: 'delete',
  path: `${signalPath}/{id}`,
  tags,
  summary: 'Delete an opportunity signal',
  request: params,
  responses: { ...deleted, ...signalMissing },
});

const importData = defineRoute(
  'admin',
  {
    method: 'post',
    path: '/api/admin/market/import',
    tags,
    summary:
      'Import companies, trends or signals from CSV or JSON text (at most 5 MB). A dry run only validates; a real run writes the valid rows in one transaction (companies by european_id, trends by industry and region) and skips rows with errors',
    request: { body: jsonBody(marketImportRequestSchema) },
    responses: { 200: jsonResponse(marketImportResultSchema, 'Counts and the errors of every rejected row'), 413: errorResponse('Larger than 5 MB') },
  },
  [limitImportBody],
);

const datasets = defineRoute('admin', {
  method: 'get',
  path: '/api/admin/market/datasets',
  tags,
  summary: 'Every dataset behind the market figures: on or off, the default, and its reuse terms',
  responses: { 200: jsonResponse(datasetSettingListSchema, 'Datasets') },
});

const datasetUpdate = defineRoute('admin', {
  method: 'put',
  path: '/api/admin/market/datasets/{id}',
  tags,
  summary: 'Switch a dataset on or off (every market rule stops using a dataset that is off)',
  request: { params: datasetIdParamsSchema, body: jsonBody(datasetUpdateSchema) },
  responses: { 200: jsonResponse(datasetSettingSchema, 'The dataset'), 404: errorResponse('No such dataset') },
});

async function actor(c: { var: AppEnv['Variables'] }): Promise<Actor> {
  return { userId: (await currentSession(c)).user.id };
}

export const marketAdminRoutes = new OpenAPIHono<AppEnv>()
  .openapi(companyCreate, async (c) => c.json(await createCompany(c.var.deps, await actor(c), c.req.valid('json')), 201))
  .openapi(companyUpdate, async (c) =>
    c.json(await updateCompany(c.var.deps, await actor(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(companyDelete, async (c) => {
    await deleteCompany(c.var.deps, await actor(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(trendCreate, async (c) => c.json(await createTrend(c.var.deps, await actor(c), c.req.valid('json')), 201))
  .openapi(trendUpdate, async (c) =>
    c.json(await updateTrend(c.var.deps, await actor(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(trendDelete, async (c) => {
    await deleteTrend(c.var.deps, await actor(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(signalCreate, async (c) => c.json(await createSignal(c.var.deps, await actor(c), c.req.valid('json')), 201))
  .openapi(signalUpdate, async (c) =>
    c.json(await updateSignal(c.var.deps, await actor(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(signalDelete, async (c) => {
    await deleteSignal(c.var.deps, await actor(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(importData, async (c) => c.json(await importMarketData(c.var.deps, await actor(c), c.req.valid('json')), 200))
  .openapi(datasets, async (c) => c.json({ datasets: await listDatasets(c.var.deps) }, 200))
  .openapi(datasetUpdate, async (c) =>
    c.json(await setDatasetEnabled(c.var.deps, await actor(c), c.req.valid('param').id, c.req.valid('json').enabled), 200),
  );
