import agricultureData from './data/agriculture.json' with { type: 'json' };
import businessManagementData from './data/business-management.json' with { type: 'json' };
import constructionData from './data/construction.json' with { type: 'json' };
import creativeMarketingData from './data/creative-marketing.json' with { type: 'json' };
import dataData from './data/data.json' with { type: 'json' };
import educationData from './data/education.json' with { type: 'json' };
import engineeringData from './data/engineering.json' with { type: 'json' };
import financeAccountingData from './data/finance-accounting.json' with { type: 'json' };
import healthcareData from './data/healthcare.json' with { type: 'json' };
import hospitalityFoodData from './data/hospitality-food.json' with { type: 'json' };
import hrPeopleData from './data/hr-people.json' with { type: 'json' };
import legalData from './data/legal.json' with { type: 'json' };
import logisticsTransportData from './data/logistics-transport.json' with { type: 'json' };
import manufacturingTradesData from './data/manufacturing-trades.json' with { type: 'json' };
import personalServicesData from './data/personal-services.json' with { type: 'json' };
import publicSectorData from './data/public-sector.json' with { type: 'json' };
import salesCustomerServiceData from './data/sales-customer-service.json' with { type: 'json' };
import scienceData from './data/science.json' with { type: 'json' };
import softwareItData from './data/software-it.json' with { type: 'json' };
import { getSkillById, loadTaxonomy } from '../taxonomy/taxonomy';
import { validateOccupations } from './occupation-schema';
import type { Occupation, OccupationSource } from './occupation-schema';
import { buildTitleIndex, lookupTitle, matchTitle } from './title-index';
import type { TitleIndex, TitleMatch } from './title-index';

export const OCCUPATION_SOURCES: readonly OccupationSource[] = [
  { source: 'software-it.json', data: softwareItData },
  { source: 'data.json', data: dataData },
  { source: 'business-management.json', data: businessManagementData },
  { source: 'finance-accounting.json', data: financeAccountingData },
  { source: 'healthcare.json', data: healthcareData },
  { source: 'education.json', data: educationData },
  { source: 'engineering.json', data: engineeringData },
  { source: 'manufacturing-trades.json', data: manufacturingTradesData },
  { source: 'construction.json', data: constructionData },
  { source: 'logistics-transport.json', data: logisticsTransportData },
  { source: 'hospitality-food.json', data: hospitalityFoodData },
  { source: 'creative-marketing.json', data: creativeMarketingData },
  { source: 'hr-people.json', data: hrPeopleData },
  { source: 'legal.json', data: legalData },
  { source: 'public-sector.json', data: publicSectorData },
  { source: 'science.json', data: scienceData },
  { source: 'sales-customer-service.json', data: salesCustomerServiceData },
  { source: 'agriculture.json', data: agricultureData },
  { source: 'personal-services.json', data: personalServicesData },
];

export interface OccupationCatalogue {
  /** sorted by id */
  readonly occupations: readonly Occupation[];
  readonly byId: ReadonlyMap<string, Occupation>;
  readonly titles: TitleIndex;
}

// The data are constant, so validating and indexing once per process is safe and keeps lookups cheap.
let cached: OccupationCatalogue | undefined;

/** The validated occupations with their indexes; throws OccupationValidationError if the data are broken. */
export function loadOccupations(): OccupationCatalogue {
  if (!cached) {
    const taxonomy = loadTaxonomy();
    const occupations = validateOccupations(OCCUPATION_SOURCES, (id) => getSkillById(id, taxonomy) !== undefined).sort((a, b) =>
      a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
    );
    cached = { occupations, byId: new Map(occupations.map((o) => [o.id, o])), titles: buildTitleIndex(occupations) };
  }
  return cached;
}

export function allOccupations(): readonly Occupation[] {
  return loadOccupations().occupations;
}

export function getOccupationById(id: string): Occupation | undefined {
  return loadOccupations().byId.get(id);
}

/**
 * The occupation an id or a job title names, in any of the six languages: "nurse", "Krankenschwester",
 * "Infirmière", "enfermera", "Verpleegkundige". Case, accents and punctuation do not matter, and
 * feminine forms find the occupation ("Buchhalterin"). The whole string must be a known title; use
 * `matchJobTitle` for titles with extra words ("Senior Software Engineer, Payments").
 */
export function findOccupation(idOrTitle: string): Occupation | undefined {
  const catalogue = loadOccupations();
  return catalogue.byId.get(idOrTitle.trim()) ?? lookupTitle(idOrTitle, catalogue.titles);
}

/** The occupations a job title as written on a CV names ("Senior Software Engineer", "Intensivkrankenschwester"). */
export function matchJobTitle(title: string): TitleMatch[] {
  return matchTitle(title, loadOccupations().titles);
}
