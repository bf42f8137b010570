import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './users/service';
import { createTestApp } from '../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Op = { 'x-kairos-access'?: string };
let t: TestApp;
let ops: { method: string; path: string; access: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await (await t.client().get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, Op>> };
  ops = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x'), access: op['x-kairos-access'] ?? 'missing' })),
  );
});
afterAll(() => t.close());

async function signedIn(email: string, admin: boolean) {
  await createUser(t.deps, { email, password: 'password-123', admin, verified: true });
  const client = t.client();
  expect((await client.post('/api/auth/sign-in/email', { email, password: 'password-123' })).status).toBe(200);
  return client;
}

describe('access declared per route (attack tests generated from the OpenAPI document)', () => {
  it('documents every route with request/response schemas and an access level', () => {
    expect(ops.length).toBeGreaterThan(10);
    expect(ops.filter((o) => o.access === 'missing')).toEqual([]);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(expect.arrayContaining(['GET /api/health', 'GET /api/me/role', 'POST /api/auth/sign-in/email']));
  });

  it('has no API route outside the OpenAPI document (so none escapes its access declaration)', () => {
    const documented = new Set(ops.map((o) => `${o.method} ${o.path}`));
    const meta = new Set(['/api/openapi.json', '/api/docs', '/api/docs/init.js', '/api/docs/:asset', '/api/*', '/api/auth/*']);
    const registered = t.app.routes
      .filter((r) => r.path.startsWith('/api') && r.method !== 'ALL' && !meta.has(r.path))
      .map((r) => `${r.method} ${r.path.replace(/:[^/]+/g, 'x')}`);
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((r) => !documented.has(r))).toEqual([]);
  });

  it('answers 401 JSON to a signed-out caller on every non-public route', async () => {
    const guarded = ops.filter((o) => ['user', 'owner', 'admin'].includes(o.access));
    expect(guarded.length).toBeGreaterThan(0);
    for (const op of guarded) {
      const res = await t.client().request(op.path, { method: op.method, ...(op.method === 'GET' ? {} : { json: {} }) });
      expect({ route: `${op.method} ${op.path}`, status: res.status }).toEqual({ route: `${op.method} ${op.path}`, status: 401 });
      expect((await res.json()).error.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 403 to a non-admin on every admin route, and lets an admin in', async () => {
    const user = await signedIn('plain@example.com', false);
    const admin = await signedIn('boss@example.com', true);
    const adminOps = ops.filter((o) => o.access === 'admin');
    expect(adminOps.length).toBeGreaterThan(0);
    for (const op of adminOps) {
      const denied = await user.request(op.path, { method: op.method });
      expect(denied.status).toBe(403);
      expect((await denied.json()).error.code).toBe('FORBIDDEN');
      const allowed = await admin.request(op.path, { method: op.method });
      expect([401, 403]).not.toContain(allowed.status);
    }
  });

  it('reports role and permissions, and a changed role counts on the next request', async () => {
    const email = 'promoted@example.com';
    const client = await signedIn(email, false);
    expect((await (await client.get('/api/me/role')).json()).is_admin).toBe(false);
    await t.database.query("UPDATE users SET role = 'admin' WHERE email = $1", [email]);
    const role = await (await client.get('/api/me/role')).json();
    expect(role).toMatchObject({ role: 'admin', is_admin: true });
    expect(role.permissions['users.role.update']).toBe(true);
    expect((await client.get('/api/admin/security-events')).status).toBe(200);
  });
});

describe('system routes', () => {
  it('answers health with 200 and the database kind', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: t.database.kind });
  });

  it('answers health with 503 when the database is gone', async () => {
    const down = await createTestApp();
    await down.database.close();
    try {
      const res = await down.client().get('/api/health');
      expect(res.status).toBe(503);
      expect((await res.json()).status).toBe('unavailable');
    } finally {
      await down.close().catch(() => {});
    }
  });

  it('stores a client error report and answers its id; rejects an invalid one', async () => {
    const res = await t.client().post('/api/client-errors', { message: 'boom', route: '/dashboard', severity: 'fatal', stack: 'Error: boom' });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const { rows } = await t.database.query<{ message: string; severity: string }>('SELECT message, severity FROM client_errors WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ message: 'boom', severity: 'fatal' });
    const bad = await t.client().post('/api/client-errors', { message: '', route: '/', severity: 'panic' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('VALIDATION_ERROR');
  });

  it('answers unknown API paths with a JSON 404 and sets security headers', async () => {
    const res = await t.client().get('/api/nope');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-eval');
  });

  it('serves the API reference without inline scripts', async () => {
    const res = await t.client().get('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('/api/docs/init.js');
    expect(html).not.toMatch(/<script>[^<]/);
  });

  it('lists the development outbox outside production', async () => {
    await t.deps.mailer.send({ to: 'dev@example.com', subject: 'Hello', text: 'Link: http://localhost:3000/x' });
    const json = await (await t.client('127.0.0.1').get('/api/dev/mail')).json();
    expect(json.messages[0]).toMatchObject({ to: 'dev@example.com', subject: 'Hello' });
    const html = await (await t.client('::1').get('/dev/mail')).text();
    expect(html).toContain('<a href="http://localhost:3000/x">');
  });
});
