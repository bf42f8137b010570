/**
 * The cross-border comparison of the Opportunities tab (spec §2: Germany, Netherlands, Sweden, France,
 * Italy, Best Match badge on the first; sorted by fit per §9). The spec's sample drew opportunities,
 * cultural fit and growth at random; here the fit is computed from published figures, each component
 * carrying the figures it used, and a component without data is null ("no data"), never filled from
 * another country.
 *
 * Components (weights are Kairos choices, see FIT_WEIGHTS):
 * - vacancy: the country's job vacancy rate relative to the highest rate in the supplied data;
 * - shortage: 1 when one of the person's occupations or skills is on the country's national shortage
 *   list, 0 when the country has a list without it; EU-wide EURES matches are shown, not scored;
 * - language: the person's best level in an official language, or their English level weighted by the
 *   country's EF EPI band, whichever is higher;
 * - culture: Hofstede similarity between the person's country and this one.
 * The fit is the weighted mean of the components that have data; `coverage` says how much weight that is.
 */
import { EUROPEAN_COUNTRIES, isEuropeanCountry, toCountryCode } from './country-codes';
import { culturalContext, culturalSimilarity } from './cultural-context';
import type { CulturalContext, CulturalSimilarity } from './cultural-context';
import { resolveDatasetSettings } from './datasets';
import type { DatasetSettings } from './datasets';
import { usable } from './figure';
import type { Figure } from './figure';
import type { CountryRecord, EnglishBand } from './import/countries';
import type { CulturalDimensionsRecord } from './import/cultural-dimensions';
import type { ShortageOccupationRecord } from './import/shortage-occupations';
import type { WorkCultureRecord } from './import/work-culture';
import { findMatch, fold } from './match';
import type { MatchKind } from './match';
import { languageLevel, skillTerms } from './person';
import type { LanguageLevel, MarketPerson } from './person';
import { COMPARISON_COUNTRIES, round2 } from './rules';
import type { TrendLike } from './rules';

/** Kairos choice (not in the spec): how much each component counts towards the fit. */
export const FIT_WEIGHTS = { vacancy: 0.25, shortage: 0.3, language: 0.3, culture: 0.15 } as const;
export type FitComponentKey = keyof typeof FIT_WEIGHTS;

/** Kairos choice: what a language level is worth for working in that language. */
export const LEVEL_SCORES: Readonly<Record<LanguageLevel, number>> = { native: 1, C2: 1, C1: 0.9, B2: 0.75, B1: 0.5, A2: 0.25, A1: 0.1 };
/** A language on the CV without a readable level counts as B1. */
export const UNSTATED_LEVEL_SCORE = LEVEL_SCORES.B1;
/** Kairos choice: how far English carries at work, by the country's EF EPI band. */
export const ENGLISH_BAND_FACTORS: Readonly<Record<EnglishBand, number>> = {
  'very high': 0.8,
  high: 0.6,
  moderate: 0.4,
  low: 0.2,
  'very low': 0.1,
};

export type NoDataReason = 'no-data' | 'dataset-disabled' | 'no-person-data' | 'unknown-country';

export interface FitComponent<D> {
  /** 0..1, null when there is nothing to judge by */
  score: number | null;
  /** why the score is null */
  reason: NoDataReason | null;
  weight: number;
  explanation: string;
  detail: D;
}

export interface ShortageMatch {
  record: ShortageOccupationRecord;
  /** the person's occupation or skill that matched */
  personTerm: string;
  how: MatchKind;
}

export interface LanguageDetail {
  /** the official language the person speaks best, with the level as written on the CV */
  official: { language: string; level: string | null; score: number } | null;
  english: { band: Figure<EnglishBand> | null; level: string | null; score: number | null } | null;
}

export interface CrossBorderItem {
  country: string;
  name: string | null;
  known: boolean;
  /** weighted fit 0..1 over the components with data; null when none has data */
  fit: number | null;
  /** share of the total weight that had data (0..1) */
  coverage: number;
  bestMatch: boolean;
  components: {
    vacancy: FitComponent<{ rate: Figure | null; highest: { country: string; rate: Figure } | null }>;
    shortage: FitComponent<{ matches: ShortageMatch[]; euWideMatches: ShortageMatch[]; lists: string[] }>;
    language: FitComponent<LanguageDetail>;
    culture: FitComponent<{ from: string | null; similarity: CulturalSimilarity | null }>;
  };
  /** spec's "opportunities": national shortage occupations the person matches */
  opportunities: number;
  /** spec's "culturalFit": the culture component */
  culturalFit: number | null;
  /** spec's "marketGrowth": mean growth_rate (%) of the supplied market trends for this country, null without any */
  marketGrowth: { percent: number; trends: number } | null;
  culturalContext: CulturalContext | null;
  indicators: {
    unemploymentRate: Figure | null;
    youthUnemploymentRate: Figure | null;
    employmentRate: Figure | null;
    minimumWage: Figure | null;
    minimumWageNote: string | null;
    workFromHomeShare: Figure | null;
  };
  recommendations: string[];
}

