/**
 * ESCO skills inside the one taxonomy: a Kairos skill that ESCO names *is* that ESCO skill (same
 * URI, Kairos id kept); every other ESCO skill gets the id `esco-<uuid>`. Lookups by whole item
 * (a skills-section entry) may use any ESCO label; free-text matching only the specific ones, so
 * "manage staff" or "English" never flood a CV's skills.
 */
import { ESCO_SKILL_PREFIX, escoSkillLabels, escoSkills, escoSkillUris, getEscoSkill } from './esco-data';
import { isSpecific, MAX_TOKENS } from './esco-label-index';
import type { EscoSkill } from './esco-data';
import { termKeyAndCount } from './normalise';
import type { IndexEntry } from './skill-index';
import type { Skill, SkillCategory } from './skill-schema';
import { loadTaxonomy } from './taxonomy';

export const ESCO_ID_PREFIX = 'esco-';

// The top of ESCO's skills pillar (S1…S8, T, L) and of its knowledge pillar (ISCED-F fields), on
// Kairos's categories. Longest prefix wins.
const CATEGORY_BY_GROUP: readonly (readonly [string, SkillCategory])[] = [
  ['S1', 'soft-skills'],
  ['S2', 'research-science'],
  ['S3', 'healthcare'],
  ['S4', 'management-leadership'],
  ['S5', 'tools-office'],
  ['S6', 'logistics-supply-chain'],
  ['S7', 'engineering'],
  ['S8', 'engineering'],
  ['T', 'soft-skills'],
  ['L', 'soft-skills'],
  ['00', 'education'],
  ['01', 'education'],
  ['02', 'design-creative'],
  ['03', 'research-science'],
  ['04', 'business'],
  ['041', 'business'],
  ['0411', 'finance-accounting'],
  ['0412', 'finance-accounting'],
  ['0413', 'management-leadership'],
  ['0414', 'marketing-sales'],
  ['0415', 'tools-office'],
  ['0416', 'hospitality-retail'],
  ['042', 'legal-compliance'],
  ['05', 'research-science'],
  ['06', 'software'],
  ['0611', 'tools-office'],
  ['0612', 'data'],
  ['07', 'engineering'],
  ['08', 'research-science'],
  ['09', 'healthcare'],
  ['10', 'hospitality-retail'],
  ['103', 'security'],
  ['104', 'logistics-supply-chain'],
];

export function escoSkillCategory(skill: EscoSkill): SkillCategory {
  const code = skill.groupCode ?? '';
  let best: SkillCategory = skill.type === 'knowledge' ? 'research-science' : 'soft-skills';
  let length = 0;
  for (const [prefix, category] of CATEGORY_BY_GROUP) {
    if (code.startsWith(prefix) && prefix.length > length) {
      best = category;
      length = prefix.length;
    }
  }
  return best;
}

let byUri: Map<string, Skill> | undefined;
const escoOnly = new Map<number, Skill>();

/** Kairos skills that are ESCO skills, by URI (the first by id when several Kairos spellings are one ESCO skill). */
function kairosByUri(): Map<string, Skill> {
  if (!byUri) {
    byUri = new Map();
    const sorted = [...loadTaxonomy().skills].sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const skill of sorted) if (skill.escoUri && !byUri.has(skill.escoUri)) byUri.set(skill.escoUri, skill);
  }
  return byUri;
}

/** The one taxonomy's id for an ESCO skill, without building the skill: the Kairos id, else `esco-<uuid>`. */
export function skillIdForEsco(esco: EscoSkill): string {
  return kairosByUri().get(esco.uri)?.id ?? ESCO_ID_PREFIX + esco.uuid;
}

/** `skillIdForEsco` by skill row, reading only the URI index (not ESCO's skills). */
export function skillIdForEscoRow(row: number): string {
  const uuid = escoSkillUris().uuid(row);
  return kairosByUri().get(ESCO_SKILL_PREFIX + uuid)?.id ?? ESCO_ID_PREFIX + uuid;
}

/** The one taxonomy's skill for an ESCO skill: the Kairos skill that is it, else ESCO's own. */
export function skillForEsco(esco: EscoSkill): Skill {
  const kairos = kairosByUri().get(esco.uri);
  if (kairos) return kairos;
  let skill = escoOnly.get(esco.index);
  if (!skill) {
    const [name = esco.uuid, ...enAlternatives] = esco.labels.en;
    skill = {
      id: ESCO_ID_PREFIX + esco.uuid,
      name,
      category: escoSkillCategory(esco),
      kind: esco.type === 'knowledge' ? 'domain' : 'hard',
      aliases: [...enAlternatives, ...esco.labels.fr, ...esco.labels.es],
      related: [],
      matchCase: [],
      ambiguous: [],
      sharedAliases: [],
      escoUri: esco.uri,
      origin: 'esco',
    };
    escoOnly.set(esco.index, skill);
  }
  return skill;
}

/** A skill of the one taxonomy by id: a Kairos id or `esco-<uuid>`. */
export function getEscoSkillById(id: string): Skill | undefined {
  if (!id.startsWith(ESCO_ID_PREFIX)) return undefined;
  const esco = getEscoSkill(id.slice(ESCO_ID_PREFIX.length));
  return esco ? skillForEsco(esco) : undefined;
}

// ---- label indexes, precomputed by the derivation (esco/skill-labels.json.br) ----

/**
 * Whether an ESCO label may count in free text: two to six words; knowledge ("machine learning",
 * "supply chain management") unless transversal; competences ("verb + object") only with three or
 * more words and sector- or occupation-specific. Transversal and cross-sector competences ("manage
 * staff", "work in teams") describe everyday work rather than a skill a CV claims.
 */
export function isSpecificEscoLabel(skill: Pick<EscoSkill, 'type' | 'reuse'>, label: string): boolean {
  const { key, tokens } = termKeyAndCount(label);
  return isSpecific(skill, key, tokens);
}

/** The ESCO skill a whole skills-section item names ("gestion de projets", "welding techniques"), if any. */
export function findEscoSkill(term: string): Skill | undefined {
  const row = escoSkillUris().row(termKeyAndCount(term).key);
  return row === undefined ? undefined : skillForEsco(escoSkills()[row]);
}

/**
 * The URI of the ESCO skill a whole item names, reading only the label index (not ESCO's skills):
 * the CV analysis needs the URI, not the skill. Same answer as `findEscoSkill(term)?.escoUri`.
 */
export function findEscoSkillUri(term: string): string | undefined {
  const uris = escoSkillUris();
  const row = uris.row(termKeyAndCount(term).key);
  return row === undefined ? undefined : ESCO_SKILL_PREFIX + uris.uuid(row);
}

const entries = new Map<number, readonly IndexEntry[]>();

/** Free-text lookup for `matchSkillsInText`: specific ESCO labels only, where no Kairos spelling has the key. */
export const ESCO_TEXT_MAX_TOKENS = MAX_TOKENS;
export function lookupEscoTextKey(key: string): readonly IndexEntry[] | undefined {
  const row = escoSkillLabels().text.get(key);
  if (row === undefined || loadTaxonomy().byKey.has(key)) return undefined;
  let list = entries.get(row);
  if (!list) {
    list = [{ skill: skillForEsco(escoSkills()[row]), terms: [], caseKeys: [], ambiguous: false }];
    entries.set(row, list);
  }
  return list;
}

/** Reads the label indexes now (benchmarks); otherwise they are read on first use. */
export function warmEscoIndexes(): void {
  escoSkillLabels();
  escoSkillUris();
}
