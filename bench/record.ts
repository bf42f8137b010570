// Issue 17 figure: a correction → every derived view recomputed and pushed, on the embedded setup
// (PGlite, one process, worker in process). Timed from the PUT of the corrections to the live `cv`
// event with `corrected: true` (talents, quality score and insights stored from the corrected record;
// perspectives, market, coach and profile read the record on their next fetch). Beside it, in the
// same run, the baseline: fetching the CV's analysis (GET /api/cvs/{id}).   [target ≤ 300 ms]
import path from 'node:path';
import type { CvRecordResponse } from '../src/contract/cv-record';
import { startEmbeddedApp } from './embedded-app';

const RUNS = 21;
const PORT = 3217;

export async function recordBench(root: string): Promise<void> {
  const app = await startEmbeddedApp(PORT, path.join(root, 'tests/fixtures/record/record-cv.txt'));
  const { base, cookie, origin, deps, cvId: id } = app;
  try {
    const record = (await (await fetch(`${base}/api/cvs/${id}/record`, { headers: { cookie } })).json()) as CvRecordResponse;
    const key = record.record.experience[0]!.key;

    let pushed: (() => void) | null = null;
    await deps.events.subscribe((m) => {
      if (m.name === 'cv' && (m.data as { corrected?: boolean }).corrected) pushed?.();
    });
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(1);
    const fetchTimes: number[] = [];
    const correctTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let t0 = performance.now();
      await (await fetch(`${base}/api/cvs/${id}`, { headers: { cookie } })).arrayBuffer();
      fetchTimes.push(performance.now() - t0);
      t0 = performance.now();
      const event = new Promise<void>((resolve) => (pushed = resolve));
      const res = await fetch(`${base}/api/cvs/${id}/corrections`, {
        method: 'PUT',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ experience: { edited: { [key]: { position: `Software Engineer ${i % 2}` } } } }),
      });
      await res.arrayBuffer();
      await event;
      correctTimes.push(performance.now() - t0);
    }
    console.log(`record: baseline GET /api/cvs/{id} (the analysis, ${RUNS} runs): median ${median(fetchTimes)} ms`);
    console.log(`record: a correction → talents, score, insights recomputed and the live event sent (${RUNS} runs): median ${median(correctTimes)} ms, max ${Math.max(...correctTimes).toFixed(1)} ms   [target ≤ 300 ms]`);
  } finally {
    await app.close();
  }
}
