/**
 * countries.csv → one record per country with every indicator as a sourced figure. Capital, official
 * languages and currency are plain facts: SOURCES.md says they come from general reference and were
 * not checked against a source, so they keep that note instead of a dataset.
 */
import { EUROSTAT_CODE_ALIASES } from '../country-codes';
import type { Figure } from '../figure';
import { importCsv, splitList } from './table';
import type { ImportResult, RowReader } from './table';

export const COUNTRY_COLUMNS = [
  'iso2',
  'eurostat_code',
  'name',
  'capital',
  'official_languages',
  'currency',
  'static_facts_source',
  'population',
  'population_date',
  'population_source',
  'employment_rate_20_64',
  'employment_rate_year',
  'employment_rate_source',
  'unemployment_rate',
  'unemployment_year',
  'unemployment_source',
  'youth_unemployment_rate',
  'youth_unemployment_year',
  'youth_unemployment_source',
  'job_vacancy_rate',
  'job_vacancy_period',
  'job_vacancy_source',
  'minimum_wage_eur_month',
  'minimum_wage_period',
  'minimum_wage_note',
  'minimum_wage_source',
  'ict_specialists_share',
  'ict_specialists_year',
  'ict_specialists_source',
  'english_proficiency_score',
  'english_proficiency_band',
  'english_proficiency_year',
  'english_proficiency_source',
  'work_from_home_share',
  'work_from_home_year',
  'work_from_home_source',
] as const;

/** EF EPI's five proficiency bands. */
export const ENGLISH_BANDS = ['very high', 'high', 'moderate', 'low', 'very low'] as const;
export type EnglishBand = (typeof ENGLISH_BANDS)[number];

export interface CountryRecord {
  /** ISO 3166-1 alpha-2 (GR, GB) */
  code: string;
  /** Eurostat's code (EL, UK) */
  eurostatCode: string;
  name: string;
  capital: string;
  /** English names */
  officialLanguages: string[];
  currency: string;
  /** where capital, languages and currency come from (not verified, per SOURCES.md) */
  staticFactsSource: string;
  population: Figure | null;
  /** % of people aged 20-64 in employment */
  employmentRate: Figure | null;
  /** % */
  unemploymentRate: Figure | null;
  /** % of the labour force aged 15-24 */
  youthUnemploymentRate: Figure | null;
  /** % of posts vacant */
  jobVacancyRate: Figure | null;
  /** EUR per month, gross */
  minimumWage: Figure | null;
  /** e.g. "no national statutory minimum wage (collective agreements)": explains an empty minimum wage */
  minimumWageNote: string | null;
  /** % of employment */
  ictSpecialistsShare: Figure | null;
  /** EF EPI score */
  englishProficiencyScore: Figure | null;
  englishProficiencyBand: Figure<EnglishBand> | null;
  /** % of employed people aged 15-64 usually or sometimes working from home */
  workFromHomeShare: Figure | null;
}

function isEnglishBand(v: string): v is EnglishBand {
  return (ENGLISH_BANDS as readonly string[]).includes(v);
}

function readCountry(row: RowReader): CountryRecord {
  const code = row.country('iso2');
  const eurostatCode = row.required('eurostat_code');
  if (eurostatCode !== '' && code !== '' && eurostatCode !== code && EUROSTAT_CODE_ALIASES[eurostatCode] !== code) {
    row.error(`eurostat_code ${eurostatCode} does not belong to ${code}`, 'eurostat_code');
  }
  const band = row.textFigure('english_proficiency_band', {
    period: { column: 'english_proficiency_year' },
    source: { column: 'english_proficiency_source' },
    dataset: 'ef-epi',
  });
  if (band && !isEnglishBand(band.value))
    row.error(`unknown English proficiency band "${band.value}" (expected ${ENGLISH_BANDS.join(', ')})`, 'english_proficiency_band');
  const eurostat = (value: string, period: string, source: string, integer = false) =>
    row.figure(value, { period: { column: period }, source: { column: source }, dataset: 'eurostat', integer });

  return {
    code,
    eurostatCode,
    name: row.required('name'),
    capital: row.required('capital'),
    officialLanguages: splitList(row.required('official_languages')),
    currency: row.required('currency'),
    staticFactsSource: row.required('static_facts_source'),
    // EU-27 from Eurostat, CH and NO from their statistics offices: the source decides
    population: row.figure('population', {
      period: { column: 'population_date' },
      source: { column: 'population_source' },
      dataset: 'by-source',
      integer: true,
    }),
    employmentRate: eurostat('employment_rate_20_64', 'employment_rate_year', 'employment_rate_source'),
    unemploymentRate: eurostat('unemployment_rate', 'unemployment_year', 'unemployment_source'),
    youthUnemploymentRate: eurostat('youth_unemployment_rate', 'youth_unemployment_year', 'youth_unemployment_source'),
    jobVacancyRate: eurostat('job_vacancy_rate', 'job_vacancy_period', 'job_vacancy_source'),
    minimumWage: eurostat('minimum_wage_eur_month', 'minimum_wage_period', 'minimum_wage_source'),
    minimumWageNote: row.optional('minimum_wage_note'),
    ictSpecialistsShare: eurostat('ict_specialists_share', 'ict_specialists_year', 'ict_specialists_source'),
    englishProficiencyScore: row.figure('english_proficiency_score', {
      period: { column: 'english_proficiency_year' },
      source: { column: 'english_proficiency_source' },
      dataset: 'ef-epi',
      integer: true,
    }),
    englishProficiencyBand: band as Figure<EnglishBand> | null,
    workFromHomeShare: eurostat('work_from_home_share', 'work_from_home_year', 'work_from_home_source'),
  };
}

/** Parses the text of countries.csv. A row with any problem, or a repeated country, is reported and skipped. */
export function importCountries(text: string): ImportResult<CountryRecord> {
  const seen = new Set<string>();
  return importCsv(text, COUNTRY_COLUMNS, (row) => {
    const record = readCountry(row);
    row.unique(seen, record.code, 'iso2');
    return record;
  });
}
