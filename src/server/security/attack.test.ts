import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvDetail } from '@/contract/cvs';
import { createOwnedThings, cvText, ownerParams, SAMPLE_BODIES, settledCv, SHARED_DATA_ROUTES, uploadCv } from '../testing/attack-fixtures';
import type { OwnedThings } from '../testing/attack-fixtures';
import { fillPath, leaks, operationsOf, sampleOf, STATE_CHANGING } from '../testing/attack-openapi';
import type { Op, OpenApiDocument } from '../testing/attack-openapi';
import { createUser } from '../features/users/service';
import { createTestApp } from '../testing/test-app';
import type { TestClient } from '../testing/test-app';

/**
 * The attack suite (issue 6). It reads the OpenAPI document at run time, so every route added
 * later is probed by the rules of the access level it declares (`x-kairos-access`).
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let doc: OpenApiDocument;
let ops: Op[];
let alice: { client: TestClient; userId: string };
let bob: { client: TestClient; userId: string };
let things: OwnedThings;
const EVIL = 'https://evil.example';
const DUMMY_ID = '00000000-0000-4000-8000-000000000000';
const XSS = `<script>alert(1)</script><img src=x onerror=alert(2)>"'&`;
/** Every error body the suite saw: none may carry a stack trace, SQL or a server path. */
const errorBodies: { route: string; status: number; body: string }[] = [];

async function send(client: TestClient, route: string, url: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const res = await client.request(url, init);
  if (res.status >= 400) errorBodies.push({ route, status: res.status, body: await res.clone().text() });
  return res;
}

const dummyParams = (op: Op) => Object.fromEntries(op.pathParams.map((p) => [p, p === 'index' ? '0' : DUMMY_ID]));
const sample = (op: Op) => (op.label in SAMPLE_BODIES ? SAMPLE_BODIES[op.label] : (sampleOf(op.jsonBody, doc) ?? {}));
const withBody = (op: Op, body: unknown) => (op.method === 'GET' || op.method === 'DELETE' ? {} : { json: body });

function ownedParams(op: Op): Record<string, string> {
  const entry = ownerParams(things).find((e) => op.path.startsWith(e.prefix));
  if (!entry) {
    throw new Error(
      `${op.label} is an 'owner' route the attack suite cannot resolve: add a thing to createOwnedThings and a prefix to ownerParams in src/server/testing/attack-fixtures.ts`,
    );
  }
  return entry.params;
}

async function roleOf(client: TestClient): Promise<string> {
  return ((await (await client.get('/api/me/role')).json()) as { role: string }).role;
}

