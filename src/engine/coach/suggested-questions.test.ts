import { beforeAll, describe, expect, it } from 'vitest';
import { loadEscoOccupations } from '../occupations/occupations';
import { understand } from './understand';
import { coachContext } from './context';
import { COACH_MESSAGES } from './messages/messages';
import { SUGGESTED_QUESTIONS, suggestions } from './suggested-questions';
import { bareInput, cv, input, market, person } from './test-fixtures';
import { COACH_LANGUAGES } from './types';
import type { CareerRole } from './types';

// the question as the coach reads it: kind, target role and options (understand.ts)
const kindOf = (q: string, language: (typeof COACH_LANGUAGES)[number] = 'en') => understand(q, language).question.kind;
const classifyQuestion = (q: string) => understand(q, 'en').question;

describe('SUGGESTED_QUESTIONS', () => {
  beforeAll(() => void loadEscoOccupations(), 60_000);

  it.each(COACH_LANGUAGES)('gives four different questions in %s, each recognised as its own kind', (language) => {
    for (const i of [input('', { language }), bareInput('', { language })]) {
      const list = suggestions(coachContext(i));
      expect(list).toHaveLength(4);
      expect(new Set(list.map((s) => s.question)).size).toBe(4);
      for (const s of list) expect(kindOf(s.question, language)).toBe(s.kind);
      expect(SUGGESTED_QUESTIONS(i)).toEqual(list.map((s) => s.question));
    }
  });

  it('every suggestion of every language is recognised as its kind', () => {
    for (const language of COACH_LANGUAGES) {
      const m = COACH_MESSAGES[language].suggested;
      for (const [kind, question] of Object.entries(m)) {
        if (typeof question === 'string') expect(classifyQuestion(question).kind, question).toBe(kind);
      }
      for (const code of ['DE', 'NL', 'CH', 'GB', 'FR', 'PT', 'MT', 'SK']) {
        const q = m.relocationTo(coachContext(input('', { language })).country(code));
        expect(classifyQuestion(q).kind, q).toBe('relocation');
        expect(classifyQuestion(q).countries, q).toEqual([code]);
      }
      expect(classifyQuestion(m.skillGapFor('Data analyst')).kind).toBe('skill_gaps');
    }
  });

  it('fits the situation: no CV, a career gap, a strong relocation fit, a chosen occupation', () => {
    expect(SUGGESTED_QUESTIONS(bareInput(''))[0]).toBe('How can I improve my CV?');
    expect(SUGGESTED_QUESTIONS(input(''))).toEqual([
      'How do I return to work after my career break?',
      'How would I move to the Netherlands?',
      'Which skills am I missing for the role of DevOps engineer?',
      'How do I get promoted to the next level?',
    ]);
    expect(SUGGESTED_QUESTIONS(input('', { language: 'de' }))[1]).toBe('Wie könnte ich in die Niederlande umziehen?');
    expect(SUGGESTED_QUESTIONS(input('', { language: 'fr' }))[1]).toBe('Comment pourrais-je m’installer aux Pays-Bas\u202f?');
    expect(SUGGESTED_QUESTIONS(input('', { language: 'es' }))[1]).toBe('¿Cómo podría mudarme a los Países Bajos?');
  });

  it('follows the career role when nothing more specific stands out', () => {
    const analysis = cv({ experience: cv().experience.slice(0, 1) }); // no gap
    const kinds = (careerRole: CareerRole) =>
      suggestions(
        coachContext(
          input('', { person: person({ analysis, careerRole, talents: [] }), market: market({ comparison: [], skillGap: null }) }),
        ),
      ).map((s) => s.kind);
    expect(kinds('job_seeker').slice(0, 2)).toEqual(['job_search', 'interview_preparation']);
    expect(kinds('professional').slice(0, 2)).toEqual(['promotion', 'salary_negotiation']);
    expect(kinds('recruiter').slice(0, 2)).toEqual(['networking', 'leadership']);
    expect(kinds('career_coach').slice(0, 2)).toEqual(['freelancing', 'networking']);
  });
});
