/**
 * Recognising occupations in job titles as people write them on CVs: "Senior Software Engineer",
 * "Buchhalterin (Teilzeit)", "Infirmière de bloc", "Intensivkrankenpfleger".
 */
import { termKey, tokenize } from '../taxonomy/normalise';
import type { Token } from '../taxonomy/normalise';
import type { Occupation } from './occupation-schema';
import { occupationTerms } from './occupation-schema';

interface Entry {
  readonly occupation: Occupation;
  /** the spelling in the data */
  readonly term: string;
}

export interface TitleIndex {
  readonly byKey: ReadonlyMap<string, Entry>;
  /** keys of one-token spellings, for the tail of a compound ("Intensiv|krankenpfleger") */
  readonly singleTokenKeys: ReadonlySet<string>;
  /** every token key of every spelling: an inflected form only counts if it lands on one of these */
  readonly vocabulary: ReadonlySet<string>;
  readonly maxTokens: number;
}

export interface TitleMatch {
  readonly occupation: Occupation;
  /** the spelling of the data that matched */
  readonly term: string;
  /** the words of the title that matched, as written */
  readonly text: string;
  /** 1 for a whole word or phrase, lower when only the tail of a compound word matched */
  readonly quality: number;
}

export function buildTitleIndex(occupations: readonly Occupation[]): TitleIndex {
  const byKey = new Map<string, Entry>();
  const singleTokenKeys = new Set<string>();
  const vocabulary = new Set<string>();
  let maxTokens = 1;
  for (const occupation of occupations) {
    for (const term of occupationTerms(occupation)) {
      const tokens = tokenize(term);
      if (tokens.length === 0) continue;
      const key = tokens.map((t) => t.key).join('');
      if (!byKey.has(key)) byKey.set(key, { occupation, term });
      if (tokens.length === 1) singleTokenKeys.add(key);
      for (const t of tokens) vocabulary.add(t.key);
      maxTokens = Math.max(maxTokens, tokens.length);
    }
  }
  return { byKey, singleTokenKeys, vocabulary, maxTokens };
}

// Feminine and other inflected forms, mapped back to the form the data list: Buchhalterin →
// buchhalter, infirmière → infirmier, enfermera → enfermero, direttrice → direttore,
// medizinischer → medizinische, schoonmaakster → schoonmaker, Kauffrau → kaufmann.
const INFLECTIONS: readonly (readonly [suffix: string, replacement: string])[] = [
  ['innen', ''],
  ['in', ''],
  ['iere', 'ier'],
  ['ere', 'er'],
  ['euse', 'eur'],
  ['trice', 'tore'],
  ['rice', 'eur'],
  ['ienne', 'ien'],
  ['essa', 'e'],
  ['fe', ''],
  ['aakster', 'aker'],
  ['oopster', 'oper'],
  ['ster', 'er'],
  ['frau', 'mann'],
  ['vrouw', 'man'],
  ['a', 'o'],
  ['a', 'e'],
  ['a', ''],
  ['e', ''],
  ['e', 'er'],
  ['er', 'e'],
];

function inflectionBases(key: string): string[] {
  const bases: string[] = [];
  for (const [suffix, replacement] of INFLECTIONS) {
    if (key.length >= suffix.length + 3 && key.endsWith(suffix)) bases.push(key.slice(0, key.length - suffix.length) + replacement);
  }
  return bases;
}

/** The key of a token and the data forms it may be an inflection of; never forms the data do not use. */
function tokenVariants(key: string, index: TitleIndex): string[] {
  const variants = [key];
  for (const base of inflectionBases(key)) if (index.vocabulary.has(base) && !variants.includes(base)) variants.push(base);
  return variants;
}

// Gender notations that split a title into two: "Elektroniker/in", "Kaufmann/-frau", "Pflegefachkraft
// (m/w/d)", "Comptable H/F", "Verpleegkundige (m/v)".
const GENDER_MARK_RE = /(?:\/-?|\*|:|_)(?:in|innen|frau)\b|\(in\)|\(?\b[mwdfhvx](?:\s*\/\s*[mwdfhvx]){1,2}\b\)?/giu;

