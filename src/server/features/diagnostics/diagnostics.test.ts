import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSetup, DiagnosticsRun, LastDiagnosticsRun, ShowcaseFile, ShowcaseJob, ShowcaseSession } from '@/contract/diagnostics';
import { diagnosticCategories } from '@/contract/diagnostics';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';
import { runCheck } from './service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let admin: TestClient;
let adminId: string;
let plain: TestClient;

beforeAll(async () => {
  t = await createTestApp({ worker: true });
  ({ client: admin, userId: adminId } = await t.signedIn('diag-admin@example.com', { admin: true }));
  ({ client: plain } = await t.signedIn('diag-user@example.com'));
});
afterAll(() => t.close());

const adminRoutes: [method: 'GET' | 'POST', path: string][] = [
  ['POST', '/api/admin/diagnostics/run'],
  ['GET', '/api/admin/diagnostics/last'],
  ['GET', '/api/admin/auth-setup'],
  ['GET', '/api/admin/showcase/session'],
  ['POST', '/api/admin/showcase/realtime'],
  ['POST', '/api/admin/showcase/job'],
  ['GET', '/api/admin/showcase/job/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/admin/showcase/file'],
];

const call = (client: TestClient, method: 'GET' | 'POST', path: string) => (method === 'GET' ? client.get(path) : client.post(path));

async function userCount(): Promise<number> {
  const { rows } = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return Number(rows[0]!.n);
}

describe('access', () => {
  it('answers 401 to a visitor and 403 to a signed-in person who is not an administrator', async () => {
    for (const [method, path] of adminRoutes) {
      expect({ path, status: (await call(t.client(), method, path)).status }).toEqual({ path, status: 401 });
      const refused = await call(plain, method, path);
      expect({ path, status: refused.status }).toEqual({ path, status: 403 });
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
    }
  });
});

describe('integration tests run', () => {
  it('has no last run before the first, then runs every category against the real system and keeps the run', async () => {
    const before = (await (await admin.get('/api/admin/diagnostics/last')).json()) as LastDiagnosticsRun;
    expect(before.run).toBeNull();
    const users = await userCount();
    const { rows: outbox } = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');

    const res = await admin.post('/api/admin/diagnostics/run');
    expect(res.status).toBe(200);
    const run = (await res.json()) as DiagnosticsRun;
    const byId = Object.fromEntries(run.results.map((r) => [r.id, r]));
    expect(new Set(run.results.map((r) => r.category))).toEqual(new Set(diagnosticCategories));
    for (const id of ['database.connectivity', 'database.migrations', 'storage.roundtrip', 'realtime.roundtrip', 'auth.signin', 'jobs.roundtrip', 'mail.transport']) {
      expect({ id, status: byId[id]?.status, message: byId[id]?.message }).toEqual({ id, status: 'pass', message: expect.any(String) });
    }
    expect(byId['database.migrations']!.message).toMatch(/^All \d+ migrations applied/);
    // theme application: passes once a theme service answers, a warning until then, never a crash
    expect(['pass', 'warning']).toContain(byId['themes.application']!.status);
    expect(run.summary.total).toBe(run.results.length);
    expect(run.summary.passed + run.summary.failed + run.summary.warnings).toBe(run.summary.total);
    expect(run.summary.failed).toBe(0);
    expect(run.trackedErrors24h).toBe(0);

    // no trace: the throwaway account, its sessions and the test mail are gone
    expect(await userCount()).toBe(users);
    const { rows: leftovers } = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email LIKE 'diagnostics-%'");
    expect(leftovers[0]!.n).toBe(0);
    const { rows: outboxAfter } = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
    expect(outboxAfter[0]!.n).toBe(outbox[0]!.n);

    const after = (await (await admin.get('/api/admin/diagnostics/last')).json()) as LastDiagnosticsRun;
    expect(after.run?.startedAt).toBe(run.startedAt);
  });

  it('counts the client errors reported in the last 24 hours', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.client().post('/api/client-errors', { message: `boom ${i}`, route: '/dashboard', severity: 'error' });
      expect(res.status).toBe(201);
    }
    await t.database.query("INSERT INTO client_errors (message, route, severity, created_at) VALUES ('old', '/x', 'warning', now() - interval '2 days')");
    const run = (await (await admin.post('/api/admin/diagnostics/run')).json()) as DiagnosticsRun;
    expect(run.trackedErrors24h).toBe(5);
  });

  it('refuses a second run while one is under way', async () => {
    const [a, b] = await Promise.all([admin.post('/api/admin/diagnostics/run'), admin.post('/api/admin/diagnostics/run')]);
    expect([a.status, b.status].sort()).toEqual([200, 429]);
    const refused = a.status === 429 ? a : b;
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
  });

  it('turns a check that hangs into a failure that says it timed out', async () => {
    const result = await runCheck({ id: 'x.hang', category: 'database', name: 'Hangs', timeoutMs: 50, run: () => new Promise(() => {}) }, t.deps);
    expect(result).toMatchObject({ id: 'x.hang', status: 'fail', message: 'Timed out after 0.05 s' });
    const thrown = await runCheck({ id: 'x.throw', category: 'database', name: 'Throws', run: () => Promise.reject(new Error('first line\nsecond line')) }, t.deps);
    expect(thrown).toMatchObject({ status: 'fail', message: 'first line' });
  });
});

