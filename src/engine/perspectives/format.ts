/**
 * Dates, percentages, lists and language names in the view's language. The only clock is the
 * caller's `now`; every format goes through `Intl` with fixed options and UTC, so the same input
 * always reads the same.
 */
import type { CvDate } from '../cv/types';
import { monthIndex } from '../insights/months';
import type { PerspectiveLanguage } from './types';

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** `now` as a month index (see insights/months); throws on anything that is not an ISO date. */
export function nowMonth(now: string): number {
  const m = ISO_DATE_RE.exec(now.trim());
  const month = m ? Number(m[2]) : 0;
  if (!m || month < 1 || month > 12) throw new RangeError(`now must be an ISO date (YYYY-MM-DD), got "${now}"`);
  return Number(m[1]) * 12 + month - 1;
}

// English language names as the CV engine writes them → ISO 639-1, for Intl.DisplayNames.
const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  Albanian: 'sq',
  Arabic: 'ar',
  Basque: 'eu',
  Bulgarian: 'bg',
  Catalan: 'ca',
  Chinese: 'zh',
  Croatian: 'hr',
  Czech: 'cs',
  Danish: 'da',
  Dutch: 'nl',
  English: 'en',
  Estonian: 'et',
  Finnish: 'fi',
  French: 'fr',
  Galician: 'gl',
  German: 'de',
  Greek: 'el',
  Hebrew: 'he',
  Hindi: 'hi',
  Hungarian: 'hu',
  Icelandic: 'is',
  Irish: 'ga',
  Italian: 'it',
  Japanese: 'ja',
  Korean: 'ko',
  Latvian: 'lv',
  Lithuanian: 'lt',
  Luxembourgish: 'lb',
  Maltese: 'mt',
  Norwegian: 'no',
  Persian: 'fa',
  Polish: 'pl',
  Portuguese: 'pt',
  Romanian: 'ro',
  Russian: 'ru',
  Serbian: 'sr',
  Slovak: 'sk',
  Slovenian: 'sl',
  Spanish: 'es',
  Swedish: 'sv',
  Turkish: 'tr',
  Ukrainian: 'uk',
  Vietnamese: 'vi',
  Welsh: 'cy',
};

export interface Formatter {
  /** a CV date ('YYYY-MM' or 'YYYY') → "Jun 2019" / "juin 2019"; anything else as written */
  cvDate(date: CvDate): string;
  /** a month index → "Jun 2019" */
  month(index: number): string;
  /** "Jun 2019 – present", "– 2018", or null when the role has no dates */
  range(start: CvDate | null, end: CvDate | null, current: boolean, present: string): string | null;
  /** 0–100 → "82%" / "82 %" */
  percent(value: number): string;
  /** "a, b and c" */
  list(items: readonly string[]): string;
  /** "German" → "Deutsch" in a German view; unknown names as written */
  languageName(english: string): string;
}

export function createFormatter(language: PerspectiveLanguage): Formatter {
  const monthFormat = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const percentFormat = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const listFormat = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  const names = new Intl.DisplayNames(language, { type: 'language' });
  const month = (index: number) => monthFormat.format(new Date(Date.UTC(Math.floor(index / 12), index % 12, 1)));
  const cvDate = (date: CvDate) => {
    if (/^\d{4}$/.test(date.trim())) return date.trim();
    const index = monthIndex(date, 'start');
    return index === null ? date : month(index);
  };
  return {
    cvDate,
    month,
    range(start, end, current, present) {
      const to = current ? present : end ? cvDate(end) : null;
      if (!start && !to) return null;
      return start ? `${cvDate(start)} – ${to ?? ''}`.trim() : `– ${to}`;
    },
    percent: (value) => percentFormat.format(value / 100),
    list: (items) => listFormat.format(items),
    languageName(english) {
      const code = LANGUAGE_CODES[english];
      const name = code ? names.of(code) : undefined;
      return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : english;
    },
  };
}
