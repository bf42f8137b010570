/**
 * Runs the evaluation set through the coach engine the server calls (`answerQuestion`), turn by turn,
 * each follow-up with the conversation's earlier turns as the server hands them (question + intent),
 * and scores every answer: grounded (not the "not sure" reply), citing at least one fact of the
 * person's own data, written in the question's language.
 */
import { fold } from '../../cv/text';
import { answerQuestion } from '../answer-question';
import { COUNTRY_NAMES } from '../countries';
import { detectQuestionLanguage } from '../question-language';
import type { CoachAnswer, CoachLanguage, CoachTurn } from '../types';
import { COACH_LANGUAGES } from '../types';
import type { EvalPersona } from './personas';
import { PERSONAS } from './personas';
import type { EvalConversation } from './questions';
import { EVAL_CONVERSATIONS } from './questions';

export const EVAL_NOW = '2026-03-02';

export interface EvalResult {
  persona: string;
  language: CoachLanguage;
  query: string;
  /** the turn's position in its conversation, 0 = first */
  turn: number;
  kind: CoachAnswer['kind'];
  grounded: boolean;
  /** the person's facts the answer names */
  cited: string[];
  answerLanguage: CoachLanguage;
  detectedLanguage: CoachLanguage | null;
  inLanguage: boolean;
  pass: boolean;
  ms: number;
}

/** The facts of a person an answer can cite: employers, positions, CV lines, skills, language levels, talents, figures, occupations, home country (not the name: a greeting cites nothing). */
export function personaFacts(p: EvalPersona): string[] {
  const a = p.person.analysis;
  const out = new Set<string>();
  for (const e of a?.experience ?? []) {
    if (e.company) out.add(e.company);
    if (e.position) out.add(e.position);
    // figures of the CV's results ("1.200", "−18 %", "€ 15 mln"), not years
    // a CV line quoted (trailing punctuation dropped; the coach shortens long lines with "…")
    for (const line of (e.description ?? '').split('\n')) if (line.length >= 20) out.add(line.replace(/[.;]$/, '').slice(0, 40));
    for (const n of (e.description ?? '').match(/\d[\d.,]*/g) ?? []) if (!/^(19|20)\d\d$/.test(n) && n.replace(/[.,]$/, '').length >= 2) out.add(n.replace(/[.,]$/, ''));
  }
  for (const s of a?.skills ?? []) out.add(s.name);
  // the levels of the person's languages (CEFR), as the CV states them
  for (const l of a?.languages ?? []) if (l.level && /^[ABC][12]$/.test(l.level)) out.add(l.level);
  for (const t of p.person.talents) out.add(t.talent_name);
  for (const o of p.market.occupations ?? []) out.add(o.title);
  if (p.market.skillGap) out.add(p.market.skillGap.occupation);
  for (const lang of COACH_LANGUAGES) for (const name of COUNTRY_NAMES[p.country]?.[lang] ?? []) out.add(name);
  return [...out];
}

function answerText(a: CoachAnswer): string {
  return [a.response, ...a.insights.map((i) => i.text), ...a.recommendations.map((r) => r.text), ...a.action_items.map((x) => x.task)].join('\n');
}

function cites(text: string, facts: readonly string[]): string[] {
  const folded = fold(text);
  return facts.filter((f) => {
    const needle = fold(f);
    // a quoted CV line (its first 40 characters) may be cut mid-word
    if (needle.length >= 30) return folded.includes(needle);
    if (/^\d/.test(needle)) return new RegExp(`(?<![\\d.,])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d])`).test(folded);
    return new RegExp(`(?<![\\p{L}])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(folded);
  });
}

export function runConversation(c: EvalConversation, persona: EvalPersona): EvalResult[] {
  const history: CoachTurn[] = [];
  const facts = personaFacts(persona);
  const results: EvalResult[] = [];
  c.turns.forEach((query, turn) => {
    const started = performance.now();
    // the interface language is English: the answer's language must come from the question
    const answer = answerQuestion({ query, language: 'en', history, now: EVAL_NOW, person: persona.person, market: persona.market });
    const ms = performance.now() - started;
    history.push({ query, intent: answer.intent });
    const grounded = answer.kind !== 'unknown';
    const cited = cites(answerText(answer), facts);
    const detectedLanguage = detectQuestionLanguage(answer.response);
    const inLanguage = answer.intent.language === c.language && (detectedLanguage === null || detectedLanguage === c.language);
    results.push({
      persona: persona.id,
      language: c.language,
      query,
      turn,
      kind: answer.kind,
      grounded,
      cited,
      answerLanguage: answer.intent.language,
      detectedLanguage,
      inLanguage,
      pass: grounded && cited.length > 0 && inLanguage,
      ms,
    });
  });
  return results;
}

export function runCoachEval(conversations: readonly EvalConversation[] = EVAL_CONVERSATIONS): EvalResult[] {
  const byId = new Map(PERSONAS.map((p) => [p.id, p]));
  return conversations.flatMap((c) => {
    const persona = byId.get(c.persona);
    if (!persona) throw new Error(`unknown eval persona ${c.persona}`);
    return runConversation(c, persona);
  });
}

export interface EvalSummary {
  total: number;
  passed: number;
  share: number;
  perLanguage: Record<CoachLanguage, { total: number; passed: number; grounded: number; cited: number; inLanguage: number }>;
}

export function summarise(results: readonly EvalResult[]): EvalSummary {
  const perLanguage = Object.fromEntries(COACH_LANGUAGES.map((l) => [l, { total: 0, passed: 0, grounded: 0, cited: 0, inLanguage: 0 }])) as EvalSummary['perLanguage'];
  for (const r of results) {
    const s = perLanguage[r.language];
    s.total++;
    if (r.pass) s.passed++;
    if (r.grounded) s.grounded++;
    if (r.cited.length > 0) s.cited++;
    if (r.inLanguage) s.inLanguage++;
  }
  const passed = results.filter((r) => r.pass).length;
  return { total: results.length, passed, share: results.length === 0 ? 0 : passed / results.length, perLanguage };
}
