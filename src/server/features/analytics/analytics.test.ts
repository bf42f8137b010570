import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePattern } from '@/contract/analytics';
import type { AnalyticsSummary } from '@/contract/analytics';
import { createTestApp } from '../../testing/test-app';
import { analyticsPruneJob } from './jobs';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function stored(userId: string): Promise<{ name: string; path: string }[]> {
  const { rows } = await t.database.query<{ name: string; path: string }>(
    'SELECT name, path FROM analytics_events WHERE user_id = $1 ORDER BY created_at, path',
    [userId],
  );
  return rows;
}

const view = (client: TestClient, path: string) => client.post('/api/analytics/events', { name: 'page_view', path });

describe('route patterns', () => {
  it('keeps the route, never a query, id, slug or code', () => {
    expect(routePattern('/dashboard?tab=skills#top')).toBe('/dashboard');
    expect(routePattern('/cv/3f2a1c9e-1b2d-4c3e-8f4a-5b6c7d8e9f00')).toBe('/cv/:id');
    expect(routePattern('/cv/upload')).toBe('/cv/upload');
    expect(routePattern('/cv/list/')).toBe('/cv/list');
    expect(routePattern('/p/jane-doe')).toBe('/p/:slug');
    expect(routePattern('/market-intelligence/countries/DE')).toBe('/market-intelligence/countries/:code');
    expect(routePattern('/tasks/12345')).toBe('/tasks/:id');
    expect(routePattern('/auth/reset-password/aZ9kQ2mP7xL4vB8nR3tY')).toBe('/auth/reset-password/:id');
    expect(routePattern('/')).toBe('/');
  });
});

describe('page-view analytics with consent', () => {
  it('stores nothing for someone who has not opted in (the default), and answers 204 all the same', async () => {
    const { client, userId } = await t.signedIn('no-consent@example.com');
    expect((await view(client, '/dashboard')).status).toBe(204);
    expect(await stored(userId)).toEqual([]);
    // an explicit opt-out too
    expect((await client.request('/api/settings', { method: 'PATCH', json: { privacy: { analyticsOptOut: true } } })).status).toBe(200);
    expect((await view(client, '/tasks')).status).toBe(204);
    expect(await stored(userId)).toEqual([]);
  });

  it('stores route patterns only (no IP, no user agent) once the person opted in, and stops when they opt out', async () => {
    const { client, userId } = await t.signedIn('consent@example.com');
    expect((await client.request('/api/settings', { method: 'PATCH', json: { privacy: { analyticsOptOut: false } } })).status).toBe(200);
    expect((await view(client, '/cv/3f2a1c9e-1b2d-4c3e-8f4a-5b6c7d8e9f00?from=mail')).status).toBe(204);
    expect((await view(client, '/dashboard')).status).toBe(204);
    expect(await stored(userId)).toEqual([
      { name: 'page_view', path: '/cv/:id' },
      { name: 'page_view', path: '/dashboard' },
    ]);
    const { rows } = await t.database.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'analytics_events' ORDER BY column_name",
    );
    expect(rows.map((r) => r.column_name)).toEqual(['created_at', 'id', 'name', 'path', 'user_id']);

    expect((await client.request('/api/settings', { method: 'PATCH', json: { privacy: { analyticsOptOut: true } } })).status).toBe(200);
    expect((await view(client, '/tasks')).status).toBe(204);
    expect(await stored(userId)).toHaveLength(2);
  });

  it('validates the event', async () => {
    const { client } = await t.signedIn('bad-events@example.com');
    for (const body of [
      { name: 'page_view', path: 'dashboard' },
      { name: 'page_view', path: '//evil.example/x' },
      { name: 'page_view', path: `/${'a'.repeat(200)}` },
      { name: 'click', path: '/dashboard' },
      { name: 'page_view', path: '/dashboard', ip: '198.51.100.1' },
    ]) {
      const res = await client.post('/api/analytics/events', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_ERROR');
    }
    expect((await t.client().post('/api/analytics/events', { name: 'page_view', path: '/' })).status).toBe(401);
  });

  it('limits events per person', async () => {
    const { client } = await t.signedIn('runaway@example.com');
    const other = await t.signedIn('calm@example.com');
    let status = 0;
    for (let i = 0; i < 121 && status !== 429; i++) status = (await view(client, '/dashboard')).status;
    expect(status).toBe(429);
    expect((await view(other.client, '/dashboard')).status).toBe(204);
  });

  it('summarises page views per route for administrators only', async () => {
    const a = await t.signedIn('viewer-a@example.com');
    const b = await t.signedIn('viewer-b@example.com');
    for (const p of [a, b])
      expect((await p.client.request('/api/settings', { method: 'PATCH', json: { privacy: { analyticsOptOut: false } } })).status).toBe(
        200,
      );
    await view(a.client, '/market-intelligence');
    await view(a.client, '/market-intelligence?tab=2');
    await view(b.client, '/market-intelligence');
    await view(b.client, '/p/jane-doe');
    // older than 30 days: not counted
    await t.database.query(
      "INSERT INTO analytics_events (user_id, name, path, created_at) VALUES ($1, 'page_view', '/old', now() - interval '31 days')",
      [a.userId],
    );

    const denied = await a.client.get('/api/analytics/summary');
    expect(denied.status).toBe(403);
    expect((await denied.json()).error.code).toBe('FORBIDDEN');

    const admin = await t.signedIn('analytics-admin@example.com', { admin: true });
    const res = await admin.client.get('/api/analytics/summary');
    expect(res.status).toBe(200);
    const summary = (await res.json()) as AnalyticsSummary;
    expect(summary.days).toBe(30);
    expect(summary.paths.find((p) => p.path === '/market-intelligence')).toEqual({ path: '/market-intelligence', views: 3, people: 2 });
    expect(summary.paths.find((p) => p.path === '/p/:slug')).toEqual({ path: '/p/:slug', views: 1, people: 1 });
    expect(summary.paths.find((p) => p.path === '/old')).toBeUndefined();
    expect(summary.total).toBe(summary.paths.reduce((n, p) => n + p.views, 0));
    expect(summary.paths.map((p) => p.views)).toEqual([...summary.paths.map((p) => p.views)].sort((x, y) => y - x));
  });

  it('deletes page views after 90 days', async () => {
    const { userId } = await t.signedIn('old-views@example.com');
    await t.database.query(
      "INSERT INTO analytics_events (user_id, name, path, created_at) VALUES ($1, 'page_view', '/ancient', now() - interval '91 days'), ($1, 'page_view', '/recent', now() - interval '89 days')",
      [userId],
    );
    await analyticsPruneJob.handler({}, t.deps);
    expect((await stored(userId)).map((e) => e.path)).toEqual(['/recent']);
  });
});