export interface CultureData {
  notes: readonly WorkCultureRecord[];
  dimensions: readonly CulturalDimensionsRecord[];
}

export interface CrossBorderOptions {
  /** ISO codes (or Eurostat's EL/UK) compared besides the spec's five */
  extraCountries?: readonly string[];
  /** occupation names or keywords to match against shortage lists, on top of the person's own */
  occupations?: readonly string[];
  /** the operator's dataset choices; the defaults otherwise */
  datasets?: DatasetSettings;
  /** admin-imported market trends, for marketGrowth */
  trends?: readonly TrendLike[];
}

function missing<D>(key: FitComponentKey, reason: NoDataReason, explanation: string, detail: D): FitComponent<D> {
  return { score: null, reason, weight: FIT_WEIGHTS[key], explanation, detail };
}

function scored<D>(key: FitComponentKey, score: number, explanation: string, detail: D): FitComponent<D> {
  return { score: round2(score), reason: null, weight: FIT_WEIGHTS[key], explanation, detail };
}

function vacancyComponent(
  country: CountryRecord | undefined,
  all: readonly CountryRecord[],
  enabled: DatasetSettings,
): CrossBorderItem['components']['vacancy'] {
  const none = { rate: null, highest: null };
  if (!country?.jobVacancyRate) return missing('vacancy', 'no-data', 'No job vacancy figure for this country.', none);
  const rate = usable(country.jobVacancyRate, enabled);
  if (!rate) return missing('vacancy', 'dataset-disabled', 'The job vacancy figures are switched off.', none);
  let highest: { country: string; rate: Figure } | null = null;
  for (const c of all) {
    const r = usable(c.jobVacancyRate, enabled);
    if (r && (highest === null || r.value > highest.rate.value)) highest = { country: c.code, rate: r };
  }
  if (!highest || highest.rate.value <= 0)
    return missing('vacancy', 'no-data', 'No job vacancy figures to compare with.', { rate, highest });
  return scored(
    'vacancy',
    rate.value / highest.rate.value,
    `Job vacancy rate ${rate.value}% (${rate.period}); the highest in the data is ${highest.rate.value}% (${highest.country}).`,
    {
      rate,
      highest,
    },
  );
}

function shortageMatches(rows: readonly ShortageOccupationRecord[], terms: readonly string[]): ShortageMatch[] {
  const out: ShortageMatch[] = [];
  for (const record of rows) {
    const m = findMatch(terms, record.occupation) ?? (record.localName ? findMatch(terms, record.localName) : null);
    if (m) out.push({ record, personTerm: m.term, how: m.how });
  }
  return out;
}

function shortageComponent(
  code: string,
  shortages: readonly ShortageOccupationRecord[],
  terms: readonly string[],
  enabled: DatasetSettings,
): CrossBorderItem['components']['shortage'] {
  const euRows = shortages.filter((r) => r.euWide && enabled[r.dataset]);
  const euWideMatches = terms.length > 0 ? shortageMatches(euRows, terms) : [];
  const inData = shortages.filter((r) => r.country === code);
  const rows = inData.filter((r) => enabled[r.dataset]);
  const lists = [...new Set(rows.map((r) => `${r.publisher} (${r.period})`))];
  if (terms.length === 0)
    return missing('shortage', 'no-person-data', 'No occupations or skills to look up on shortage lists.', {
      matches: [],
      euWideMatches,
      lists,
    });
  if (inData.length === 0)
    return missing('shortage', 'no-data', 'No national shortage list for this country in the data.', { matches: [], euWideMatches, lists });
  if (rows.length === 0)
    return missing('shortage', 'dataset-disabled', 'The national shortage lists are switched off.', { matches: [], euWideMatches, lists });
  const matches = shortageMatches(rows, terms);
  const explanation =
    matches.length > 0
      ? `On the national shortage list: ${[...new Set(matches.map((m) => m.record.occupation))].join(', ')}.`
      : 'None of your occupations is on the national shortage list.';
  return scored('shortage', matches.length > 0 ? 1 : 0, explanation, { matches, euWideMatches, lists });
}

