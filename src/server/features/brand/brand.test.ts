import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandAnalytics, BrandingApplication, BrandProfile, BrandService, SyncOperation, UnityReport } from '@/contract/brand';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';
import { signBrandSync } from './webhook';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let admin: TestClient;
let adminId: string;
let plain: TestClient;
const SECRET = 'brand-sync-test-secret-0123456789abcdef';
const JAPAN = 'japan/traditional-nihon';
const NORDIC = 'scandinavian/nordic-minimalism';
const DUMMY = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ worker: true, env: { BRANDSYNC_WEBHOOK_SECRET: SECRET } });
  ({ client: admin, userId: adminId } = await t.signedIn('brand-admin@example.com', { admin: true }));
  ({ client: plain } = await t.signedIn('brand-user@example.com'));
});
afterAll(() => t.close());

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect({ status: res.status, body }).toMatchObject({ status });
  return (body ? JSON.parse(body) : null) as T;
}

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

async function createBrand(name: string, culturalTheme = JAPAN): Promise<BrandProfile> {
  return json<BrandProfile>(await admin.post('/api/admin/brand/profiles', { name, culturalTheme }), 201);
}

async function operations(): Promise<SyncOperation[]> {
  return (await json<{ operations: SyncOperation[] }>(await admin.get('/api/admin/brand/operations?limit=200'), 200)).operations;
}

/** Waits for the in-process worker to finish an operation. */
async function settled(id: string): Promise<SyncOperation> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const op = (await operations()).find((o) => o.id === id);
    if (op && (op.status === 'completed' || op.status === 'failed')) return op;
    if (Date.now() > deadline) throw new Error(`operation ${id} still ${op?.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function profile(id: string): Promise<BrandProfile | undefined> {
  return (await json<{ profiles: BrandProfile[] }>(await admin.get('/api/admin/brand/profiles'), 200)).profiles.find((p) => p.id === id);
}

describe('access', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/brand/profiles'],
    ['POST', '/api/admin/brand/profiles', { name: 'X', culturalTheme: JAPAN }],
    ['PATCH', `/api/admin/brand/profiles/${DUMMY}`, { name: 'Y' }],
    ['DELETE', `/api/admin/brand/profiles/${DUMMY}`],
    ['POST', `/api/admin/brand/profiles/${DUMMY}/sync`, {}],
    ['POST', '/api/admin/brand/sync-all', {}],
    ['GET', '/api/admin/brand/operations'],
    ['GET', '/api/admin/brand/services'],
    ['POST', '/api/admin/brand/services/automated_document_branding/enable', {}],
    ['POST', '/api/admin/brand/services/automated_document_branding/disable', {}],
    ['POST', '/api/admin/brand/services/automated_document_branding/run', { brandId: DUMMY }],
    ['GET', '/api/admin/brand/analytics'],
    ['GET', '/api/admin/brand/unity'],
  ];

  it('answers 401 when signed out and 403 to a non-admin on every brand route', async () => {
    for (const [method, path, body] of routes) {
      const init = { method, ...(body !== undefined ? { json: body } : {}) };
      expect({ path, method, status: (await t.client().request(path, init)).status }).toEqual({ path, method, status: 401 });
      const refused = await plain.request(path, init);
      expect({ path, method, status: refused.status }).toEqual({ path, method, status: 403 });
      expect((await errorOf(refused)).code).toBe('FORBIDDEN');
    }
    const services = await json<{ services: BrandService[] }>(await admin.get('/api/admin/brand/services'), 200);
    expect(services.services.every((s) => s.status === 'registered')).toBe(true);
  });
});

describe('brand profiles', () => {
  it('creates, lists, renames, re-themes and deletes a profile; refuses duplicates and unknown themes', async () => {
    const created = await createBrand('Acme Europe');
    expect(created).toMatchObject({ name: 'Acme Europe', status: 'pending', version: 0, lastSync: null, culturalTheme: JAPAN });
    expect(await profile(created.id)).toEqual(created);

    const dup = await admin.post('/api/admin/brand/profiles', { name: 'acme europe', culturalTheme: NORDIC });
    expect(dup.status).toBe(409);
    const unknown = await admin.post('/api/admin/brand/profiles', { name: 'Nowhere', culturalTheme: 'atlantis/lost-style' });
    expect(unknown.status).toBe(422);
    expect((await errorOf(unknown)).message).toBe('Theme not found');
    const invalid = await admin.post('/api/admin/brand/profiles', { name: '', culturalTheme: 'not a key' });
    expect(invalid.status).toBe(400);

    const renamed = await json<BrandProfile>(await admin.request(`/api/admin/brand/profiles/${created.id}`, { method: 'PATCH', json: { name: 'Acme EU' } }), 200);
    expect(renamed.name).toBe('Acme EU');
    const rethemed = await json<BrandProfile>(await admin.request(`/api/admin/brand/profiles/${created.id}`, { method: 'PATCH', json: { culturalTheme: NORDIC } }), 200);
    expect(rethemed).toMatchObject({ culturalTheme: NORDIC, status: 'pending' });
    const empty = await admin.request(`/api/admin/brand/profiles/${created.id}`, { method: 'PATCH', json: {} });
    expect(empty.status).toBe(400);

    expect((await admin.request(`/api/admin/brand/profiles/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await profile(created.id)).toBeUndefined();
    const gone = await admin.request(`/api/admin/brand/profiles/${created.id}`, { method: 'DELETE' });
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).message).toBe('Brand not found');
    const patchGone = await admin.request(`/api/admin/brand/profiles/${created.id}`, { method: 'PATCH', json: { name: 'Z' } });
    expect((await errorOf(patchGone)).message).toBe('Brand not found');
  });
});

