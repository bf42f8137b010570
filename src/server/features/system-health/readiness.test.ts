import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessCheckIds } from '@/contract/quality';
import type { Readiness } from '@/contract/quality';
import { createTestApp } from '../../testing/test-app';
import { ResponseTimeRecorder } from './response-times';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('response-time recorder', () => {
  it('keeps the last N durations in a ring and gives percentiles and per-minute counts', () => {
    const r = new ResponseTimeRecorder(10);
    const now = 10 * 60_000 + 30_000;
    for (let i = 1; i <= 15; i++) r.record(i * 10, i === 15 ? 500 : 200, now - 1000);
    r.record(999, 200, now - 5 * 60_000); // overwrites the oldest
    const s = r.stats(now, 15);
    expect(s.sample_size).toBe(10);
    expect(s.buffer_size).toBe(10);
    // kept: 70..150 and 999
    expect(s.p50_ms).toBe(110);
    expect(s.p99_ms).toBe(999);
    expect(s.requests_last_minute).toBe(9);
    expect(s.server_errors_last_minute).toBe(1);
    expect(s.per_minute).toHaveLength(15);
    expect(s.per_minute.at(-1)?.requests).toBe(9);
    expect(s.per_minute.reduce((n, m) => n + m.requests, 0)).toBe(10);
  });

  it('answers nulls when nothing was measured', () => {
    const s = new ResponseTimeRecorder(5).stats();
    expect(s).toMatchObject({ sample_size: 0, p50_ms: null, p95_ms: null, p99_ms: null, requests_last_minute: 0 });
  });
});

describe('GET /api/admin/readiness', () => {
  it('is for administrators only', async () => {
    expect((await t.client().get('/api/admin/readiness')).status).toBe(401);
    const { client } = await t.signedIn('ready-user@example.com');
    const res = await client.get('/api/admin/readiness');
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('FORBIDDEN');
  });

  it('answers every check with a score, response times of the requests made, sessions and security figures', async () => {
    const admin = await t.signedIn('ready-admin@example.com', { admin: true });
    await t.signedIn('ready-other@example.com');
    for (let i = 0; i < 5; i++) expect((await admin.client.get('/api/me/role')).status).toBe(200);
    await t.database.query(
      "INSERT INTO client_errors (message, route, severity) SELECT 'boom', '/dashboard', 'high' FROM generate_series(1, 5)",
    );

    const res = await admin.client.get('/api/admin/readiness');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const r = (await res.json()) as Readiness;
    expect(r.checks.map((c) => c.id)).toEqual([...readinessCheckIds]);
    for (const c of r.checks) expect(c.score).toBe(c.status === 'pass' ? 100 : c.status === 'warning' ? 60 : 0);
    expect(r.score).toBe(Math.round(r.checks.reduce((n, c) => n + c.score, 0) / r.checks.length));
    expect(r.band).toBe(r.score >= 90 ? 'green' : r.score >= 70 ? 'yellow' : 'red');
    const byId = Object.fromEntries(r.checks.map((c) => [c.id, c]));
    expect(byId.database?.status).toBe('pass');
    expect(byId.migrations).toMatchObject({ status: 'pass' });
    expect(byId.backups?.status).toBe('warning');
    // the test app has no SMTP and an http APP_URL, and is not production
    expect(byId.mail).toMatchObject({ status: 'warning', value: 'outbox' });
    expect(byId.https).toMatchObject({ status: 'warning', value: 'localhost:3000' });
    expect(byId.client_errors).toMatchObject({ status: 'warning', value: 5 });
    // the JSON answers before this one carried the content security policy
    expect(byId.csp?.status).toBe('pass');

    expect(r.performance.scope).toBe('process');
    expect(r.performance.sample_size).toBeGreaterThanOrEqual(5);
    expect(r.performance.requests_last_minute).toBeGreaterThanOrEqual(5);
    expect(r.performance.p50_ms).not.toBeNull();
    expect(r.performance.p95_ms!).toBeGreaterThanOrEqual(r.performance.p50_ms!);
    expect(r.performance.active_users).toBeGreaterThanOrEqual(2);
    expect(r.performance.active_sessions).toBeGreaterThanOrEqual(r.performance.active_users);
    expect(r.performance.client_errors_last_hour).toBe(5);

    const csp = r.security.headers.find((h) => h.name === 'content-security-policy');
    expect(csp?.value).toContain("frame-ancestors 'none'");
    expect(r.security.headers.find((h) => h.name === 'x-frame-options')?.value).toBe('DENY');
    expect(r.security.cookie).toEqual({ http_only: true, same_site: 'lax', secure: false });
    expect(r.security.rate_limits).toContainEqual({ route: 'POST /api/auth/sign-in/email', limit: 5, window_seconds: 900, per: 'email' });
    expect(r.security.ip_blocks_active).toBe(0);
  });
});
