import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpBlockList, SecurityEvent, SecuritySummary, SystemHealth } from '@/contract/security';
import { securityAuditLog } from '../../db/schema/platform';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let admin: TestClient;
let user: TestClient;

// one sign-in per address and 15 minutes: the attacker reaches 'rate limited' at once
const authLimits = { 'POST /sign-in/email': { ip: { limit: 1, windowSeconds: 900 } } };

beforeAll(async () => {
  t = await createTestApp({ worker: true, app: { authLimits } });
  ({ client: admin } = await t.signedIn('monitor-admin@example.com', { admin: true, ip: '203.0.113.1' }));
  ({ client: user } = await t.signedIn('monitor-user@example.com', { ip: '203.0.113.2' }));
});
afterAll(() => t.close());

async function getJson<T>(client: TestClient, url: string): Promise<T> {
  const res = await client.get(url);
  expect({ url, status: res.status }).toEqual({ url, status: 200 });
  return (await res.json()) as T;
}

describe('security monitor: who may look', () => {
  it('refuses every monitor route to a signed-out visitor (401) and to a user (403)', async () => {
    const routes = ['/api/admin/security/summary', '/api/admin/security-events', '/api/admin/security/blocks', '/api/admin/security/stream', '/api/admin/system/health'];
    for (const url of routes) {
      expect({ url, status: (await t.client('203.0.113.3').get(url)).status }).toEqual({ url, status: 401 });
      expect({ url, status: (await user.get(url)).status }).toEqual({ url, status: 403 });
    }
    const lift = await user.request('/api/admin/security/blocks/192.0.2.1', { method: 'DELETE' });
    expect(lift.status).toBe(403);
  });
});

