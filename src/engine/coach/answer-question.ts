/**
 * The local career coach: a question and the person's own data in, a grounded answer out. It
 * recognises the kind of question (classify.ts), gathers the person's and the market's facts, lets
 * that kind's composer write the answer from the message table of the person's language, and trims it
 * to the answer's limits. Deterministic: no clock but `now`, no randomness, no I/O.
 */
import { composeCareerChange } from './composers/career-change';
import { composeCareerGoal } from './composers/career-goal';
import { composeComparison } from './composers/comparison';
import { composeCvImprovement } from './composers/cv-improvement';
import { composeFreelancing } from './composers/freelancing';
import { composeInterviewPreparation } from './composers/interview-preparation';
import { composeJobSearch } from './composers/job-search';
import { composeLeadership } from './composers/leadership';
import { composeNetworking } from './composers/networking';
import { composePromotion } from './composers/promotion';
import { composeRelocation } from './composers/relocation';
import { composeReturningAfterBreak } from './composers/returning-after-break';
import { composeSalaryNegotiation } from './composers/salary-negotiation';
import { composeSkillGaps } from './composers/skill-gaps';
import { composeUnknown } from './composers/unknown';
import { coachContext } from './context';
import type { Composer } from './draft';
import { finish } from './draft';
import { suggestedQuestions } from './suggested-questions';
import type { CoachAnswer, CoachInput, QuestionKind } from './types';

export const COMPOSERS: Readonly<Record<QuestionKind, Composer>> = {
  career_goal: composeCareerGoal,
  comparison: composeComparison,
  career_change: composeCareerChange,
  promotion: composePromotion,
  salary_negotiation: composeSalaryNegotiation,
  interview_preparation: composeInterviewPreparation,
  skill_gaps: composeSkillGaps,
  relocation: composeRelocation,
  cv_improvement: composeCvImprovement,
  job_search: composeJobSearch,
  leadership: composeLeadership,
  networking: composeNetworking,
  freelancing: composeFreelancing,
  returning_after_break: composeReturningAfterBreak,
};

export function answerQuestion(input: CoachInput): CoachAnswer {
  const c = coachContext(input);
  const kind = c.question.kind;
  const draft = kind === 'unknown' ? composeUnknown(c, suggestedQuestions(c)) : COMPOSERS[kind](c);
  return finish(kind, draft, c);
}
