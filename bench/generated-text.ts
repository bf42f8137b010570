// Issue 18 (ADR 018): re-rendering an analysis' generated sentences in another language, in process,
// beside the baseline it replaces — producing them again from the CV (a re-analysis of the same file).
//   - render: every quality component (name + explanation), insight (title + text) and language chip
//     of one analysis, in each of the six languages, from the catalogues (median over RUNS)
//   - baseline 1: the generation step again (quality score + insights from the stored analysis)
//   - baseline 2: the whole engine again on the file (read + extract + score + insights)
import fs from 'node:fs';
import { analyzeCv } from '../src/engine/cv/analyze-cv';
import { generateInsights } from '../src/engine/insights/generate-insights';
import { scoreCvQuality } from '../src/engine/insights/quality-score';
import { languageChipMessage } from '../src/engine/messages/language-chip';
import { GENERATED_MESSAGES } from '../src/engine/messages/messages';
import { renderMessage } from '../src/engine/messages/render';
import { GENERATED_LANGUAGES } from '../src/engine/messages/types';
import { samplePath } from '../tests/support/cv-samples';

const SAMPLE = 'de-en-logistics-planner-timeline.pdf';
const RUNS = 51;
const REFERENCE = '2026-11';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function timed(runs: number, work: () => unknown): number {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    work();
    ms.push(performance.now() - t0);
  }
  return median(ms);
}

export async function generatedTextBench(): Promise<void> {
  console.log('\n## Generated text in another language (issue 18, ADR 018)');
  const bytes = new Uint8Array(fs.readFileSync(samplePath(SAMPLE)));
  const result = await analyzeCv(bytes, { fileName: SAMPLE }, { referenceDate: REFERENCE });
  if (!result.ok) throw new Error(`${SAMPLE}: ${result.error.message}`);
  const analysis = result.analysis;
  const quality = scoreCvQuality(analysis, REFERENCE);
  const insights = generateInsights(analysis, [], REFERENCE);
  const messages = [
    ...quality.components.flatMap((c) => [c.label_message, c.explanation_message]),
    ...insights.flatMap((i) => [i.title_message, i.description_message]),
    ...analysis.languages.map(languageChipMessage),
  ];
  console.log(`${SAMPLE}: ${messages.length} generated sentences (${quality.components.length} components, ${insights.length} insights, ${analysis.languages.length} languages)`);
  for (const language of GENERATED_LANGUAGES) {
    const catalogue = GENERATED_MESSAGES[language];
    const ms = timed(RUNS, () => messages.map((m) => renderMessage(catalogue, language, m)));
    console.log(`  render all in ${language}: ${ms.toFixed(3)} ms (median of ${RUNS})`);
  }
  const generation = timed(RUNS, () => [scoreCvQuality(analysis, REFERENCE), generateInsights(analysis, [], REFERENCE)]);
  console.log(`  baseline, the generation step again (English only): ${generation.toFixed(3)} ms (median of ${RUNS})`);
  const whole: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await analyzeCv(bytes, { fileName: SAMPLE }, { referenceDate: REFERENCE });
    whole.push(performance.now() - t0);
  }
  console.log(`  baseline, a re-analysis of the file: ${median(whole).toFixed(1)} ms (median of 5)`);
  console.log('  in the browser: one lazily loaded catalogue per language, no API request (tests/e2e/generated-language.spec.ts)');
}
