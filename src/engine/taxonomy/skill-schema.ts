import { z } from 'zod';
import { termKey } from './normalise';

export const SKILL_CATEGORIES = [
  'software',
  'data',
  'cloud-devops',
  'security',
  'design-creative',
  'business',
  'marketing-sales',
  'finance-accounting',
  'legal-compliance',
  'healthcare',
  'education',
  'engineering',
  'logistics-supply-chain',
  'hospitality-retail',
  'hr-people',
  'management-leadership',
  'soft-skills',
  'methodologies',
  'tools-office',
  'research-science',
] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

export const SKILL_KINDS = ['hard', 'soft', 'tool', 'method', 'domain'] as const;
export type SkillKind = (typeof SKILL_KINDS)[number];

// `true` applies the flag to every spelling of the skill; a list applies it to those spellings only,
// so "Go" can be case-sensitive while "Golang" is not.
const termFlag = z.union([z.boolean(), z.array(z.string().min(1))]);

// Category is checked by hand below so an unknown one gets a message that lists the valid ids.
export const rawSkillSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be kebab-case (a-z, 0-9 and single hyphens)'),
    name: z.string().trim().min(1, 'name must not be empty'),
    category: z.string(),
    kind: z.enum(SKILL_KINDS).optional(),
    aliases: z.array(z.string().trim().min(1, 'aliases must not be empty strings')).default([]),
    related: z.array(z.string()).optional(),
    matchCase: termFlag.optional(),
    ambiguous: termFlag.optional(),
    sharedAliases: z.array(z.string().min(1)).optional(),
  })
  .strict();

export interface Skill {
  readonly id: string;
  readonly name: string;
  readonly category: SkillCategory;
  readonly kind?: SkillKind;
  readonly aliases: readonly string[];
  readonly related: readonly string[];
  /** spellings that must match with their letter case in free text */
  readonly matchCase: readonly string[];
  /** spellings that are ordinary words too and need context in free text */
  readonly ambiguous: readonly string[];
  /** spellings deliberately shared with another skill */
  readonly sharedAliases: readonly string[];
  /** the ESCO skill this is: ESCO's own skills and the Kairos skills ESCO names */
  readonly escoUri?: string;
  /** a Kairos extension ESCO does not name (a tool, a product): the broader ESCO skill it belongs to */
  readonly escoBroaderUri?: string;
  /** 'kairos' for the hand-written data (ESCO skill or extension), 'esco' for skills only ESCO has */
  readonly origin?: 'kairos' | 'esco';
}

export interface TaxonomySource {
  /** where the data came from, used in error messages, e.g. "software.json" */
  readonly source: string;
  readonly data: unknown;
}

export class TaxonomyValidationError extends Error {
  readonly issues: readonly string[];
  constructor(issues: readonly string[]) {
    super(`Skills taxonomy is invalid (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n- ${issues.join('\n- ')}`);
    this.name = 'TaxonomyValidationError';
    this.issues = issues;
  }
}

function isCategory(value: string): value is SkillCategory {
  return (SKILL_CATEGORIES as readonly string[]).includes(value);
}

function flagTerms(flag: boolean | string[] | undefined, terms: readonly string[]): string[] {
  if (flag === true) return [...terms];
  if (!flag) return [];
  return flag;
}

function where(source: string, index: number, id: unknown): string {
  return typeof id === 'string' ? `${source} #${index} (id "${id}")` : `${source} #${index}`;
}

interface Located {
  readonly skill: Skill;
  readonly at: string;
}

function parseSources(sources: readonly TaxonomySource[], issues: string[]): Located[] {
  const parsed: Located[] = [];
  for (const { source, data } of sources) {
    if (!Array.isArray(data)) {
      issues.push(`${source}: expected an array of skill objects`);
      continue;
    }
    const fileCategory = source.replace(/\.json$/, '');
    data.forEach((item: unknown, index) => {
      const at = where(source, index, (item as { id?: unknown } | null)?.id);
      const result = rawSkillSchema.safeParse(item);
      if (!result.success) {
        for (const issue of result.error.issues) issues.push(`${at}: ${issue.path.join('.') || 'skill'}: ${issue.message}`);
        return;
      }
      const raw = result.data;
      if (!isCategory(raw.category)) {
        issues.push(`${at}: unknown category "${raw.category}" (expected one of: ${SKILL_CATEGORIES.join(', ')})`);
        return;
      }
      if (isCategory(fileCategory) && fileCategory !== raw.category) {
        issues.push(`${at}: category "${raw.category}" does not match its file ${source}; move the skill to ${raw.category}.json`);
      }
      const terms = [raw.name, ...raw.aliases];
      const skill: Skill = {
        id: raw.id,
        name: raw.name,
        category: raw.category,
        kind: raw.kind,
        aliases: raw.aliases,
        related: raw.related ?? [],
        matchCase: flagTerms(raw.matchCase, terms),
        ambiguous: flagTerms(raw.ambiguous, terms),
        sharedAliases: raw.sharedAliases ?? [],
      };
      for (const field of ['matchCase', 'ambiguous', 'sharedAliases'] as const) {
        for (const term of skill[field]) {
          if (!terms.includes(term)) issues.push(`${at}: ${field} lists "${term}", which is neither the name nor an alias`);
        }
      }
      parsed.push({ skill, at });
    });
  }
  return parsed;
}

function checkIds(parsed: readonly Located[], issues: string[]): void {
  const byId = new Map<string, string>();
  for (const { skill, at } of parsed) {
    const first = byId.get(skill.id);
    if (first) issues.push(`${at}: duplicate id "${skill.id}" (already used at ${first})`);
    else byId.set(skill.id, at);
  }
  for (const { skill, at } of parsed) {
    for (const rel of skill.related) {
      if (!byId.has(rel)) issues.push(`${at}: unknown related id "${rel}"`);
      if (rel === skill.id) issues.push(`${at}: a skill cannot be related to itself`);
    }
  }
}

// Two spellings that normalise to the same key would make a lookup depend on load order, so they are
// an error unless both skills declare the spelling in sharedAliases.
function checkTerms(parsed: readonly Located[], issues: string[]): void {
  const owners = new Map<string, { skill: Skill; term: string; at: string }>();
  for (const { skill, at } of parsed) {
    const ownKeys = new Set<string>();
    for (const term of [skill.name, ...skill.aliases]) {
      const key = termKey(term);
      if (key === '') {
        issues.push(`${at}: "${term}" has no letters or digits to match on`);
        continue;
      }
      if (ownKeys.has(key)) continue; // harmless spelling variant within one skill
      ownKeys.add(key);
      const other = owners.get(key);
      if (!other) {
        owners.set(key, { skill, term, at });
        continue;
      }
      const deliberate = skill.sharedAliases.includes(term) && other.skill.sharedAliases.includes(other.term);
      if (!deliberate) {
        issues.push(
          `${at}: "${term}" is ambiguous: it normalises to "${key}" like "${other.term}" of ${other.at}; ` +
            'remove one, or list it in sharedAliases on both skills if the overlap is deliberate',
        );
      }
    }
  }
}

/** Validates raw taxonomy data and returns the skills, or throws a TaxonomyValidationError listing every problem. */
export function validateTaxonomy(sources: readonly TaxonomySource[]): Skill[] {
  const issues: string[] = [];
  const parsed = parseSources(sources, issues);
  checkIds(parsed, issues);
  checkTerms(parsed, issues);
  if (issues.length > 0) throw new TaxonomyValidationError(issues);
  return parsed.map((p) => p.skill);
}