describe('security counters', () => {
  it('counts the last 24 h in SQL by the spec rules, beyond the 50 events the list fetches', async () => {
    const before = await getJson<SecuritySummary>(admin, '/api/admin/security/summary');
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
    const rows = [
      ...Array.from({ length: 25 }, () => ({ eventType: 'login_failed', severity: 'medium' })),
      ...Array.from({ length: 15 }, () => ({ eventType: 'login_success', severity: 'info' })),
      ...Array.from({ length: 5 }, () => ({ eventType: 'magic_link_login', severity: 'info' })),
      ...Array.from({ length: 6 }, () => ({ eventType: 'suspicious_activity', severity: 'high' })),
      ...Array.from({ length: 4 }, () => ({ eventType: 'password_reset_request', severity: 'low' })),
      ...Array.from({ length: 3 }, () => ({ eventType: 'signin_exception', severity: 'high' })),
      ...Array.from({ length: 2 }, () => ({ eventType: 'ip_blocked', severity: 'high' })),
    ].map((r, i) => ({ ...r, ipAddress: '198.51.100.200', createdAt: hoursAgo((i % 20) + 1) }));
    expect(rows).toHaveLength(60);
    // and some older than the window, which must not count
    const old = Array.from({ length: 7 }, () => ({ eventType: 'login_failed', severity: 'medium', createdAt: hoursAgo(25) }));
    await t.database.db.insert(securityAuditLog).values([...rows, ...old]);

    const after = await getJson<SecuritySummary>(admin, '/api/admin/security/summary');
    expect(after.window_hours).toBe(24);
    const d = (k: keyof SecuritySummary['counters']) => after.counters[k] - before.counters[k];
    expect({ total: d('total_events'), ok: d('successful_logins'), failed: d('failed_logins'), suspicious: d('suspicious_activity') }).toEqual({
      total: 60,
      ok: 20, // login_success + magic_link_login (contain 'login', not 'failed')
      failed: 25,
      suspicious: 11, // 6 suspicious + 2 blocked + 3 high-severity exceptions
    });
    const m = (k: keyof SecuritySummary['metrics']) => after.metrics[k] - before.metrics[k];
    expect({ failed: m('failed_logins'), ok: m('successful_logins'), resets: m('password_reset_requests'), suspicious: m('suspicious_activities') }).toEqual({
      failed: 25,
      ok: 20,
      resets: 4,
      suspicious: 6,
    });
    // the two signed-in people hold live sessions
    expect(after.metrics.active_sessions).toBeGreaterThanOrEqual(2);

    const { events } = await getJson<{ events: SecurityEvent[] }>(admin, '/api/admin/security-events');
    expect(events).toHaveLength(50);
    const times = events.map((e) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

type SseEvent = { event: string; data: unknown };

async function openStream(client: TestClient) {
  const controller = new AbortController();
  const res = await client.request('/api/admin/security/stream', { signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events: SseEvent[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  const until = async (match: (e: SseEvent) => boolean) => {
    const deadline = Date.now() + 15_000;
    while (!events.some(match)) {
      if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return events.find(match)!;
  };
  await until((e) => e.event === 'ready');
  return {
    events,
    until,
    stop() {
      controller.abort();
      void reader.cancel().catch(() => {});
    },
  };
}

describe('live security events', () => {
  it('delivers a new failed login to an administrator over SSE (LISTEN/NOTIFY)', async () => {
    const stream = await openStream(admin);
    try {
      const res = await t.client('198.51.100.50').post('/api/auth/sign-in/email', { email: 'nobody-live@example.com', password: 'wrong-password' });
      expect(res.status).toBe(401);
      const got = await stream.until((e) => e.event === 'security' && (e.data as SecurityEvent).event_type === 'login_failed');
      expect(got.data).toMatchObject({ event_type: 'login_failed', ip_address: '198.51.100.50', severity: 'medium' });
      expect((got.data as SecurityEvent).event_details).toMatchObject({ email: 'nobody-live@example.com' });
    } finally {
      stream.stop();
    }
  });
});

describe('ip blocking', () => {
  const attacker = '192.0.2.66';

  it('blocks an address after repeated suspicious activity, refuses it with 403, and an administrator lifts it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await t.client(attacker).post('/api/auth/sign-in/email', { email: `spray${i}@example.com`, password: 'wrong-password' })).status);
    }
    // 1 allowed attempt, then 5 rate-limited ones (5 suspicious events) block the address
    expect(statuses).toEqual([401, 429, 429, 429, 429, 429, 403, 403]);
    const refused = await t.client(attacker).post('/api/auth/sign-up/email', { email: 'new@example.com', password: 'long-enough-1', name: '' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe('Access temporarily blocked');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(25 * 60);
    // other addresses are not affected
    expect((await t.client('192.0.2.67').post('/api/auth/sign-in/email', { email: 'x@example.com', password: 'wrong-password' })).status).toBe(401);

    const { rows: blockedEvents } = await t.database.query<{ severity: string; event_details: Record<string, unknown> }>(
      "SELECT severity, event_details FROM security_audit_log WHERE event_type = 'ip_blocked' AND ip_address = $1",
      [attacker],
    );
    expect(blockedEvents).toHaveLength(1);
    expect(blockedEvents[0]).toMatchObject({ severity: 'high', event_details: { ip: attacker, suspicious_events: 5 } });

    const { blocks } = await getJson<IpBlockList>(admin, '/api/admin/security/blocks');
    const block = blocks.find((b) => b.ip === attacker)!;
    expect(block).toMatchObject({ active: true, lifted_at: null });
    expect(new Date(block.blocked_until).getTime() - Date.now()).toBeGreaterThan(25 * 60_000);
    expect((await getJson<SecuritySummary>(admin, '/api/admin/security/summary')).metrics.blocked_ips).toBe(1);

    const lifted = await admin.request(`/api/admin/security/blocks/${attacker}`, { method: 'DELETE' });
    expect(lifted.status).toBe(200);
    expect(await lifted.json()).toEqual({ ip: attacker, lifted: 1 });
    expect((await admin.request(`/api/admin/security/blocks/${attacker}`, { method: 'DELETE' })).status).toBe(404);

    const after = await getJson<IpBlockList>(admin, '/api/admin/security/blocks');
    expect(after.blocks.find((b) => b.ip === attacker)).toMatchObject({ active: false });
    expect(after.blocks.find((b) => b.ip === attacker)!.lifted_at).not.toBeNull();
    const { rows: liftEvents } = await t.database.query<{ user_id: string; event_details: Record<string, unknown> }>(
      "SELECT user_id, event_details FROM security_audit_log WHERE event_type = 'ip_block_lifted'",
    );
    expect(liftEvents).toHaveLength(1);
    expect(liftEvents[0]!.event_details).toMatchObject({ ip: attacker });
    expect(liftEvents[0]!.user_id).not.toBeNull();
    // no longer refused (the rate limit still answers for the address)
    expect((await t.client(attacker).post('/api/auth/sign-in/email', { email: 'spray0@example.com', password: 'wrong-password' })).status).toBe(429);
  });
});

describe('system health', () => {
  it('reports real figures: database latency, queue, worker heartbeat, storage, memory, uptime, version', async () => {
    const h = await getJson<SystemHealth>(admin, '/api/admin/system/health');
    expect(h.database.kind).toBe(t.database.kind);
    expect(h.database.latency_ms).not.toBeNull();
    expect(h.database.latency_ms!).toBeGreaterThanOrEqual(0);
    expect(h.database.latency_ms!).toBeLessThan(5000);
    // the in-process worker beats on start
    expect(h.workers.alive).toBeGreaterThanOrEqual(1);
    expect(h.workers.list[0]).toMatchObject({ pid: process.pid, alive: true });
    expect(h.workers.status).toBe('ok');
    expect(h.queue.available).toBe(true);
    for (const k of ['queued', 'active', 'failed_24h', 'completed_24h'] as const) expect(h.queue[k]).toBeGreaterThanOrEqual(0);
    expect(h.storage.free_bytes!).toBeGreaterThan(0);
    expect(h.storage.total_bytes!).toBeGreaterThanOrEqual(h.storage.free_bytes!);
    expect(h.memory.rss_bytes).toBeGreaterThan(1024 * 1024);
    expect(h.memory.system_total_bytes).toBeGreaterThan(h.memory.system_free_bytes);
    expect(h.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(h.version).toBe(t.deps.version);
    expect(['ok', 'warning', 'critical']).toContain(h.status);
  });

  it('counts failed jobs of the last 24 h from the queue tables', async () => {
    const before = await getJson<SystemHealth>(admin, '/api/admin/system/health');
    await t.database.query(
      "INSERT INTO pgboss.job (name, state, completed_on) SELECT name, 'failed', now() FROM pgboss.queue LIMIT 1",
    );
    const after = await getJson<SystemHealth>(admin, '/api/admin/system/health');
    expect(after.queue.failed_24h - before.queue.failed_24h).toBe(1);
    expect(after.queue.status).toBe('warning');
  });
});