describe('sync operations', () => {
  it('runs a sync pending → processing → completed: the brand is synced with version + 1 and the theme tokens', async () => {
    const brand = await createBrand('Sakura Studio');
    const before = Date.now();
    const queued = await json<SyncOperation>(await admin.post(`/api/admin/brand/profiles/${brand.id}/sync`), 202);
    expect(queued).toMatchObject({ type: 'brand_sync', brandId: brand.id, brandName: 'Sakura Studio', themeKey: JAPAN, requestedBy: adminId });
    expect(['pending', 'processing', 'completed']).toContain(queued.status);
    const done = await settled(queued.id);
    expect(done.status).toBe('completed');
    expect(done.error).toBeNull();
    const created = Date.parse(done.created_at);
    const started = Date.parse(done.started_at!);
    const finished = Date.parse(done.finished_at!);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(started).toBeGreaterThanOrEqual(created);
    expect(finished).toBeGreaterThanOrEqual(started);
    expect(done.durationMs).toBe(finished - started);

    const synced = await profile(brand.id);
    expect(synced).toMatchObject({ status: 'synced', version: 1 });
    expect(Date.parse(synced!.lastSync!)).toBe(finished);
    const { rows } = await t.database.query<{ same: boolean }>(
      'SELECT b.tokens_snapshot = t.tokens AS same FROM brand_profiles b JOIN cultural_themes t ON t.key = b.cultural_theme WHERE b.id = $1',
      [brand.id],
    );
    expect(rows[0]?.same).toBe(true);

    // a second sync: version 2
    await settled((await json<SyncOperation>(await admin.post(`/api/admin/brand/profiles/${brand.id}/sync`), 202)).id);
    expect((await profile(brand.id))?.version).toBe(2);
  });

  it("answers 'Brand not found' for an unknown brand, and fails an operation whose theme is gone", async () => {
    const missing = await admin.post(`/api/admin/brand/profiles/${DUMMY}/sync`);
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe('Brand not found');

    await t.database.query(
      "INSERT INTO cultural_themes (key, country, foundation, metadata, tokens, applications, built_in) SELECT 'temp/vanishing', 'temp', 'vanishing', metadata, tokens, applications, false FROM cultural_themes WHERE key = $1",
      [JAPAN],
    );
    const brand = await createBrand('Vanishing Theme Co', 'temp/vanishing');
    await t.database.query("DELETE FROM cultural_themes WHERE key = 'temp/vanishing'");
    const op = await settled((await json<SyncOperation>(await admin.post(`/api/admin/brand/profiles/${brand.id}/sync`), 202)).id);
    expect(op).toMatchObject({ status: 'failed', error: 'Theme not found' });
    expect(op.finished_at).not.toBeNull();
    expect((await profile(brand.id))?.status).toBe('pending');
  });

  it('Sync All queues one operation per brand and lists them newest first', async () => {
    const { profiles } = await json<{ profiles: BrandProfile[] }>(await admin.get('/api/admin/brand/profiles'), 200);
    const queued = await json<{ operations: SyncOperation[] }>(await admin.post('/api/admin/brand/sync-all'), 202);
    expect(queued.operations.map((o) => o.brandId).sort()).toEqual(profiles.map((p) => p.id).sort());
    for (const op of queued.operations) await settled(op.id);
    const list = await operations();
    const times = list.map((o) => Date.parse(o.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const limited = await json<{ operations: SyncOperation[] }>(await admin.get('/api/admin/brand/operations?limit=2'), 200);
    expect(limited.operations).toHaveLength(2);
    expect((await admin.get('/api/admin/brand/operations?limit=0')).status).toBe(400);
  });
});

describe('branding services', () => {
  it("refuses an unknown service, a service not enabled with the spec's words, then applies an enabled one", async () => {
    const brand = await createBrand('Fjord Works', NORDIC);
    for (const path of ['enable', 'disable', 'run']) {
      const res = await admin.post(`/api/admin/brand/services/teleportation/${path}`, { brandId: brand.id });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe('Service not found');
    }
    const messages = {
      automated_document_branding: 'Automated document branding not enabled',
      cross_platform_asset_sync: 'Cross-platform asset sync not enabled',
      social_media_compliance: 'Social media compliance not enabled',
    };
    for (const [key, message] of Object.entries(messages)) {
      const res = await admin.post(`/api/admin/brand/services/${key}/run`, { brandId: brand.id });
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toBe(message);
    }

    const enabled = await json<BrandService>(await admin.post('/api/admin/brand/services/automated_document_branding/enable'), 200);
    expect(enabled).toMatchObject({ key: 'automated_document_branding', status: 'enabled', target: 'document' });
    expect(enabled.enabled_at).not.toBeNull();
    const noBrand = await admin.post('/api/admin/brand/services/automated_document_branding/run', { brandId: DUMMY });
    expect(noBrand.status).toBe(404);
    expect((await errorOf(noBrand)).message).toBe('Brand not found');

    // never synced: nothing to apply yet
    const early = await json<BrandingApplication>(await admin.post('/api/admin/brand/services/automated_document_branding/run', { brandId: brand.id }), 202);
    expect(early.status).toBe('pending');
    await expect.poll(async () => (await services()).automated_document_branding.applications.failed, { timeout: 20_000 }).toBe(1);

    await settled((await json<SyncOperation>(await admin.post(`/api/admin/brand/profiles/${brand.id}/sync`), 202)).id);
    await json<BrandingApplication>(await admin.post('/api/admin/brand/services/automated_document_branding/run', { brandId: brand.id }), 202);
    await expect.poll(async () => (await services()).automated_document_branding.applications.applied, { timeout: 20_000 }).toBe(1);
    const { rows } = await t.database.query<{ status: string; brand_version: number; target: string }>(
      "SELECT status, brand_version, target FROM branding_applications WHERE brand_id = $1 AND status = 'applied'",
      [brand.id],
    );
    expect(rows).toEqual([{ status: 'applied', brand_version: 1, target: 'document' }]);

    const disabled = await json<BrandService>(await admin.post('/api/admin/brand/services/automated_document_branding/disable'), 200);
    expect(disabled).toMatchObject({ status: 'disabled', enabled_at: null });
    const after = await admin.post('/api/admin/brand/services/automated_document_branding/run', { brandId: brand.id });
    expect((await errorOf(after)).message).toBe('Automated document branding not enabled');
  });
});

async function services(): Promise<Record<string, BrandService>> {
  const { services: list } = await json<{ services: BrandService[] }>(await admin.get('/api/admin/brand/services'), 200);
  return Object.fromEntries(list.map((s) => [s.key, s]));
}

describe('Unity Features and analytics', () => {
  it('reports consistent brands, then drift once their theme changes after the sync', async () => {
    await t.database.query(
      "INSERT INTO cultural_themes (key, country, foundation, metadata, tokens, applications, built_in) SELECT 'unity/test', 'unity', 'test', metadata, tokens, applications, false FROM cultural_themes WHERE key = $1",
      [NORDIC],
    );
    const a = await createBrand('Unity A', 'unity/test');
    const b = await createBrand('Unity B', 'unity/test');
    for (const brand of [a, b]) await settled((await json<SyncOperation>(await admin.post(`/api/admin/brand/profiles/${brand.id}/sync`), 202)).id);
    let unity = await json<UnityReport>(await admin.get('/api/admin/brand/unity'), 200);
    expect(unity.perBrand.filter((p) => p.themeKey === 'unity/test').map((p) => p.state)).toEqual(['consistent', 'consistent']);

    await t.database.query(
      "UPDATE cultural_themes SET tokens = jsonb_set(tokens, '{motion,duration,fast}', '999') WHERE key = 'unity/test'",
    );
    unity = await json<UnityReport>(await admin.get('/api/admin/brand/unity'), 200);
    const mine = unity.perBrand.filter((p) => p.themeKey === 'unity/test');
    expect(mine.map((p) => [p.state, p.driftedGroups])).toEqual([
      ['drifted', ['motion']],
      ['drifted', ['motion']],
    ]);
    expect(unity.groups.find((g) => g.group === 'motion')!.drifted).toBeGreaterThanOrEqual(2);
    expect(unity.brands).toBe(unity.perBrand.length);
    expect(unity.score).toBeGreaterThan(0);
    expect(unity.score).toBeLessThan(100);
  });

  it('counts operations per status and per day, the mean sync duration and brands per theme', async () => {
    const all = await operations();
    const analytics = await json<BrandAnalytics>(await admin.get('/api/admin/brand/analytics'), 200);
    expect(analytics.byStatus.completed).toBe(all.filter((o) => o.status === 'completed').length);
    expect(analytics.byStatus.failed).toBe(all.filter((o) => o.status === 'failed').length);
    expect(analytics.perDay).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(analytics.perDay.at(-1)).toMatchObject({ day: today, completed: analytics.byStatus.completed, failed: analytics.byStatus.failed });
    const durations = all.filter((o) => o.status === 'completed').map((o) => o.durationMs!);
    const mean = durations.reduce((s, d) => s + d, 0) / durations.length;
    expect(Math.abs(analytics.meanSyncDurationMs! - mean)).toBeLessThanOrEqual(1);
    const { profiles } = await json<{ profiles: BrandProfile[] }>(await admin.get('/api/admin/brand/profiles'), 200);
    expect(analytics.brandsPerTheme.reduce((s, r) => s + r.brands, 0)).toBe(profiles.length);
    expect(analytics.applications.find((s) => s.service === 'automated_document_branding')).toMatchObject({ applied: 1, failed: 1 });
  });
});

describe('webhook brandsyncup', () => {
  const url = '/api/webhooks/brandsyncup';
  const now = () => String(Math.floor(Date.now() / 1000));

  async function deliver(body: unknown, opts: { timestamp?: string; signature?: string | null; secret?: string } = {}) {
    const raw = JSON.stringify(body);
    const timestamp = opts.timestamp ?? now();
    const signature = opts.signature === undefined ? signBrandSync(opts.secret ?? SECRET, timestamp, raw) : opts.signature;
    const headers: Record<string, string> = { 'content-type': 'application/json', origin: 'https://brand.example', 'x-kairos-timestamp': timestamp };
    if (signature !== null) headers['x-kairos-signature'] = signature;
    return t.client('198.51.100.7').request(url, { method: 'POST', body: raw, headers });
  }

  it('refuses a missing, wrong or expired signature and a replay; queues a good one from another origin', async () => {
    const brand = await createBrand('Webhook Brand');
    const body = { brandId: brand.id };
    const missing = await deliver(body, { signature: null });
    expect(missing.status).toBe(401);
    expect((await errorOf(missing)).message).toBe('Missing webhook signature');
    const wrong = await deliver(body, { secret: 'another-secret-another-secret-0000000' });
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).message).toBe('Invalid webhook signature');
    const garbage = await deliver(body, { signature: 'sha256=zz' });
    expect(garbage.status).toBe(401);
    const expired = await deliver(body, { timestamp: String(Math.floor(Date.now() / 1000) - 301) });
    expect(expired.status).toBe(401);
    expect((await errorOf(expired)).message).toBe('Webhook timestamp is outside the allowed window');
    const future = await deliver(body, { timestamp: String(Math.floor(Date.now() / 1000) + 400) });
    expect(future.status).toBe(401);
    expect((await operations()).some((o) => o.brandId === brand.id)).toBe(false);

    const timestamp = now();
    const raw = JSON.stringify(body);
    const signature = signBrandSync(SECRET, timestamp, raw);
    const good = await deliver(body, { timestamp, signature });
    const op = await json<SyncOperation>(good, 202);
    expect(op).toMatchObject({ brandId: brand.id, type: 'brand_sync', requestedBy: 'webhook' });
    expect((await settled(op.id)).status).toBe('completed');

    const replay = await deliver(body, { timestamp, signature });
    expect(replay.status).toBe(409);
    expect((await operations()).filter((o) => o.brandId === brand.id)).toHaveLength(1);
  });

  it('finds a brand by name, moves it to another theme, and answers Brand not found / 400 on a bad body', async () => {
    const brand = await createBrand('Named Brand');
    const op = await json<SyncOperation>(await deliver({ brandName: 'named brand', themeKey: NORDIC }), 202);
    expect(op).toMatchObject({ brandId: brand.id, type: 'theme_sync', themeKey: NORDIC });
    await settled(op.id);
    expect(await profile(brand.id)).toMatchObject({ culturalTheme: NORDIC, status: 'synced', version: 1 });

    const unknown = await deliver({ brandName: 'No Such Brand' });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe('Brand not found');
    expect((await deliver({ brandId: brand.id, brandName: 'Named Brand' })).status).toBe(400);
    expect((await deliver({ brandId: brand.id, role: 'admin' })).status).toBe(400);
  });

  it("answers 503 'Brand sync webhook is not configured' without a secret", async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.client().request(url, { method: 'POST', json: { brandName: 'x' } });
      expect(res.status).toBe(503);
      expect((await errorOf(res)).message).toBe('Brand sync webhook is not configured');
    } finally {
      await bare.close();
    }
  });
});
