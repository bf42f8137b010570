import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createUser } from '../features/users/service';
import { openPostgres } from '../db/client';
import { silentLogger } from '../platform/logger';
import { buildDeps } from '../runtime';
import { createTestApp, TestClient } from '../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const suspicious = async () =>
  (await t.database.query<{ severity: string; event_details: Record<string, unknown> }>("SELECT * FROM security_audit_log WHERE event_type = 'suspicious_activity'")).rows;

describe('auth rate limits', () => {
  it('blocks the 6th sign-in attempt for one e-mail within 15 minutes with a 429 and a high-severity event', async () => {
    const email = 'target@example.com';
    const remaining: string[] = [];
    for (let i = 0; i < 5; i++) {
      // a different address each time: the per-e-mail limit must hold on its own
      const res = await t.client(`198.51.100.${i + 1}`).post('/api/auth/sign-in/email', { email, password: 'wrong-password' });
      expect(res.status).toBe(401);
      remaining.push(`${res.headers.get('ratelimit-remaining')}/${res.headers.get('ratelimit-limit')}`);
    }
    // spec check_rate_limit: every answer says how many attempts are left (the per-e-mail limit is the tightest)
    expect(remaining).toEqual(['4/5', '3/5', '2/5', '1/5', '0/5']);
    const blocked = await t.client('198.51.100.99').post('/api/auth/sign-in/email', { email: 'Target@Example.com', password: 'wrong-password' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await blocked.json();
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(/Too many attempts/);
    expect(body.error.details).toMatchObject({ allowed: false, attempts_remaining: 0 });
    expect(blocked.headers.get('ratelimit-remaining')).toBe('0');
    const [event] = await suspicious();
    expect(event).toMatchObject({ severity: 'high' });
    expect(event!.event_details).toMatchObject({ reason: 'rate_limited', scope: 'email', email });
  });

  it('counts failures only: ten successful sign-ins in a row all succeed, from one address', async () => {
    const email = 'office@example.com';
    await createUser(t.deps, { email, password: 'password-123', verified: true });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.client('198.51.100.50').post('/api/auth/sign-in/email', { email, password: 'password-123' });
      statuses.push(res.status);
      // nothing is used up by a success
      expect(res.headers.get('ratelimit-remaining')).toBe('5');
    }
    expect(statuses).toEqual(Array(10).fill(200));
    const { rows } = await t.database.query("SELECT 1 FROM security_audit_log WHERE event_type = 'suspicious_activity' AND ip_address = '198.51.100.50'");
    expect(rows).toHaveLength(0);
  });

  it('refuses after five wrong passwords, and a success clears the account’s count', async () => {
    const email = 'forgetful@example.com';
    await createUser(t.deps, { email, password: 'password-123', verified: true });
    const attempt = (password: string) => t.client('198.51.100.60').post('/api/auth/sign-in/email', { email, password });
    for (let i = 0; i < 4; i++) expect((await attempt('wrong-password')).status).toBe(401);
    const success = await attempt('password-123');
    expect(success.status).toBe(200);
    expect(success.headers.get('ratelimit-remaining')).toBe('5');
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).status).toBe(401);
    const refused = await attempt('wrong-password');
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body.error.message).toMatch(/Please wait 15 minutes/);
    expect(body.error.details).toMatchObject({ allowed: false, attempts_remaining: 0 });
    expect(body.error.details.retry_after_seconds).toBeGreaterThan(0);
    // the right password waits too while the account is locked: a guesser must not learn it early
    expect((await attempt('password-123')).status).toBe(429);
  });

  it('limits per IP, and a forged X-Forwarded-For does not dodge it', async () => {
    const attacker = '192.0.2.77';
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const res = await t
        .client(attacker)
        .post('/api/auth/sign-in/email', { email: `spray${i}@example.com`, password: 'wrong-password' }, { headers: { 'x-forwarded-for': `10.0.0.${i}` } });
      last = res.status;
    }
    expect(last).toBe(429);
    const { rows } = await t.database.query<{ ip_address: string }>("SELECT ip_address FROM security_audit_log WHERE event_type = 'login_failed' AND ip_address LIKE '10.0.0.%'");
    expect(rows).toHaveLength(0);
  });

  it('believes X-Forwarded-For only from a proxy named in TRUST_PROXY', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const res = await proxied.client('127.0.0.1').post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'wrong-password' }, { headers: { 'x-forwarded-for': '203.0.113.5' } });
      expect(res.status).toBe(401);
      const { rows } = await proxied.database.query<{ ip_address: string }>("SELECT ip_address FROM security_audit_log WHERE event_type = 'login_failed'");
      expect(rows[0]!.ip_address).toBe('203.0.113.5');
    } finally {
      await proxied.close();
    }
  });

  it('shares its counts between web processes (two app instances, each with its own connection)', async () => {
    // on PostgreSQL the second instance opens its own pool, as a second process would
    const second = t.databaseUrl ? await openPostgres(t.databaseUrl) : t.database;
    try {
      const apps = [t.app, createApp(buildDeps(t.config, second, silentLogger, { webDir: undefined }))];
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const client = new TestClient(apps[i % 2]!, `198.18.0.${i + 1}`);
        statuses.push((await client.post('/api/auth/request-password-reset', { email: 'shared@example.com', redirectTo: '/auth/reset-password' })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      if (second !== t.database) await second.close();
    }
  });

  it('fails closed with 503 when the limiter cannot answer', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.exec('DROP TABLE rate_limits');
      const res = await broken.client().post('/api/auth/sign-up/email', { email: 'x@example.com', password: 'long-enough', name: '' });
      expect(res.status).toBe(503);
      expect((await res.json()).error.code).toBe('SERVICE_UNAVAILABLE');
      const { rows } = await broken.database.query('SELECT id FROM users');
      expect(rows).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });
});
