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

/** The validated taxonomy with its lookup index; throws TaxonomyValidationError if the data are broken. */
export function loadTaxonomy(): SkillIndex {
  cached ??= buildSkillIndex(validateTaxonomy(TAXONOMY_SOURCES));
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

/** The canonical skill for one skills-section item, or undefined when the taxonomy does not know it. */
export function findSkill(term: string, index: SkillIndex = loadTaxonomy()): Skill | undefined {
  return findSkillCandidates(term, index)[0];
}

export function getSkillById(id: string, index: SkillIndex = loadTaxonomy()): Skill | undefined {
  return index.byId.get(id);
}
