/**
 * The skill gap between a person and an occupation (spec entity "Skill gap result"): which of the
 * occupation's skills the person holds, which are missing, the share of required skills held and
 * what to learn first. Pure and deterministic.
 */
import type { Skill, SkillCategory } from '../taxonomy/skill-schema';
import { getSkillById } from '../taxonomy/taxonomy';
import type { Occupation } from './occupation-schema';
import { resolvePersonSkills } from './person-skills';
import type { HeldSkill, PersonSkill } from './person-skills';

export interface GapSkill {
  id: string;
  name: string;
  category: SkillCategory;
  /** true for a required (essential) skill of the occupation, false for an optional one */
  essential: boolean;
}

export interface HeldGapSkill extends GapSkill {
  /** the person's own spelling that names the skill */
  as: string;
}

export interface SkillGapResult {
  occupationId: string;
  /** essential skills first, each group in the occupation's order (most central first) */
  missingSkills: GapSkill[];
  heldSkills: HeldGapSkill[];
  /** share of the occupation's required (essential) skills the person holds, 0–1, two decimals */
  skillGapScore: number;
  /** at most five, most important first */
  recommendations: string[];
  /** the same advice as facts, for wording in the person's language */
  advice: GapAdvice[];
}

export const MAX_RECOMMENDATIONS = 5;
// Beyond three, naming essential skills one by one reads as a list, not advice.
const MAX_ESSENTIAL_ADVICE = 3;

function skillOf(id: string): Skill {
  const skill = getSkillById(id);
  // validateOccupations guarantees every id exists; reaching this means the data were bypassed
  if (!skill) throw new Error(`Unknown skill id "${id}" in occupation data`);
  return skill;
}

function gapSkill(skill: Skill, essential: boolean): GapSkill {
  return { id: skill.id, name: skill.name, category: skill.category, essential };
}

/** A skill the person holds that the taxonomy relates to the missing one, to build on. */
function relatedHeld(missing: Skill, held: ReadonlyMap<string, HeldSkill>): Skill | undefined {
  for (const { skill } of held.values()) {
    if (missing.related.includes(skill.id) || skill.related.includes(missing.id)) return skill;
  }
  return undefined;
}

/**
 * One piece of skill-gap advice as facts, so each interface language words it (the web's `skillGap.advice`
 * strings); `recommendations` keeps the English sentences for the report and the API.
 */
export type GapAdvice =
  | { kind: 'learn'; skill: string; order: 'first' | 'next' }
  | { kind: 'build-on'; skill: string; base: string; order: 'first' | 'next' }
  | { kind: 'more-essential'; count: number; names: string[] }
  | { kind: 'all-essential'; count: number }
  | { kind: 'optional'; skill: string };

function adviseOn(occupation: Occupation, missing: readonly GapSkill[], held: ReadonlyMap<string, HeldSkill>): GapAdvice[] {
  const essential = missing.filter((s) => s.essential);
  const optional = missing.filter((s) => !s.essential);
  const advice: GapAdvice[] = [];
  essential.slice(0, MAX_ESSENTIAL_ADVICE).forEach((gap, i) => {
    const base = relatedHeld(skillOf(gap.id), held);
    const order = i === 0 ? 'first' : 'next';
    advice.push(base ? { kind: 'build-on', skill: gap.name, base: base.name, order } : { kind: 'learn', skill: gap.name, order });
  });
  const rest = essential.slice(MAX_ESSENTIAL_ADVICE);
  if (rest.length > 0) advice.push({ kind: 'more-essential', count: rest.length, names: rest.map((s) => s.name) });
  if (essential.length === 0) advice.push({ kind: 'all-essential', count: occupation.essential.length });
  for (const gap of optional) {
    if (advice.length >= MAX_RECOMMENDATIONS) break;
    advice.push({ kind: 'optional', skill: gap.name });
  }
  return advice.slice(0, MAX_RECOMMENDATIONS);
}

