/**
 * Before an external model's answer is shown: does it name anything the person's data and the
 * grounding do not hold? Every number (figures, years, dates) must occur in the allowed text, and
 * every employer-like name after "at / bei / chez / en / presso / bij" must too. Returns what was
 * invented (empty when the answer may be shown).
 */
import { fold } from '../cv/text';
import { buildCoachContext } from './coach-context';
import type { CoachAnswer, CoachInput } from './types';

type Answerish = Pick<CoachAnswer, 'response' | 'insights' | 'recommendations' | 'action_items'>;

function textOf(a: Answerish): string {
  return [a.response, ...a.insights.map((i) => i.text), ...a.recommendations.map((r) => r.text), ...a.action_items.map((x) => x.task)].join('\n');
}

const NUMBER_RE = /\d+/g;
const EMPLOYER_CUES = new Set(['at', 'bei', 'chez', 'en', 'presso', 'bij', 'for', 'für', 'pour', 'para', 'per', 'voor']);

function trimPunctuation(word: string): string {
  let end = word.length;
  while (end > 0 && ',;:!?.'.includes(word[end - 1])) end--;
  return word.slice(0, end);
}

export function inventedFacts(model: Answerish, input: CoachInput, local: Answerish): string[] {
  const allowed = [input.query, buildCoachContext(input), JSON.stringify(input.person), JSON.stringify(input.market ?? {}), textOf(local)].join('\n');
  const allowedNumbers = new Set(allowed.match(NUMBER_RE) ?? []);
  const allowedFolded = fold(allowed);
  const invented: string[] = [];
  const text = textOf(model);
  for (const n of text.match(NUMBER_RE) ?? []) if (!allowedNumbers.has(n) && !invented.includes(n)) invented.push(n);
  // deadlines of the model's own action items are its plan, checked for shape by the schema
  const words = text.split(/\s+/);
  for (let i = 0; i + 1 < words.length; i++) {
    if (!EMPLOYER_CUES.has(words[i].toLowerCase())) continue;
    const name: string[] = [];
    for (let j = i + 1; j < words.length && name.length < 4; j++) {
      const w = trimPunctuation(words[j]);
      if (!/^\p{Lu}[\p{L}&.-]*$/u.test(w)) break;
      name.push(w);
    }
    const candidate = name.join(' ');
    if (candidate.length >= 3 && !allowedFolded.includes(fold(candidate)) && !invented.includes(candidate)) invented.push(candidate);
  }
  return invented;
}
