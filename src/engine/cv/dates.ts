/**
 * Dates and date ranges as CVs in English, German, French, Spanish, Italian and Dutch write them:
 * "03/2019 – heute", "seit 2020", "depuis mars 2020", "abr. 2019 – actualidad",
 * "Gennaio 2019 – in corso", "sep 2019 – heden", "2015 - 2018", "2019-03", "Jan 2020 to Present".
 */
import { fold } from './text';

const MONTH_NAMES: Record<string, number> = {};
const MONTHS: readonly (readonly string[])[] = [
  ['january', 'jan', 'januar', 'jann', 'janvier', 'janv', 'enero', 'ene', 'gennaio', 'gen', 'januari'],
  ['february', 'feb', 'febr', 'februar', 'fevrier', 'fevr', 'fev', 'febrero', 'febbraio', 'februari'],
  ['march', 'mar', 'marz', 'maerz', 'mrz', 'mars', 'marzo', 'maart', 'mrt'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'mag', 'mei'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug'],
  ['august', 'aug', 'aout', 'agosto', 'ago', 'augustus'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre', 'set', 'settembre'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott'],
  ['november', 'nov', 'novembre', 'noviembre'],
  ['december', 'dec', 'dezember', 'dez', 'decembre', 'diciembre', 'dic', 'dicembre'],
];
MONTHS.forEach((names, i) => names.forEach((n) => (MONTH_NAMES[n] = i + 1)));

/** Month number (1–12) for a month name or abbreviation in one of the six languages. */
export function monthFromName(word: string): number | undefined {
  return MONTH_NAMES[fold(word).replace(/\.$/, '')];
}

// "present" words, folded; multi-word phrases first so they win over their parts
const PRESENT_WORDS = [
  'to date', 'till date', 'until now', 'present', 'current', 'currently', 'now', 'today', 'ongoing',
  'bis heute', 'heute', 'jetzt', 'aktuell', 'derzeit', 'laufend', 'dato',
  "aujourd'hui", 'aujourd’hui', 'a ce jour', 'ce jour', 'present', 'actuel', 'actuellement', 'en cours',
  'la actualidad', 'actualidad', 'presente', 'hoy', 'actual', 'la fecha', 'en curso',
  'in corso', 'oggi', 'attuale', 'ad oggi',
  'tot heden', 'heden', 'nu', 'huidig', 'lopend',
].sort((a, b) => b.length - a.length);

const SINCE_WORDS = ['since', 'seit', 'depuis', 'desde', 'dal', "dall'", 'dall’', 'da', 'sinds', 'vanaf', 'from', 'ab'];

export interface DateRange {
  start: string | null;
  end: string | null;
  current: boolean;
  /** character span of the whole range in the text (including a "since" word) */
  index: number;
  length: number;
  /** true when only one date was found (no range, no "since") */
  single: boolean;
}

interface Token {
  kind: 'date' | 'present';
  value: string | null;
  index: number;
  end: number;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const DATE_RE =
  /(?<![\p{L}\d])(\p{L}{3,10})\.?\s*(?:de\s+|'|’)?((?:19|20)\d{2})(?!\d)|(?<![\d./-])(0?[1-9]|1[0-2])\s?[./-]\s?((?:19|20)\d{2})(?![\d./])|(?<![\d./])((?:19|20)\d{2})[-/.](0[1-9]|1[0-2])(?![\d./])|(?<![\d./])((?:19|20)\d{2})(?![\d])/giu;

function presentRe(): RegExp {
  return new RegExp(`(?<![\\p{L}])(?:${PRESENT_WORDS.map(escapeRe).join('|')})(?![\\p{L}])`, 'giu');
}
const PRESENT_RE = presentRe();

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(DATE_RE)) {
    const index = m.index;
    if (m[1] !== undefined && m[2] !== undefined) {
      const month = monthFromName(m[1]);
      if (month) tokens.push({ kind: 'date', value: `${m[2]}-${pad(month)}`, index, end: index + m[0].length });
      else {
        const y = m[0].lastIndexOf(m[2]);
        tokens.push({ kind: 'date', value: m[2], index: index + y, end: index + y + 4 });
      }
    } else if (m[3] !== undefined) tokens.push({ kind: 'date', value: `${m[4]}-${pad(Number(m[3]))}`, index, end: index + m[0].length });
    else if (m[5] !== undefined) tokens.push({ kind: 'date', value: `${m[5]}-${m[6]}`, index, end: index + m[0].length });
    else if (m[7] !== undefined) tokens.push({ kind: 'date', value: m[7], index, end: index + m[0].length });
  }
  const folded = fold(text);
  // fold keeps lengths for the letters we use here (accents are dropped as combining marks)
  const sameLength = folded.length === text.length;
  const source = sameLength ? folded : text.toLowerCase();
  for (const m of source.matchAll(PRESENT_RE)) {
    const index = m.index;
    if (tokens.some((t) => index < t.end && index + m[0].length > t.index)) continue;
    tokens.push({ kind: 'present', value: null, index, end: index + m[0].length });
  }
  return tokens.sort((a, b) => a.index - b.index);
}

const RANGE_GAP_RE = /^\s*(?:[-–—−~]|to|until|till|bis|à|a|au|al|hasta|tot|t\/m|\/)?\s*(?:(?:the\s+)?(?:le|el|il|de|der|den)\s+)?$/iu;
const SINCE_BEFORE_RE = new RegExp(`(?<![\\p{L}])(?:${SINCE_WORDS.map(escapeRe).join('|')})\\s*$`, 'iu');

/**
 * The first date range in a line: a pair of dates joined by a range word or dash, a date followed
 * by a present word, "since X" forms, or (when `allowSingle`) a lone date.
 */
export function findDateRange(text: string, allowSingle = true): DateRange | null {
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i];
    if (a.kind !== 'date') continue;
    const b = tokens[i + 1];
    if (b && RANGE_GAP_RE.test(text.slice(a.end, b.index))) {
      // a year range like "2019-2020" but not a sentence's "2019 and 2020"
      const before = text.slice(0, a.index);
      const since = SINCE_BEFORE_RE.exec(before);
      const index = since && since[0].trim() !== '' && /^(from|van|vom|du|de|dal|da|desde)/i.test(since[0].trim()) ? since.index : a.index;
      return {
        start: a.value,
        end: b.kind === 'present' ? null : b.value,
        current: b.kind === 'present',
        index,
        length: b.end - index,
        single: false,
      };
    }
    const since = SINCE_BEFORE_RE.exec(text.slice(0, a.index));
    if (since && !/^(from|ab|da)$/i.test(since[0].trim())) {
      return { start: a.value, end: null, current: true, index: since.index, length: a.end - since.index, single: false };
    }
  }
  if (!allowSingle) return null;
  const first = tokens.find((t) => t.kind === 'date');
  if (!first) return null;
  return { start: first.value, end: first.value, current: false, index: first.index, length: first.end - first.index, single: true };
}

/** The text with the range cut out and the separators around the cut tidied up. */
export function removeRange(text: string, range: DateRange): string {
  return `${text.slice(0, range.index)}\t${text.slice(range.index + range.length)}`;
}

/** Does the line contain any year at all (a cheap pre-check)? */
export function hasYear(text: string): boolean {
  return /(?<!\d)(?:19|20)\d{2}(?!\d)/.test(text);
}
