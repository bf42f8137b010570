/**
 * How much of a perspective the person's data covers: the share of the chosen sections that have
 * content, each weighted by its importance. A section is either covered (at least one item) or not;
 * the weights say which gaps matter more. Explained in README.md.
 */
import type { PerspectiveKind, SectionKey } from './types';

/** Importance of a section in any view: what a reader looks for first weighs most. */
export const SECTION_WEIGHTS: Readonly<Record<SectionKey, number>> = {
  headline: 2,
  summary: 2,
  skills: 3,
  experience: 3,
  achievements: 3,
  education: 2,
  languages: 1,
  talents: 2,
  leadership: 2,
  contact: 1,
};

/** The sections a built-in perspective exists for; they count double in it. */
export const FOCUS_SECTIONS: Readonly<Record<PerspectiveKind, readonly SectionKey[]>> = {
  technical: ['skills', 'achievements'],
  executive: ['leadership', 'achievements'],
  hr: ['experience', 'education'],
  public: ['skills', 'talents'],
  custom: [],
};

export function sectionWeight(key: SectionKey, kind: PerspectiveKind): number {
  return SECTION_WEIGHTS[key] * (FOCUS_SECTIONS[kind].includes(key) ? 2 : 1);
}

/** round(100 × Σ weight of covered sections / Σ weight of chosen sections); 0 when nothing is chosen. */
export function coverageConfidence(sections: readonly { weight: number; filled: boolean }[]): number {
  const total = sections.reduce((sum, s) => sum + s.weight, 0);
  if (total === 0) return 0;
  const covered = sections.reduce((sum, s) => sum + (s.filled ? s.weight : 0), 0);
  return Math.round((100 * covered) / total);
}
