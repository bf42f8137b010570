/**
 * The named datasets behind the market figures, one per source family in
 * seed/market-data/SOURCES.md ("Licence and reuse summary"). Every imported figure carries the
 * id of the dataset it belongs to, so an operator can switch a dataset off and every rule stops using
 * it (shown as "no data", never replaced by something else).
 *
 * `reuseTerms` is SOURCES.md's wording. `commercialUseCleared` is true only where SOURCES.md states
 * that reuse is allowed with acknowledgement; `defaultEnabled` is false where SOURCES.md marks the data
 * as proprietary or asks for permission or legal review first. Neither flag is a legal opinion.
 */

export const DATASET_IDS = [
  'eurostat',
  'european-commission',
  'ela-eures',
  'national-agencies',
  'hofstede',
  'wef',
  'ef-epi',
  'forbes-global-2000',
  'work-culture',
] as const;
export type DatasetId = (typeof DATASET_IDS)[number];

export interface Dataset {
  id: DatasetId;
  name: string;
  publisher: string;
  /** reuse terms as SOURCES.md states them */
  reuseTerms: string;
  /** the attribution to show next to the data */
  acknowledgement: string;
  commercialUseCleared: boolean;
  defaultEnabled: boolean;
  /** what the files in market-data hold from this source */
  coverage: string;
  /** limits SOURCES.md asks us to respect or fix before publishing */
  caveats: string[];
}

export const DATASETS: readonly Dataset[] = [
  {
    id: 'eurostat',
    name: 'Eurostat datasets (une_rt_a, lfsi_emp_a, jvs_q_nace2, earn_mw_cur, isoc_sks_itspt, lfsa_ehomp, demo_gind/tps00001)',
    publisher: 'Eurostat / European Commission',
    reuseTerms:
      'Free reuse, including commercial reuse, with acknowledgement of the source ("Source: Eurostat"), under the Commission reuse decision 2011/833/EU.',
    acknowledgement: 'Source: Eurostat',
    commercialUseCleared: true,
    defaultEnabled: true,
    coverage:
      'countries.csv: EU-27 population, employment rate 20-64, unemployment, youth unemployment, job vacancy rate, minimum wage, ICT specialists share, work from home; skills_demand.csv: the Eurostat row',
    caveats: ['Values here were taken from reprints, so re-download them from Eurostat before publishing.'],
  },
  {
    id: 'european-commission',
    name: 'European Commission (Digital Decade)',
    publisher: 'European Commission',
    reuseTerms: 'Commission reuse policy (2011/833/EU): reuse allowed with acknowledgement.',
    acknowledgement: 'Source: European Commission',
    commercialUseCleared: true,
    defaultEnabled: true,
    coverage: 'skills_demand.csv: EU rows from the State of the Digital Decade reports',
    caveats: [],
  },
  {
    id: 'ela-eures',
    name: 'EURES / European Labour Authority shortage reports',
    publisher: 'European Labour Authority (ELA)',
    reuseTerms: 'ELA reports state "Reproduction is authorised provided the source is acknowledged."',
    acknowledgement: 'Source: European Labour Authority (EURES)',
    commercialUseCleared: true,
    defaultEnabled: true,
    coverage: 'shortage_occupations.csv: EU-wide rows (EURES 2023 and 2024 reports) and the EURES-based list for Ireland',
    caveats: ['Some rows come from a secondary summary (a recruitment blog); they are flagged as secondary.'],
  },
  {
    id: 'national-agencies',
    name: 'National public bodies',
    publisher:
      'Bundesagentur für Arbeit, France Travail, SOLAS, Arbetsförmedlingen, SCB, UWV, NAV, Polish Ministry of Labour (Barometr zawodów), Austrian Fachkräfteverordnung, Statistics Norway, Swiss FSO',
    reuseTerms:
      "Facts (lists and figures) are reused with attribution. Most were read through news reprints. Check each agency's own terms before bulk reuse.",
    acknowledgement: 'Source: the national agency named with each figure',
    commercialUseCleared: false,
    defaultEnabled: true,
    coverage:
      'shortage_occupations.csv: national lists for DE, FR, IE, SE, NL, AT, NO, PL; skills_demand.csv: IE, SE and NL rows; countries.csv: CH and NO population',
    caveats: [
      "Check each agency's own terms before bulk reuse.",
      'Severity measures differ by country; compare rows only within one country.',
    ],
  },
  {
    id: 'hofstede',
    name: 'Hofstede dimension data matrix (2015-08-16)',
    publisher: 'Geert Hofstede / geerthofstede.com',
    reuseTerms:
      'geerthofstede.com says the data may be used for research without asking permission. Commercial use in an app is not clearly covered — get permission or legal review.',
    acknowledgement: 'Source: Geert Hofstede, dimension data matrix (geerthofstede.com)',
    commercialUseCleared: false,
    defaultEnabled: false,
    coverage: 'cultural_dimensions.csv',
    caveats: ['The newer "Hofstede Insights" country scores belong to a different (commercial) body and were not used.'],
  },
  {
    id: 'wef',
    name: 'WEF Future of Jobs Report 2025',
    publisher: 'World Economic Forum',
    reuseTerms:
      'The report states "All rights reserved". Only short factual findings (skill names and rankings) are cited, in our own words. Do not reproduce figures or tables.',
    acknowledgement: 'Source: World Economic Forum, Future of Jobs Report 2025',
    commercialUseCleared: false,
    defaultEnabled: false,
    coverage: 'skills_demand.csv: global rows',
    caveats: ['Do not reproduce figures or tables.'],
  },
  {
    id: 'ef-epi',
    name: 'EF EPI 2024',
    publisher: 'EF Education First',
    reuseTerms:
      "Proprietary index. Only scores and bands reported in the press are used, with attribution. Check EF's terms before showing the data prominently.",
    acknowledgement: 'Source: EF English Proficiency Index 2024',
    commercialUseCleared: false,
    defaultEnabled: false,
    coverage: 'countries.csv: English proficiency score and band',
    caveats: ["Check EF's terms before showing the data prominently."],
  },
  {
    id: 'forbes-global-2000',
    name: 'Forbes Global 2000 (2024), via Kaggle dataset mohammadgharaei77/largest-2000-global-companies',
    publisher: 'Forbes (ranking); Kaggle uploader (dataset)',
    reuseTerms:
      'Licence of the Kaggle dataset not verified. Forbes list data is proprietary. Only basic company facts are used (name, HQ city, headcount). Names and HQ are public facts; verify headcounts against company annual reports before publishing.',
    acknowledgement: 'Source: Forbes Global 2000 (2024)',
    commercialUseCleared: false,
    defaultEnabled: false,
    coverage: 'employers.csv',
    caveats: [
      'Verify headcounts against company annual reports before publishing.',
      'Website domains were entered from general knowledge and are unverified.',
      'NACE sections were assigned by the compiler (judgement).',
    ],
  },
  {
    id: 'work-culture',
    name: 'Work-culture guides',
    publisher: 'Various (World Business Culture, expat sites, EU-funded projects, Work in Denmark)',
    reuseTerms: 'Used only as paraphrased facts with citation. No text is copied.',
    acknowledgement: 'Sources: cited with each note',
    commercialUseCleared: false,
    defaultEnabled: true,
    coverage: 'work_culture.md: notes for DE, NL, SE, DK, FR, IT, ES, PL, IE, CH',
    caveats: [
      'Only Denmark (Work in Denmark) is an official government portal; replace the notes with official EURES or national-portal text before they are shown as authoritative.',
    ],
  },
];

