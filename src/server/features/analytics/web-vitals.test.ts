import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebVitalsReport } from '@/contract/web-vitals';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';
import { analyticsPruneJob } from './jobs';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const optIn = (client: TestClient, on = true) => client.request('/api/settings', { method: 'PATCH', json: { privacy: { analyticsOptOut: !on } } });
const post = (client: TestClient, samples: unknown[]) => client.post('/api/analytics/web-vitals', { samples });

async function storedCount(): Promise<number> {
  const { rows } = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM web_vital_samples');
  return Number(rows[0]?.n ?? 0);
}

async function report(client: TestClient): Promise<WebVitalsReport> {
  const res = await client.get('/api/admin/web-vitals');
  expect(res.status).toBe(200);
  return (await res.json()) as WebVitalsReport;
}

describe('web-vitals collection', () => {
  it('stores nothing without consent and answers 204 all the same; stores with consent, route patterns only', async () => {
    const { client } = await t.signedIn('vitals-no@example.com');
    const before = await storedCount();
    expect((await post(client, [{ name: 'LCP', value: 1200, route: '/dashboard' }])).status).toBe(204);
    expect(await storedCount()).toBe(before);

    expect((await optIn(client)).status).toBe(200);
    const res = await post(client, [
      { name: 'LCP', value: 1200, route: '/cv/3f2a1c9e-1b2d-4c3e-8f4a-5b6c7d8e9f00?x=1' },
      { name: 'CLS', value: 0.3, route: '/dashboard' },
    ]);
    expect(res.status).toBe(204);
    const { rows } = await t.database.query<{ name: string; route: string; rating: string; value: number }>(
      "SELECT name, route, rating, value FROM web_vital_samples WHERE route IN ('/cv/:id', '/dashboard') ORDER BY name",
    );
    expect(rows).toEqual([
      { name: 'CLS', route: '/dashboard', rating: 'poor', value: 0.3 },
      { name: 'LCP', route: '/cv/:id', rating: 'excellent', value: 1200 },
    ]);
    // no person, address or browser is kept
    const { rows: columns } = await t.database.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'web_vital_samples' ORDER BY column_name",
    );
    expect(columns.map((c) => c.column_name)).toEqual(['created_at', 'id', 'name', 'rating', 'route', 'seq', 'value']);

    // withdrawing consent stops collection
    expect((await optIn(client, false)).status).toBe(200);
    const stored = await storedCount();
    expect((await post(client, [{ name: 'FCP', value: 500, route: '/dashboard' }])).status).toBe(204);
    expect(await storedCount()).toBe(stored);
  });

  it('validates a batch: at most 10 samples, known names, values in range', async () => {
    const { client } = await t.signedIn('vitals-bad@example.com');
    await optIn(client);
    const sample = { name: 'TTFB', value: 300, route: '/tasks' };
    for (const samples of [
      Array.from({ length: 11 }, () => sample),
      [],
      [{ ...sample, name: 'FID' }],
      [{ ...sample, value: -1 }],
      [{ ...sample, value: 700_000 }],
      [{ ...sample, name: 'CLS', value: 51 }],
      [{ ...sample, route: 'https://evil.example/x' }],
      [{ ...sample, url: '/tasks/1' }],
    ]) {
      const res = await post(client, samples);
      expect(res.status, JSON.stringify(samples).slice(0, 80)).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_ERROR');
    }
    expect((await post(client, Array.from({ length: 10 }, () => sample))).status).toBe(204);
    expect((await t.client().post('/api/analytics/web-vitals', { samples: [sample] })).status).toBe(401);
  });

  it('reports per metric the last 100 samples, p75 and ratings, to administrators only', async () => {
    const person = await t.signedIn('vitals-person@example.com');
    await optIn(person.client);
    await t.database.query("DELETE FROM web_vital_samples WHERE name = 'INP'");
    // 105 INP samples: 1..105 ms; the history keeps the last 100 (6..105)
    for (let start = 1; start <= 105; start += 10) {
      const samples = Array.from({ length: Math.min(10, 106 - start) }, (_, i) => ({ name: 'INP', value: start + i, route: '/tasks' }));
      expect((await post(person.client, samples)).status).toBe(204);
    }

    expect((await t.client().get('/api/admin/web-vitals')).status).toBe(401);
    const denied = await person.client.get('/api/admin/web-vitals');
    expect(denied.status).toBe(403);
    expect((await denied.json()).error.code).toBe('FORBIDDEN');

    const admin = await t.signedIn('vitals-admin@example.com', { admin: true });
    const r = await report(admin.client);
    expect(r.history_size).toBe(100);
    expect(r.metrics.map((m) => m.name)).toEqual(['LCP', 'FCP', 'INP', 'CLS', 'TTFB', 'PAGE_LOAD']);
    const inp = r.metrics.find((m) => m.name === 'INP')!;
    expect(inp.total).toBe(105);
    expect(inp.history).toHaveLength(100);
    expect(inp.history[0]?.value).toBe(6);
    expect(inp.history.at(-1)?.value).toBe(105);
    expect(inp.p75).toBe(80); // nearest rank 75 of 6..105
    expect(inp.rating).toBe('excellent');
    expect(inp.ratings).toEqual({ excellent: 95, good: 5, 'needs-improvement': 0, poor: 0 });
    expect(inp.thresholds).toEqual({ excellent: 100, good: 200, needs_improvement: 300 });
    const pageLoad = r.metrics.find((m) => m.name === 'PAGE_LOAD')!;
    expect(pageLoad).toMatchObject({ total: 0, p75: null, rating: null, history: [] });
  });

  it('deletes samples after the retention period with the page views', async () => {
    await t.database.query(
      "INSERT INTO web_vital_samples (name, value, rating, route, created_at) VALUES ('FCP', 1, 'excellent', '/ancient', now() - interval '91 days'), ('FCP', 1, 'excellent', '/recent', now() - interval '89 days')",
    );
    await analyticsPruneJob.handler({}, t.deps);
    const { rows } = await t.database.query<{ route: string }>("SELECT route FROM web_vital_samples WHERE route IN ('/ancient', '/recent')");
    expect(rows.map((r) => r.route)).toEqual(['/recent']);
  });
});