describe('authentication setup', () => {
  it('lists every item as ok or warning with an explanation, never the secret or addresses', async () => {
    const res = await admin.get('/api/admin/auth-setup');
    expect(res.status).toBe(200);
    const setup = (await res.json()) as AuthSetup;
    const byId = Object.fromEntries(setup.items.map((i) => [i.id, i]));
    expect(Object.keys(byId).sort()).toEqual(
      ['administrators', 'authSecret', 'cookieFlags', 'emailVerification', 'ipBlocking', 'magicLink', 'mailTransport', 'passwordPolicy', 'sessionLifetime', 'signInRateLimit', 'superAdminEmail', 'trustedProxy'].sort(),
    );
    expect(byId.emailVerification).toMatchObject({ status: 'ok', value: true });
    expect(byId.passwordPolicy).toMatchObject({ status: 'ok', value: 8 });
    expect(byId.sessionLifetime).toMatchObject({ status: 'ok', value: 7 });
    expect(byId.administrators).toMatchObject({ status: 'ok', value: 1 });
    expect(byId.superAdminEmail).toMatchObject({ status: 'warning', value: false });
    // the test secret contains 'secret': flagged as a placeholder
    expect(byId.authSecret).toMatchObject({ status: 'warning', value: true });
    expect(byId.cookieFlags!.value).toBe('HttpOnly, SameSite=lax');
    expect(setup.summary.ok + setup.summary.warnings).toBe(setup.items.length);
    expect(JSON.stringify(setup)).not.toContain(t.config.authSecret!);
  });
});

describe('backend showcase', () => {
  it('shows who you are and when the session expires', async () => {
    const res = await admin.get('/api/admin/showcase/session');
    expect(res.status).toBe(200);
    const session = (await res.json()) as ShowcaseSession;
    expect(session).toMatchObject({ email: 'diag-admin@example.com', role: 'admin', activeSessions: 1 });
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('publishes a live event to the caller only', async () => {
    const seen: { name: string; userId: string; data: unknown }[] = [];
    const unsubscribe = await t.deps.events.subscribe((m) => seen.push(m));
    try {
      const res = await admin.post('/api/admin/showcase/realtime');
      expect(res.status).toBe(200);
      const event = (await res.json()) as { id: string };
      await expect.poll(() => seen.find((m) => m.name === 'showcase')).toMatchObject({ userId: adminId, data: { id: event.id } });
    } finally {
      unsubscribe();
    }
  });

  it('queues a job that a worker completes, and answers 404 for an unknown job', async () => {
    const res = await admin.post('/api/admin/showcase/job');
    expect(res.status).toBe(201);
    const job = (await res.json()) as ShowcaseJob;
    expect(['pending', 'active']).toContain(job.state);
    await expect
      .poll(async () => ((await (await admin.get(`/api/admin/showcase/job/${job.id}`)).json()) as ShowcaseJob).state, { timeout: 10_000 })
      .toBe('completed');
    expect((await admin.get('/api/admin/showcase/job/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.get('/api/admin/showcase/job/not-a-uuid')).status).toBe(400);
  });

  it('stores a file, reads it back with the same SHA-256 and deletes it', async () => {
    const res = await admin.post('/api/admin/showcase/file');
    expect(res.status).toBe(200);
    const file = (await res.json()) as ShowcaseFile;
    expect(file).toMatchObject({ sizeBytes: 262_144, readBytes: 262_144, matches: true, deleted: true, store: t.deps.config.fileStore });
    expect(file.sha256Read).toBe(file.sha256Written);
    expect(file.sha256Written).toMatch(/^[0-9a-f]{64}$/);
    await expect(t.deps.files.get(file.key)).rejects.toThrow(/not found/);
  });
});