function levelScore(level: string | null): number {
  const l = languageLevel(level);
  return l === null ? UNSTATED_LEVEL_SCORE : LEVEL_SCORES[l];
}

function languageComponent(
  country: CountryRecord | undefined,
  person: MarketPerson,
  enabled: DatasetSettings,
): CrossBorderItem['components']['language'] {
  const none: LanguageDetail = { official: null, english: null };
  if (person.languages.length === 0) return missing('language', 'no-person-data', 'No languages on the CV.', none);
  if (!country) return missing('language', 'no-data', 'No language data for this country.', none);

  const spoken = (name: string) => person.languages.find((l) => fold(l.name) === fold(name));
  let official: LanguageDetail['official'] = null;
  for (const language of country.officialLanguages) {
    const l = spoken(language);
    if (!l) continue;
    const score = levelScore(l.level);
    if (official === null || score > official.score) official = { language, level: l.level, score };
  }

  const englishIsOfficial = country.officialLanguages.some((l) => fold(l) === 'english');
  const personEnglish = spoken('English');
  let english: LanguageDetail['english'] = null;
  if (personEnglish && !englishIsOfficial) {
    const band = usable(country.englishProficiencyBand, enabled);
    english = {
      band,
      level: personEnglish.level,
      score: band ? round2(levelScore(personEnglish.level) * ENGLISH_BAND_FACTORS[band.value]) : null,
    };
  }

  const detail = { official, english };
  const best = Math.max(official?.score ?? 0, english?.score ?? 0);
  if (official === null && english?.score == null) {
    const why = personEnglish && !englishIsOfficial ? ' and there is no English-proficiency figure for the country' : '';
    return missing(
      'language',
      'no-data',
      `You list none of the official languages (${country.officialLanguages.join(', ')})${why}.`,
      detail,
    );
  }
  const parts = [
    official ? `${official.language} ${official.level ?? '(level not stated)'}` : `none of ${country.officialLanguages.join(', ')}`,
    ...(english?.band
      ? [`English ${english.level ?? '(level not stated)'} where English proficiency is ${english.band.value} (${english.band.period})`]
      : []),
  ];
  return scored('language', best, `Languages: ${parts.join('; ')}.`, detail);
}

function cultureComponent(
  code: string,
  person: MarketPerson,
  culture: CultureData,
  enabled: DatasetSettings,
): CrossBorderItem['components']['culture'] {
  const from = person.country;
  if (!enabled.hofstede)
    return missing('culture', 'dataset-disabled', 'The cultural-dimension data are switched off.', { from, similarity: null });
  if (!from) return missing('culture', 'no-person-data', 'Your country is not known.', { from, similarity: null });
  const home = culture.dimensions.find((d) => d.code === from);
  const target = culture.dimensions.find((d) => d.code === code);
  const similarity = home && target ? culturalSimilarity(home, target) : null;
  if (!similarity)
    return missing('culture', 'no-data', 'Not enough cultural-dimension data for the comparison.', { from, similarity: null });
  return scored(
    'culture',
    similarity.score,
    `Hofstede profile similarity with ${EUROPEAN_COUNTRIES[from] ?? from} over ${similarity.dimensions.length} dimensions (${similarity.period}).`,
    {
      from,
      similarity,
    },
  );
}

function marketGrowth(code: string, trends: readonly TrendLike[] | undefined): CrossBorderItem['marketGrowth'] {
  const rates = (trends ?? []).filter((t) => toCountryCode(t.region) === code).flatMap((t) => (t.growth_rate === null ? [] : [t.growth_rate]));
  if (rates.length === 0) return null;
  return { percent: round2(rates.reduce((s, r) => s + r, 0) / rates.length), trends: rates.length };
}

function recommendationsFor(item: Omit<CrossBorderItem, 'recommendations' | 'bestMatch'>, country: CountryRecord | undefined): string[] {
  const out: string[] = [];
  for (const m of item.components.shortage.detail.matches.slice(0, 2)) {
    out.push(
      `${m.record.occupation} is in shortage here (${m.record.publisher}, ${m.record.period}): mention your ${m.personTerm} experience.`,
    );
  }
  const official = item.components.language.detail.official;
  const target = country?.officialLanguages[0];
  if (target && !country.officialLanguages.some((l) => fold(l) === 'english')) {
    if (!official) out.push(`Learn ${target}: you do not list any of the official languages.`);
    else if (official.score < LEVEL_SCORES.B2) out.push(`Bring your ${official.language} to B2 for most professional roles.`);
  }
  return out;
}

