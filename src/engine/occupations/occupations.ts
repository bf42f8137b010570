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
import { ESCO_FILES, escoFile, escoSkills, escoSkillUris, loadMoreTitleLanguages, preloadEscoFile } from '../taxonomy/esco-data';
import { getSkillById, loadTaxonomy } from '../taxonomy/taxonomy';
import { ESCO_OCCUPATION_ID_PREFIX, mergeWithEsco, moreEscoTitles, withEscoUris } from './esco-occupations';
import { validateOccupations } from './occupation-schema';
import type { Occupation, OccupationSource } from './occupation-schema';
import { buildTitleIndex, buildTitleIndexPrecomputed, extendTitleIndex, lookupTitle, matchTitle } from './title-index';
import type { PrecomputedTitles, TitleIndex, TitleMatch } from './title-index';

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
  /** the curated occupations (each with its ESCO URI where ESCO names it), sorted by id */
  readonly occupations: readonly Occupation[];
  readonly byId: ReadonlyMap<string, Occupation>;
  readonly titles: TitleIndex;
}

export interface EscoOccupationCatalogue {
  /** the curated ones, then ESCO's other occupations (`esco-<uuid>`): 3,000 and more */
  readonly withEsco: readonly Occupation[];
  readonly byId: ReadonlyMap<string, Occupation>;
  /** titles in the six CV languages; the 20 further ESCO languages join after `loadAllTitleLanguages` */
  titles: TitleIndex;
  readonly byEscoRow: readonly Occupation[];
}

// The data are constant, so validating and indexing once per process is safe and keeps lookups cheap.
let cached: OccupationCatalogue | undefined;
let cachedEsco: EscoOccupationCatalogue | undefined;

const byIdOrder = (a: Occupation, b: Occupation) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The validated curated occupations with their indexes; throws OccupationValidationError if the data are broken. */
export function loadOccupations(): OccupationCatalogue {
  if (!cached) {
    const taxonomy = loadTaxonomy();
    const validated = validateOccupations(OCCUPATION_SOURCES, (id) => getSkillById(id, taxonomy) !== undefined).sort(byIdOrder);
    const occupations = withEscoUris(validated);
    cached = { occupations, byId: new Map(occupations.map((o) => [o.id, o])), titles: buildTitleIndex(occupations) };
  }
  return cached;
}

/**
 * The curated occupations and ESCO's others, with ESCO's titles in the six CV languages in the title
 * index. Read on first use (or by `warmEsco`), not at start-up; the title index is precomputed by the
 * derivation and built from it when first asked for.
 */
export function loadEscoOccupations(): EscoOccupationCatalogue {
  if (!cachedEsco) {
    const { occupations } = loadOccupations();
    const { escoOnly, byEscoRow } = mergeWithEsco(occupations);
    const withEsco = [...occupations, ...escoOnly];
    let titles: TitleIndex | undefined;
    cachedEsco = {
      withEsco,
      byId: new Map(withEsco.map((o) => [o.id, o])),
      byEscoRow,
      get titles() {
        return (titles ??= buildTitleIndexPrecomputed(occupations, escoFile<PrecomputedTitles>(ESCO_FILES.titleKeys), byEscoRow));
      },
      set titles(index: TitleIndex) {
        titles = index;
      },
    };
  }
  return cachedEsco;
}

let warming: Promise<void> | undefined;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads everything the ESCO-wide features use (market occupation search, skill gap, title and skill
 * lookups) in the background: files are read and decompressed off the main thread, then each is
 * parsed in its own turn of the event loop so requests in between stay fast. A caller that needs ESCO
 * before it finished awaits the same promise; calling it again is free.
 */
export function warmEsco(): Promise<void> {
  warming ??= (async () => {
    await Promise.all(
      [ESCO_FILES.occupations, ESCO_FILES.titleKeys, ESCO_FILES.skills].map((f) => preloadEscoFile(f)),
    );
    const steps = [
      () => escoSkillUris(),
      () => loadEscoOccupations(),
      () => loadEscoOccupations().titles,
      () => essentialSkillIndex(),
      () => escoSkills(),
    ];
    for (const step of steps) {
      await pause();
      step();
    }
  })();
  return warming;
}

/**
 * Loads ESCO's occupation titles in the 20 languages beyond the six CV languages and adds them to
 * title recognition. The server calls it once after start-up; until it resolves, titles in those
 * languages are not recognised.
 */
export async function loadAllTitleLanguages(): Promise<void> {
  await loadMoreTitleLanguages();
  const catalogue = loadEscoOccupations();
  catalogue.titles = extendTitleIndex(catalogue.titles, moreEscoTitles(catalogue.byEscoRow));
}

/** The curated occupations (212), the list people choose targets from. */
export function allOccupations(): readonly Occupation[] {
  return loadOccupations().occupations;
}

/** Every occupation: the curated ones and ESCO's other 2,800, for matching a person's roles. */
export function allOccupationsWithEsco(): readonly Occupation[] {
  return loadEscoOccupations().withEsco;
}

let essentialIndex: Map<string, Occupation[]> | undefined;

/** ESCO's other occupations by the skill ids they require (for matching a person's skills to them). */
export function essentialSkillIndex(): ReadonlyMap<string, readonly Occupation[]> {
  if (!essentialIndex) {
    essentialIndex = new Map();
    for (const o of loadEscoOccupations().withEsco) {
      if (o.origin !== 'esco') continue;
      for (const id of o.essential) {
        const list = essentialIndex.get(id) ?? [];
        list.push(o);
        essentialIndex.set(id, list);
      }
    }
  }
  return essentialIndex;
}

/** A curated occupation by id, or an ESCO one (`esco-<uuid>`). */
export function getOccupationById(id: string): Occupation | undefined {
  return loadOccupations().byId.get(id) ?? (id.startsWith(ESCO_OCCUPATION_ID_PREFIX) ? loadEscoOccupations().byId.get(id) : undefined);
}

/**
 * The occupation an id or a job title names, in any of the six languages: "nurse", "Krankenschwester",
 * "Infirmière", "enfermera", "Verpleegkundige". Case, accents and punctuation do not matter, and
 * feminine forms find the occupation ("Buchhalterin"). The whole string must be a known title; use
 * `matchJobTitle` for titles with extra words ("Senior Software Engineer, Payments").
 */
export function findOccupation(idOrTitle: string): Occupation | undefined {
  return getOccupationById(idOrTitle.trim()) ?? lookupTitle(idOrTitle, loadEscoOccupations().titles);
}

/** The occupations a job title as written on a CV names ("Senior Software Engineer", "Intensivkrankenschwester"). */
export function matchJobTitle(title: string): TitleMatch[] {
  return matchTitle(title, loadEscoOccupations().titles);
}
