import { tokenize } from './normalise';
import type { Token } from './normalise';
import type { IndexEntry, SkillIndex } from './skill-index';
import { ESCO_TEXT_MAX_TOKENS, lookupEscoTextKey } from './esco-skills';
import type { Skill, SkillCategory } from './skill-schema';
import { loadTaxonomy } from './taxonomy';

export interface SkillMention {
  readonly skill: Skill;
  /** the substring exactly as written in the text */
  readonly text: string;
  /** UTF-16 offsets into the text: text.slice(start, end) === mention.text */
  readonly start: number;
  readonly end: number;
}

// Between two tokens of one multi-word spelling only spaces and joiners may stand ("Node.js",
// "CI/CD", "Social-Media-Marketing", "d'esercizio"); a comma, bracket or blank line ends a term.
const JOINER_GAP_RE = /^(?:[ \t\u00a0.\-/_'’]*|[ \t\u00a0]*\r?\n[ \t\u00a0]*)$/u;
// What may stand right before / after a list item: "SEO / SEA", "• Go", "R, Python", "Excel (advanced)".
const LIST_BEFORE_RE = /(?:^|[\n\r,;|•·▪●■◦*/:(–—+]|\s-)[ \t\u00a0]*$/u;
const LIST_AFTER_RE = /^[ \t\u00a0]*(?:$|[\n\r,;|•·▪●■◦*/:()–—+]|-\s)/u;
const CONTEXT_WINDOW_TOKENS = 8;
// Categories whose skills vouch for each other: "R and C++" makes R the language, not a letter.
const TECH: ReadonlySet<SkillCategory> = new Set(['software', 'data', 'cloud-devops', 'security', 'tools-office']);

interface Candidate {
  readonly entry: IndexEntry;
  readonly first: number;
  readonly last: number;
}

function caseMatches(entry: IndexEntry, tokens: readonly Token[], first: number, last: number): boolean {
  if (entry.caseKeys.length === 0) return true;
  let written = '';
  for (let i = first; i <= last; i++) written += tokens[i].caseKey;
  if (entry.caseKeys.includes(written)) return true;
  // SKILLS SECTIONS IN CAPITALS still name skills, but a capitalised two-letter word ("GO") does not
  return written.length >= 4 && written === written.toUpperCase() && /\p{Lu}/u.test(written);
}

type Lookup = (key: string) => readonly IndexEntry[] | undefined;

function findCandidates(text: string, tokens: readonly Token[], lookup: Lookup, maxTokens: number): Candidate[] {
  const joinable = tokens.map((t, i) => {
    if (i + 1 >= tokens.length) return false;
    const gap = text.slice(t.end, tokens[i + 1].start);
    return gap === ' ' || JOINER_GAP_RE.test(gap);
  });
  const found: Candidate[] = [];
  let i = 0;
  while (i < tokens.length) {
    let key = '';
    let best: Candidate | undefined;
    for (let j = i; j < tokens.length && j - i < maxTokens; j++) {
      if (j > i && !joinable[j - 1]) break;
      key += tokens[j].key;
      const entries = lookup(key);
      const entry = entries?.find((e) => caseMatches(e, tokens, i, j));
      if (entry) best = { entry, first: i, last: j };
    }
    if (best) {
      found.push(best);
      i = best.last + 1;
    } else i++;
  }
  return found;
}

function isListItem(text: string, start: number, end: number): boolean {
  return LIST_BEFORE_RE.test(text.slice(Math.max(0, start - 40), start)) && LIST_AFTER_RE.test(text.slice(end, end + 40));
}

function isHyphenated(text: string, start: number, end: number): boolean {
  return /[\p{L}\p{N}]-$/u.test(text.slice(Math.max(0, start - 2), start)) || /^-[\p{L}\p{N}]/u.test(text.slice(end, end + 2));
}

function compatible(a: SkillCategory, b: SkillCategory): boolean {
  return a === b || (TECH.has(a) && TECH.has(b));
}

function hasNearbySupport(found: readonly Candidate[], at: number): boolean {
  const own = found[at];
  for (let k = 0; k < found.length; k++) {
    const other = found[k];
    if (k === at || other.entry.ambiguous) continue;
    const distance = other.first > own.last ? other.first - own.last : own.first - other.last;
    if (distance <= CONTEXT_WINDOW_TOKENS && compatible(other.entry.skill.category, own.entry.skill.category)) return true;
  }
  return false;
}

export interface MatchOptions {
  /**
   * Also ESCO's own skills, by their specific labels only (two to six words; no transversal or
   * cross-sector competences), where no Kairos spelling matched. Off by default: the CV pipeline
   * keeps the curated matcher's precision.
   */
  readonly esco?: boolean;
}

/**
 * Every taxonomy skill mentioned in free text, in order of appearance, longest spelling first
 * ("Microsoft Excel" rather than "Excel"). Spellings marked ambiguous ("Go", "Word", "Sales") count
 * only as a list item or next to a related skill, never as part of a hyphenated word ("Go-live").
 */
export function matchSkillsInText(text: string, index: SkillIndex = loadTaxonomy(), options: MatchOptions = {}): SkillMention[] {
  const mentions = matchCurated(text, index);
  if (!options.esco) return mentions;
  const tokens = tokenize(text);
  const extra = findCandidates(text, tokens, lookupEscoTextKey, ESCO_TEXT_MAX_TOKENS);
  if (extra.length === 0) return mentions;
  const taken = (start: number, end: number) => mentions.some((m) => start < m.end && m.start < end);
  for (const c of extra) {
    const start = tokens[c.first].start;
    const end = tokens[c.last].end;
    if (taken(start, end) || isHyphenated(text, start, end)) continue;
    mentions.push({ skill: c.entry.skill, text: text.slice(start, end), start, end });
  }
  return mentions.sort((a, b) => a.start - b.start);
}

function matchCurated(text: string, index: SkillIndex): SkillMention[] {
  const tokens = tokenize(text);
  const found = findCandidates(text, tokens, (key) => index.byKey.get(key), index.maxTokens);
  const mentions: SkillMention[] = [];
  found.forEach((candidate, at) => {
    const start = tokens[candidate.first].start;
    const end = tokens[candidate.last].end;
    if (candidate.entry.ambiguous) {
      if (isHyphenated(text, start, end)) return;
      if (!isListItem(text, start, end) && !hasNearbySupport(found, at)) return;
    }
    mentions.push({ skill: candidate.entry.skill, text: text.slice(start, end), start, end });
  });
  return mentions;
}
