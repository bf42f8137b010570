// "What to do next" on the intelligent dashboard: a short, ordered list derived from real figures.

export const nextStepKinds = ['uploadCv', 'overdueTasks', 'validateTalents', 'completeProfile', 'dueThisWeek', 'askCoach'] as const;
export type NextStepKind = (typeof nextStepKinds)[number];

export interface NextStepInput {
  analysedCvs: number;
  /** talents still waiting for the person's confirmation */
  discoveredTalents: number;
  overdueTasks: number;
  dueThisWeek: number;
  profileCompleteness: number;
  coachingSessions: number;
}

export interface NextStep {
  kind: NextStepKind;
  count: number;
}

/** Most urgent first; at most `limit` steps. */
export function nextSteps(input: NextStepInput, limit = 4): NextStep[] {
  const steps: NextStep[] = [];
  if (input.analysedCvs === 0) steps.push({ kind: 'uploadCv', count: 0 });
  if (input.overdueTasks > 0) steps.push({ kind: 'overdueTasks', count: input.overdueTasks });
  if (input.discoveredTalents > 0) steps.push({ kind: 'validateTalents', count: input.discoveredTalents });
  if (input.profileCompleteness < 100) steps.push({ kind: 'completeProfile', count: 100 - input.profileCompleteness });
  if (input.dueThisWeek > 0) steps.push({ kind: 'dueThisWeek', count: input.dueThisWeek });
  if (input.coachingSessions === 0 && input.analysedCvs > 0) steps.push({ kind: 'askCoach', count: 0 });
  return steps.slice(0, limit);
}