beforeAll(async () => {
  t = await createTestApp({ worker: true });
  const res = await t.client().get('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDocument;
  ops = operationsOf(doc);
  alice = await t.signedIn('alice@example.com');
  bob = await t.signedIn('bob@example.com');
  things = await createOwnedThings(alice.client);
});
afterAll(() => t?.close());

describe('access levels in the OpenAPI document', () => {
  it('declares one of public, signed-webhook, user, owner, admin on every operation', () => {
    expect(ops.length).toBeGreaterThan(40);
    const allowed = ['public', 'signed-webhook', 'user', 'owner', 'admin'];
    expect(ops.filter((o) => !allowed.includes(o.access)).map((o) => o.label)).toEqual([]);
    const byLabel = Object.fromEntries(ops.map((o) => [o.label, o.access]));
    expect(byLabel).toMatchObject({
      'GET /api/health': 'public',
      'GET /api/public/portfolios/{slug}': 'public',
      'POST /api/auth/sign-in/email': 'public',
      'POST /api/notifications/unsubscribe': 'signed-webhook',
      'GET /api/cvs/{id}': 'owner',
      'DELETE /api/tasks/{id}': 'owner',
      'GET /api/admin/users': 'admin',
    });
  });

  it("declares 'owner' on every signed-in route that names a thing by id (only shared data is exempt)", () => {
    const undeclared = ops.filter((o) => o.access === 'user' && o.pathParams.length > 0 && !SHARED_DATA_ROUTES.has(o.label));
    expect(undeclared.map((o) => `${o.label} takes an id: declare it 'owner' (or list it in SHARED_DATA_ROUTES if everybody may read it)`)).toEqual([]);
  });

  it('documents every API route, except the few listed here on purpose', () => {
    // not in the document: the document and its viewer themselves, and better-auth's catch-all, whose
    // endpoints come from better-auth's own schema (marked public; they check their own sessions)
    const outside = new Set(['/api/openapi.json', '/api/docs', '/api/docs/init.js', '/api/docs/:asset', '/api/*', '/api/auth/*']);
    const documented = new Set(ops.map((o) => `${o.method} ${o.path.replace(/\{[^}]+\}/g, ':p')}`));
    const registered = t.app.routes
      .filter((r) => r.path.startsWith('/api') && r.method !== 'ALL' && !outside.has(r.path))
      .map((r) => `${r.method} ${r.path.replace(/:[^/]+/g, ':p')}`);
    expect(registered.length).toBeGreaterThan(40);
    expect(registered.filter((r) => !documented.has(r))).toEqual([]);
  });
});

describe('who may call what', () => {
  it('answers 401 to an anonymous caller on every user, owner and admin route', async () => {
    const guarded = ops.filter((o) => ['user', 'owner', 'admin'].includes(o.access));
    for (const op of guarded) {
      const res = await send(t.client(), op.label, fillPath(op, dummyParams(op)), { method: op.method, ...withBody(op, sample(op)) });
      expect({ route: op.label, status: res.status }).toEqual({ route: op.label, status: 401 });
    }
  });

  it('answers 403 to a signed-in non-admin on every admin route', async () => {
    const adminOps = ops.filter((o) => o.access === 'admin');
    expect(adminOps.length).toBeGreaterThan(10);
    for (const op of adminOps) {
      const res = await send(bob.client, op.label, fillPath(op, dummyParams(op)), { method: op.method, ...withBody(op, sample(op)) });
      expect({ route: op.label, status: res.status }).toEqual({ route: op.label, status: 403 });
    }
  });

  it("answers 404 or 403 to a second person on every owner route with the first person's ids, and changes nothing", async () => {
    const ownerOps = ops.filter((o) => o.access === 'owner');
    expect(ownerOps.length).toBeGreaterThan(10);
    for (const op of ownerOps) {
      const url = fillPath(op, ownedParams(op));
      const res = await send(bob.client, op.label, url, { method: op.method, ...withBody(op, sample(op)) });
      expect({ route: op.label, status: res.status }).toEqual({ route: op.label, status: [403, 404].includes(res.status) ? res.status : '403 or 404' });
      // the ids are real: their owner reads them
      if (op.method === 'GET') expect({ route: op.label, status: (await alice.client.get(url)).status }).toEqual({ route: op.label, status: 200 });
    }
    // nothing of the first person's was changed or deleted
    const cv = (await (await alice.client.get(`/api/cvs/${things.cvId}`)).json()) as CvDetail;
    expect(cv.status).toBe('analyzed');
    const tasks = (await (await alice.client.get('/api/tasks')).json()) as { tasks: { id: string; title: string }[] };
    expect(tasks.tasks.find((x) => x.id === things.taskId)?.title).toBe('Update my LinkedIn profile');
    expect((await alice.client.get(`/api/perspectives/${things.perspectiveId}/preview`)).status).toBe(200);
    const talents = (await (await alice.client.get('/api/talents')).json()) as { talents: { id: string; status: string }[] };
    expect(talents.talents.find((x) => x.id === things.talentId)?.status).toBe('discovered');
  });
});

describe('privilege escalation', () => {
  const escalation = {
    role: 'admin',
    is_admin: true,
    isAdmin: true,
    user_role: 'admin',
    userRole: 'admin',
    roles: ['admin'],
    permissions: ['users.read', 'users.role.update'],
    banned: false,
    emailVerified: true,
  };

  it('lets nobody change their own role through any field of any request body', async () => {
    const writable = ops.filter((o) => ['user', 'owner'].includes(o.access) && STATE_CHANGING.has(o.method) && o.method !== 'DELETE' && o.jsonBody);
    expect(writable.length).toBeGreaterThan(8);
    for (const op of writable) {
      const params = op.access === 'owner' ? ownedParams(op) : {};
      const base = sample(op);
      const body = base && typeof base === 'object' && !Array.isArray(base) ? { ...base, ...escalation } : escalation;
      const res = await send(alice.client, op.label, fillPath(op, params), { method: op.method, json: body });
      expect({ route: op.label, serverError: res.status >= 500 }).toEqual({ route: op.label, serverError: false });
      expect({ route: op.label, role: await roleOf(alice.client) }).toEqual({ route: op.label, role: 'user' });
    }
    // a multipart upload with extra fields
    const form = new FormData();
    form.append('file', new File([cvText()], 'cv.txt'));
    form.append('role', 'admin');
    await send(alice.client, 'POST /api/cvs', '/api/cvs', { method: 'POST', body: form });
    expect(await roleOf(alice.client)).toBe('user');
  });

  it("refuses better-auth's own user and admin endpoints as a way to a role", async () => {
    const update = await send(alice.client, 'POST /api/auth/update-user', '/api/auth/update-user', { method: 'POST', json: { name: 'Alice', role: 'admin' } });
    expect(update.status).toBeLessThan(500);
    const setRole = await send(alice.client, 'POST /api/auth/admin/set-role', '/api/auth/admin/set-role', { method: 'POST', json: { userId: alice.userId, role: 'admin' } });
    expect([401, 403]).toContain(setRole.status);
    const impersonate = await send(alice.client, 'POST /api/auth/admin/impersonate-user', '/api/auth/admin/impersonate-user', { method: 'POST', json: { userId: bob.userId } });
    expect([401, 403]).toContain(impersonate.status);
    expect(await roleOf(alice.client)).toBe('user');
    // not even an administrator gets round the audited role API through better-auth's own endpoints
    const boss = await t.signedIn('boss-escalation@example.com', { admin: true, ip: '203.0.113.41' });
    const bypass = await boss.client.post('/api/auth/admin/set-role', { userId: alice.userId, role: 'admin' });
    expect(bypass.status).toBe(403);
    expect(await roleOf(alice.client)).toBe('user');

    const signUp = await send(t.client('203.0.113.40'), 'POST /api/auth/sign-up/email', '/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'mallory@example.com', password: 'password-123', name: 'Mallory', role: 'admin' },
    });
    expect(signUp.status).toBeLessThan(500);
    const { rows } = await t.database.query<{ role: string }>("SELECT role FROM users WHERE email = 'mallory@example.com'");
    expect(rows.map((r) => r.role)).not.toContain('admin');
  });
});

