import { describe, expect, it } from 'vitest';
import { COACH_LANGUAGES } from '../types';
import { personaFacts, runCoachEval, summarise } from './run-eval';
import { PERSONAS } from './personas';
import { EVAL_CONVERSATIONS } from './questions';

describe('coach evaluation set (npm run eval:coach)', () => {
  const results = runCoachEval();
  const summary = summarise(results);

  it('holds at least 120 questions, about 20 per language, with follow-ups, over five personas', () => {
    expect(results.length).toBeGreaterThanOrEqual(120);
    for (const lang of COACH_LANGUAGES) expect(summary.perLanguage[lang].total).toBeGreaterThanOrEqual(18);
    expect(EVAL_CONVERSATIONS.filter((c) => c.turns.length > 1).length).toBeGreaterThanOrEqual(20);
    expect(new Set(EVAL_CONVERSATIONS.map((c) => c.persona)).size).toBe(PERSONAS.length);
  });

  it('answers at least 90 % grounded, citing the person’s data, in the question’s language', () => {
    const failures = results.filter((r) => !r.pass).map((r) => `[${r.language}] ${r.query} → ${r.kind}`);
    expect(summary.share, failures.join('\n')).toBeGreaterThanOrEqual(0.9);
    for (const lang of COACH_LANGUAGES) expect(summary.perLanguage[lang].passed / summary.perLanguage[lang].total).toBeGreaterThanOrEqual(0.8);
  });

  it('scores strictly: the "not sure" reply, an answer without the person’s facts or in another language fails', () => {
    const vague = runCoachEval([{ persona: 'de-software-developer', language: 'de', turns: ['Hallo, was meinst du dazu?'] }])[0]!;
    expect(vague.kind).toBe('unknown');
    expect(vague.pass).toBe(false);
    // the person's name is not a citable fact: a greeting alone cites nothing
    expect(personaFacts(PERSONAS[1]!)).not.toContain('Jonas Reuter');
    expect(personaFacts(PERSONAS[1]!)).toContain('Isarwerk Digital GmbH');
  });
});
