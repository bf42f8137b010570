/**
 * The engine on CVs written by hand in shapes the corpus generator does not make
 * (tests/fixtures/hand-written-cvs, README there): scored with the repository's copy of the shared
 * scorer. They were held out when written; the classes they showed were fixed, so they guard those fixes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPrediction, loadTruth, scoreFile } from '../../../scripts/cv-score.mjs';
import { analyzeCv } from './analyze-cv';

const dir = path.resolve(__dirname, '../../../tests/fixtures/hand-written-cvs');
const files = fs.readdirSync(dir).filter((f) => /\.(pdf|docx|txt)$/.test(f));

describe('hand-written CVs', () => {
  it('finds the set', () => {
    expect(files.length).toBeGreaterThanOrEqual(19);
  });

  it.each(files)('%s reads as its truth says', async (file) => {
    const truth = loadTruth(JSON.parse(fs.readFileSync(path.join(dir, file.replace(/\.[^.]+$/, '.truth.json')), 'utf8')));
    const result = await analyzeCv(new Uint8Array(fs.readFileSync(path.join(dir, file))), { fileName: file }, { referenceDate: '2026-11' });
    if (!result.ok) throw new Error(`${file}: ${result.error.code}`);
    const score = scoreFile(truth, loadPrediction(JSON.parse(JSON.stringify(result.analysis)))) as { overall: number; fields: Record<string, number | null> };
    // two known misses stay (README): a Finnish "2018–" open range, a Hungarian training company as the school
    expect(score.overall, JSON.stringify(score.fields)).toBeGreaterThanOrEqual(file.startsWith('fi-') || file.startsWith('hu-') ? 0.93 : 1);
  });
});