describe('brute force and cross-site requests', () => {
  it('answers 429 to a password guesser before the 10th try', async () => {
    await t.signedIn('victim@example.com');
    let tries = 0;
    let status = 0;
    while (tries < 10 && status !== 429) {
      tries++;
      status = (await send(t.client('198.51.100.200'), 'POST /api/auth/sign-in/email', '/api/auth/sign-in/email', { method: 'POST', json: { email: 'victim@example.com', password: `guess-${tries}-xx` } })).status;
    }
    expect({ status, beforeTenth: tries < 10 }).toEqual({ status: 429, beforeTenth: true });
  });

  it('refuses a cross-site request on every state-changing route except public and signed-webhook ones', async () => {
    const targets = ops.filter((o) => STATE_CHANGING.has(o.method) && !['public', 'signed-webhook'].includes(o.access));
    expect(targets.length).toBeGreaterThan(20);
    for (const op of targets) {
      const params = op.access === 'owner' ? ownedParams(op) : dummyParams(op);
      const res = await send(bob.client, op.label, fillPath(op, params), { method: op.method, headers: { origin: EVIL }, ...withBody(op, sample(op)) });
      expect({ route: op.label, status: res.status }).toEqual({ route: op.label, status: 403 });
    }
    // a browser that sends no Origin but says the request is cross-site
    const res = await send(bob.client, 'POST /api/tasks', '/api/tasks', { method: 'POST', headers: { origin: '', 'sec-fetch-site': 'cross-site' }, json: { title: 'x' } });
    expect(res.status).toBe(403);
    // a cross-site sign-in (login CSRF) is refused too
    expect((await send(t.client(), 'POST /api/auth/sign-in/email', '/api/auth/sign-in/email', { method: 'POST', headers: { origin: EVIL }, json: { email: 'bob@example.com', password: 'password-123' } })).status).toBe(403);
    expect(((await (await bob.client.get('/api/tasks')).json()) as { tasks: unknown[] }).tasks).toEqual([]);
  });

  it('lets the signed webhook through from another origin (its token, not a cookie, authorises it)', async () => {
    const res = await send(t.client(), 'POST /api/notifications/unsubscribe', '/api/notifications/unsubscribe?token=forged', { method: 'POST', headers: { origin: EVIL } });
    expect(res.status).toBe(400);
  });
});

