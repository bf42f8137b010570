import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActiveTheme,
  CulturalTheme,
  CulturalThemeInput,
  DesignSystemUsage,
  StandalonePackage,
  Tenant,
  TenantContext,
} from '@/contract/design-system';
import { DEFAULT_THEME_KEY, NORDIC_THEME_KEY } from '@/contract/design-system';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';
import { japanTheme, nordicTheme } from './builtin-themes';
import { seedDesignSystem } from './service';
import { normaliseHost } from './tenant';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let admin: TestClient;
let user: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin } = await t.signedIn('theme-admin@example.com', { admin: true }));
  ({ client: user } = await t.signedIn('theme-user@example.com'));
});
afterAll(() => t.close());

/** A valid import file: the nordic theme under another country, in other colours. */
function sampleTheme(over: Partial<CulturalThemeInput> = {}): CulturalThemeInput {
  return structuredClone({
    ...nordicTheme,
    country: 'finland',
    foundation: 'sauna-calm',
    metadata: { ...nordicTheme.metadata, name: 'Sauna Calm', culture: 'Finnish' },
    ...over,
  });
}

const put = (client: TestClient, path: string, json: unknown) => client.request(path, { method: 'PUT', json });
const patch = (client: TestClient, path: string, json: unknown) => client.request(path, { method: 'PATCH', json });
const del = (client: TestClient, path: string) => client.request(path, { method: 'DELETE' });
const onHost = (client: TestClient, path: string, host: string) => client.get(path, { headers: { host } });

async function body<T>(res: Response, status: number): Promise<T> {
  expect({ status: res.status, body: res.status === status ? null : await res.clone().text() }).toEqual({ status, body: null });
  return (await res.json()) as T;
}

async function defaultTenant(): Promise<Tenant> {
  const { tenants } = await body<{ tenants: Tenant[] }>(await admin.get('/api/admin/tenants'), 200);
  return tenants.find((x) => x.isDefault)!;
}

describe('public theme routes', () => {
  it('lists the two built-in themes to anybody', async () => {
    const { themes } = await body<{ themes: CulturalTheme[] }>(await t.client().get('/api/themes'), 200);
    expect(themes.filter((x) => x.builtIn).map((x) => x.key)).toEqual([DEFAULT_THEME_KEY, NORDIC_THEME_KEY]);
    const japan = themes.find((x) => x.key === DEFAULT_THEME_KEY)!;
    expect(japan.tokens).toEqual(japanTheme.tokens);
    expect(japan.metadata.name).toBe('Traditional Nihon');
  });

  it('applies japan by default to a signed-out visitor', async () => {
    const active = await body<ActiveTheme>(await t.client().get('/api/themes/active'), 200);
    expect(active).toMatchObject({ source: 'default', theme: { key: DEFAULT_THEME_KEY } });
  });

  it('tells anybody the tenant of the host, with AI transparency required by default', async () => {
    const ctx = await body<TenantContext>(await t.client().get('/api/tenant'), 200);
    expect(ctx).toMatchObject({
      name: 'Kairos',
      hostname: 'localhost',
      culturalSensitivityLevel: 'high',
      aiTransparencyRequired: true,
      adaptiveTheming: true,
      defaultThemeKey: DEFAULT_THEME_KEY,
      isDefault: true,
    });
  });

  it('rewrites the built-in rows from code on start without duplicating the default tenant', async () => {
    await t.database.query(`UPDATE cultural_themes SET tokens = '{}'::jsonb WHERE key = $1`, [NORDIC_THEME_KEY]);
    await seedDesignSystem(t.deps);
    await seedDesignSystem(t.deps);
    const { themes } = await body<{ themes: CulturalTheme[] }>(await t.client().get('/api/themes'), 200);
    expect(themes.find((x) => x.key === NORDIC_THEME_KEY)!.tokens).toEqual(nordicTheme.tokens);
    const { rows } = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM tenants WHERE is_default');
    expect(rows[0]!.n).toBe(1);
  });
});

