/**
 * The person's occupations ranked by the share of each occupation's essential skills they hold (ESCO
 * v1.1.1 through src/engine/occupations), never by one word of a job title. Candidates are the curated
 * occupations, ESCO's occupations that require one of the person's skills, and the occupations their
 * job titles name; an occupation counts when the person holds at least MIN_ESSENTIAL_HELD of its
 * essential skills.
 */
import { allOccupations, essentialSkillIndex } from '../occupations/occupations';
import type { Occupation } from '../occupations/occupation-schema';
import { resolvePersonSkills } from '../occupations/person-skills';
import type { PersonSkill } from '../occupations/person-skills';
import { computeSkillGap } from '../occupations/skill-gap';
import type { SkillGapResult } from '../occupations/skill-gap';

/** Kairos choice: holding one essential skill says little; two is the least that describes a trade. */
export const MIN_ESSENTIAL_HELD = 2;
/** Kairos choice: an occupation with fewer essential skills than this is ranked only when a job title names it. */
const MIN_ESSENTIALS = 3;

export interface RankedOccupation {
  occupation: Occupation;
  /** essential skills held / essential skills, 0..1 */
  share: number;
  held: number;
  essentials: number;
  /** a job title on the CV names this occupation */
  named: boolean;
  gap: SkillGapResult;
}

export function rankOccupations(skills: readonly PersonSkill[], named: readonly Occupation[] = [], limit = 5): RankedOccupation[] {
  const held = resolvePersonSkills(skills);
  const candidates = new Map<string, Occupation>();
  for (const o of allOccupations()) candidates.set(o.id, o);
  const index = essentialSkillIndex();
  for (const id of held.keys()) for (const o of index.get(id) ?? []) candidates.set(o.id, o);
  const namedIds = new Set(named.map((o) => o.id));
  for (const o of named) candidates.set(o.id, o);

  const scored: Omit<RankedOccupation, 'gap'>[] = [];
  for (const occupation of candidates.values()) {
    const essentials = occupation.essential.length;
    if (essentials === 0) continue;
    const count = occupation.essential.filter((id) => held.has(id)).length;
    const isNamed = namedIds.has(occupation.id);
    if (count < MIN_ESSENTIAL_HELD || (essentials < MIN_ESSENTIALS && !isNamed)) continue;
    scored.push({ occupation, share: count / essentials, held: count, essentials, named: isNamed });
  }
  scored.sort(
    (a, b) => b.share - a.share || b.held - a.held || Number(b.named) - Number(a.named) || a.occupation.title.localeCompare(b.occupation.title),
  );
  return scored.slice(0, limit).map((s) => ({ ...s, share: Math.round(s.share * 100) / 100, gap: computeSkillGap(skills, s.occupation) }));
}
