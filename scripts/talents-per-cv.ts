/**
 * npm run --silent talents:samples — hidden talents per CV on the shared samples, before and after.
 * "before" is the talent engine as it was at TALENTS_BASE (default: the commit before ADR 019),
 * read from git into a temporary folder and run in the same process; "after" is the working tree.
 * Prints one line per sample: talents found, their confidences, and the names.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyzeCv } from '../src/engine/cv/analyze-cv';
import type { CvAnalysis } from '../src/engine/cv/types';
import { discoverTalents } from '../src/engine/talents/discover-talents';
import { cvSamplesDir } from '../tests/support/cv-samples';

const root = path.resolve(import.meta.dirname, '..');
export const TALENTS_BASE = process.env.TALENTS_BASE ?? '4b17985';
// a fixed "now", so the table does not change with the calendar
export const REFERENCE = '2025-06';

type Discover = (analysis: CvAnalysis) => { talent_name: string; confidence_score: number }[];

/** The talent engine at `commit`, copied out of git with its imports pointed back at this tree. */
export async function loadBaseline(commit = TALENTS_BASE): Promise<Discover | null> {
  try {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-talents-base-'));
    const files = execFileSync('git', ['ls-tree', '--name-only', commit, 'src/engine/talents/'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const file of files) {
      const source = execFileSync('git', ['show', `${commit}:${file}`], { cwd: root, encoding: 'utf8' }).replace(
        /from '\.\.\/([^']+)'/g,
        (_, rel: string) => `from '${pathToFileURL(path.join(root, 'src/engine', rel)).href}.ts'`,
      );
      fs.writeFileSync(path.join(dir, path.basename(file)), source);
    }
    const mod = (await import(pathToFileURL(path.join(dir, 'discover-talents.ts')).href)) as { discoverTalents: Discover };
    return mod.discoverTalents;
  } catch {
    return null;
  }
}

export async function sampleAnalyses(): Promise<{ file: string; analysis: CvAnalysis }[]> {
  const out: { file: string; analysis: CvAnalysis }[] = [];
  for (const file of fs.readdirSync(cvSamplesDir).sort()) {
    if (!/\.(pdf|docx?|txt)$/.test(file)) continue;
    const result = await analyzeCv(new Uint8Array(fs.readFileSync(path.join(cvSamplesDir, file))), { fileName: file }, { referenceDate: REFERENCE });
    if (result.ok) out.push({ file, analysis: result.analysis });
  }
  return out;
}

async function main(): Promise<void> {
  const before = await loadBaseline();
  const samples = await sampleAnalyses();
  const rows: string[][] = [['sample', 'before', 'after', 'after: talent (confidence %)']];
  let totalBefore = 0;
  let totalAfter = 0;
  for (const { file, analysis } of samples) {
    const old = before ? before(analysis) : [];
    const now = discoverTalents(analysis, { referenceDate: REFERENCE });
    totalBefore += old.length;
    totalAfter += now.length;
    rows.push([
      file,
      before ? `${old.length} (${old.map((t) => t.confidence_score).join('/') || '–'})` : 'n/a',
      `${now.length}`,
      now.map((t) => `${t.talent_name} ${t.confidence_score}`).join(', ') || '–',
    ]);
  }
  rows.push(['total', String(totalBefore), String(totalAfter), '']);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log(r.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c)).join(' | '));
  if (process.argv.includes('--before')) for (const { file, analysis } of samples) console.log(file, JSON.stringify(before?.(analysis).map((t) => t.talent_name)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
