/**
 * The local career coach's contract: what the caller hands in (the person's own data and the market
 * figures already computed for them) and the answer it gets back, in the spec's coaching-session
 * shape plus the kind of question, the facts used and which engine wrote it.
 */
import type { CvAnalysis } from '../cv/types';
import type { CrossBorderItem } from '../market/cross-border';
import type { SkillDemandRecord } from '../market/import/skills-demand';

export const COACH_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type CoachLanguage = (typeof COACH_LANGUAGES)[number];

/** The kinds of question the local engine answers, in a fixed order that also breaks ties. */
export const QUESTION_KINDS = [
  'comparison',
  'career_goal',
  'returning_after_break',
  'relocation',
  'freelancing',
  'salary_negotiation',
  'interview_preparation',
  'career_change',
  'promotion',
  'leadership',
  'networking',
  'skill_gaps',
  'cv_improvement',
  'job_search',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The same kinds in the order a person reads them in a list of topics. */
export const KIND_DISPLAY_ORDER: readonly QuestionKind[] = [
  'career_goal',
  'career_change',
  'promotion',
  'salary_negotiation',
  'interview_preparation',
  'skill_gaps',
  'relocation',
  'cv_improvement',
  'job_search',
  'leadership',
  'networking',
  'freelancing',
  'returning_after_break',
  'comparison',
];

export const CAREER_ROLES = ['job_seeker', 'professional', 'recruiter', 'career_coach'] as const;
export type CareerRole = (typeof CAREER_ROLES)[number];

export interface CoachTalent {
  talent_name: string;
  /** 0–100 */
  confidence_score: number;
  /** discovered, validated, developing, mastered */
  status: string;
  /** verbatim CV sentences, strongest first */
  supporting_evidence: readonly string[];
}

export type CoachSkillTrend = Pick<SkillDemandRecord, 'skill' | 'trend' | 'scope' | 'period' | 'source'>;

export interface CoachSkillGap {
  occupation: string;
  /** share of the occupation's essential skills held, 0–1 */
  skillGapScore: number;
  missingSkills: readonly { name: string; essential: boolean }[];
}

export interface CoachPerson {
  name?: string | null;
  analysis: CvAnalysis | null;
  talents: readonly CoachTalent[];
  /** career goals as the person wrote them */
  goals?: readonly string[];
  careerRole?: CareerRole | null;
  yearsOfExperience?: number | null;
  currentRole?: string | null;
  location?: string | null;
}

export interface CoachMarket {
  /** the cross-border comparison for this person, best fit first */
  comparison?: readonly CrossBorderItem[];
  skillTrends?: readonly CoachSkillTrend[];
  /** the person's likely occupations, best first; score 0–1 */
  occupations?: readonly { title: string; score: number }[];
  skillGap?: CoachSkillGap | null;
  /**
   * Earnings by occupation, only when an operator imported them (Kairos ships none): the coach names
   * a pay figure only from here, never from the minimum wage.
   */
  earnings?: readonly CoachEarnings[];
}

export interface CoachEarnings {
  /** occupation as the data name it */
  occupation: string;
  country: string;
  /** median gross pay per month, EUR */
  monthlyMedian: number;
  period: string;
  source: string;
}

/**
 * What a turn of a conversation was about, as the engine understood it: stored with each turn so a
 * follow-up ("and how long would that take?", "what about Sweden?") can be read against it.
 */
export interface CoachIntent {
  kind: QuestionKind | 'unknown';
  /** the language the answer was written in (the question's) */
  language: CoachLanguage;
  /** covered countries, destination first */
  countries: string[];
  /** the target occupation the question named, as the occupation data know it */
  role: { id: string; title: string } | null;
  /** the time frame the question named, in months */
  months: number | null;
  /** the options a comparison weighed ("CPIM", "Six Sigma Black Belt") */
  options: string[];
}

export interface CoachTurn {
  query: string;
  intent: CoachIntent;
}

export interface CoachInput {
  query: string;
  /** the person's interface language: the answer's language when the question's own cannot be told */
  language: CoachLanguage;
  /** earlier turns of the same conversation, oldest first */
  history?: readonly CoachTurn[];
  /** ISO date (YYYY-MM-DD, a time part is ignored): the engine's only clock */
  now: string;
  person: CoachPerson;
  market?: CoachMarket;
}

export type CoachInsightType = 'strength' | 'gap' | 'market' | 'warning' | 'info';
export type CoachPriority = 'high' | 'medium' | 'low';

export interface CoachInsight {
  type: CoachInsightType;
  text: string;
}

export interface CoachRecommendation {
  priority: CoachPriority;
  text: string;
}

export interface CoachActionItem {
  task: string;
  /** YYYY-MM-DD, counted from the input's `now` */
  deadline: string;
}

export interface CoachAnswer {
  kind: QuestionKind | 'unknown';
  response: string;
  insights: CoachInsight[];
  recommendations: CoachRecommendation[];
  action_items: CoachActionItem[];
  /** the facts the answer rests on, each short and with its source where it has one */
  grounding: string[];
  engine: 'local';
  /** what this turn was understood to be about (for the next turn of the conversation) */
  intent: CoachIntent;
}
