// Grouping for the talents page and the skills tab. Pure; types only from the contract.
import type { ParsedData } from '@/contract/cvs';
import type { Talent, TalentStatus } from '@/contract/talents';

export const talentStatusOrder = ['discovered', 'validated', 'developing', 'mastered'] as const satisfies readonly TalentStatus[];

export interface TalentGroup {
  status: TalentStatus;
  talents: Talent[];
}

/** Non-empty groups in status order, each sorted by confidence (highest first, then by name). */
export function groupTalents(talents: readonly Talent[]): TalentGroup[] {
  return talentStatusOrder
    .map((status) => ({
      status,
      talents: talents
        .filter((t) => t.status === status)
        .sort((a, b) => b.confidence_score - a.confidence_score || a.talent_name.localeCompare(b.talent_name)),
    }))
    .filter((group) => group.talents.length > 0);
}

type Skill = ParsedData['skills'][number];

const proficiencyRank: Record<Skill['proficiency'], number> = { expert: 0, advanced: 1, intermediate: 2, beginner: 3 };

export interface SkillGroup {
  category: string;
  skills: Skill[];
}

/** Categories with the most skills first ('other' last); inside, strongest proficiency first. */
export function groupSkills(skills: readonly Skill[]): SkillGroup[] {
  const byCategory = new Map<string, Skill[]>();
  for (const skill of skills) byCategory.set(skill.category, [...(byCategory.get(skill.category) ?? []), skill]);
  return [...byCategory.entries()]
    .map(([category, list]) => ({
      category,
      skills: list.sort((a, b) => proficiencyRank[a.proficiency] - proficiencyRank[b.proficiency] || a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => Number(a.category === 'other') - Number(b.category === 'other') || b.skills.length - a.skills.length || a.category.localeCompare(b.category));
}