describe('payloads come back as data', () => {
  it('returns script in names, CV text and coach questions as JSON text', async () => {
    const put = await send(alice.client, 'PUT /api/profile', '/api/profile', { method: 'PUT', json: { full_name: XSS } });
    expect(put.status).toBe(200);
    const profile = await alice.client.get('/api/profile');
    expect(profile.headers.get('content-type')).toMatch(/^application\/json/);
    expect(profile.headers.get('x-content-type-options')).toBe('nosniff');
    expect(((await profile.json()) as { full_name: string }).full_name).toBe(XSS.trim());

    const up = await uploadCv(alice.client, 'payload.txt', cvText().replace('Project manager with eight years', `${XSS} Project manager with eight years`));
    expect(up.status).toBe(202);
    const cv = await settledCv(alice.client, ((await up.json()) as { id: string }).id);
    const detail = await alice.client.get(`/api/cvs/${cv.id}`);
    expect(detail.headers.get('content-type')).toMatch(/^application\/json/);
    expect(detail.headers.get('x-content-type-options')).toBe('nosniff');
    expect(JSON.stringify(await detail.json())).toContain('alert(1)');

    const ask = await send(alice.client, 'POST /api/coach/sessions', '/api/coach/sessions', { method: 'POST', json: { query: `How do I grow? ${XSS}` } });
    expect(ask.status).toBe(200);
    expect(ask.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await ask.json()) as { query: string }).query).toContain(XSS);
  });

  it('never reflects a payload unescaped in a server-rendered page', async () => {
    const pages = [
      `/api/notifications/unsubscribe?token=${encodeURIComponent(XSS)}`,
      `/api/notifications/unsubscribe?token=x&lang=${encodeURIComponent(XSS)}`,
    ];
    for (const url of pages) {
      const res = await t.client().get(url, { headers: { 'accept-language': XSS } });
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
    }
    await t.deps.mailer.send({ to: 'dev@example.com', subject: XSS, text: `Hello ${XSS}` });
    const outbox = await (await t.client('127.0.0.1').get('/dev/mail')).text();
    expect(outbox).not.toContain('<script>alert(1)');
    expect(outbox).toMatch(/&lt;script&gt;|&#60;script&#62;/);
  });
});

