/**
 * Every phrase the job-ad engine writes for a person (the cover-letter draft, the coach's summary),
 * per language. Each file is typed as `JobMessages`, so a missing key is a type error. Values the
 * phrases take come from the record and the ad verbatim; the phrases never add a claim of their own.
 */
export interface JobMessages {
  /** the CV's line as a quotation in the language's marks */
  quote(line: string): string;
  list(items: readonly string[]): string;
  /** the level "native" in a list of languages */
  native: string;
  greeting: string;
  opening(title: string, employer: string | null): string;
  evidenceIntro: string;
  evidenceItem(skill: string, line: string): string;
  experience(years: number): string;
  languages(list: string): string;
  closing: string;
  signoff: string;
  coach: {
    ready(score: number, title: string): string;
    close(score: number, title: string): string;
    stretch(score: number, title: string): string;
    learnFirst(list: string): string;
    nothingMissing: string;
    strengths(list: string): string;
  };
}