function inEnglish(a: GapAdvice, title: string): string {
  switch (a.kind) {
    case 'learn':
      return `Learn ${a.skill} ${a.order}: it is ${a.order === 'first' ? 'an' : 'also an'} essential skill for ${title}.`;
    case 'build-on':
      return `Build on your ${a.base} to learn ${a.skill}: it is ${a.order === 'first' ? 'an' : 'also an'} essential skill for ${title}.`;
    case 'more-essential':
      return `${a.count} more essential skill${a.count === 1 ? ' is' : 's are'} missing for ${title}: ${a.names.join(', ')}.`;
    case 'all-essential':
      return `You hold all ${a.count} essential skills for ${title}; optional skills will set you apart.`;
    case 'optional':
      return `Add ${a.skill} to stand out: it is an optional skill for ${title}.`;
  }
}

/**
 * Compares a person's skills (the CV analysis skills, spelled as in the CV) with an occupation.
 * Spellings are mapped to taxonomy skills through its aliases in all six languages, so
 * "Krankenpflege" counts as Nursing. `skillGapScore` is the share of essential skills held.
 */
export function computeSkillGap(personSkills: readonly PersonSkill[], occupation: Occupation): SkillGapResult {
  const held = resolvePersonSkills(personSkills);
  const missingSkills: GapSkill[] = [];
  const heldSkills: HeldGapSkill[] = [];
  const groups = [
    { ids: occupation.essential, essential: true },
    { ids: occupation.optional, essential: false },
  ];
  for (const { ids, essential } of groups) {
    for (const id of ids) {
      const mine = held.get(id);
      if (mine) heldSkills.push({ ...gapSkill(mine.skill, essential), as: mine.as });
      else missingSkills.push(gapSkill(skillOf(id), essential));
    }
  }
  const heldEssential = heldSkills.filter((s) => s.essential).length;
  const advice = adviseOn(occupation, missingSkills, held);
  return {
    occupationId: occupation.id,
    missingSkills,
    heldSkills,
    skillGapScore: Math.round((heldEssential / occupation.essential.length) * 100) / 100,
    recommendations: advice.map((a) => inEnglish(a, occupation.title)),
    advice,
  };
}

export interface RankedMissingSkill extends GapSkill {
  /** how many of the target occupations list it as essential */
  essentialFor: number;
  /** how many list it at all (essential or optional) */
  neededBy: number;
  /** ids of the target occupations that need it, in the order given */
  occupationIds: string[];
}

/**
 * The skills a person lacks across their target occupations, most needed first: by how many targets
 * call the skill essential, then by how many need it at all, then in the targets' own order. `essential`
 * is true when at least one target requires the skill.
 */
export function rankMissingSkills(personSkills: readonly PersonSkill[], targets: readonly Occupation[]): RankedMissingSkill[] {
  const held = resolvePersonSkills(personSkills);
  const ranked = new Map<string, RankedMissingSkill & { order: number }>();
  for (const occupation of targets) {
    for (const [ids, essential] of [
      [occupation.essential, true],
      [occupation.optional, false],
    ] as const) {
      for (const id of ids) {
        if (held.has(id)) continue;
        let entry = ranked.get(id);
        if (!entry) {
          entry = { ...gapSkill(skillOf(id), essential), essentialFor: 0, neededBy: 0, occupationIds: [], order: ranked.size };
          ranked.set(id, entry);
        }
        if (entry.occupationIds.includes(occupation.id)) continue;
        entry.occupationIds.push(occupation.id);
        entry.neededBy++;
        if (essential) {
          entry.essentialFor++;
          entry.essential = true;
        }
      }
    }
  }
  return [...ranked.values()]
    .sort((a, b) => b.essentialFor - a.essentialFor || b.neededBy - a.neededBy || a.order - b.order)
    .map(({ order: _order, ...rest }) => rest);
}
