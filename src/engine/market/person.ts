/**
 * The person's side of every market rule: a small explicit shape the server builds from the CV
 * analysis plus what the person tells us (industries, occupations, where they live).
 */
import type { CvAnalysis } from '../cv/types';
import { findSkill, getSkillById } from '../taxonomy/taxonomy';
import { toCountryCode } from './country-codes';
import { fold } from './match';

export interface MarketPersonSkill {
  name: string;
  /** taxonomy id when known */
  id?: string | null;
}

export interface MarketPersonLanguage {
  /** English name ("German") */
  name: string;
  /** as the CV analysis gives it: CEFR ("C1"), "native", "4/5", or words; null when none is given */
  level: string | null;
}

export interface MarketPerson {
  skills: readonly MarketPersonSkill[];
  languages: readonly MarketPersonLanguage[];
  /** industries the person works in or aims at ("Software", "Automotive") */
  industries: readonly string[];
  /** occupation names or keywords ("software developer", "nurse"), supplied by the caller */
  occupations: readonly string[];
  /** ISO code of the country the person lives in, null when unknown */
  country: string | null;
}

export interface PersonContext {
  industries?: readonly string[];
  occupations?: readonly string[];
  /** ISO code or English name */
  country?: string | null;
}

/** The market view of an analysed CV; industries, occupations and country come from the caller. */
export function marketPersonFromCv(analysis: { skills: readonly { name: string }[]; languages: CvAnalysis['languages'] }, context: PersonContext = {}): MarketPerson {
  const seen = new Set<string>();
  const skills: MarketPersonSkill[] = [];
  for (const s of analysis.skills) {
    const id = findSkill(s.name)?.id ?? null;
    const k = id ?? fold(s.name);
    if (seen.has(k)) continue;
    seen.add(k);
    skills.push({ name: s.name, id });
  }
  return {
    skills,
    languages: analysis.languages.map((l) => ({ name: l.name, level: l.level })),
    industries: [...(context.industries ?? [])],
    occupations: [...(context.occupations ?? [])],
    country: context.country ? toCountryCode(context.country) : null,
  };
}

/** The names under which the person's skills can match market terms: as written, and canonical. */
export function skillTerms(person: MarketPerson): string[] {
  const terms = new Set<string>();
  for (const s of person.skills) {
    terms.add(s.name);
    const canonical = s.id ? getSkillById(s.id)?.name : undefined;
    if (canonical) terms.add(canonical);
  }
  return [...terms];
}

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type LanguageLevel = (typeof CEFR_LEVELS)[number] | 'native';

// Level words in the six CV languages, mapped to the CEFR level they describe in the CEFR's own
// self-assessment wording. Anything else stays unknown rather than guessed.
const LEVEL_WORDS: readonly (readonly [RegExp, LanguageLevel])[] = [
  [/\b(native|mother tongue|bilingual|muttersprach\w*|langue maternelle|natif|native|nativo|nativa|madrelingua|moedertaal)\b/, 'native'],
  [/\b(verhandlungssicher|business fluent|fluent|fliessend|fließend|courant|fluido|fluida|vloeiend|proficient)\b/, 'C1'],
  [/\b(very good|sehr gut|upper intermediate|good|gut|bon|buen|buono|goed)\b/, 'B2'],
  [/\b(intermediate|conversational|working knowledge|intermedio|intermediaire|gemiddeld)\b/, 'B1'],
  [/\b(basic|elementary|grundkenntnisse|notions|basico|base|basis)\b/, 'A2'],
];

/**
 * A CV language level as CEFR or 'native'; stars or dots map by share onto the six CEFR levels
 * (5/5 → C2, 4/5 → C1, 3/5 → B2); null when the level is missing or unreadable.
 */
export function languageLevel(level: string | null): LanguageLevel | null {
  if (level === null) return null;
  const t = fold(level).trim();
  const cefr = /\b([abc][12])\b/.exec(t);
  if (cefr) return cefr[1].toUpperCase() as LanguageLevel;
  const stars = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (stars) {
    const share = Number(stars[1]) / Number(stars[2]);
    if (!(share > 0) || share > 1) return null;
    return CEFR_LEVELS[Math.max(1, Math.round(share * CEFR_LEVELS.length)) - 1];
  }
  for (const [re, lvl] of LEVEL_WORDS) if (re.test(t)) return lvl;
  return null;
}
