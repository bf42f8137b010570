/**
 * Generated text as message keys with parameters (issue 18, ADR 018). The engine stores what it
 * found as a key and plain JSON values; each interface language renders the sentence from its own
 * catalogue, so switching language re-renders every generated sentence without a re-analysis.
 *
 * `GeneratedParams` names every key and the values it takes. Each language file is typed as
 * `GeneratedCatalogue`, so a missing or misspelt key fails the type check. Values are data as
 * written (skills, titles), counts as numbers (for plurals), months as 'YYYY-MM' and language codes
 * (ISO 639), so each language formats them itself.
 */

/** The languages generated text is rendered in: the six languages Kairos reads and speaks. */
export const GENERATED_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type GeneratedLanguage = (typeof GENERATED_LANGUAGES)[number];

export type ContactField = 'name' | 'email' | 'phone' | 'location';
/** A file kind a file name can claim (by its extension). */
export type ClaimedKind = 'pdf' | 'word' | 'odt' | 'png' | 'jpeg' | 'rtf' | 'txt';
export type SizeLimitKind = 'zip-entries' | 'zip-inflated' | 'docx-xml';
export type PoisonEnd = 'timeout' | 'out_of_memory' | 'crashed' | 'interrupted';
/** A spoken-language level in words, whatever language the CV wrote it in. */
export const LEVEL_WORDS = ['native', 'bilingual', 'fluent', 'advanced', 'intermediate', 'basic'] as const;
export type LevelWord = (typeof LEVEL_WORDS)[number];
/** A level: a word Kairos recognised, a CEFR level, a rating ("4/5"), or text it did not recognise (shown as written). */
export type LanguageLevel =
  | { kind: 'word'; word: LevelWord }
  | { kind: 'cefr'; level: string }
  | { kind: 'rating'; value: number; of: number }
  | { kind: 'text'; text: string };

// Each entry is a closed object of JSON values; `{}` is a key without values.
export interface GeneratedParams {
  // ---- quality score: component names ----
  'quality.contact': {};
  'quality.summary': {};
  'quality.experienceDetail': {};
  'quality.dates': {};
  'quality.education': {};
  'quality.skills': {};
  'quality.languages': {};
  'quality.recency': {};
  // ---- quality score: explanations ----
  'quality.contact.complete': {};
  'quality.contact.missing': { fields: ContactField[] };
  'quality.summary.present': {};
  'quality.summary.missing': {};
  'quality.experienceDetail.none': {};
  'quality.experienceDetail.detail': { described: number; roles: number; quantified: number };
  'quality.dates.none': {};
  'quality.dates.detail': { dated: number; roles: number };
  'quality.education.detail': { count: number };
  'quality.skills.detail': { count: number; backed: number };
  'quality.languages.detail': { count: number };
  'quality.recency.none': {};
  'quality.recency.current': {};
  'quality.recency.ended': { months: number };
  // ---- insights ----
  'insight.missingContact.title': { field: Exclude<ContactField, 'name'> };
  'insight.missingContact.text': { field: Exclude<ContactField, 'name'> };
  'insight.gap.title': { months: number };
  'insight.gap.text': { from: string; to: string };
  'insight.datedSkills.title': { years: number };
  'insight.datedSkills.text': { skills: string[]; more: boolean };
  'insight.progression.title': {};
  'insight.progression.text': { from: string; to: string };
  'insight.inDemand.title': {};
  'insight.inDemand.text': { skills: string[] };
  'insight.inDemandMissing.title': {};
  'insight.inDemandMissing.text': { skills: string[] };
  /** `talent_key`: the talent's message key, so the name is rendered in the sentence's language */
  'insight.talent.title': { talent: string; talent_key?: string };
  'insight.talent.text': { talent: string; talent_key?: string };
  // ---- why an analysis failed ----
  'failure.emptyFile': {};
  'failure.unsupported': { ext: string | null; kind: ClaimedKind | null };
  'failure.passwordProtected': { pdf: boolean };
  'failure.noTextImage': {};
  'failure.noTextPdf': {};
  'failure.corrupt': { pdf: boolean; ext: string | null };
  'failure.tooLittleText': {};
  'failure.tooLarge': { limit: SizeLimitKind; amount: number };
  'failure.timedOut': {};
  'failure.gaveUp': {};
  'failure.notStarted': {};
  'failure.engineDefect': {};
  'failure.poison': { end: PoisonEnd };
  'failure.import': { code: 'DAMAGED_FILE' | 'WRONG_FORMAT' | 'EMPTY_RECORD' | 'TOO_LARGE'; source: 'linkedin' | 'json_resume' | 'europass' };
  // ---- a spoken language with its level: "Italian · native" ----
  'language.chip': { code: string | null; name: string; level: LanguageLevel | null };
}

export type GeneratedKey = keyof GeneratedParams;

/** One generated sentence: a key and its values, stored as JSON beside the English text. */
export type GeneratedMessage = { [K in GeneratedKey]: { key: K; params: GeneratedParams[K] } }[GeneratedKey];

/** Formatting in the catalogue's language (Intl, no clock). */
export interface MessageFormat {
  readonly language: GeneratedLanguage;
  /** "A, B and C" */
  list: (items: readonly string[]) => string;
  /** 'YYYY-MM' → "March 2024" / "März 2024" */
  month: (yyyyMm: string) => string;
  number: (n: number) => string;
  /** ISO 639 code → the language's name in this language ("it" → "Italienisch"), or null */
  languageName: (code: string) => string | null;
}

/** One language's sentences: a function per key. */
export type GeneratedCatalogue = { [K in GeneratedKey]: (params: GeneratedParams[K], f: MessageFormat) => string };

/** Builds a message with its key's parameter type checked. */
export function msg<K extends GeneratedKey>(key: K, ...params: GeneratedParams[K] extends Record<string, never> ? [] : [GeneratedParams[K]]): GeneratedMessage {
  return { key, params: (params[0] ?? {}) as GeneratedParams[K] } as GeneratedMessage;
}
