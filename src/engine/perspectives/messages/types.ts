/**
 * Every heading and framing phrase a perspective shows, per language. Each language file is typed as
 * `PerspectiveMessages`, so a missing or misspelt key is a type error; `messages.test.ts` checks the
 * same at run time. Phrases that take values are functions, so each language orders and inflects
 * its own words. Values passed in are data as written (roles, companies, goals) or already formatted
 * for the language (dates, lists, percentages); counts come as numbers for plurals.
 */
import type { Proficiency } from '../../cv/types';
import type { SkillCategory } from '../../taxonomy/skill-schema';
import type { EmptyReason, PerspectiveKind, SectionKey, TalentStatus, Tone } from '../types';

/** Section headings that differ from the plain one in a built-in perspective. */
export type LensHeading =
  | 'technicalSkills'
  | 'technicalAchievements'
  | 'technicalExperience'
  | 'executiveAchievements'
  | 'executiveExperience'
  | 'hrExperience'
  | 'publicSkills'
  | 'publicAchievements';

export type ContactLabel = 'email' | 'phone' | 'location' | 'link';

/** The pieces of a headline; any may be missing, never all. */
export interface HeadlineParts {
  name: string | null;
  role: string | null;
  company: string | null;
  location: string | null;
  years: number | null;
}

export interface PerspectiveMessages {
  /** built-in names; `custom` names a custom perspective whose name is blank */
  names: Record<PerspectiveKind, string>;
  audiences: Record<Exclude<PerspectiveKind, 'custom'>, string>;
  /** spec: the fallback when a custom view has no audience */
  generalAudience: string;
  headings: Record<SectionKey, string>;
  lensHeadings: Record<LensHeading, string>;
  tones: Record<Tone, string>;
  categories: Record<SkillCategory | 'other', string>;
  proficiency: Record<Proficiency, string>;
  talentStatus: Record<TalentStatus, string>;
  contactLabels: Record<ContactLabel, string>;
  /** why a chosen section is empty */
  reasons: Record<EmptyReason, string>;
  /** the open end of a current role's dates */
  present: string;
  nativeLevel: string;
  levelNotStated: string;

  headline: (parts: HeadlineParts, tone: Tone) => string;
  /** `goals` is the person's goals as a formatted list */
  goals: (goals: string, tone: Tone) => string;
  /** availability when the CV or profile names a current role; role or company may be missing, not both */
  currentRole: (role: string | null, company: string | null, tone: Tone) => string;
  /** availability when no role is current; `since` is a formatted month */
  noCurrentRole: (since: string, tone: Tone) => string;
  /** a stretch without a role between two roles */
  gap: (from: string, to: string, months: number, tone: Tone) => string;
  /** no role since `since` up to now */
  ongoingBreak: (since: string, months: number, tone: Tone) => string;
  /** `percent` formatted; `missing` the headings of empty sections as a list, or null */
  confidence: (filled: number, total: number, percent: string, missing: string | null) => string;
  /** labels of the plain-text export */
  text: {
    audience: (audience: string) => string;
    tone: (tone: string) => string;
    coverage: (percent: string) => string;
  };
}
