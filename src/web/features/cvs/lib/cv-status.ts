// How a CV's status and analysis step read on screen. Pure, zod-free (types only from the contract).
import type { CvStatus, CvStep } from '@/contract/cvs';
import type { TalentStatus } from '@/contract/talents';

/** Badge colours; the words (spec: Analyzing, Complete, Error, Draft) are `cvs:status.<status>`. */
export const cvStatusColor = {
  processing: 'blue',
  analyzed: 'teal',
  failed: 'red',
  draft: 'gray',
} as const satisfies Record<CvStatus, string>;

export const talentStatusColor = {
  discovered: 'blue',
  validated: 'teal',
  developing: 'grape',
  mastered: 'orange',
} as const satisfies Record<TalentStatus, string>;

/** The four analysis steps a person sees (the server's `uploaded` step only starts them). */
export const analysisSteps = ['parsed', 'extracted', 'analysing', 'generating'] as const satisfies readonly CvStep[];
export type AnalysisStep = (typeof analysisSteps)[number];

const serverSteps = ['uploaded', 'parsed', 'extracted', 'analysing', 'generating'] as const satisfies readonly CvStep[];

/**
 * Index of the step in progress (0–3), or 4 once the analysis is done. `parsed` and `extracted`
 * are reached when that work is finished; `analysing` and `generating` when it starts.
 */
export function activeStepIndex(status: CvStatus, step: CvStep | null): number {
  if (status === 'analyzed' || status === 'draft') return analysisSteps.length;
  switch (step) {
    case 'parsed':
      return 1;
    case 'extracted':
    case 'analysing':
      return 2;
    case 'generating':
      return 3;
    default:
      return 0;
  }
}

/** 0–100 for a progress bar: grows with every step the server reports, 100 once analysed. */
export function analysisPercent(status: CvStatus, step: CvStep | null): number {
  if (status === 'analyzed' || status === 'draft') return 100;
  if (status === 'failed') return 0;
  const index = step ? serverSteps.indexOf(step) : -1;
  return Math.round(((index + 1) / (serverSteps.length + 1)) * 100);
}

/** Statuses whose talents the Validate / Needs Review / Develop / Mastered buttons apply to. */
export function talentActionsFor(status: TalentStatus): { validate: boolean; review: boolean; develop: boolean; master: boolean } {
  return {
    validate: status === 'discovered',
    review: status === 'discovered',
    develop: status === 'discovered' || status === 'validated',
    master: status === 'validated' || status === 'developing',
  };
}
