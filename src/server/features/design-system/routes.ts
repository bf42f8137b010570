import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  activeThemeSchema,
  applyThemeSchema,
  culturalThemeInputSchema,
  culturalThemeSchema,
  designSystemUsageSchema,
  standalonePackageSchema,
  tenantContextSchema,
  tenantCreateSchema,
  tenantIdParamsSchema,
  tenantListSchema,
  tenantSchema,
  tenantUpdateSchema,
  themeKey,
  themeKeyParamsSchema,
  themeListSchema,
  themePreferenceSchema,
} from '@/contract/design-system';
import { currentSession } from '../../auth/guards';
import { requirePermission } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../platform/route';
import {
  activeTheme,
  applyTheme,
  createTenant,
  deleteTenant,
  deleteTheme,
  designSystemUsage,
  exportTheme,
  importTheme,
  listTenants,
  listThemes,
  setThemePreference,
  themePackage,
  updateTenant,
} from './service';
import type { Actor } from './service';

const tags = ['Design system'];
const themes = [requirePermission('themes.manage')];
const designSystem = [requirePermission('design_system.manage')];
const themeNotFound = { 404: errorResponse('Theme not found') };
const tenantNotFound = { 404: errorResponse('Tenant not found') };

const list = defineRoute('public', {
  method: 'get',
  path: '/api/themes',
  tags,
  summary: 'Every cultural theme (built-in and imported) with its tokens',
  responses: { 200: jsonResponse(themeListSchema, 'Themes') },
});

const active = defineRoute('public', {
  method: 'get',
  path: '/api/themes/active',
  tags,
  summary: "The theme for this request: the signed-in person's choice, else the tenant's default, else japan",
  responses: { 200: jsonResponse(activeThemeSchema, 'The active theme and where it comes from') },
});

const preference = defineRoute('user', {
  method: 'put',
  path: '/api/themes/preference',
  tags,
  summary: 'Choose your theme (null returns to the tenant default)',
  request: { body: jsonBody(themePreferenceSchema) },
  responses: { 200: jsonResponse(activeThemeSchema, 'The active theme after the change'), ...themeNotFound },
});

const tenant = defineRoute('public', {
  method: 'get',
  path: '/api/tenant',
  tags,
  summary: "The tenant this request's host name selects (the default tenant for unknown hosts)",
  responses: { 200: jsonResponse(tenantContextSchema, 'Tenant context') },
});

const importRoute = defineRoute(
  'admin',
  {
    method: 'post',
    path: '/api/admin/themes/import',
    tags,
    summary: 'Import a theme file (shape and WCAG AA text contrast checked); replaces an imported theme with the same key',
    request: { body: jsonBody(culturalThemeInputSchema) },
    responses: {
      201: jsonResponse(culturalThemeSchema, 'Imported'),
      200: jsonResponse(culturalThemeSchema, 'Replaced an imported theme'),
      400: errorResponse('Not a valid theme file: `error.details` lists every problem (path and message)'),
      409: errorResponse('A built-in theme has this key'),
      422: errorResponse('Text contrast below WCAG AA: `error.details.failures` lists the failing pairs (contrastFailureSchema)'),
    },
  },
  themes,
);

const exportRoute = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/themes/{country}/{foundation}/export',
    tags,
    summary: 'The theme as an import file, downloaded as `{country}-{foundation}.json`',
    request: { params: themeKeyParamsSchema },
    responses: { 200: jsonResponse(culturalThemeInputSchema, 'Theme file'), ...themeNotFound },
  },
  themes,
);

const packageRoute = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/themes/{country}/{foundation}/package',
    tags,
    summary: 'Standalone package (tokens, CSS custom properties, SCSS variables, metadata), downloaded as `{country}-{foundation}-package.json`',
    request: { params: themeKeyParamsSchema },
    responses: { 200: jsonResponse(standalonePackageSchema, 'Standalone package'), ...themeNotFound },
  },
  themes,
);

const removeTheme = defineRoute(
  'admin',
  {
    method: 'delete',
    path: '/api/admin/themes/{country}/{foundation}',
    tags,
    summary: 'Delete an imported theme that no tenant uses',
    request: { params: themeKeyParamsSchema },
    responses: { 204: { description: 'Deleted' }, ...themeNotFound, 409: errorResponse('Built-in, or the default of a tenant') },
  },
  themes,
);

const tenants = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/tenants',
    tags,
    summary: 'Every tenant with its host names and settings, the default first',
    responses: { 200: jsonResponse(tenantListSchema, 'Tenants') },
  },
  designSystem,
);

const createTenantRoute = defineRoute(
  'admin',
  {
    method: 'post',
    path: '/api/admin/tenants',
    tags,
    summary: 'Add a tenant served on its own host names',
    request: { body: jsonBody(tenantCreateSchema) },
    responses: { 201: jsonResponse(tenantSchema, 'Created'), ...themeNotFound, 409: errorResponse('A host name is already used') },
  },
  designSystem,
);

