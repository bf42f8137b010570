/**
 * Four questions that fit the person's situation, in their language: no CV → the CV question; a gap
 * or an ongoing break → returning; a strong relocation fit → moving to that country; a chosen target
 * occupation → its skill gap; then by career role, talents and CV quality, then general ones. Each
 * suggestion is a question the classifier recognises as its kind (tested).
 */
import { coachContext } from './context';
import type { CoachContext } from './draft';
import { LEADERSHIP_TALENT_RE, talentsMatching } from './facts';
import { STRONG_FIT } from './market-facts';
import type { CareerRole, CoachInput, QuestionKind } from './types';

export const SUGGESTION_COUNT = 4;
/** Kairos choice: below this CV quality score the CV question is worth suggesting. */
const WEAK_CV_SCORE = 60;

const BY_ROLE: Readonly<Record<CareerRole, readonly QuestionKind[]>> = {
  job_seeker: ['job_search', 'interview_preparation'],
  professional: ['promotion', 'salary_negotiation'],
  recruiter: ['networking', 'leadership'],
  career_coach: ['freelancing', 'networking'],
};
const GENERAL: readonly QuestionKind[] = [
  'interview_preparation',
  'skill_gaps',
  'salary_negotiation',
  'career_change',
  'job_search',
  'promotion',
];

export interface Suggestion {
  kind: QuestionKind;
  question: string;
}

export function suggestions(c: CoachContext): Suggestion[] {
  const { m, facts, market } = c;
  const out: Suggestion[] = [];
  const add = (kind: QuestionKind, question: string = m.suggested[kind]) => {
    if (!out.some((s) => s.kind === kind)) out.push({ kind, question });
  };
  if (!facts.hasCv) add('cv_improvement');
  if (facts.ongoingBreak || facts.gaps.length > 0) add('returning_after_break');
  const best = market.best(facts.homeCountry ?? market.homeCountry);
  if (best?.fit != null && best.fit >= STRONG_FIT) add('relocation', m.suggested.relocationTo(c.country(best.country)));
  if (market.skillGap) add('skill_gaps', m.suggested.skillGapFor(market.skillGap.occupation));
  for (const kind of facts.careerRole ? BY_ROLE[facts.careerRole] : []) add(kind);
  if (talentsMatching(facts, LEADERSHIP_TALENT_RE).length > 0) add('leadership');
  if (facts.quality && facts.quality.score < WEAK_CV_SCORE) add('cv_improvement');
  for (const kind of GENERAL) add(kind);
  return out.slice(0, SUGGESTION_COUNT);
}

export function suggestedQuestions(c: CoachContext): string[] {
  return suggestions(c).map((s) => s.question);
}

/** The four suggested questions for the person (the query of the input is not used). */
export function SUGGESTED_QUESTIONS(input: CoachInput): string[] {
  return suggestedQuestions(coachContext(input));
}
