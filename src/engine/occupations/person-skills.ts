import type { Skill } from '../taxonomy/skill-schema';
import { findSkill } from '../taxonomy/taxonomy';

/** A skill as the CV analysis holds it (`SkillEntry`), or just its name. */
export type PersonSkill = string | { readonly name: string };

export interface HeldSkill {
  readonly skill: Skill;
  /** the first spelling of the person that named it */
  readonly as: string;
}

/**
 * The taxonomy skills a person's skills name, keyed by id, in the person's order. Spellings the
 * taxonomy does not know are dropped; two spellings of one skill ("Buchhaltung", "Bookkeeping") count once.
 */
export function resolvePersonSkills(personSkills: readonly PersonSkill[]): ReadonlyMap<string, HeldSkill> {
  const held = new Map<string, HeldSkill>();
  for (const item of personSkills) {
    const as = typeof item === 'string' ? item : item.name;
    const skill = findSkill(as);
    if (skill && !held.has(skill.id)) held.set(skill.id, { skill, as });
  }
  return held;
}
