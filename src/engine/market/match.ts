/**
 * When does something about the person (a skill, an industry, an occupation keyword) match something
 * in the market data (a company's transformation focus, an emerging skill, a shortage occupation)?
 *
 * - same skill: the taxonomy resolves both to one skill ("KI" and "AI", "Cloud" and "Cloud Computing");
 * - same term: equal after folding case, accents and punctuation;
 * - contains: every word of the shorter term is a word of the longer one, plurals folded
 *   ("nurse" ↔ "Registered nurses", "software engineer" ↔ "Software developers / engineers").
 *
 * Compound market terms ("AI and big data", "Resilience, flexibility and agility") are also compared
 * part by part; the person's own terms are taken whole. Nothing fuzzier: an explained match must be
 * one a person would agree with.
 */
import { findSkill } from '../taxonomy/taxonomy';

/** 'same-field': the focus names a broad field and the person has several skills of that field. */
export type MatchKind = 'same-skill' | 'same-term' | 'contains' | 'same-field';

export interface TermMatch {
  /** the person's term */
  term: string;
  /** the market term it matched */
  matched: string;
  how: MatchKind;
}

const STOPWORDS = new Set([
  'and',
  'or',
  'of',
  'the',
  'a',
  'an',
  'in',
  'for',
  'with',
  'to',
  'incl',
  'including',
  'excluding',
  'etc',
  'und',
  'et',
]);

export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

// "analysts" → "analyst", "technologies" → "technology"; "business" and "process" stay
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    return word.slice(0, -1);
  return word;
}

function words(term: string): string[] {
  return (fold(term).match(/[\p{L}\p{N}+#]+/gu) ?? []).filter((w) => !STOPWORDS.has(w)).map(singular);
}

function key(term: string): string {
  return words(term).join(' ');
}

/** A compound market term and its parts: "AI and big data" → ["AI and big data", "AI", "big data"]. */
function parts(term: string): string[] {
  const split = term
    .split(/(?<!\s)\s+(?:and|or|&)\s+|[,;/]/i) // (?<!\s): from a space run's start only: linear
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return split.length > 1 ? [term, ...split] : [term];
}

// resolving a term through the taxonomy is the expensive step; terms repeat a lot within one ranking
const skillIds = new Map<string, string | null>();
function skillIdOf(term: string): string | null {
  let id = skillIds.get(term);
  if (id === undefined) {
    id = findSkill(term)?.id ?? null;
    if (skillIds.size > 10_000) skillIds.clear();
    skillIds.set(term, id);
  }
  return id;
}

function containsWords(shorter: readonly string[], longer: readonly string[]): boolean {
  if (shorter.length === 0 || shorter.length > longer.length) return false;
  if (shorter.every((w) => w.length < 2)) return false; // a lone "r" or "c" is not evidence
  const set = new Set(longer);
  return shorter.every((w) => set.has(w));
}

function compareParts(a: string, b: string): MatchKind | null {
  const ka = key(a);
  const kb = key(b);
  if (ka === '' || kb === '') return null;
  if (ka === kb) return 'same-term';
  const ida = skillIdOf(a);
  if (ida !== null && ida === skillIdOf(b)) return 'same-skill';
  const wa = ka.split(' ');
  const wb = kb.split(' ');
  return containsWords(wa, wb) || containsWords(wb, wa) ? 'contains' : null;
}

const STRENGTH: Record<MatchKind, number> = { 'same-term': 3, 'same-skill': 2, contains: 1, 'same-field': 1 };

/** How the person's term matches the market term, strongest kind first, or null. */
export function matchTerm(personTerm: string, marketTerm: string): MatchKind | null {
  let best: MatchKind | null = null;
  for (const part of parts(marketTerm)) {
    const how = compareParts(personTerm, part);
    if (how && (best === null || STRENGTH[how] > STRENGTH[best])) best = how;
    if (best === 'same-term') return best;
  }
  return best;
}

/** The first of the person's terms that matches the market term, with how. */
export function findMatch(personTerms: readonly string[], marketTerm: string): TermMatch | null {
  let best: TermMatch | null = null;
  for (const term of personTerms) {
    const how = matchTerm(term, marketTerm);
    if (how && (best === null || STRENGTH[how] > STRENGTH[best.how])) best = { term, matched: marketTerm, how };
  }
  return best;
}
