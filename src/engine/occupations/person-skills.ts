import type { CvAnalysis } from '../cv/types';
import { skillsInProse } from '../taxonomy/prose-skills';
import type { Skill } from '../taxonomy/skill-schema';
import { resolveSkill } from '../taxonomy/taxonomy';

/** A skill as the CV analysis holds it (`SkillEntry`), or just its name. */
export type PersonSkill = string | { readonly name: string };

export interface HeldSkill {
  readonly skill: Skill;
  /** the first spelling of the person that named it */
  readonly as: string;
}

/**
 * The taxonomy skills a person's skills name (Kairos's curated spellings, then ESCO's labels), keyed
 * by id, in the person's order. Spellings the taxonomy does not know are dropped; two spellings of one skill ("Buchhaltung", "Bookkeeping") count once.
 */
export function resolvePersonSkills(personSkills: readonly PersonSkill[]): ReadonlyMap<string, HeldSkill> {
  const held = new Map<string, HeldSkill>();
  for (const item of personSkills) {
    const as = typeof item === 'string' ? item : item.name;
    const skill = resolveSkill(as);
    if (skill && !held.has(skill.id)) held.set(skill.id, { skill, as });
  }
  return held;
}

/**
 * Every skill a CV shows: its skills list, then the skills its experience lines and summary name in
 * prose ("Previsione della domanda per 1.200 referenze" shows Demand Planning). What a person does
 * every day is never a gap to learn, even when their skills section forgets it.
 */
export function skillsShownInCv(analysis: Pick<CvAnalysis, 'skills' | 'experience' | 'summary'>): { name: string }[] {
  const shown = analysis.skills.map((s) => ({ name: s.name }));
  const prose = [analysis.summary, ...analysis.experience.flatMap((e) => [e.position, e.description])];
  for (const text of prose) {
    if (text) for (const { skill } of skillsInProse(text)) shown.push({ name: skill.name });
  }
  return shown;
}
