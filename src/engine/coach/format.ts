/**
 * Dates, numbers and lists in the person's language. The only clock is the input's `now`; every
 * format goes through `Intl` with fixed options, so the same input always reads the same.
 */
import { trimTrailing } from '../cv/text';
import type { CoachLanguage } from './types';

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

export interface CoachDate {
  /** YYYY-MM-DD */
  day: string;
  /** YYYY-MM, the form the CV engine's month arithmetic reads */
  month: string;
}

/** The input's `now` as a day and a month; throws on anything that is not an ISO date. */
export function parseNow(now: string): CoachDate {
  const m = ISO_DATE_RE.exec(now.trim());
  if (!m) throw new RangeError(`now must be an ISO date (YYYY-MM-DD), got "${now}"`);
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(mo) - 1) throw new RangeError(`now is not a calendar date: "${now}"`);
  return { day: `${y}-${mo}-${d}`, month: `${y}-${mo}` };
}

/** YYYY-MM-DD plus whole days, in UTC so no time zone shifts the date. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export interface Formatter {
  /** 0.72 → "72%" / "72 %" */
  share(value: number): string;
  /** a figure published in percent: 4.3 → "4.3%" / "4,3 %" */
  percent(value: number): string;
  euros(value: number): string;
  number(value: number): string;
  /** 'YYYY-MM' or 'YYYY' → "Apr 2018" / "avr. 2018"; anything else as written */
  month(value: string): string;
  /** "a, b and c" in the person's language */
  list(items: readonly string[]): string;
  /** "a, b or c" */
  orList(items: readonly string[]): string;
  /** an English language name ("Dutch") in the person's language, as written when unknown */
  languageName(english: string): string;
}

// English names of the languages official somewhere in the covered countries, for Intl.DisplayNames.
const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  bulgarian: 'bg',
  croatian: 'hr',
  czech: 'cs',
  danish: 'da',
  dutch: 'nl',
  english: 'en',
  estonian: 'et',
  finnish: 'fi',
  french: 'fr',
  german: 'de',
  greek: 'el',
  hungarian: 'hu',
  icelandic: 'is',
  irish: 'ga',
  italian: 'it',
  latvian: 'lv',
  lithuanian: 'lt',
  luxembourgish: 'lb',
  maltese: 'mt',
  norwegian: 'no',
  polish: 'pl',
  portuguese: 'pt',
  romanian: 'ro',
  romansh: 'rm',
  slovak: 'sk',
  slovene: 'sl',
  slovenian: 'sl',
  spanish: 'es',
  swedish: 'sv',
  turkish: 'tr',
  catalan: 'ca',
  basque: 'eu',
  galician: 'gl',
  welsh: 'cy',
  russian: 'ru',
  ukrainian: 'uk',
  arabic: 'ar',
  chinese: 'zh',
  japanese: 'ja',
  hindi: 'hi',
};

const cache = new Map<CoachLanguage, Formatter>();
// Kairos is European: British English conventions ("a, b and c") for English.
const LOCALES: Readonly<Record<CoachLanguage, string>> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', it: 'it-IT', nl: 'nl-NL' };

export function formatter(language: CoachLanguage): Formatter {
  const cached = cache.get(language);
  if (cached) return cached;
  const locale = LOCALES[language];
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const months = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const and = new Intl.ListFormat(locale, { type: 'conjunction' });
  const or = new Intl.ListFormat(locale, { type: 'disjunction' });
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  const f: Formatter = {
    share: (v) => share.format(v),
    percent: (v) => percent.format(v / 100),
    euros: (v) => euros.format(v),
    number: (v) => number.format(v),
    month: (v) => {
      const m = /^(\d{4})(?:-(\d{2}))?$/.exec(v);
      if (!m) return v;
      if (!m[2]) return m[1];
      return months.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
    },
    list: (items) => and.format(items),
    orList: (items) => or.format(items),
    languageName: (english) => {
      const code = LANGUAGE_CODES[english.trim().toLowerCase()];
      return code ? (languages.of(code) ?? english) : english;
    },
  };
  cache.set(language, f);
  return f;
}

/**
 * The short name of a figure's source: "Eurostat jvs_q_nace2 release for 2024Q3 as reprinted at …"
 * → "Eurostat jvs_q_nace2". The full source stays in the market data; the answer names it briefly.
 */
export function shortSource(source: string): string {
  // (?<!\s): a separator is tried from the start of a space run only, so a long run is scanned once
  const cut = source.split(/(?<!\s)\s+(?:via|as|release|checked|news)\s+|(?<!\s)\s*[;(]|,\s|(?<!\s)\s+https?:/)[0]?.trim() ?? '';
  const short = cut === '' ? source.trim() : cut;
  return short.length > 60 ? `${short.slice(0, 59).trimEnd()}…` : short;
}

/** A verbatim CV line, shortened for an inline quotation without changing its words. */
export function quote(text: string, max = 140): string {
  // a closing full stop would clash with the sentence the quotation sits in
  const t = trimTrailing(text.replace(/\s+/g, ' ').trim(), /[.;:,]/u);
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}
