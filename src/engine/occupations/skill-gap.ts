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

function listNames(skills: readonly GapSkill[]): string {
  return skills.map((s) => s.name).join(', ');
}

function recommend(occupation: Occupation, missing: readonly GapSkill[], held: ReadonlyMap<string, HeldSkill>): string[] {
  const title = occupation.title;
  const essential = missing.filter((s) => s.essential);
  const optional = missing.filter((s) => !s.essential);
  const advice: string[] = [];
  essential.slice(0, MAX_ESSENTIAL_ADVICE).forEach((gap, i) => {
    const base = relatedHeld(skillOf(gap.id), held);
    const why = `it is ${i === 0 ? 'an' : 'also an'} essential skill for ${title}.`;
    if (base) advice.push(`Build on your ${base.name} to learn ${gap.name}: ${why}`);
    else advice.push(`Learn ${gap.name} ${i === 0 ? 'first' : 'next'}: ${why}`);
  });
  const rest = essential.slice(MAX_ESSENTIAL_ADVICE);
  if (rest.length > 0) {
    advice.push(`${rest.length} more essential skill${rest.length === 1 ? ' is' : 's are'} missing for ${title}: ${listNames(rest)}.`);
  }
  if (essential.length === 0) {
    advice.push(`You hold all ${occupation.essential.length} essential skills for ${title}; optional skills will set you apart.`);
  }
  for (const gap of optional) {
    if (advice.length >= MAX_RECOMMENDATIONS) break;
    advice.push(`Add ${gap.name} to stand out: it is an optional skill for ${title}.`);
  }
  return advice.slice(0, MAX_RECOMMENDATIONS);
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
  return {
    occupationId: occupation.id,
    missingSkills,
    heldSkills,
    skillGapScore: Math.round((heldEssential / occupation.essential.length) * 100) / 100,
    recommendations: recommend(occupation, missingSkills, held),
  };
}
