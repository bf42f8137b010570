// Every hostile file of tests/support/hostile-files.ts (branch `bounded`) uploaded through HTTP to
// the real app with the production limits (ANALYSIS_TIMEOUT_SECONDS 20, ANALYSIS_MAX_HEAP_MB 768):
// each settles as its `expect` says within the budget, /api/health answers within 1 s meanwhile,
// and the memory stays bounded. ADR 009.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvAccepted, CvDetail } from '@/contract/cvs';
import { hostileFiles } from '../../../../tests/support/hostile-files';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';
import { englishText } from '@/engine/messages/messages';
import { POISON_REASONS } from './analysis-protocol';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const BUDGET_MS = 20_000;
const SLACK_MS = 10_000;
const MAX_SERVER_RSS_MB = 2560;

/**
 * pdfjs parses a whole page before the reader's item cap applies (3–4 s for 200,000 items on an
 * idle machine, ADR 008): on a loaded machine that page may reach the time budget instead. Either
 * end leaves the server unharmed; no other file gets this latitude.
 */
const MAY_TIME_OUT = new Set(['pdf-200k-items']);

const residentMb = (pid: number | string) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp({
    worker: true,
    env: { RATE_LIMIT_SCALE: '10', ANALYSIS_WORKERS: '1', ANALYSIS_TIMEOUT_SECONDS: String(BUDGET_MS / 1000), ANALYSIS_MAX_HEAP_MB: '768' },
  });
  ({ client } = await t.signedIn('hostile-files@example.com'));
});
afterAll(() => t.close());

/** Polls /api/health every 100 ms and samples memory, until `stop`. */
function watch() {
  const health = t.client('198.51.100.78');
  const latencies: number[] = [];
  let peakServerMb = 0;
  let peakAnalysisMb = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await health.get('/api/health');
      latencies.push(performance.now() - started);
      expect(res.status).toBe(200);
      peakServerMb = Math.max(peakServerMb, process.memoryUsage().rss / 2 ** 20);
      for (const pid of t.deps.analysis.stats().pids) peakAnalysisMb = Math.max(peakAnalysisMb, residentMb(pid));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { latencies, peakServerMb, peakAnalysisMb };
    },
  };
}

describe('hostile files through HTTP', () => {
  it.each(hostileFiles.map((f) => [f.id, f] as const))(
    '%s settles as expected, the server unharmed',
    { timeout: BUDGET_MS + SLACK_MS + 30_000 },
    async (_id, file) => {
      const bytes = await file.build();
      const w = watch();
      const data = new FormData();
      data.append('file', new File([bytes as BlobPart], file.fileName));
      const res = await client.request('/api/cvs?keepBoth=true', { method: 'POST', body: data });
      let outcome: string;
      if (file.expect === 'rejected') {
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        outcome = `rejected ${res.status}`;
      } else {
        expect(res.status).toBe(202);
        const { id } = (await res.json()) as CvAccepted;
        const started = performance.now();
        let cv: CvDetail;
        for (;;) {
          cv = (await (await client.get(`/api/cvs/${id}`)).json()) as CvDetail;
          if (cv.status !== 'processing') break;
          expect(performance.now() - started).toBeLessThan(BUDGET_MS + SLACK_MS);
          await new Promise((r) => setTimeout(r, 100));
        }
        outcome = `${cv.status} in ${((performance.now() - started) / 1000).toFixed(1)} s${cv.failure_reason ? `: ${cv.failure_reason.slice(0, 60)}…` : ''}`;
        if (MAY_TIME_OUT.has(file.id) && cv.status === 'failed') expect(cv.failure_reason).toBe(englishText(POISON_REASONS.timeout));
        else expect(cv.status, outcome).toBe(file.expect);
        if (cv.status === 'failed') expect(cv.failure_reason).toBeTruthy();
      }
      const { latencies, peakServerMb, peakAnalysisMb } = await w.stop();
      expect(Math.max(...latencies), `${file.id}: ${outcome}`).toBeLessThan(1000);
      expect(peakServerMb).toBeLessThan(MAX_SERVER_RSS_MB);
      // the ceiling the pool enforces (heap + 512 MB), with a sampling margin
      expect(peakAnalysisMb).toBeLessThan(768 + 512 + 256);
    },
  );

  it('still analyses an ordinary CV afterwards', async () => {
    const data = new FormData();
    data.append('file', new File(['Jane Example\njane@example.com\n\nSkills\nTypeScript, SQL'], 'cv.txt'));
    const res = await client.request('/api/cvs?keepBoth=true', { method: 'POST', body: data });
    const { id } = (await res.json()) as CvAccepted;
    for (;;) {
      const cv = (await (await client.get(`/api/cvs/${id}`)).json()) as CvDetail;
      if (cv.status !== 'processing') {
        expect(cv.status).toBe('analyzed');
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});
