// Issue 19 figures: reading + matching a one-page job ad against a record, warm in process, median
// [target ≤ 50 ms], beside a baseline measured in the same run: the CV engine on a text of the same
// size (the ad's own text read as a TXT CV), so the figure can be judged on this machine's speed.
import path from 'node:path';
import { analyzeCv } from '../src/engine/cv/analyze-cv';
import { matchJobAd } from '../src/engine/jobs/match';
import { readJobAdText } from '../src/engine/jobs/read-ad';
import { tailorForAd } from '../src/engine/jobs/tailor';
import { ADS, RECORDS } from '../src/engine/jobs/test-ads';
import { startEmbeddedApp } from './embedded-app';

const RUNS = 41;
const HTTP_PORT = 3221;
const WARM = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed(fn: () => unknown | Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

export async function jobsBench(): Promise<void> {
  const person = { relocation: null, now: '2026-11' } as const;
  console.log('\n## Job ads (issue 19): warm, in process, median of', RUNS);
  console.log('| ad | chars | read ms | read + match ms | read + match + tailor ms | baseline: CV engine on the same text ms |');
  console.log('|---|---|---|---|---|---|');
  for (const lang of Object.keys(ADS) as (keyof typeof ADS)[]) {
    const text = ADS[lang];
    const record = RECORDS[lang];
    const bytes = new TextEncoder().encode(text);
    const read = await timed(() => readJobAdText(text));
    const readMatch = await timed(() => matchJobAd(record, readJobAdText(text), person));
    const all = await timed(() => {
      const ad = readJobAdText(text);
      return tailorForAd(record, ad, matchJobAd(record, ad, person), person);
    });
    const baseline = await timed(() => analyzeCv(bytes, { fileName: 'ad.txt' }));
    console.log(`| ${lang} | ${text.length} | ${read.toFixed(2)} | ${readMatch.toFixed(2)} | ${all.toFixed(2)} | ${baseline.toFixed(2)} |`);
  }
}

/**
 * The whole flow through HTTP on the embedded setup [target ≤ 300 ms]: POST /api/jobs/analyze (read the
 * pasted ad, load the person's corrected record, match, tailor) and POST /api/jobs (the same, saved),
 * beside the baseline GET /api/cvs/{id} of the same person in the same run.
 */
export async function jobsHttpBench(root: string): Promise<void> {
  const app = await startEmbeddedApp(HTTP_PORT, path.join(root, 'tests/fixtures/record/record-cv.txt'));
  const { base, cookie, origin, cvId: id } = app;
  try {
    const json = { cookie, origin, 'content-type': 'application/json' };
    const http = (fn: () => Promise<Response>) => timed(async () => (await fn()).arrayBuffer());
    console.log('\n## Job ads through HTTP (issue 19), embedded setup, median of', RUNS);
    console.log('| ad | baseline GET /api/cvs/{id} ms | POST /api/jobs/analyze ms | POST /api/jobs (saved) ms |');
    console.log('|---|---|---|---|');
    for (const lang of Object.keys(ADS) as (keyof typeof ADS)[]) {
      const text = ADS[lang];
      const baseline = await http(() => fetch(`${base}/api/cvs/${id}`, { headers: { cookie } }));
      const analyze = await http(() => fetch(`${base}/api/jobs/analyze`, { method: 'POST', headers: json, body: JSON.stringify({ text }) }));
      const save = await http(() => fetch(`${base}/api/jobs`, { method: 'POST', headers: json, body: JSON.stringify({ text }) }));
      console.log(`| ${lang} | ${baseline.toFixed(1)} | ${analyze.toFixed(1)} | ${save.toFixed(1)} |   [target ≤ 300 ms]`);
    }
  } finally {
    await app.close();
  }
}
