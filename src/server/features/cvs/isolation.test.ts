// ADR 009: no document can stall or crash the server, even when the engine has a bug. The real
// app on PGlite, the real pool of analysis processes; the triggers are real files, not mocks.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CvAccepted, CvDetail } from '@/contract/cvs';
import type { SystemHealth } from '@/contract/security';
import { securityAuditLog } from '../../db/schema/platform';
import { cvs } from '../../db/schema/cvs';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';
import { englishText } from '@/engine/messages/messages';
import { POISON_REASONS } from './analysis-protocol';
import { cvAnalyzeJob } from './jobs';
import { hostileFiles, manyItemsPdf } from '../../../../tests/support/hostile-files';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const SMALL_CV = [
  'Jane Example',
  'jane@example.com',
  '',
  'Experience',
  'Software engineer, Example Ltd, 2019 - 2024',
  'Built TypeScript services and SQL reports.',
  '',
  'Skills',
  'TypeScript, SQL, Python',
].join('\n');

/**
 * Real files the engine legitimately spends long or much memory on (tests/support/hostile-files.ts):
 * a PDF page of 400,000 text items, which pdfjs parses whole before the reader's caps apply (6–8 s
 * on an idle machine, several times the 2 s test budget), and a 2,000-page PDF whose document
 * structure alone outgrows a tiny heap.
 * The budgets hold whatever the engine's weakness is.
 */
async function hostileFile(id: string): Promise<Uint8Array> {
  const file = hostileFiles.find((f) => f.id === id);
  if (!file) throw new Error(`no hostile file ${id}`);
  return file.build();
}

const SLOW_PDF = manyItemsPdf(400_000);

async function upload(client: TestClient, name: string, bytes: Uint8Array | string): Promise<string> {
  const data = new FormData();
  data.append('file', new File([bytes as BlobPart], name));
  const started = performance.now();
  const res = await client.request('/api/cvs?keepBoth=true', { method: 'POST', body: data });
  expect(res.status).toBe(202);
  // accepted at once, however busy the analysis processes are
  expect(performance.now() - started).toBeLessThan(1000);
  return ((await res.json()) as CvAccepted).id;
}

