/**
 * Dates and date ranges as CVs in English, German, French, Spanish, Italian and Dutch write them:
 * "03/2019 – heute", "seit 2020", "depuis mars 2020", "abr. 2019 – actualidad",
 * "Gennaio 2019 – in corso", "sep 2019 – heden", "2015 - 2018", "2019-03", "Jan 2020 to Present".
 */
import { lexiconMonths, PRESENT_WORDS_EXTRA, SEASON_WORDS, RANGE_WORDS_EXTRA, SINCE_AFTER_WORDS, SINCE_WORDS_EXTRA } from './lexicon/all';
import { fold, memoize } from './text';

const MONTH_NAMES: Record<string, number> = {};
const MONTHS: readonly (readonly string[])[] = [
  ['january', 'jan', 'januar', 'janner', 'jaenner', 'jann', 'janvier', 'janv', 'enero', 'ene', 'gennaio', 'gen', 'januari'],
  ['february', 'feb', 'febr', 'februar', 'feber', 'fevrier', 'fevr', 'fev', 'febrero', 'febbraio', 'februari'],
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
// the other languages' months; a word already known keeps its first meaning
lexiconMonths().forEach((names, i) => names.forEach((n) => (MONTH_NAMES[n] ??= i + 1)));

/** Month number (1–12) for a month name or abbreviation in one of the six languages. */
// "listopad(a)" is November in Polish and Czech, October in Croatian (and Bosnian, Serbian in Latin script)
let croatianMonths = false;

/**
 * Reads month names as the CV's language does where languages disagree; says whether that changed,
 * so the caller forgets dates read the other way (analyzeDocument, once per CV).
 */
export function readMonthsAs(language: string): boolean {
  const croatian = language === 'hr';
  if (croatian === croatianMonths) return false;
  croatianMonths = croatian;
  return true;
}

export function monthFromName(word: string): number | undefined {
  const key = fold(word).replace(/\.$/, '');
  if (croatianMonths && (key === 'listopad' || key === 'listopada')) return 10;
  return MONTH_NAMES[key];
}

// "present" words, folded; multi-word phrases first so they win over their parts
const PRESENT_WORDS = [
  'to date', 'till date', 'until now', 'present', 'current', 'currently', 'now', 'today', 'ongoing',
  'bis heute', 'heute', 'jetzt', 'aktuell', 'derzeit', 'laufend', 'dato',
  "aujourd'hui", 'aujourd’hui', 'a ce jour', 'ce jour', 'present', 'actuel', 'actuellement', 'en cours',
  'la actualidad', 'actualidad', 'presente', 'hoy', 'actual', 'la fecha', 'en curso',
  'in corso', 'oggi', 'attuale', 'ad oggi', 'alla data attuale', 'alla data odierna', "a tutt'oggi", 'a tutt’oggi', 'tuttora', 'fino ad oggi', 'a oggi',
  'hasta la fecha', 'hasta hoy', 'hasta ahora', 'a la fecha', 'bis dato', 'bis jetzt', 'tot op heden',
  'tot heden', 'heden', 'nu', 'huidig', 'lopend', 'lopende',
  // Ukrainian and Russian, for the CVs of people from there working in the EU
  'по теперішній час', 'теперішній час', 'дотепер', 'донині', 'нині', 'зараз', 'по т.ч.', 'по настоящее время', 'настоящее время', 'н.в.',
  ...PRESENT_WORDS_EXTRA,
]
  .map((w) => fold(w))
  .filter((w, i, all) => all.indexOf(w) === i)
  .sort((a, b) => b.length - a.length);

const PRESENT_WORD_SET: ReadonlySet<string> = new Set(PRESENT_WORDS);

/** "nyní", "heute", "present": a line that is only a "present" word (the second half of a wrapped range). */
export function isPresentWord(text: string): boolean {
  return PRESENT_WORD_SET.has(fold(text.trim()).replace(/[.]$/, ''));
}

const SINCE_WORDS = ['since', 'seit', 'depuis', 'desde', 'dal', "dall'", 'dall’', 'da', 'sinds', 'vanaf', 'from', 'ab', ...SINCE_WORDS_EXTRA]
  .filter((w, i, all) => all.indexOf(w) === i)
  .sort((a, b) => b.length - a.length);
// English "from" before a lone date is a start more often than "since"; "ab", "da", "fra" mean "since" there
const FROM_LIKE_RE = /^(?:from)$/i;

export interface DateRange {
  start: string | null;
  end: string | null;
  current: boolean;
  /** character span of the whole range in the text (including a "since" word) */
  index: number;
  length: number;
  /** true when only one date was found (no range, no "since") */
  single: boolean;
  /** an open range: a date and a dash with nothing after it ("3/2018–"), read as current unless the next line ends it */
  open?: boolean;
}

interface Token {
  kind: 'date' | 'present';
  value: string | null;
  index: number;
  end: number;
  /** a date with its day ("01.03.2018", "2018-03-01"): a bound of a range, alone a birth date or a signature's */
  full?: boolean;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const DATE_RE =
  /(?<![\p{L}\d])(\p{L}{3,14})\.?\s*(?:de\s+|'|’|\/\s?)?((?:19|20)\d{2})(?!\d)|(?<![\d./-])(0?[1-9]|1[0-2])\s?[./-]\s?((?:19|20)\d{2})\.?(?![\d./])|(?<![\d./])((?:19|20)\d{2})(?:[-/.]|\.\s)(0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?\.?(?![\d./])|(?<![\d./])((?:19|20)\d{2})\.?(?:\s?m\.|\sgada|\s?g\.)?\s(\p{L}{3,14})\.?(?![\p{L}])|(?<![\d./])((?:19|20)\d{2})(?![\d])|(?<![\d./-])(0?[1-9]|[12]\d|3[01])\s?([./-])\s?(0?[1-9]|1[0-2])\s?\11\s?((?:19|20)\d{2})\.?(?![\d./])/giu;

const YEAR_MONTH_AT = /((?:19|20)\d{2})(?:[-/.]|\.\s)(0[1-9]|1[0-2])\.?(?![\d./])/y;
// year first with a month name, from a given position: "2020. április", "2019 m. sausio", "2020. gada marts", "2012. g. marts"
const YEAR_MONTH_NAME_AT = /((?:19|20)\d{2})\.?(?:\s?m\.|\sgada|\s?g\.)?\s(\p{L}{3,14})\.?(?![\p{L}])/uy;

const MONTH_WORD_AFTER_RE = /\s?mėn\.?(?![\p{L}])/uy;
// the year's word after a date: "04.2018 г." (bg, ru), "2018 р." (uk), "2019. god." (hr, sr)
const YEAR_WORD_AFTER_RE = /\s?(?:г|год|god|р)\.(?![\p{L}])/uy;

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
    // a token may reach past its match ("2020. április" after a word): what it covers is not read again
    const last = tokens.at(-1);
    if (last && index < last.end) continue;
    if (m[1] !== undefined && m[2] !== undefined) {
      const month = monthFromName(m[1]);
      if (month) tokens.push({ kind: 'date', value: `${m[2]}-${pad(month)}`, index, end: index + m[0].length });
      // "summer 2010", "kesä 2010": the season belongs to the date, which stays year-only
      else if (SEASON_WORDS.has(fold(m[1]))) tokens.push({ kind: 'date', value: m[2], index, end: index + m[0].length });
      else {
        const y = m[0].lastIndexOf(m[2]);
        // "nuo 2021.01.", "od 2019-03": the word is not a month, the year may still carry one
        YEAR_MONTH_AT.lastIndex = index + y;
        const ym = YEAR_MONTH_AT.exec(text);
        // "Séf ⇥ 2020. április": the word before belongs to the text, the month after to the date
        YEAR_MONTH_NAME_AT.lastIndex = index + y;
        const yn = ym ? null : YEAR_MONTH_NAME_AT.exec(text);
        const month = yn ? monthFromName(yn[2]) : undefined;
        if (ym) tokens.push({ kind: 'date', value: `${ym[1]}-${ym[2]}`, index: index + y, end: index + y + ym[0].length });
        else if (yn && month) tokens.push({ kind: 'date', value: `${yn[1]}-${pad(month)}`, index: index + y, end: index + y + yn[0].length });
        else tokens.push({ kind: 'date', value: m[2], index: index + y, end: index + y + 4 });
      }
    } else if (m[3] !== undefined) tokens.push({ kind: 'date', value: `${m[4]}-${pad(Number(m[3]))}`, index, end: index + m[0].length });
    else if (m[5] !== undefined) tokens.push({ kind: 'date', value: `${m[5]}-${m[6]}`, index, end: index + m[0].length });
    else if (m[7] !== undefined) {
      // year first ("2019. március", "2019 m. sausio"): a month only when the word is one
      const month = monthFromName(m[8]);
      tokens.push({ kind: 'date', value: month ? `${m[7]}-${pad(month)}` : m[7], index, end: month ? index + m[0].length : index + 4 });
    } else if (m[9] !== undefined) tokens.push({ kind: 'date', value: m[9], index, end: index + m[0].length });
    else if (m[13] !== undefined) tokens.push({ kind: 'date', value: `${m[13]}-${pad(Number(m[12]))}`, index, end: index + m[0].length, full: true });
  }
  // the Lithuanian month word after the month belongs to the date ("2017 m. vasario mėn.")
  for (const t of tokens) {
    MONTH_WORD_AFTER_RE.lastIndex = t.end;
    const after = MONTH_WORD_AFTER_RE.exec(text);
    if (after) t.end += after[0].length;
    // the full stop after a year ("април 2019.", "2011. – 2014.": Serbian, Croatian, Hungarian) is the date's
    // (before the range's dash, or closing a range at the line's or cell's end: a full stop after a lone year may
    // end a sentence, "… desde 2021.", or part fields)
    // (a range that opens its line or cell, "септ. 2014. – април 2019.": "… nel biennio 2022–2023." is a sentence's)
    const opensLine = text.slice(text.lastIndexOf('\t', tokens[0].index) + 1, tokens[0].index).trim().length <= 3;
    const closesRange = opensLine && /^(?:$|\t)/u.test(text.slice(t.end + 1, t.end + 2)) && /\d\.?\s*[-–—]\s*$/u.test(text.slice(Math.max(0, t.index - 8), t.index));
    if (text[t.end] === '.' && /\d/.test(text[t.end - 1] ?? '') && (closesRange || /^\s*[-–—]/u.test(text.slice(t.end + 1, t.end + 4)))) t.end++;
    YEAR_WORD_AFTER_RE.lastIndex = t.end;
    const year = YEAR_WORD_AFTER_RE.exec(text);
    if (year) t.end += year[0].length;
  }
  // a present word counts only after a date ("2019 – heute"): a line without one, or the text before
  // the first, is not searched (the words of 21 languages make a long pattern)
  if (tokens.length === 0) return tokens;
  const from = tokens[0].end;
  const folded = fold(text);
  // fold keeps lengths for the letters we use here (accents are dropped as combining marks)
  const sameLength = folded.length === text.length;
  const source = (sameLength ? folded : text.toLowerCase()).slice(from);
  for (const m of source.matchAll(PRESENT_RE)) {
    const index = m.index + from;
    if (tokens.some((t) => index < t.end && index + m[0].length > t.index)) continue;
    tokens.push({ kind: 'present', value: null, index, end: index + m[0].length });
  }
  return tokens.sort((a, b) => a.index - b.index);
}

// tested on the gap with its leading space trimmed: two \s* in a row backtrack quadratically
const RANGE_WORDS = ['to', 'until', 'till', 'bis', 'à', 'a', 'au', 'al', 'hasta', 'tot', 't/m', '/', "jusqu'à", 'jusqu’à', "jusqu'au", 'jusqu’au', 'fino ad', 'fino al', 'fino a', 'fino', 'til', ...RANGE_WORDS_EXTRA]
  .filter((w, i, all) => all.indexOf(w) === i)
  .sort((a, b) => b.length - a.length);
const RANGE_GAP_RE = new RegExp(
  // a dash, a range word, or both ("2019 – to present", "03/2020 – do současnosti", "2019 – hasta la fecha")
  `^(?:[-–—−~]\\s*)?(?:(?:${RANGE_WORDS.map(escapeRe).join('|')})(?![\\p{L}]))?\\s*(?:(?:the\\s+)?(?:le|el|il|de|der|den|ao|o)\\s+)?$`,
  'iu',
);
// "3/2020 alkaen", "2019 óta", "2019-től": a "since" word after the date
const SINCE_AFTER_RE = new RegExp(`^[\\s-]*(?:${SINCE_AFTER_WORDS.map(escapeRe).join('|')})(?![\\p{L}])`, 'iu');
// "De janvier 2017 à aujourd'hui", "From May 2019 to …", "Od 03/2018 do …": the word that opens a range is part of it
const FROM_BEFORE_RE = /(?<![\p{L}])(?:from|van|vom|von|du|de|dal|dalla|dallo|da|desde|od|ode|nuo|no|alates|fra|från|entre|tra|от|од|з|із|с|από)\s+$/iu;
const SINCE_BEFORE_RE = new RegExp(`(?<![\\p{L}])(?:${SINCE_WORDS.map(escapeRe).join('|')})\\s*$`, 'iu');

/**
 * The first date range in a line: a pair of dates joined by a range word or dash, a date followed
 * by a present word, "since X" forms, or (when `allowSingle`) a lone date.
 */
// "aprile – luglio 2011", "June–August 2019": two months sharing one year
const YEAR_FIRST_SHARED_RE = /(?<![\d./])((?:19|20)\d{2})\.?(?:\s?m\.|\sgada|\s?g\.)?\s(\p{L}{3,14})\.?\s*[-–—]\s*(\p{L}{3,14})\.?(?:\s?mėn\.?)?(?![\p{L}])(?!\s*(?:19|20)\d{2})/u;
const SHARED_YEAR_RE = /(?<![\p{L}])(\p{L}{3,14})\.?\s*[-–—]\s*(\p{L}{3,14})\.?\s+((?:19|20)\d{2})(?!\d)/u;

/** "da", "de", "ab" in capitals are a legal form or an abbreviation ("Strøm Rådgivning DA 2021 – 2024"), not "since". */
/** The since word right before a date: matched on the folded text ("från", "kopš" are folded in the lexicons) where folding keeps its length. */
function sinceBefore(before: string): { index: number; 0: string } | null {
  const folded = fold(before);
  const m = SINCE_BEFORE_RE.exec(folded.length === before.length ? folded : before);
  // the word as written: its case tells "da" (since) from "DA" (a legal form)
  return m ? { index: m.index, 0: before.slice(m.index, m.index + m[0].length) } : null;
}

function isSinceWord(match: string): boolean {
  const word = match.trim();
  return word !== '' && (word.length > 3 || /\p{Ll}/u.test(word));
}

/** The first date range in the text (or a single date, unless `allowSingle` is false). */
export function findDateRange(text: string, allowSingle = true): DateRange | null {
  // the same lines are looked at by several stages: the answer is remembered, each caller gets its own copy
  const found = allowSingle ? findRangeOrSingle(text) : findRangeOnly(text);
  return found ? { ...found } : null;
}

const findRangeOrSingle = memoize((text: string) => scanDateRange(text, true));
const findRangeOnly = memoize((text: string) => scanDateRange(text, false));

function scanDateRange(text: string, allowSingle: boolean): DateRange | null {
  // every date form has a year of four digits: most lines of a CV have none, and skip the patterns
  if (!YEAR_DIGITS_RE.test(text)) return null;
  const shared = SHARED_YEAR_RE.exec(text);
  if (shared) {
    const from = monthFromName(shared[1]);
    const to = monthFromName(shared[2]);
    if (from && to && from <= to) {
      return { start: `${shared[3]}-${pad(from)}`, end: `${shared[3]}-${pad(to)}`, current: false, index: shared.index, length: shared[0].length, single: false };
    }
  }
  // "2014 m. birželio – rugsėjo mėn.", "2014. június – szeptember": the year first, shared by both months
  const yearFirst = YEAR_FIRST_SHARED_RE.exec(text);
  if (yearFirst) {
    const from = monthFromName(yearFirst[2]);
    const to = monthFromName(yearFirst[3]);
    if (from && to && from <= to) {
      return { start: `${yearFirst[1]}-${pad(from)}`, end: `${yearFirst[1]}-${pad(to)}`, current: false, index: yearFirst.index, length: yearFirst[0].length, single: false };
    }
  }
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i];
    if (a.kind !== 'date') continue;
    const b = tokens[i + 1];
    // a year written with its ordinal dot ("ožujak 2021. – danas", "2017. – 2019.") still opens a range
    // (and the Lithuanian month word after the month: "2020 m. rugsėjo mėn. – dabar")
    if (b && RANGE_GAP_RE.test(text.slice(a.end, b.index).trimStart().replace(/^(?:\.|mėn\.?)\s*/u, ''))) {
      // a year range like "2019-2020" but not a sentence's "2019 and 2020"
      const before = text.slice(0, a.index);
      const since = sinceBefore(before);
      const fromMatch = FROM_BEFORE_RE.exec(before);
      // "De janvier …" opening the line, "od 03/2018 …" in lower case; "Strøm Rådgivning DA oktober 2021" is a legal form
      const from = fromMatch && (/^\p{Ll}/u.test(fromMatch[0]) || (fromMatch.index === 0 && /\p{Ll}/u.test(fromMatch[0]))) ? fromMatch : null;
      const index =
        since && isSinceWord(since[0]) && /^(from|van|vom|du|de|dal|da|desde)/i.test(since[0].trim()) ? since.index : from ? from.index : a.index;
      // "2016 – gaur egun / actualidad": the present word in a second language belongs to the range
      const c = tokens[i + 2];
      const end = b.kind === 'present' && c?.kind === 'present' && /^\s*\/\s*$/u.test(text.slice(b.end, c.index)) ? c.end : b.end;
      return {
        start: a.value,
        end: b.kind === 'present' ? null : b.value,
        current: b.kind === 'present',
        index,
        length: end - index,
        single: false,
      };
    }
    const since = sinceBefore(text.slice(0, a.index));
    if (since && isSinceWord(since[0]) && !FROM_LIKE_RE.test(since[0].trim())) {
      return { start: a.value, end: null, current: true, index: since.index, length: a.end - since.index, single: false };
    }
    const after = SINCE_AFTER_RE.exec(fold(text.slice(a.end)));
    if (after && (!b || b.index >= a.end + after[0].length)) {
      return { start: a.value, end: null, current: true, index: a.index, length: a.end - a.index + after[0].length, single: false };
    }
  }
  // "3/2018–" ending the text or its cell: the range is open, the role goes on
  const last = tokens.findLast((t) => t.kind === 'date' && !t.full);
  const dangling = last ? OPEN_END_RE.exec(text.slice(last.end)) : null;
  if (last && dangling) {
    return { start: last.value, end: null, current: true, index: last.index, length: last.end - last.index + dangling[0].length, single: false, open: true };
  }
  if (!allowSingle) return null;
  const first = tokens.find((t) => t.kind === 'date' && !t.full);
  if (!first) return null;
  return { start: first.value, end: first.value, current: false, index: first.index, length: first.end - first.index, single: true };
}

/** The text with the range cut out and the separators around the cut tidied up. */
export function removeRange(text: string, range: DateRange): string {
  const before = text.slice(0, range.index);
  const after = text.slice(range.index + range.length);
  // "Title [ 01/03/2020 – Actual ]", "Title (2019 – 2021)": the brackets that held only the dates go with them
  const opened = /[[(]\s*$/.exec(before);
  const closed = /^\s*[\])]/.exec(after);
  if (opened && closed) return `${before.slice(0, opened.index)}\t${after.slice(closed[0].length)}`;
  // "Summer 2014 (seasonal) · Phoenix, AZ": a lower-case note on the dates right after them goes with them
  const note = /^\s*\(\p{Ll}[\p{L} -]*\)/u.exec(after);
  return `${before}\t${note ? after.slice(note[0].length) : after}`;
}

const YEAR_DIGITS_RE = /(?:19|20)\d\d/;
const OPEN_END_RE = /^\s*[-–—]\s*(?:\t|$)/u;

/** Does the line contain any year at all (a cheap pre-check)? */
export function hasYear(text: string): boolean {
  return /(?<!\d)(?:19|20)\d{2}(?!\d)/.test(text);
}