const BY_ID = new Map<DatasetId, Dataset>(DATASETS.map((d) => [d.id, d]));

export function isDatasetId(value: string): value is DatasetId {
  return BY_ID.has(value as DatasetId);
}

export function getDataset(id: DatasetId): Dataset {
  const dataset = BY_ID.get(id);
  if (!dataset) throw new Error(`unknown dataset ${id}`); // unreachable for a DatasetId
  return dataset;
}

/** Which datasets are on: the operator's choices over the defaults. */
export type DatasetSettings = Readonly<Record<DatasetId, boolean>>;

export function resolveDatasetSettings(overrides: Partial<Record<DatasetId, boolean>> = {}): DatasetSettings {
  return Object.fromEntries(DATASETS.map((d) => [d.id, overrides[d.id] ?? d.defaultEnabled])) as Record<DatasetId, boolean>;
}

/** Every dataset on, for callers (tests, admin previews) that want to see all data regardless of licence. */
export const ALL_DATASETS_ENABLED: DatasetSettings = resolveDatasetSettings(Object.fromEntries(DATASET_IDS.map((id) => [id, true])));

// Patterns for the organisations the source strings in market-data name. The earliest mention in a
// source string decides, so "European Commission, Digital Decade; Eurostat isoc_sks_itspt" is the
// Commission's report and "Eurostat une_rt_a via apiardata.com" is Eurostat's figure.
const SOURCE_PATTERNS: readonly (readonly [RegExp, DatasetId])[] = [
  [/\bEF EPI\b|EF English Proficiency|EF Education First/i, 'ef-epi'],
  [/World Economic Forum|\bWEF\b/i, 'wef'],
  [/Hofstede/i, 'hofstede'],
  [/Forbes/i, 'forbes-global-2000'],
  [/European Labour Authority|\bEURES\b|\bELA\b/, 'ela-eures'],
  [/European Commission|Digital Decade/i, 'european-commission'],
  [/Eurostat/i, 'eurostat'],
  [
    /Bundesagentur|France Travail|\bSOLAS\b|Arbetsförmedlingen|\bSCB\b|Statistics Sweden|\bUWV\b|\bNAV\b|Barometr zawodów|Fachkräfteverordnung|Ministry of|Statistics Norway|\bSSB\b|Swiss FSO/,
    'national-agencies',
  ],
  [/work in denmark|World Business Culture|mooc\.eu-mobility\.eu|businessculture\.org/i, 'work-culture'],
];

/** The dataset a source string belongs to, or null when it names none of the known publishers. */
export function datasetForSource(source: string): DatasetId | null {
  let best: { at: number; id: DatasetId } | null = null;
  for (const [re, id] of SOURCE_PATTERNS) {
    const m = re.exec(source);
    if (m && (best === null || m.index < best.at)) best = { at: m.index, id };
  }
  return best?.id ?? null;
}