describe('theme preference', () => {
  it('refuses a signed-out visitor', async () => {
    const res = await put(t.client(), '/api/themes/preference', { key: NORDIC_THEME_KEY });
    expect(res.status).toBe(401);
  });

  it('keeps the person’s choice, which beats the tenant default, and clears it with null', async () => {
    const { client } = await t.signedIn('chooser@example.com');
    const chosen = await body<ActiveTheme>(await put(client, '/api/themes/preference', { key: NORDIC_THEME_KEY }), 200);
    expect(chosen).toMatchObject({ source: 'person', theme: { key: NORDIC_THEME_KEY } });
    expect(await body<ActiveTheme>(await client.get('/api/themes/active'), 200)).toMatchObject({ source: 'person', theme: { key: NORDIC_THEME_KEY } });
    // others are unaffected
    expect(await body<ActiveTheme>(await user.get('/api/themes/active'), 200)).toMatchObject({ theme: { key: DEFAULT_THEME_KEY } });

    const missing = await put(client, '/api/themes/preference', { key: 'atlantis/nothing' });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe('Theme not found');

    const cleared = await body<ActiveTheme>(await put(client, '/api/themes/preference', { key: null }), 200);
    expect(cleared).toMatchObject({ source: 'default', theme: { key: DEFAULT_THEME_KEY } });
  });

  it('is removed with the account (foreign key cascade)', async () => {
    const { client, userId } = await t.signedIn('leaver@example.com');
    await body<ActiveTheme>(await put(client, '/api/themes/preference', { key: NORDIC_THEME_KEY }), 200);
    const count = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM theme_preferences WHERE user_id = $1', [userId])).rows[0]!.n;
    expect(await count()).toBe(1);
    expect((await client.request('/api/account', { method: 'DELETE', json: { confirm: 'leaver@example.com' } })).status).toBe(204);
    expect(await count()).toBe(0);
  });
});

describe('admin access', () => {
  const adminCalls: [string, string, unknown?][] = [
    ['POST', '/api/admin/themes/import', sampleTheme()],
    ['GET', `/api/admin/themes/japan/traditional-nihon/export`],
    ['GET', `/api/admin/themes/japan/traditional-nihon/package`],
    ['DELETE', `/api/admin/themes/finland/sauna-calm`],
    ['GET', '/api/admin/tenants'],
    ['POST', '/api/admin/tenants', { name: 'X', hostnames: ['x.example'], branding: { displayName: 'X', tagline: null } }],
    ['PATCH', '/api/admin/tenants/00000000-0000-4000-8000-000000000000', { name: 'Y' }],
    ['DELETE', '/api/admin/tenants/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/api/admin/tenants/00000000-0000-4000-8000-000000000000/theme', { key: NORDIC_THEME_KEY }],
    ['GET', '/api/admin/design-system/usage'],
  ];

  it('answers 401 signed out and 403 to a plain user on every admin route', async () => {
    for (const [method, path, json] of adminCalls) {
      const anonymous = await t.client().request(path, { method, ...(json === undefined ? {} : { json }) });
      expect({ path, method, status: anonymous.status }).toEqual({ path, method, status: 401 });
      const plain = await user.request(path, { method, ...(json === undefined ? {} : { json }) });
      expect({ path, method, status: plain.status }).toEqual({ path, method, status: 403 });
    }
  });
});

