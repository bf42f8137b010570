import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformAnalysis, PreLaunchAudit } from '@/contract/quality';
import { createTestApp } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('internal reports', () => {
  it('are for administrators only', async () => {
    const { client } = await t.signedIn('reports-user@example.com');
    for (const path of ['/api/admin/reports/platform-analysis', '/api/admin/reports/pre-launch-audit']) {
      expect((await t.client().get(path)).status).toBe(401);
      const res = await client.get(path);
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('FORBIDDEN');
    }
  });

  it('platform analysis: the spec scores, statuses by band, the rounded average, an action plan', async () => {
    const admin = await t.signedIn('reports-admin@example.com', { admin: true });
    const res = await admin.client.get('/api/admin/reports/platform-analysis');
    expect(res.status).toBe(200);
    const r = (await res.json()) as PlatformAnalysis;
    expect(r.kind).toBe('report');
    expect(r.report_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(r.areas.map((a) => [a.id, a.score, a.status])).toEqual([
      ['value_proposition', 95, 'excellent'],
      ['audience', 85, 'good'],
      ['navigation', 65, 'needs-attention'],
      ['information_architecture', 70, 'needs-attention'],
      ['user_experience', 80, 'good'],
      ['technical_performance', 45, 'critical'],
    ]);
    expect(r.overall).toBe(73);
    expect(r.overall_status).toBe('needs-attention');
    expect(r.action_plan.length).toBeGreaterThan(0);
    expect(r.action_plan[0]).toMatchObject({ area: 'technical_performance', priority: 'high' });
  });

  it('pre-launch audit: nine phases, all complete', async () => {
    const admin = await t.signedIn('reports-admin2@example.com', { admin: true });
    const res = await admin.client.get('/api/admin/reports/pre-launch-audit');
    expect(res.status).toBe(200);
    const r = (await res.json()) as PreLaunchAudit;
    expect(r.kind).toBe('report');
    expect(r.phases).toHaveLength(9);
    expect(r.phases.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(r.phases.every((p) => p.status === 'complete' && p.checks.length > 0)).toBe(true);
    expect(r.next_steps.length).toBeGreaterThan(0);
  });
});
