/**
 * The texts of hidden talents, per language (ADR 019). Each language file is typed as
 * `TalentMessages`, so a talent or an industry without its text is a type error; `messages.test.ts`
 * checks the same at run time. The engine stores the English text beside the key for readers that
 * do not render messages; the web loads one language's file when the interface needs it.
 */
import type { Industry, TalentId } from '../catalogue';

export interface TalentText {
  name: string;
  /** one sentence: what the talent is */
  description: string;
  /** the development path: two concrete next steps */
  path: readonly [string, string];
}

/** What the evidence for a talent was, as the explanation message's parameters. */
export interface TalentMessageParams {
  /** lines of the CV that show the talent */
  lines: number;
  /** roles (or the summary) those lines come from */
  roles: number;
  /** the most recent year the evidence comes from, null when the CV gives no dates */
  latest_year: number | null;
  /** lines that state ownership or a scale */
  strong: number;
}

export interface TalentMessages {
  talents: Record<TalentId, TalentText>;
  industries: Record<Industry, string>;
  /** why Kairos sees the talent, from the evidence's parameters */
  explanation: (p: TalentMessageParams) => string;
}

export const TALENT_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type TalentLanguage = (typeof TALENT_LANGUAGES)[number];