function comparisonCodes(extra: readonly string[] | undefined): string[] {
  const codes: string[] = [];
  for (const c of [...COMPARISON_COUNTRIES, ...(extra ?? [])]) {
    const code = toCountryCode(c) ?? c.trim().toUpperCase();
    if (code !== '' && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

interface Comparison {
  person: MarketPerson;
  /** the person's occupations and skills, for the shortage lists */
  terms: readonly string[];
  countries: readonly CountryRecord[];
  shortages: readonly ShortageOccupationRecord[];
  culture: CultureData;
  options: CrossBorderOptions;
  enabled: DatasetSettings;
}

function compareOne(
  code: string,
  { person, terms, countries, shortages, culture, options, enabled }: Comparison,
): Omit<CrossBorderItem, 'bestMatch'> {
  const known = isEuropeanCountry(code);
  const country = known ? countries.find((c) => c.code === code) : undefined;
  const components: CrossBorderItem['components'] = known
    ? {
        vacancy: vacancyComponent(country, countries, enabled),
        shortage: shortageComponent(code, shortages, terms, enabled),
        language: languageComponent(country, person, enabled),
        culture: cultureComponent(code, person, culture, enabled),
      }
    : {
        vacancy: missing('vacancy', 'unknown-country', `${code} is not a country the market data cover.`, { rate: null, highest: null }),
        shortage: missing('shortage', 'unknown-country', `${code} is not a country the market data cover.`, {
          matches: [],
          euWideMatches: [],
          lists: [],
        }),
        language: missing('language', 'unknown-country', `${code} is not a country the market data cover.`, {
          official: null,
          english: null,
        }),
        culture: missing('culture', 'unknown-country', `${code} is not a country the market data cover.`, {
          from: person.country,
          similarity: null,
        }),
      };
  const all = Object.values(components) as FitComponent<unknown>[];
  const withData = all.filter((c) => c.score !== null);
  const weight = withData.reduce((s, c) => s + c.weight, 0);
  const totalWeight = all.reduce((s, c) => s + c.weight, 0);
  const fit = weight > 0 ? Math.round((withData.reduce((s, c) => s + c.weight * (c.score ?? 0), 0) / weight) * 1000) / 1000 : null;
  const partial = {
    country: code,
    name: country?.name ?? EUROPEAN_COUNTRIES[code] ?? null,
    known,
    fit,
    coverage: round2(weight / totalWeight),
    components,
    opportunities: new Set(components.shortage.detail.matches.map((m) => m.record.occupation)).size,
    culturalFit: components.culture.score,
    marketGrowth: known ? marketGrowth(code, options.trends) : null,
    culturalContext: known ? culturalContext(code, culture.notes, enabled) : null,
    indicators: {
      unemploymentRate: usable(country?.unemploymentRate, enabled),
      youthUnemploymentRate: usable(country?.youthUnemploymentRate, enabled),
      employmentRate: usable(country?.employmentRate, enabled),
      minimumWage: usable(country?.minimumWage, enabled),
      minimumWageNote: enabled.eurostat ? (country?.minimumWageNote ?? null) : null,
      workFromHomeShare: usable(country?.workFromHomeShare, enabled),
    },
  };
  return { ...partial, recommendations: recommendationsFor(partial, country) };
}

/**
 * Compares the spec's five countries plus any extra ones for this person, best fit first; the first
 * gets `bestMatch` when it has a fit at all. Ties: more coverage, then country code.
 */
export function crossBorderComparison(
  person: MarketPerson,
  countries: readonly CountryRecord[],
  shortages: readonly ShortageOccupationRecord[],
  culture: CultureData,
  options: CrossBorderOptions = {},
): CrossBorderItem[] {
  const enabled = options.datasets ?? resolveDatasetSettings();
  const terms = [...new Set([...person.occupations, ...(options.occupations ?? []), ...skillTerms(person)])];
  const comparison: Comparison = { person, terms, countries, shortages, culture, options, enabled };
  const items = comparisonCodes(options.extraCountries).map((code) => compareOne(code, comparison));
  items.sort((a, b) => (b.fit ?? -1) - (a.fit ?? -1) || b.coverage - a.coverage || a.country.localeCompare(b.country));
  return items.map((item, i) => ({ ...item, bestMatch: i === 0 && item.fit !== null }));
}
