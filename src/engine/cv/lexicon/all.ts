/** Every language's lexicon, and folded indexes over them for the extraction rules. */
import { fold } from '../text';
import { bg } from './bg';
import { uk } from './uk';
import { ca } from './ca';
import { cs } from './cs';
import { da } from './da';
import { el } from './el';
import { et } from './et';
import { eu } from './eu';
import { fi } from './fi';
import { ga } from './ga';
import { hr } from './hr';
import { hu } from './hu';
import { is } from './is';
import { lt } from './lt';
import { lv } from './lv';
import { mk } from './mk';
import { mt } from './mt';
import { nb } from './nb';
import { pl } from './pl';
import { pt } from './pt';
import { ro } from './ro';
import { sk } from './sk';
import { sl } from './sl';
import { sq } from './sq';
import { sr } from './sr';
import { sv } from './sv';
import type { HeadingKind, Lexicon } from './types';
import { de, en, es, fr, it, nl } from './western';

export const LEXICONS: readonly Lexicon[] = [en, de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs, sk, ro, hu, hr, sl, lt, lv, et, ca, el, bg, sr, mk, sq, is, ga, mt, uk, eu];

/** Folded key: lower case, accents removed, anything but letters and digits → one space. */
export function lexKey(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function collect(pick: (l: Lexicon) => readonly string[]): string[] {
  return [...new Set(LEXICONS.flatMap((l) => pick(l).map(lexKey)).filter((k) => k !== ''))];
}

export function lexiconHeadings(): [HeadingKind, string][] {
  const out: [HeadingKind, string][] = [];
  for (const l of LEXICONS) for (const [kind, phrases] of Object.entries(l.headings) as [HeadingKind, readonly string[]][]) for (const p of phrases) out.push([kind, lexKey(p)]);
  return out;
}

export const DOCUMENT_TITLES: ReadonlySet<string> = new Set(collect((l) => l.documentTitles));
export const NATIVE_WORDS: readonly string[] = collect((l) => l.native);
export const LEVEL_WORDS: readonly string[] = collect((l) => l.levels);
export const DEGREE_WORDS: readonly string[] = collect((l) => l.degrees);
export const FULL_NAME_LABELS: ReadonlySet<string> = new Set(collect((l) => l.nameLabels.full));
export const GIVEN_NAME_LABELS: ReadonlySet<string> = new Set(collect((l) => l.nameLabels.given));
export const FAMILY_NAME_LABELS: ReadonlySet<string> = new Set(collect((l) => l.nameLabels.family));

/** Month lists (folded, accents removed, no dots), January first, over every lexicon. */
export function lexiconMonths(): string[][] {
  return Array.from({ length: 12 }, (_, i) => collect((l) => l.months[i] ?? []).map((m) => m.replace(/ /g, '')));
}

/** Present / since words, folded but with their punctuation kept ("d.d.", "fr.o.m."). */
function collectRaw(pick: (l: Lexicon) => readonly string[]): string[] {
  return [...new Set(LEXICONS.flatMap((l) => pick(l).map((w) => fold(w))))];
}
// summers in the plural ("étés 2013 à 2015", "kesät 2010–2013", "Summers 2012 – 2014"), folded
const SEASON_PLURALS = ['summers', 'etes', 'veranos', 'estati', 'zomers', 'sommer', 'kesat', 'kesaisin', 'somrar', 'somre', 'somrene', 'lata', 'leta', 'nyarak', 'verile', 'ljeta', 'poletja', 'vasaros', 'vasaras', 'suved', 'veroes', 'estius', 'udak'];
export const SEASON_WORDS: ReadonlySet<string> = new Set([...collectRaw((l) => l.seasons ?? []), ...SEASON_PLURALS]);
export const PRESENT_WORDS_EXTRA: readonly string[] = collectRaw((l) => l.present);
export const SINCE_WORDS_EXTRA: readonly string[] = collectRaw((l) => l.since);
export const SINCE_AFTER_WORDS: readonly string[] = collectRaw((l) => l.sinceAfter ?? []);
export const RANGE_WORDS_EXTRA: readonly string[] = [...new Set(LEXICONS.flatMap((l) => l.rangeWords ?? []))];

/** English language name for every local name in the lexicons (folded key). */
export function lexiconLanguageNames(): [string, string][] {
  const out: [string, string][] = [];
  for (const l of LEXICONS) for (const [english, names] of Object.entries(l.languageNames)) for (const n of names) out.push([lexKey(n), english]);
  return out;
}

/** Countries whose phone numbers and addresses a CV in each language most likely uses, most likely first. */
const LANGUAGE_REGIONS: Readonly<Record<string, readonly string[]>> = {
  en: ['GB', 'US', 'IE'], de: ['DE', 'AT', 'CH'], fr: ['FR', 'BE', 'CH'], es: ['ES'], it: ['IT'], nl: ['NL', 'BE'], pt: ['BR', 'PT'],
  pl: ['PL'], sv: ['SE'], da: ['DK'], nb: ['NO'], fi: ['FI'], cs: ['CZ'], sk: ['SK'], ro: ['RO'], hu: ['HU'], hr: ['HR'], sl: ['SI'],
  lt: ['LT'], lv: ['LV'], et: ['EE'], el: ['GR', 'CY'], bg: ['BG'], sr: ['RS', 'BA', 'ME'], mk: ['MK'], sq: ['AL', 'XK', 'MK'], is: ['IS'], ga: ['IE'], mt: ['MT'],
  uk: ['UA', 'PL', 'CZ', 'DE'], eu: ['ES', 'FR'],
};

export function regionsOfLanguage(code: string): readonly string[] {
  return LANGUAGE_REGIONS[code] ?? [];
}

let headingLanguages: Map<string, string[]> | undefined;
let lexiconOrder: Map<string, number> | undefined;

/** Lexicon languages whose headings the given section titles use, most hits first (ties in lexicon order). */
export function languagesOfHeadings(titles: readonly string[]): string[] {
  // heading key → the language of each lexicon phrase with that key (a language counts once per phrase)
  if (!headingLanguages || !lexiconOrder) {
    headingLanguages = new Map();
    lexiconOrder = new Map(LEXICONS.map((l, i) => [l.code, i]));
    for (const l of LEXICONS) {
      for (const phrases of Object.values(l.headings)) {
        for (const p of phrases ?? []) {
          const key = lexKey(p);
          const list = headingLanguages.get(key) ?? [];
          list.push(l.code);
          headingLanguages.set(key, list);
        }
      }
    }
  }
  const hits = new Map<string, number>();
  for (const key of new Set(titles.map(lexKey))) for (const code of headingLanguages.get(key) ?? []) hits.set(code, (hits.get(code) ?? 0) + 1);
  const order = lexiconOrder;
  return [...hits.entries()].sort((a, b) => b[1] - a[1] || order.get(a[0])! - order.get(b[0])!).map(([code]) => code);
}
