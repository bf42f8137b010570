/**
 * Per-language vocabulary for the extraction rules: section headings, document titles, month
 * names, "present"/"since" words, degree words, language names and level words. Written as
 * printed (accents kept); the consumers fold them (lower case, accents removed) when they index.
 */
import type { SectionKind } from '../sections';

export type HeadingKind = Exclude<SectionKind, 'header' | 'other'>;

export interface Lexicon {
  /** ISO 639-1 code */
  code: string;
  headings: Partial<Record<HeadingKind, readonly string[]>>;
  /** words a CV may open with instead of the name ("Curriculum Vitae", "Životopis") */
  documentTitles: readonly string[];
  /** twelve lists, January first: full names, inflected forms, abbreviations */
  months: readonly (readonly string[])[];
  /** season words ("summer 2010"): the date stays year-only */
  seasons?: readonly string[];
  /** "present", "today", "d.d." */
  present: readonly string[];
  /** words before a date meaning "since" ("od", "sedan") */
  since: readonly string[];
  /** words after a date meaning "since" (Finnish "alkaen", Hungarian "óta") */
  sinceAfter?: readonly string[];
  /** words between two dates meaning "to" ("do", "til", "até") */
  rangeWords?: readonly string[];
  degrees: readonly string[];
  /** English language name → names as written in this language */
  languageNames: Readonly<Record<string, readonly string[]>>;
  /** level words meaning native / mother tongue */
  native: readonly string[];
  /** other level words ("fluent", "basic"); never skills */
  levels: readonly string[];
  /** personal-data labels in front of a name: full name, given name, family name */
  nameLabels: { full: readonly string[]; given: readonly string[]; family: readonly string[] };
}
