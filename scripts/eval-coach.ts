// `npm run eval:coach`: the coach's evaluation set (src/engine/coach/eval) through the engine the server
// calls, in process; prints the share of grounded answers citing the person's data in the question's
// language, per language and overall, and lists every failure.
import { HELD_OUT_CONVERSATIONS } from '../src/engine/coach/eval/held-out';
import { runCoachEval, summarise } from '../src/engine/coach/eval/run-eval';
import { COACH_LANGUAGES } from '../src/engine/coach/types';

const results = runCoachEval();
const summary = summarise(results);
const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`);

console.log(`coach eval: ${results.length} questions, ${new Set(results.map((r) => r.persona)).size} personas, ${results.filter((r) => r.turn > 0).length} follow-ups`);
console.log('lang  questions  pass          grounded  cites data  in language');
for (const lang of COACH_LANGUAGES) {
  const s = summary.perLanguage[lang];
  console.log(`${lang.padEnd(6)}${String(s.total).padEnd(11)}${`${s.passed} (${pct(s.passed, s.total)})`.padEnd(14)}${pct(s.grounded, s.total).padEnd(10)}${pct(s.cited, s.total).padEnd(12)}${pct(s.inLanguage, s.total)}`);
}
console.log(`all   ${String(summary.total).padEnd(11)}${summary.passed} (${pct(summary.passed, summary.total)})   [target ≥ 90 %]`);
const failures = results.filter((r) => !r.pass);
if (failures.length > 0) {
  console.log(`\nfailures (${failures.length}):`);
  for (const f of failures) {
    const why = [!f.grounded && 'not grounded', f.cited.length === 0 && 'cites none of the person’s data', !f.inLanguage && `answered in ${f.answerLanguage}${f.detectedLanguage ? ` (reads as ${f.detectedLanguage})` : ''}`].filter(Boolean).join('; ');
    console.log(`  [${f.language}] ${f.persona}${f.turn > 0 ? ` turn ${f.turn + 1}` : ''}: “${f.query}” → ${f.kind}: ${why}`);
  }
}

// the held-out questions: written apart from the set above and never used to change the coach
const heldOut = runCoachEval(HELD_OUT_CONVERSATIONS);
const held = summarise(heldOut);
console.log(`\nheld-out: ${held.passed} of ${held.total} (${pct(held.passed, held.total)})`);
for (const f of heldOut.filter((r) => !r.pass)) console.log(`  [${f.language}] ${f.persona}: “${f.query}” → ${f.kind}${!f.grounded ? '; not grounded' : ''}${f.cited.length === 0 ? '; cites none of the person’s data' : ''}${!f.inLanguage ? `; answered in ${f.answerLanguage}` : ''}`);