async function settled(client: TestClient, id: string, withinMs: number): Promise<CvDetail & { settledMs: number }> {
  const started = performance.now();
  for (;;) {
    const res = await client.get(`/api/cvs/${id}`);
    const cv = (await res.json()) as CvDetail;
    if (cv.status !== 'processing') return { ...cv, settledMs: performance.now() - started };
    if (performance.now() - started > withinMs) throw new Error(`CV ${id} still processing at step ${cv.step} after ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Polls /api/health every 100 ms until `stop`, which checks every answer was 200 and returns each
 * call's latency. A test that fails earlier leaves its watcher to `afterEach`, which stops it before
 * the app closes.
 */
const watchers = new Set<() => Promise<unknown>>();
afterEach(async () => {
  for (const stop of watchers) await stop();
});
function watchHealth(t: TestApp): { stop: () => Promise<number[]> } {
  const client = t.client('198.51.100.77');
  const latencies: number[] = [];
  const statuses: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await client.get('/api/health');
      latencies.push(performance.now() - started);
      statuses.push(res.status);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const halt = async () => {
    running = false;
    watchers.delete(halt);
    await loop;
  };
  watchers.add(halt);
  return {
    async stop() {
      await halt();
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      return latencies;
    },
  };
}

async function hostileEvents(t: TestApp, cvId: string) {
  const rows = await t.database.db.select().from(securityAuditLog).where(eq(securityAuditLog.eventType, 'hostile_document'));
  return rows.filter((r) => (r.eventDetails as { cv_id?: string }).cv_id === cvId);
}

describe('a document past its time budget', () => {
  let t: TestApp;
  const budgetMs = 2000;
  beforeAll(async () => {
    t = await createTestApp({
      worker: true,
      env: { RATE_LIMIT_SCALE: '10', ANALYSIS_WORKERS: '1', ANALYSIS_TIMEOUT_SECONDS: String(budgetMs / 1000) },
    });
  });
  afterAll(() => t.close());

  it('fails with the time-out reason within the budget, while health answers and another person is served', async () => {
    const mallory = await t.signedIn('slow-file@example.com');
    const bob = await t.signedIn('next-person@example.com');
    const health = watchHealth(t);
    const hostile = await upload(mallory.client, 'items.pdf', SLOW_PDF);
    const normal = await upload(bob.client, 'cv.txt', SMALL_CV);

    const failed = await settled(mallory.client, hostile, budgetMs + 8000);
    expect(failed.status).toBe('failed');
    expect(failed.failure_reason).toBe(englishText(POISON_REASONS.timeout));
    expect(failed.failure_reason).toMatch(/^Kairos stopped reading this file because it took too long to analyse\./);
    const served = await settled(bob.client, normal, 15_000);
    expect(served.status).toBe('analyzed');

    const latencies = await health.stop();
    expect(latencies.length).toBeGreaterThan(5);
    expect(Math.max(...latencies)).toBeLessThan(1000);
    expect(t.deps.analysis.stats()).toMatchObject({ timed_out: 1 });

    // reported to the administrators, without the file's content
    const [event] = await hostileEvents(t, hostile);
    expect(event).toMatchObject({ severity: 'high', userId: mallory.userId });
    expect(event!.eventDetails).toMatchObject({ cv_id: hostile, end: 'timeout', format: 'pdf' });
    expect(JSON.stringify(event!.eventDetails).length).toBeLessThan(400);
    const admin = await t.signedIn('health-admin@example.com', { admin: true });
    const h = (await (await admin.client.get('/api/admin/system/health')).json()) as SystemHealth;
    expect(h.analysis).toMatchObject({ hostile_documents_24h: 1, status: 'warning', timed_out: 1 });
    expect(h.analysis.last_hostile_at).not.toBeNull();

    // the engine ended: nothing marks the CV as mid-analysis
    const [row] = await t.database.db.select().from(cvs).where(eq(cvs.id, hostile));
    expect(row!.analysisStartedAt).toBeNull();
    expect(row!.attempts).toBe(1);
  });

  it('Try Again gives a poison CV one more run with the same budget', async () => {
    const { client } = await t.signedIn('retries@example.com');
    const id = await upload(client, 'again.pdf', SLOW_PDF);
    expect((await settled(client, id, budgetMs + 8000)).failure_reason).toBe(englishText(POISON_REASONS.timeout));
    const retry = await client.post(`/api/cvs/${id}/retry`);
    expect(retry.status).toBe(202);
    const again = await settled(client, id, budgetMs + 8000);
    expect(again.failure_reason).toBe(englishText(POISON_REASONS.timeout));
    expect(again.settledMs).toBeGreaterThan(budgetMs - 200);
    expect(await hostileEvents(t, id)).toHaveLength(2);
  });

  it('takes people in turns: one person’s five uploads do not push another’s first to the end', async () => {
    const blocker = await t.signedIn('blocker@example.com');
    const alice = await t.signedIn('five-uploads@example.com');
    const bruno = await t.signedIn('one-upload@example.com');
    // the only analysis process is busy for the whole budget while the others queue up behind it
    const busy = await upload(blocker.client, 'busy.pdf', SLOW_PDF);
    const alices: string[] = [];
    for (let i = 0; i < 5; i++) alices.push(await upload(alice.client, `cv-${i}.txt`, `${SMALL_CV}\nVersion ${i}`));
    const brunos = await upload(bruno.client, 'cv.txt', SMALL_CV);
    await settled(blocker.client, busy, budgetMs + 8000);
    const results = [
      ...(await Promise.all(alices.map((id) => settled(alice.client, id, 30_000)))).map((cv) => ({ who: 'alice', at: cv.analyzed_at! })),
      { who: 'bruno', at: (await settled(bruno.client, brunos, 30_000)).analyzed_at! },
    ];
    const order = results.sort((a, b) => a.at.localeCompare(b.at)).map((r) => r.who);
    // upload order would analyse Bruno's last; his first CV goes in at the same priority as Alice's first
    expect(order.indexOf('bruno')).toBeLessThanOrEqual(1);
  });
});

describe('a document that exhausts its worker’s heap', () => {
  let t: TestApp;
  beforeAll(async () => {
    // a small heap — room for the warm-up (about 45 MB), not for a large file (768 MB in production)
    t = await createTestApp({ worker: true, env: { ANALYSIS_WORKERS: '1', ANALYSIS_MAX_HEAP_MB: '64' } });
  });
  afterAll(() => t.close());

  it('fails with the memory reason, and the pool replaces the worker and keeps analysing', async () => {
    const { client, userId } = await t.signedIn('big-file@example.com');
    const health = watchHealth(t);
    const hostile = await upload(client, 'pages.pdf', await hostileFile('pdf-2000-pages'));
    const failed = await settled(client, hostile, 20_000);
    expect(failed.status).toBe('failed');
    expect(failed.failure_reason).toBe(englishText(POISON_REASONS.out_of_memory));
    expect(t.deps.analysis.stats()).toMatchObject({ out_of_memory: 1 });
    const [event] = await hostileEvents(t, hostile);
    expect(event).toMatchObject({ severity: 'high', userId });
    expect(event!.eventDetails).toMatchObject({ end: 'out_of_memory' });

    const next = await upload(client, 'cv.txt', SMALL_CV);
    expect((await settled(client, next, 15_000)).status).toBe('analyzed');
    expect(Math.max(...(await health.stop()))).toBeLessThan(1000);
  });
});

describe('a CV whose previous engine run never ended', () => {
  let t: TestApp;
  beforeAll(async () => {
    // no worker: the job handler is run by hand, as a restarted process would run the retried job
    t = await createTestApp({ env: { ANALYSIS_WORKERS: '1' } });
  });
  afterAll(() => t.close());

  it('is failed as poison at start-up instead of being analysed again, and reported', async () => {
    const { client, userId } = await t.signedIn('crashed-it@example.com');
    const id = await upload(client, 'cv.txt', SMALL_CV);
    // the process died in the engine: the mark was set and never cleared
    await t.database.db
      .update(cvs)
      .set({ analysisStartedAt: new Date(Date.now() - 90_000), attempts: 1 })
      .where(and(eq(cvs.id, id), eq(cvs.status, 'processing')));

    await cvAnalyzeJob.handler({ cvId: id }, t.deps);

    const cv = (await (await client.get(`/api/cvs/${id}`)).json()) as CvDetail;
    expect(cv.status).toBe('failed');
    expect(cv.failure_reason).toBe(englishText(POISON_REASONS.interrupted));
    expect(t.deps.analysis.stats().analysed).toBe(0); // never handed to a worker
    const [event] = await hostileEvents(t, id);
    expect(event).toMatchObject({ severity: 'high', userId });
    expect(event!.eventDetails).toMatchObject({ end: 'interrupted' });

    // Try Again clears the mark: the person may ask for one more run
    expect((await client.post(`/api/cvs/${id}/retry`)).status).toBe(202);
    await cvAnalyzeJob.handler({ cvId: id }, t.deps);
    const again = (await (await client.get(`/api/cvs/${id}`)).json()) as CvDetail;
    expect(again.status).toBe('analyzed');
  });
});