/** Blanks the marks out, keeping every other character at its offset. */
function blankGenderMarks(text: string): string {
  return text.replace(GENDER_MARK_RE, (mark) => ' '.repeat(mark.length));
}

// Only spaces and joiners may stand between the words of one title ("Gesundheits- und
// Krankenpfleger", "UI/UX Designer", "Maître d'hôtel"); a comma or bracket ends it.
const JOINER_GAP_RE = /^[ \t\u00a0.\-/_'’]*$/u;
const MAX_VARIANT_KEYS = 16;
const COMPOUND_QUALITY = 0.8;
const MIN_COMPOUND_TAIL = 4;
const MIN_COMPOUND_HEAD = 3;

interface Candidate {
  readonly entry: Entry;
  readonly first: number;
  readonly last: number;
  readonly quality: number;
}

function phraseCandidates(text: string, index: TitleIndex): { candidates: Candidate[]; tokens: Token[] } {
  const tokens = tokenize(text);
  const variants = tokens.map((t) => tokenVariants(t.key, index));
  const candidates: Candidate[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let keys = variants[i];
    let longest: Candidate | undefined;
    for (let j = i; j < tokens.length && j - i < index.maxTokens; j++) {
      if (j > i) {
        if (!JOINER_GAP_RE.test(text.slice(tokens[j - 1].end, tokens[j].start))) break;
        keys = keys.flatMap((k) => variants[j].map((v) => k + v)).slice(0, MAX_VARIANT_KEYS);
      }
      const entry = keys.map((k) => index.byKey.get(k)).find((e) => e !== undefined);
      if (entry) longest = { entry, first: i, last: j, quality: 1 };
    }
    if (longest) candidates.push(longest);
    else {
      const compound = compoundCandidate(tokens[i].key, index);
      if (compound) candidates.push({ entry: compound, first: i, last: i, quality: COMPOUND_QUALITY });
    }
  }
  return { candidates, tokens };
}

/** The longest known one-word title that ends a compound word: "Intensivkrankenpflegerin" → Krankenpfleger. */
function compoundCandidate(key: string, index: TitleIndex): Entry | undefined {
  for (const form of [key, ...inflectionBases(key)]) {
    for (let start = MIN_COMPOUND_HEAD; start <= form.length - MIN_COMPOUND_TAIL; start++) {
      const tail = form.slice(start);
      if (index.singleTokenKeys.has(tail)) return index.byKey.get(tail);
    }
  }
  return undefined;
}

/**
 * The occupations a job title names. The longest matching phrase wins, so "Chef de projet
 * informatique" is a project manager, not a chef; equally long phrases for different occupations
 * ("Nurse and Midwife") are all returned.
 */
export function matchTitle(title: string, index: TitleIndex): TitleMatch[] {
  const { candidates, tokens } = phraseCandidates(blankGenderMarks(title), index);
  if (candidates.length === 0) return [];
  const span = (c: Candidate) => c.last - c.first + 1;
  const best = candidates.reduce((b, c) => (span(c) > span(b) || (span(c) === span(b) && c.quality > b.quality) ? c : b));
  const matches: TitleMatch[] = [];
  for (const c of candidates) {
    if (span(c) !== span(best) || c.quality !== best.quality) continue;
    if (matches.some((m) => m.occupation === c.entry.occupation)) continue;
    matches.push({
      occupation: c.entry.occupation,
      term: c.entry.term,
      text: title.slice(tokens[c.first].start, tokens[c.last].end),
      quality: c.quality,
    });
  }
  return matches;
}

/** The occupation a whole string names (id, title, translation or alias, inflected forms included). */
export function lookupTitle(title: string, index: TitleIndex): Occupation | undefined {
  const direct = index.byKey.get(termKey(title));
  if (direct) return direct.occupation;
  const tokens = tokenize(blankGenderMarks(title));
  if (tokens.length === 0) return undefined;
  let keys = [''];
  for (const t of tokens) keys = keys.flatMap((k) => tokenVariants(t.key, index).map((v) => k + v)).slice(0, MAX_VARIANT_KEYS);
  return keys.map((k) => index.byKey.get(k)).find((e) => e !== undefined)?.occupation;
}