const updateTenantRoute = defineRoute(
  'admin',
  {
    method: 'patch',
    path: '/api/admin/tenants/{id}',
    tags,
    summary: "Change a tenant's name, host names or settings",
    request: { params: tenantIdParamsSchema, body: jsonBody(tenantUpdateSchema) },
    responses: { 200: jsonResponse(tenantSchema, 'Updated'), 404: errorResponse('Tenant or theme not found'), 409: errorResponse('A host name is already used') },
  },
  designSystem,
);

const deleteTenantRoute = defineRoute(
  'admin',
  {
    method: 'delete',
    path: '/api/admin/tenants/{id}',
    tags,
    summary: 'Delete a tenant (not the default one)',
    request: { params: tenantIdParamsSchema },
    responses: { 204: { description: 'Deleted' }, ...tenantNotFound, 409: errorResponse('The default tenant cannot be deleted') },
  },
  designSystem,
);

const applyRoute = defineRoute(
  'admin',
  {
    method: 'put',
    path: '/api/admin/tenants/{id}/theme',
    tags,
    summary: "Apply Theme: make a theme the tenant's default",
    request: { params: tenantIdParamsSchema, body: jsonBody(applyThemeSchema) },
    responses: { 200: jsonResponse(tenantSchema, 'Applied'), 404: errorResponse('Tenant or theme not found') },
  },
  themes,
);

const usage = defineRoute(
  'admin',
  {
    method: 'get',
    path: '/api/admin/design-system/usage',
    tags,
    summary: 'Theme choices, tenant defaults and import/apply events of the last 30 days',
    responses: { 200: jsonResponse(designSystemUsageSchema, 'Usage figures') },
  },
  designSystem,
);

async function actorOf(c: Context<AppEnv>): Promise<Actor> {
  const { user } = await currentSession(c);
  return { id: user.id, ipAddress: c.var.clientIp ?? null, userAgent: c.req.header('user-agent') ?? null };
}

/** A JSON download: the file name is built from slugs only, so it needs no escaping. */
const attachment = (fileName: string) => ({ 'Content-Disposition': `attachment; filename="${fileName}"` });

/** Names the rule the spec states ('country and foundation required') before zod's wording; lists every bad token. */
function invalidTheme(issues: readonly { path: PropertyKey[]; message: string }[], c: Context<AppEnv>) {
  const details = issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  const missingKey = details.some((d) => d.path === 'country' || d.path === 'foundation');
  const message = missingKey
    ? 'A theme file needs a country and a foundation'
    : `The theme file is not valid: ${details.length} problem${details.length === 1 ? '' : 's'}, first ${details[0]?.path || 'file'}: ${details[0]?.message ?? ''}`;
  return c.json({ error: { code: 'VALIDATION_ERROR', message, details } }, 400);
}

export const designSystemRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => c.json({ themes: await listThemes(c.var.deps) }, 200))
  .openapi(active, async (c) => {
    const session = await c.var.getSession();
    return c.json(await activeTheme(c.var.deps, session?.user.id ?? null, c.var.tenant), 200);
  })
  .openapi(preference, async (c) => {
    const { user } = await currentSession(c);
    return c.json(await setThemePreference(c.var.deps, user.id, c.req.valid('json').key, c.var.tenant), 200);
  })
  .openapi(tenant, (c) => c.json(c.var.tenant, 200))
  .openapi(
    importRoute,
    async (c) => {
      const { theme, created } = await importTheme(c.var.deps, await actorOf(c), c.req.valid('json'));
      return created ? c.json(theme, 201) : c.json(theme, 200);
    },
    (result, c) => (result.success ? undefined : invalidTheme(result.error.issues, c)),
  )
  .openapi(exportRoute, async (c) => {
    const { country, foundation } = c.req.valid('param');
    return c.json(await exportTheme(c.var.deps, themeKey(country, foundation)), 200, attachment(`${country}-${foundation}.json`));
  })
  .openapi(packageRoute, async (c) => {
    const { country, foundation } = c.req.valid('param');
    return c.json(await themePackage(c.var.deps, themeKey(country, foundation)), 200, attachment(`${country}-${foundation}-package.json`));
  })
  .openapi(removeTheme, async (c) => {
    const { country, foundation } = c.req.valid('param');
    await deleteTheme(c.var.deps, await actorOf(c), themeKey(country, foundation));
    return c.body(null, 204);
  })
  .openapi(tenants, async (c) => c.json({ tenants: await listTenants(c.var.deps) }, 200))
  .openapi(createTenantRoute, async (c) => c.json(await createTenant(c.var.deps, c.req.valid('json')), 201))
  .openapi(updateTenantRoute, async (c) => c.json(await updateTenant(c.var.deps, c.req.valid('param').id, c.req.valid('json')), 200))
  .openapi(deleteTenantRoute, async (c) => {
    await deleteTenant(c.var.deps, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(applyRoute, async (c) => c.json(await applyTheme(c.var.deps, await actorOf(c), c.req.valid('param').id, c.req.valid('json').key), 200))
  .openapi(usage, async (c) => c.json(await designSystemUsage(c.var.deps), 200));