describe('upload file names', () => {
  const tricks = [
    ['a parent-directory path', '../../etc/passwd.txt', 'passwd.txt'],
    ['a Windows path', '..\\..\\windows\\win.ini.txt', 'win.ini.txt'],
    ['a NUL byte', 'cv\u0000.exe.txt', 'cv.exe.txt'],
    ['a header injection', 'cv\r\nSet-Cookie: x=1.txt', 'cvSet-Cookie: x=1.txt'],
    ['a 5000-character name', `${'a'.repeat(5000)}.txt`, null],
    ['a right-to-left override', 'invoice\u202Etxt.exe\u202C.txt', 'invoicetxt.exe.txt'],
  ] as const;

  it.each(tricks)('stores %s harmlessly and downloads it with a safe Content-Disposition', async (_label, name, expected) => {
    const up = await uploadCv(alice.client, name, cvText());
    expect(up.status).toBe(202);
    const { id } = (await up.json()) as { id: string };
    const cv = (await (await alice.client.get(`/api/cvs/${id}`)).json()) as CvDetail & { file_name: string };
    expect(cv.file_name).not.toMatch(/[/\\\u0000-\u001f\u202a-\u202e\u2066-\u2069]/);
    expect(cv.file_name.length).toBeLessThanOrEqual(200);
    if (expected) expect(cv.file_name).toBe(expected);
    const download = await alice.client.get(`/api/cvs/${id}/file`);
    expect(download.status).toBe(200);
    const disposition = download.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!'()*-]*$/);
    expect(disposition.match(/filename="([^"]*)"/)![1]).not.toMatch(/[/\\]/);
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    // nothing was written outside the data directory's file store
    expect(fs.existsSync(path.join(t.config.dataDir, '..', 'etc', 'passwd.txt'))).toBe(false);
    await alice.client.request(`/api/cvs/${id}`, { method: 'DELETE' });
  });
});

