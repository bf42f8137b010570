import { termCaseKey, termKey, tokenCount } from './normalise';
import type { Skill } from './skill-schema';

export interface IndexEntry {
  readonly skill: Skill;
  /** the spellings of this skill that share the key, as written in the data */
  readonly terms: readonly string[];
  /** case-preserving keys of the spellings that must match case; empty when case does not matter */
  readonly caseKeys: readonly string[];
  readonly ambiguous: boolean;
}

export interface SkillIndex {
  readonly byKey: ReadonlyMap<string, readonly IndexEntry[]>;
  readonly byId: ReadonlyMap<string, Skill>;
  /** longest spelling in tokens: the matcher never needs to look further ahead */
  readonly maxTokens: number;
  readonly skills: readonly Skill[];
}

interface MutableEntry {
  skill: Skill;
  terms: string[];
  caseKeys: string[];
  anyCaseFree: boolean;
  anyUnambiguous: boolean;
}

export function buildSkillIndex(skills: readonly Skill[]): SkillIndex {
  const byKey = new Map<string, MutableEntry[]>();
  let maxTokens = 1;
  for (const skill of skills) {
    for (const term of [skill.name, ...skill.aliases]) {
      const key = termKey(term);
      if (key === '') continue;
      maxTokens = Math.max(maxTokens, tokenCount(term));
      const list = byKey.get(key) ?? [];
      let entry = list.find((e) => e.skill === skill);
      if (!entry) {
        entry = { skill, terms: [], caseKeys: [], anyCaseFree: false, anyUnambiguous: false };
        list.push(entry);
        byKey.set(key, list);
      }
      entry.terms.push(term);
      if (skill.matchCase.includes(term)) entry.caseKeys.push(termCaseKey(term));
      else entry.anyCaseFree = true;
      if (!skill.ambiguous.includes(term)) entry.anyUnambiguous = true;
    }
  }
  const frozen = new Map<string, IndexEntry[]>();
  for (const [key, list] of byKey) {
    // one case-free spelling with the same key makes the key case-free: the data asked for it
    frozen.set(
      key,
      list.map((e) => ({ skill: e.skill, terms: e.terms, caseKeys: e.anyCaseFree ? [] : e.caseKeys, ambiguous: !e.anyUnambiguous })),
    );
  }
  return { byKey: frozen, byId: new Map(skills.map((s) => [s.id, s])), maxTokens, skills };
}

