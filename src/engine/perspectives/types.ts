/**
 * Profile perspectives (spec 01, entity "Profile perspective"; issue 5): the same person's profile
 * rendered for one audience. A definition says which sections to show and in which tone; the data is
 * what the server already holds about the person. Everything rendered comes from that data.
 */
import type { CvAnalysis } from '../cv/types';

export const PERSPECTIVE_KINDS = ['technical', 'executive', 'hr', 'public', 'custom'] as const;
export type PerspectiveKind = (typeof PERSPECTIVE_KINDS)[number];
export type BuiltInKind = Exclude<PerspectiveKind, 'custom'>;

export const SECTION_KEYS = [
  'headline',
  'summary',
  'skills',
  'experience',
  'achievements',
  'education',
  'languages',
  'talents',
  'leadership',
  'contact',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const TONES = ['formal', 'neutral', 'friendly', 'concise'] as const;
export type Tone = (typeof TONES)[number];

export const PERSPECTIVE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type PerspectiveLanguage = (typeof PERSPECTIVE_LANGUAGES)[number];

export const TALENT_STATUSES = ['discovered', 'validated', 'developing', 'mastered'] as const;
export type TalentStatus = (typeof TALENT_STATUSES)[number];

export interface PerspectiveDefinition {
  kind: PerspectiveKind;
  name: string;
  /** null: "General audience" */
  targetAudience: string | null;
  /** in the order the view shows them */
  sections: readonly SectionKey[];
  tone: Tone;
}

/** What the server knows about the person; built from the profile, the latest CV analysis and the talents. */
export interface PerspectiveData {
  profile: {
    fullName: string | null;
    currentRole: string | null;
    location: string | null;
    company: string | null;
    yearsOfExperience: number | null;
    careerGoals: readonly string[];
    bio: string | null;
    /** only what the person agreed to show; the public view shows it only when its definition lists 'contact' */
    email?: string | null;
    phone?: string | null;
  };
  analysis: CvAnalysis | null;
  talents: readonly PerspectiveTalent[];
}

export interface PerspectiveTalent {
  talent_name: string;
  status: TalentStatus;
  confidence_score: number;
  supporting_evidence: readonly string[];
}

export interface RenderOptions {
  /** ISO date (YYYY-MM-DD…): the only clock, for current roles, years and gaps */
  now: string;
  language: PerspectiveLanguage;
}

export interface RenderedItem {
  text: string;
  detail?: string;
  /** verbatim CV lines behind the item */
  evidence?: string[];
}

export interface RenderedSection {
  key: SectionKey;
  heading: string;
  items: RenderedItem[];
}

/** Why a chosen section has nothing to show; `reason` in the coverage is its text in the view's language. */
export const EMPTY_REASONS = [
  'no-name-or-role',
  'no-summary',
  'no-public-summary',
  'no-skills',
  'no-experience',
  'no-achievements',
  'no-technical-achievements',
  'no-education',
  'no-languages',
  'no-talents',
  'no-confirmed-talents',
  'no-leadership',
  'no-contact',
] as const;
export type EmptyReason = (typeof EMPTY_REASONS)[number];

export interface SectionCoverage {
  key: SectionKey;
  filled: boolean;
  /** the importance weight the section carries in `confidence` */
  weight: number;
  reasonCode?: EmptyReason;
  reason?: string;
}

export interface RenderedPerspective {
  kind: PerspectiveKind;
  language: PerspectiveLanguage;
  title: string;
  audience: string;
  tone: Tone;
  /** only sections with content, in the definition's order */
  sections: RenderedSection[];
  /** 0–100: weighted share of the chosen sections that have content (see README) */
  confidence: number;
  /** one sentence in the view's language saying how `confidence` came about */
  confidenceExplanation: string;
  /** every chosen section, filled or not */
  coverage: SectionCoverage[];
}