describe('malformed and oversized requests', () => {
  it('answers 4xx to broken bodies on every JSON route, and keeps answering', async () => {
    const jsonOps = ops.filter((o) => o.jsonBody && STATE_CHANGING.has(o.method) && ['user', 'owner'].includes(o.access));
    for (const op of jsonOps) {
      const url = fillPath(op, op.access === 'owner' ? ownedParams(op) : dummyParams(op));
      const bodies: BodyInit[] = ['{"title": ', 'null', '[]', '"text"', JSON.stringify({ title: 42, name: [], query: { a: 1 } })];
      for (const body of bodies) {
        const res = await send(alice.client, op.label, url, { method: op.method, body, headers: { 'content-type': 'application/json' } });
        expect({ route: op.label, body, status: res.status }).toMatchObject({ route: op.label, body });
        expect({ route: op.label, body, is4xx: res.status >= 400 && res.status < 500 }).toEqual({ route: op.label, body, is4xx: true });
      }
    }
    expect((await t.client().get('/api/health')).status).toBe(200);
  });

  it('refuses an 11 MB JSON body and a deeply nested one with 4xx, without crashing', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(11 * 1024 * 1024) });
    const huge = await send(alice.client, 'POST /api/tasks', '/api/tasks', { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
    expect(huge.status).toBe(413);
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    for (const url of ['/api/tasks', '/api/coach/sessions', '/api/client-errors']) {
      const res = await send(alice.client, `POST ${url}`, url, { method: 'POST', body: deep, headers: { 'content-type': 'application/json' } });
      expect({ url, is4xx: res.status >= 400 && res.status < 500 }).toEqual({ url, is4xx: true });
    }
    const deepObject = `{"title":"ok","description":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    const res = await send(alice.client, 'POST /api/tasks', '/api/tasks', { method: 'POST', body: deepObject, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBeLessThan(500);
    const wrongType = await send(alice.client, 'POST /api/tasks', '/api/tasks', { method: 'POST', body: 'title=x', headers: { 'content-type': 'text/plain' } });
    expect(wrongType.status).toBeGreaterThanOrEqual(400);
    expect(wrongType.status).toBeLessThan(500);
    expect((await t.client().get('/api/health')).status).toBe(200);
  });

  it('never shows a stack trace, SQL or a server path in any error the suite provoked', () => {
    expect(errorBodies.length).toBeGreaterThan(100);
    const leaking = errorBodies.map((e) => ({ ...e, leak: leaks(e.body) })).filter((e) => e.leak);
    expect(leaking.map((e) => `${e.route} ${e.status} leaks ${e.leak}: ${e.body.slice(0, 200)}`)).toEqual([]);
  });
});

describe('security headers', () => {
  function expectBaseHeaders(res: Response, what: string) {
    const csp = res.headers.get('content-security-policy') ?? '';
    expect({ what, nosniff: res.headers.get('x-content-type-options') }).toEqual({ what, nosniff: 'nosniff' });
    expect({ what, frameAncestors: csp.includes("frame-ancestors 'none'") }).toEqual({ what, frameAncestors: true });
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect({ what, scriptSrc }).not.toMatchObject({ scriptSrc: expect.stringMatching(/unsafe-inline|unsafe-eval|\*/) });
    return csp;
  }

  it('sets CSP without inline scripts, nosniff and frame-ancestors on a page, an API answer, a download and /api/docs', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
    const web = await createTestApp({ deps: { webDir } });
    try {
      const page = await web.client().get('/dashboard');
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expectBaseHeaders(page, 'page');
      expect(page.headers.get('strict-transport-security')).toBeNull(); // plain http: no HSTS
    } finally {
      await web.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
    expectBaseHeaders(await alice.client.get('/api/tasks'), 'api');
    const download = await alice.client.get(`/api/cvs/${things.cvId}/file`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    expectBaseHeaders(download, 'download');

    const docs = await t.client().get('/api/docs');
    expect(docs.status).toBe(200);
    const csp = expectBaseHeaders(docs, '/api/docs');
    const html = await docs.text();
    // every script is an external file of our own origin; no inline script or handler
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\son\w+=/);
    for (const src of [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!)) {
      expect(src.startsWith('/')).toBe(true);
      const asset = await t.client().get(src);
      expect({ src, status: asset.status, type: asset.headers.get('content-type') }).toMatchObject({ src, status: 200, type: expect.stringMatching(/javascript/) });
      expectBaseHeaders(asset, src);
    }
    expect(csp).toMatch(/script-src 'self'/);
  });

  it('sets HSTS and Secure, HttpOnly, SameSite cookies behind HTTPS', async () => {
    const secure = await createTestApp({ env: { APP_URL: 'https://kairos.example' } });
    try {
      const headers = { origin: 'https://kairos.example', 'x-forwarded-proto': 'https' };
      const api = await secure.client().get('/api/health', { headers });
      expect(api.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      await createUser(secure.deps, { email: 'secure@example.com', password: 'password-123', verified: true });
      const client = secure.client();
      const signIn = await client.request('/api/auth/sign-in/email', { method: 'POST', headers, json: { email: 'secure@example.com', password: 'password-123' } });
      expect(signIn.status).toBe(200);
      const cookies = signIn.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const c of cookies) {
        expect(c).toMatch(/;\s*HttpOnly/i);
        expect(c).toMatch(/;\s*Secure/i);
        expect(c).toMatch(/;\s*SameSite=(Lax|Strict)/i);
      }
    } finally {
      await secure.close();
    }
    // and on plain http: HttpOnly and SameSite, no HSTS
    const signIn = await t.client().post('/api/auth/sign-in/email', { email: 'bob@example.com', password: 'password-123' });
    for (const c of signIn.headers.getSetCookie()) {
      expect(c).toMatch(/;\s*HttpOnly/i);
      expect(c).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    }
    expect(signIn.headers.get('strict-transport-security')).toBeNull();
  });
});