describe('import, export and packages', () => {
  it('imports a good theme (201), lists it, lets a person choose it, and replaces it on a second import (200)', async () => {
    const created = await body<CulturalTheme>(await admin.post('/api/admin/themes/import', sampleTheme()), 201);
    expect(created).toMatchObject({ key: 'finland/sauna-calm', builtIn: false, metadata: { name: 'Sauna Calm' } });
    const { themes } = await body<{ themes: CulturalTheme[] }>(await t.client().get('/api/themes'), 200);
    expect(themes.map((x) => x.key)).toContain('finland/sauna-calm');

    const { client } = await t.signedIn('finn@example.com');
    const active = await body<ActiveTheme>(await put(client, '/api/themes/preference', { key: 'finland/sauna-calm' }), 200);
    expect(active).toMatchObject({ source: 'person', theme: { key: 'finland/sauna-calm', tokens: nordicTheme.tokens } });

    const replaced = await body<CulturalTheme>(
      await admin.post('/api/admin/themes/import', sampleTheme({ metadata: { ...sampleTheme().metadata, name: 'Sauna Calm 2', version: '1.1.0' } })),
      200,
    );
    expect(replaced.metadata).toMatchObject({ name: 'Sauna Calm 2', version: '1.1.0' });
    expect(await body<ActiveTheme>(await client.get('/api/themes/active'), 200)).toMatchObject({ theme: { metadata: { name: 'Sauna Calm 2' } } });

    const { rows } = await t.database.query<{ event_type: string; user_id: string }>(
      "SELECT event_type, user_id FROM security_audit_log WHERE event_type = 'theme_imported'",
    );
    expect(rows.length).toBe(2);
  });

  it('refuses a file without a country (400)', async () => {
    const { country: _dropped, ...noCountry } = sampleTheme();
    const res = await admin.post('/api/admin/themes/import', noCountry);
    const err = (await body<{ error: { code: string; message: string; details: { path: string }[] } }>(res, 400)).error;
    expect(err.code).toBe('VALIDATION_ERROR');
    expect(err.message).toBe('A theme file needs a country and a foundation');
    expect(err.details.map((d) => d.path)).toContain('country');
  });

  it('names every bad token by its path (400)', async () => {
    const bad = sampleTheme();
    bad.tokens.colors.semantic.light.text = 'black';
    bad.tokens.colors.semantic.dark.primary = '#12345';
    bad.tokens.motion.easing.enter = 'url(javascript:alert(1))';
    const err = (await body<{ error: { code: string; message: string; details: { path: string; message: string }[] } }>(await admin.post('/api/admin/themes/import', bad), 400))
      .error;
    expect(err.details.map((d) => d.path)).toEqual(
      expect.arrayContaining(['tokens.colors.semantic.light.text', 'tokens.colors.semantic.dark.primary', 'tokens.motion.easing.enter']),
    );
    expect(err.details.find((d) => d.path === 'tokens.colors.semantic.light.text')!.message).toBe('Colours are written #rrggbb');
    expect(err.message).toMatch(/^The theme file is not valid: 3 problems/);
  });

  it('refuses low text contrast (422), listing the failing pairs', async () => {
    const low = sampleTheme({ country: 'lowland' });
    low.tokens.colors.semantic.light.text = '#999999';
    low.tokens.colors.semantic.dark.onPrimary = '#ffffff';
    const res = await admin.post('/api/admin/themes/import', low);
    const err = (await body<{ error: { code: string; message: string; details: { failures: { mode: string; foreground: string; background: string; ratio: number }[] } } }>(res, 422))
      .error;
    expect(err.code).toBe('UNPROCESSABLE');
    expect(err.details.failures.map((f) => `${f.mode} ${f.foreground}/${f.background}`)).toEqual([
      'light text/background',
      'light text/surface',
      'dark onPrimary/primary',
    ]);
    expect(err.details.failures.every((f) => f.ratio < 4.5)).toBe(true);
    expect(err.message).toMatch(/^Text contrast below WCAG AA: light text\/background 2\.\d:1 \(needs 4\.5:1\), light text\/surface/);
    const { themes } = await body<{ themes: CulturalTheme[] }>(await t.client().get('/api/themes'), 200);
    expect(themes.map((x) => x.key)).not.toContain('lowland/sauna-calm');
  });

  it('refuses to replace a built-in theme (409)', async () => {
    const res = await admin.post('/api/admin/themes/import', { ...japanTheme, metadata: { ...japanTheme.metadata, name: 'Hijacked' } });
    expect(res.status).toBe(409);
    const { themes } = await body<{ themes: CulturalTheme[] }>(await t.client().get('/api/themes'), 200);
    expect(themes.find((x) => x.key === DEFAULT_THEME_KEY)!.metadata.name).toBe('Traditional Nihon');
  });

  it('exports a theme as a file named by country and foundation', async () => {
    const res = await admin.get('/api/admin/themes/japan/traditional-nihon/export');
    const file = await body<CulturalThemeInput>(res, 200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="japan-traditional-nihon.json"');
    expect(file).toEqual(japanTheme);
    // the exported file imports again (under a new key)
    await body<CulturalTheme>(await admin.post('/api/admin/themes/import', { ...file, country: 'japan-copy' }), 201);
    expect((await admin.get('/api/admin/themes/atlantis/nothing/export')).status).toBe(404);
  });

  it('generates a standalone package with CSS, SCSS and metadata', async () => {
    const res = await admin.get('/api/admin/themes/scandinavian/nordic-minimalism/package');
    const pkg = await body<StandalonePackage>(res, 200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="scandinavian-nordic-minimalism-package.json"');
    expect(pkg.metadata.standalone).toBe(true);
    expect(Date.parse(pkg.metadata.generatedAt)).not.toBeNaN();
    expect(pkg.css).toContain(':root {');
    expect(pkg.css).toContain('--kairos-color-primary: #2b5f8a;');
    expect(pkg.scss).toContain('$kairos-motion-duration-normal: 300ms;');
    expect(pkg.tokens).toEqual(nordicTheme.tokens);
  });
});

describe('tenants', () => {
  let acme: Tenant;

  it('creates a tenant with its host names and the spec defaults', async () => {
    acme = await body<Tenant>(
      await admin.post('/api/admin/tenants', { name: 'Acme Careers', hostnames: ['Careers.Acme.example', 'acme.test'], branding: { displayName: 'Acme Careers', tagline: 'Grow with us' } }),
      201,
    );
    expect(acme).toMatchObject({
      name: 'Acme Careers',
      isDefault: false,
      hostnames: ['acme.test', 'careers.acme.example'],
      culturalSensitivityLevel: 'high',
      aiTransparencyRequired: true,
      adaptiveTheming: true,
      brandingIntegration: false,
      defaultThemeKey: DEFAULT_THEME_KEY,
    });
    const { tenants } = await body<{ tenants: Tenant[] }>(await admin.get('/api/admin/tenants'), 200);
    expect(tenants.map((x) => x.name)).toEqual(['Kairos', 'Acme Careers']);
  });

  it('refuses a host name another tenant uses (409) and an unknown theme (404)', async () => {
    const taken = await admin.post('/api/admin/tenants', { name: 'Copycat', hostnames: ['acme.test'], branding: { displayName: 'Copycat', tagline: null } });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.message).toBe('Host name already used by another tenant: acme.test');
    const noTheme = await admin.post('/api/admin/tenants', {
      name: 'Nowhere',
      hostnames: ['nowhere.example'],
      branding: { displayName: 'Nowhere', tagline: null },
      defaultThemeKey: 'atlantis/nothing',
    });
    expect(noTheme.status).toBe(404);
    const bad = await admin.post('/api/admin/tenants', { name: 'Bad', hostnames: ['not a host'], branding: { displayName: 'Bad', tagline: null } });
    expect(bad.status).toBe(400);
  });

  it('chooses the tenant by the Host header (port ignored); an unknown host gets the default tenant', async () => {
    const ctx = await body<TenantContext>(await onHost(t.client(), '/api/tenant', 'careers.acme.example:8443'), 200);
    expect(ctx).toMatchObject({ tenantId: acme.id, name: 'Acme Careers', hostname: 'careers.acme.example', branding: { tagline: 'Grow with us' }, isDefault: false });
    const other = await body<TenantContext>(await onHost(t.client(), '/api/tenant', 'unknown.example'), 200);
    expect(other).toMatchObject({ name: 'Kairos', hostname: 'unknown.example' });
    // X-Forwarded-Host is ignored from a peer that is not a trusted proxy
    const forged = await body<TenantContext>(
      await t.client().get('/api/tenant', { headers: { host: 'unknown.example', 'x-forwarded-host': 'acme.test' } }),
      200,
    );
    expect(forged.name).toBe('Kairos');
  });

  it('honours X-Forwarded-Host only from a trusted proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '10.0.0.5' } });
    try {
      const { client: boss } = await proxied.signedIn('proxy-admin@example.com', { admin: true });
      await body<Tenant>(await boss.post('/api/admin/tenants', { name: 'Proxied', hostnames: ['proxied.example'], branding: { displayName: 'Proxied', tagline: null } }), 201);
      const headers = { host: 'internal:3000', 'x-forwarded-host': 'proxied.example' };
      expect((await body<TenantContext>(await proxied.client('10.0.0.5').get('/api/tenant', { headers }), 200)).name).toBe('Proxied');
      expect((await body<TenantContext>(await proxied.client('203.0.113.9').get('/api/tenant', { headers }), 200)).name).toBe('Kairos');
    } finally {
      await proxied.close();
    }
  });

  it('Apply changes the theme a signed-out visitor of that host sees, but not a person’s own choice', async () => {
    const before = await body<ActiveTheme>(await onHost(t.client(), '/api/themes/active', 'acme.test'), 200);
    expect(before).toMatchObject({ source: 'tenant', theme: { key: DEFAULT_THEME_KEY } });
    const applied = await body<Tenant>(await put(admin, `/api/admin/tenants/${acme.id}/theme`, { key: NORDIC_THEME_KEY }), 200);
    expect(applied.defaultThemeKey).toBe(NORDIC_THEME_KEY);
    const after = await body<ActiveTheme>(await onHost(t.client(), '/api/themes/active', 'acme.test'), 200);
    expect(after).toMatchObject({ source: 'tenant', theme: { key: NORDIC_THEME_KEY } });
    // the default tenant still serves japan
    expect(await body<ActiveTheme>(await onHost(t.client(), '/api/themes/active', 'localhost'), 200)).toMatchObject({ theme: { key: DEFAULT_THEME_KEY } });
    // a person's choice beats the tenant default
    const { client } = await t.signedIn('acme-person@example.com');
    await body<ActiveTheme>(await put(client, '/api/themes/preference', { key: 'japan-copy/traditional-nihon' }), 200);
    expect(await body<ActiveTheme>(await onHost(client, '/api/themes/active', 'acme.test'), 200)).toMatchObject({
      source: 'person',
      theme: { key: 'japan-copy/traditional-nihon' },
    });
    expect((await put(admin, `/api/admin/tenants/${acme.id}/theme`, { key: 'atlantis/nothing' })).status).toBe(404);
    expect((await put(admin, '/api/admin/tenants/not-a-uuid/theme', { key: NORDIC_THEME_KEY })).status).toBe(404);
    const { rows } = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM security_audit_log WHERE event_type = 'theme_applied'");
    expect(rows[0]!.n).toBe(1);
  });

  it('updates a tenant, moving its host names', async () => {
    const updated = await body<Tenant>(
      await patch(admin, `/api/admin/tenants/${acme.id}`, { name: 'Acme', hostnames: ['acme.test'], culturalSensitivityLevel: 'low', aiTransparencyRequired: false }),
      200,
    );
    // fields not sent keep their values (the theme Apply set, the tagline)
    expect(updated).toMatchObject({
      name: 'Acme',
      hostnames: ['acme.test'],
      culturalSensitivityLevel: 'low',
      aiTransparencyRequired: false,
      adaptiveTheming: true,
      defaultThemeKey: NORDIC_THEME_KEY,
      branding: { tagline: 'Grow with us' },
    });
    expect((await body<TenantContext>(await onHost(t.client(), '/api/tenant', 'acme.test'), 200)).aiTransparencyRequired).toBe(false);
    expect((await body<TenantContext>(await onHost(t.client(), '/api/tenant', 'careers.acme.example'), 200)).name).toBe('Kairos');
    expect((await patch(admin, `/api/admin/tenants/${acme.id}`, { isDefault: true })).status).toBe(400);
    expect((await patch(admin, '/api/admin/tenants/00000000-0000-4000-8000-000000000000', { name: 'Ghost' })).status).toBe(404);
  });

  it('keeps a theme a tenant uses, and built-in themes, from being deleted', async () => {
    await body<Tenant>(await put(admin, `/api/admin/tenants/${acme.id}/theme`, { key: 'finland/sauna-calm' }), 200);
    const inUse = await del(admin, '/api/admin/themes/finland/sauna-calm');
    expect(inUse.status).toBe(409);
    expect((await inUse.json()).error.message).toContain('Acme');
    expect((await del(admin, '/api/admin/themes/japan/traditional-nihon')).status).toBe(409);
    await body<Tenant>(await put(admin, `/api/admin/tenants/${acme.id}/theme`, { key: NORDIC_THEME_KEY }), 200);
    expect((await del(admin, '/api/admin/themes/finland/sauna-calm')).status).toBe(204);
    expect((await del(admin, '/api/admin/themes/finland/sauna-calm')).status).toBe(404);
    // the person who chose it falls back to their tenant's default
    const { rows } = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM theme_preferences WHERE theme_key = 'finland/sauna-calm'");
    expect(rows[0]!.n).toBe(0);
  });

  it('counts real usage', async () => {
    const usage = await body<DesignSystemUsage>(await admin.get('/api/admin/design-system/usage'), 200);
    expect(usage.events).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(usage.events.at(-1)).toEqual({ day: today, imports: 3, applies: 3 });
    const nordic = usage.themes.find((x) => x.key === NORDIC_THEME_KEY)!;
    expect(nordic).toEqual({ key: NORDIC_THEME_KEY, name: 'Nordic Minimalism', people: 0, tenants: 1 });
    expect(usage.themes.find((x) => x.key === 'japan-copy/traditional-nihon')).toMatchObject({ people: 1, tenants: 0 });
    expect(usage.totals).toEqual({ themes: 3, tenants: 2, peopleWithChoice: 1 });
  });

  it('deletes a tenant but never the default one', async () => {
    const kairos = await defaultTenant();
    const refused = await del(admin, `/api/admin/tenants/${kairos.id}`);
    expect(refused.status).toBe(409);
    expect((await del(admin, `/api/admin/tenants/${acme.id}`)).status).toBe(204);
    expect((await body<TenantContext>(await onHost(t.client(), '/api/tenant', 'acme.test'), 200)).name).toBe('Kairos');
    const { rows } = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM tenant_hostnames WHERE hostname = 'acme.test'");
    expect(rows[0]!.n).toBe(0);
  });
});

describe('host names', () => {
  it('normalises case, ports, brackets and a trailing dot', () => {
    expect(normaliseHost('Careers.ACME.example:8443')).toBe('careers.acme.example');
    expect(normaliseHost('[::1]:3000')).toBe('::1');
    expect(normaliseHost('acme.test.')).toBe('acme.test');
    expect(normaliseHost('a.example, b.example')).toBe('b.example');
    expect(normaliseHost(undefined)).toBe('');
  });
});
