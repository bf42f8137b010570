// Issue 18 (ADR 019) figures: hidden-talent discovery on a 2-page CV, warm, in process, beside the
// talent engine before ADR 019 (read from git at TALENTS_BASE by scripts/talents-per-cv.ts) and
// beside the CV analysis of the same document, all measured in this run.
import fs from 'node:fs';
import path from 'node:path';
import { analyzeCv } from '../src/engine/cv/analyze-cv';
import { discoverTalents } from '../src/engine/talents/discover-talents';
import { REFERENCE, TALENTS_BASE, loadBaseline } from '../scripts/talents-per-cv';
import { cvSamplesDir } from '../tests/support/cv-samples';

const FILE = 'en-ie-clinical-nurse-2pages.pdf';

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(runs: number, work: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function talentsBench(): Promise<void> {
  const bytes = new Uint8Array(fs.readFileSync(path.join(cvSamplesDir, FILE)));
  const result = await analyzeCv(bytes, { fileName: FILE }, { referenceDate: REFERENCE });
  if (!result.ok) throw new Error(result.error.message);
  const analysis = result.analysis;
  const old = await loadBaseline();
  // warm-up: compile the patterns, load the catalogues
  for (let i = 0; i < 20; i++) {
    discoverTalents(analysis, { referenceDate: REFERENCE });
    old?.(analysis);
  }
  const now = time(200, () => discoverTalents(analysis, { referenceDate: REFERENCE }));
  const before = old ? time(200, () => old(analysis)) : null;
  const cvTimes: number[] = [];
  for (let i = 0; i < 9; i++) {
    const started = performance.now();
    await analyzeCv(bytes, { fileName: FILE }, { referenceDate: REFERENCE });
    cvTimes.push(performance.now() - started);
  }
  console.log(`talent discovery on ${FILE} (2 pages), warm, in process, median of 200:`);
  console.log(`  ADR 019 (45 talents, six languages, calibrated): ${now.toFixed(2)} ms, ${discoverTalents(analysis, { referenceDate: REFERENCE }).length} talents`);
  console.log(before === null ? `  before (${TALENTS_BASE}): not available (no git history)` : `  before (${TALENTS_BASE}, 15 talents): ${before.toFixed(2)} ms, ${old!(analysis).length} talents`);
  console.log(`  for scale, analyzeCv of the same file, median of 9: ${median(cvTimes).toFixed(1)} ms`);
}
