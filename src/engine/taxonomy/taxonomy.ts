import businessData from './data/business.json' with { type: 'json' };
import cloudDevopsData from './data/cloud-devops.json' with { type: 'json' };
import dataData from './data/data.json' with { type: 'json' };
import designCreativeData from './data/design-creative.json' with { type: 'json' };
import educationData from './data/education.json' with { type: 'json' };
import engineeringData from './data/engineering.json' with { type: 'json' };
import financeAccountingData from './data/finance-accounting.json' with { type: 'json' };
import healthcareData from './data/healthcare.json' with { type: 'json' };
import hospitalityRetailData from './data/hospitality-retail.json' with { type: 'json' };
import hrPeopleData from './data/hr-people.json' with { type: 'json' };
import legalComplianceData from './data/legal-compliance.json' with { type: 'json' };
import logisticsSupplyChainData from './data/logistics-supply-chain.json' with { type: 'json' };
import managementLeadershipData from './data/management-leadership.json' with { type: 'json' };
import marketingSalesData from './data/marketing-sales.json' with { type: 'json' };
import methodologiesData from './data/methodologies.json' with { type: 'json' };
import researchScienceData from './data/research-science.json' with { type: 'json' };
import securityData from './data/security.json' with { type: 'json' };
import softSkillsData from './data/soft-skills.json' with { type: 'json' };
import softwareData from './data/software.json' with { type: 'json' };
import toolsOfficeData from './data/tools-office.json' with { type: 'json' };
import { kairosSkillEsco } from './esco-data';
import { findEscoSkill, findEscoSkillUri, getEscoSkillById } from './esco-skills';
import { stripLevelAnnotation, stripVendorPrefix } from './level-annotations';
import { termKey } from './normalise';
import { buildSkillIndex } from './skill-index';
import type { IndexEntry, SkillIndex } from './skill-index';
import { validateTaxonomy } from './skill-schema';
import type { Skill, TaxonomySource } from './skill-schema';

export const TAXONOMY_SOURCES: readonly TaxonomySource[] = [
  { source: 'software.json', data: softwareData },
  { source: 'data.json', data: dataData },
  { source: 'cloud-devops.json', data: cloudDevopsData },
  { source: 'security.json', data: securityData },
  { source: 'design-creative.json', data: designCreativeData },
  { source: 'business.json', data: businessData },
  { source: 'marketing-sales.json', data: marketingSalesData },
  { source: 'finance-accounting.json', data: financeAccountingData },
  { source: 'legal-compliance.json', data: legalComplianceData },
  { source: 'healthcare.json', data: healthcareData },
  { source: 'education.json', data: educationData },
  { source: 'engineering.json', data: engineeringData },
  { source: 'logistics-supply-chain.json', data: logisticsSupplyChainData },
  { source: 'hospitality-retail.json', data: hospitalityRetailData },
  { source: 'hr-people.json', data: hrPeopleData },
  { source: 'management-leadership.json', data: managementLeadershipData },
  { source: 'soft-skills.json', data: softSkillsData },
  { source: 'methodologies.json', data: methodologiesData },
  { source: 'tools-office.json', data: toolsOfficeData },
  { source: 'research-science.json', data: researchScienceData },
];

// The data are constant, so validating and indexing once per process is safe and keeps lookups cheap.
let cached: SkillIndex | undefined;

/** Kairos skills with their place on ESCO (`scripts/derive-esco.mjs` maps them; see esco/kairos-map.json). */
export function withEscoLinks(skills: readonly Skill[]): Skill[] {
  return skills.map((skill) => {
    const link = kairosSkillEsco(skill.id);
    if (!link) return { ...skill, origin: 'kairos' };
    return link.relation === 'exact' ? { ...skill, escoUri: link.uri, origin: 'kairos' } : { ...skill, escoBroaderUri: link.uri, origin: 'kairos' };
  });
}

/**
 * The validated Kairos skills (each an ESCO skill or an extension) with their lookup index; throws
 * TaxonomyValidationError if the data are broken. ESCO's other skills join through `resolveSkill`,
 * `getSkillById` and `matchSkillsInText(…, { esco: true })`, indexed on first use.
 */
export function loadTaxonomy(): SkillIndex {
  cached ??= buildSkillIndex(withEscoLinks(validateTaxonomy(TAXONOMY_SOURCES)));
  return cached;
}

function lookup(index: SkillIndex, term: string): readonly IndexEntry[] {
  const key = termKey(term);
  return key === '' ? [] : (index.byKey.get(key) ?? []);
}

/**
 * Every skill a term could mean, most specific spelling first: the term as given, then without level
 * annotations ("Excel (avanzado)", "Python – expert"), then without a vendor prefix ("Apache Kafka").
 * More than one result only for aliases the data deliberately share.
 */
export function findSkillCandidates(term: string, index: SkillIndex = loadTaxonomy()): Skill[] {
  const attempts = [term, stripLevelAnnotation(term)];
  attempts.push(stripVendorPrefix(attempts[1]));
  for (const attempt of attempts) {
    const entries = lookup(index, attempt);
    if (entries.length > 0) return entries.map((e) => e.skill);
  }
  return [];
}

/**
 * The Kairos skill for one skills-section item (Kairos's curated spellings in six languages), or
 * undefined. `resolveSkill` also asks ESCO.
 */
export function findSkill(term: string, index: SkillIndex = loadTaxonomy()): Skill | undefined {
  return findSkillCandidates(term, index)[0];
}

/**
 * The skill of the one taxonomy an item names: a Kairos skill first (with its ESCO URI when ESCO
 * names it), else an ESCO skill by any of its English, French or Spanish labels, as a whole item
 * (level annotations dropped as for `findSkill`).
 */
export function resolveSkill(term: string, index: SkillIndex = loadTaxonomy()): Skill | undefined {
  const kairos = findSkill(term, index);
  if (kairos) return kairos;
  const stripped = stripLevelAnnotation(term);
  return findEscoSkill(term) ?? (stripped !== term ? findEscoSkill(stripped) : undefined);
}

/**
 * The ESCO URI of the skill an item names, as `resolveSkill(term)?.escoUri` answers, reading only ESCO's
 * precomputed label index (the CV analysis: it needs the URI, and must not load ESCO's skills).
 */
export function resolveEscoUri(term: string, index: SkillIndex = loadTaxonomy()): { escoUri?: string; escoBroaderUri?: string } | undefined {
  const kairos = findSkill(term, index);
  if (kairos) return kairos;
  const stripped = stripLevelAnnotation(term);
  const uri = findEscoSkillUri(term) ?? (stripped !== term ? findEscoSkillUri(stripped) : undefined);
  return uri ? { escoUri: uri } : undefined;
}

/** A skill by id: a Kairos id, or `esco-<uuid>` for a skill only ESCO has. */
export function getSkillById(id: string, index: SkillIndex = loadTaxonomy()): Skill | undefined {
  return index.byId.get(id) ?? getEscoSkillById(id);
}
