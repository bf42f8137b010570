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

/**
 * Kairos choice (issue 20): a fit resting on less than half of the weighting is not a fit. The item
 * keeps its components and says what is missing, but `fit` is null and it can never be the best match.
 */
export const MIN_FIT_COVERAGE = 0.5;

/**
 * Kairos choice: the level most professional roles ask for in the language they are done in (CEFR B2,
 * "can work independently"). A language course is recommended only when neither an official language
 * nor English, where English works at the country's workplaces, reaches it.
 */
export const WORKING_LEVEL: LanguageLevel = 'B2';
/** EF EPI bands where English is a working language in most offices (Kairos choice). */
export const ENGLISH_WORKS_BANDS: readonly EnglishBand[] = ['very high'];

/** Why a country is in the comparison: the person's goal, the spec's default five, or asked for on the page. */
export type ComparisonOrigin = 'goal' | 'default' | 'requested';

/**
 * A text as a message key and its values, for the interface to say in the person's language (web
 * namespace `market`, keys under `explain.`). A value is text or a number shown as it is, a country
 * code to name, a nested message, or a list of values joined by commas. The English `explanation`,
 * `text` and `trigger` beside it stay for the coach and the PDF report.
 */
export interface FitMessage {
  key: string;
  values?: Readonly<Record<string, MessageValue>>;
}
export type MessageValue = string | number | FitMessage | { country: string } | { language: string } | readonly MessageValue[];

const msg = (key: string, values?: Record<string, MessageValue>): FitMessage => (values ? { key, values } : { key });
/** A language by its English name, for the interface to name in its own language. */
const lang = (name: string): MessageValue => ({ language: name });
const langs = (names: readonly string[]): MessageValue => names.map(lang);

/** One recommendation with the figure of the person's data that triggered it. */
export interface CountryAdvice {
  kind: 'shortage' | 'language';
  text: string;
  /** the person's figure that led to it, in words ("your CV: Dutch not listed; English C1") */
  trigger: string;
  message: FitMessage;
  triggerMessage: FitMessage;
}

export interface FitComponent<D> {
  /** 0..1, null when there is nothing to judge by */
  score: number | null;
  /** why the score is null */
  reason: NoDataReason | null;
  weight: number;
  explanation: string;
  /** the explanation as a message key and values */
  message: FitMessage;
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
  /** false when coverage is below MIN_FIT_COVERAGE: shown as "not enough data", fit null */
  enoughData: boolean;
  /** the components without data and why, for "not enough data: …" */
  missing: { component: FitComponentKey; reason: NoDataReason; explanation: string; message: FitMessage }[];
  /** the person's country of residence: their home market, never a cross-border option */
  home: boolean;
  /** why the country is compared */
  origin: ComparisonOrigin;
  /** for a goal: the words of the person's goal that named it ("the Nordics") */
  goal: string | null;
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
  /** recommendations as text (with their trigger), for the coach and the report */
  recommendations: string[];
  advice: CountryAdvice[];
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
  /** the person's target countries (from their goals), compared first */
  goals?: readonly { code: string; named: string }[];
}

function missing<D>(key: FitComponentKey, reason: NoDataReason, explanation: string, message: FitMessage, detail: D): FitComponent<D> {
  return { score: null, reason, weight: FIT_WEIGHTS[key], explanation, message, detail };
}

function scored<D>(key: FitComponentKey, score: number, explanation: string, message: FitMessage, detail: D): FitComponent<D> {
  return { score: round2(score), reason: null, weight: FIT_WEIGHTS[key], explanation, message, detail };
}

function vacancyComponent(
  country: CountryRecord | undefined,
  all: readonly CountryRecord[],
  enabled: DatasetSettings,
): CrossBorderItem['components']['vacancy'] {
  const none = { rate: null, highest: null };
  if (!country?.jobVacancyRate) return missing('vacancy', 'no-data', 'No job vacancy figure for this country.', msg('vacancy.noData'), none);
  const rate = usable(country.jobVacancyRate, enabled);
  if (!rate) return missing('vacancy', 'dataset-disabled', 'The job vacancy figures are switched off.', msg('vacancy.disabled'), none);
  let highest: { country: string; rate: Figure } | null = null;
  for (const c of all) {
    const r = usable(c.jobVacancyRate, enabled);
    if (r && (highest === null || r.value > highest.rate.value)) highest = { country: c.code, rate: r };
  }
  if (!highest || highest.rate.value <= 0)
    return missing('vacancy', 'no-data', 'No job vacancy figures to compare with.', msg('vacancy.noCompare'), { rate, highest });
  return scored(
    'vacancy',
    rate.value / highest.rate.value,
    `Job vacancy rate ${rate.value}% (${rate.period}); the highest in the data is ${highest.rate.value}% (${highest.country}).`,
    msg('vacancy.scored', { rate: rate.value, period: rate.period, highest: highest.rate.value, country: { country: highest.country } }),
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
    return missing('shortage', 'no-person-data', 'No occupations or skills to look up on shortage lists.', msg('shortage.noPerson'), {
      matches: [],
      euWideMatches,
      lists,
    });
  if (inData.length === 0)
    return missing('shortage', 'no-data', 'No national shortage list for this country in the data.', msg('shortage.noList'), { matches: [], euWideMatches, lists });
  if (rows.length === 0)
    return missing('shortage', 'dataset-disabled', 'The national shortage lists are switched off.', msg('shortage.disabled'), { matches: [], euWideMatches, lists });
  const matches = shortageMatches(rows, terms);
  const listed = [...new Set(matches.map((m) => m.record.occupation))];
  const explanation =
    matches.length > 0 ? `On the national shortage list: ${listed.join(', ')}.` : 'None of your occupations is on the national shortage list.';
  const message = matches.length > 0 ? msg('shortage.matched', { occupations: listed }) : msg('shortage.none');
  return scored('shortage', matches.length > 0 ? 1 : 0, explanation, message, { matches, euWideMatches, lists });
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
  if (person.languages.length === 0) return missing('language', 'no-person-data', 'No languages on the CV.', msg('language.noPerson'), none);
  if (!country) return missing('language', 'no-data', 'No language data for this country.', msg('language.noData'), none);

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
    const noBand = Boolean(personEnglish && !englishIsOfficial);
    const why = noBand ? ' and there is no English-proficiency figure for the country' : '';
    return missing(
      'language',
      'no-data',
      `You list none of the official languages (${country.officialLanguages.join(', ')})${why}.`,
      msg(noBand ? 'language.noneListedNoBand' : 'language.noneListed', { languages: langs(country.officialLanguages) }),
      detail,
    );
  }
  const parts = [
    official ? `${official.language} ${official.level ?? '(level not stated)'}` : `none of ${country.officialLanguages.join(', ')}`,
    ...(english?.band
      ? [`English ${english.level ?? '(level not stated)'} where English proficiency is ${english.band.value} (${english.band.period})`]
      : []),
  ];
  const messages = [
    official ? spokenMessage(official.language, official.level) : msg('language.noneOf', { languages: langs(country.officialLanguages) }),
    ...(english?.band ? [englishMessage(english.level, english.band)] : []),
  ];
  return scored('language', best, `Languages: ${parts.join('; ')}.`, partsMessage('language.scored', messages), detail);
}

function cultureComponent(
  code: string,
  person: MarketPerson,
  culture: CultureData,
  enabled: DatasetSettings,
): CrossBorderItem['components']['culture'] {
  const from = person.country;
  if (!enabled.hofstede)
    return missing('culture', 'dataset-disabled', 'The cultural-dimension data are switched off.', msg('culture.disabled'), { from, similarity: null });
  if (!from) return missing('culture', 'no-person-data', 'Your country is not known.', msg('culture.noCountry'), { from, similarity: null });
  const home = culture.dimensions.find((d) => d.code === from);
  const target = culture.dimensions.find((d) => d.code === code);
  const similarity = home && target ? culturalSimilarity(home, target) : null;
  if (!similarity)
    return missing('culture', 'no-data', 'Not enough cultural-dimension data for the comparison.', msg('culture.noData'), { from, similarity: null });
  return scored(
    'culture',
    similarity.score,
    `Hofstede profile similarity with ${EUROPEAN_COUNTRIES[from] ?? from} over ${similarity.dimensions.length} dimensions (${similarity.period}).`,
    msg('culture.scored', { country: { country: from }, count: similarity.dimensions.length, period: similarity.period }),
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

function levelText(level: string | null): string {
  return level ?? 'level not stated';
}

/** "German C1", "German (level not stated)" */
function spokenMessage(language: string, level: string | null): FitMessage {
  return level ? msg('spoken', { language: lang(language), level: levelValue(level) }) : msg('spokenNoLevel', { language: lang(language) });
}

/** A level as written on the CV; a mother tongue as a message, so the interface says it in its language. */
function levelValue(level: string): MessageValue {
  return languageLevel(level) === 'native' && !/\b[abc][12]\b/i.test(level) ? msg('levelNative') : level;
}

/** A CV term as a phrase: brackets the CV's layout left on one side only ("planning)") are dropped. */
function phrase(term: string): string {
  const t = term.trim();
  const open = (t.match(/\(/g) ?? []).length;
  const close = (t.match(/\)/g) ?? []).length;
  return open === close ? t : t.replace(/[()]/g, '').trim();
}

/** "English C1 where English proficiency is very high (2024)" */
function englishMessage(level: string | null, band: Figure<EnglishBand>): FitMessage {
  return msg(level ? 'englishWhere' : 'englishWhereNoLevel', { ...(level ? { level: levelValue(level) } : {}), band: msg(`band.${band.value}`), period: band.period });
}

/** One or two parts after a lead ("Languages: …; …"): `<key>One` or `<key>Two`. */
function partsMessage(key: string, parts: readonly FitMessage[]): FitMessage {
  return parts.length > 1 ? msg(`${key}Two`, { first: parts[0]!, second: parts[1]! }) : msg(`${key}One`, { first: parts[0]! });
}

function recommendationsFor(item: Omit<CrossBorderItem, 'recommendations' | 'advice' | 'bestMatch'>, country: CountryRecord | undefined): CountryAdvice[] {
  const out: CountryAdvice[] = [];
  for (const m of item.components.shortage.detail.matches.slice(0, 2)) {
    out.push({
      kind: 'shortage',
      text: `${m.record.occupation} is in shortage here (${m.record.publisher}, ${m.record.period}): mention your ${phrase(m.personTerm)} experience.`,
      trigger: `your CV: ${phrase(m.personTerm)}`,
      message: msg('advice.shortage', { occupation: m.record.occupation, publisher: m.record.publisher, period: m.record.period, term: phrase(m.personTerm) }),
      triggerMessage: msg('advice.triggerOne', { first: phrase(m.personTerm) }),
    });
  }
  if (!country || item.home) return out;
  const official = item.components.language.detail.official;
  const english = item.components.language.detail.english;
  const needed = LEVEL_SCORES[WORKING_LEVEL];
  const officialEnough = official !== null && official.score >= needed;
  const englishOfficial = country.officialLanguages.some((l) => fold(l) === 'english');
  const englishWorks =
    english !== null && english.band !== null && ENGLISH_WORKS_BANDS.includes(english.band.value) && levelScore(english.level) >= needed;
  if (officialEnough || englishOfficial || englishWorks) return out;
  const target = official?.language ?? country.officialLanguages[0];
  if (!target) return out;
  const yours = [
    official ? `${official.language} ${levelText(official.level)}` : `${country.officialLanguages.join(', ')} not listed`,
    ...(english ? [`English ${levelText(english.level)}${english.band ? ` where English proficiency is ${english.band.value} (${english.band.period})` : ''}`] : []),
  ].join('; ');
  const yourParts = [
    official ? spokenMessage(official.language, official.level) : msg('language.notListed', { languages: langs(country.officialLanguages) }),
    ...(english ? [english.band ? englishMessage(english.level, english.band) : english.level ? msg('englishLevel', { level: levelValue(english.level) }) : msg('englishNoLevel')] : []),
  ];
  out.push({
    kind: 'language',
    text: official ? `Bring your ${official.language} to ${WORKING_LEVEL} for most professional roles.` : `Learn ${target}: most professional roles ask for ${WORKING_LEVEL}.`,
    trigger: `your CV: ${yours}`,
    message: official ? msg('advice.improve', { language: lang(official.language), level: WORKING_LEVEL }) : msg('advice.learn', { language: lang(target), level: WORKING_LEVEL }),
    triggerMessage: partsMessage('advice.trigger', yourParts),
  });
  return out;
}

function comparisonCodes(options: CrossBorderOptions): { code: string; origin: ComparisonOrigin; goal: string | null }[] {
  const out: { code: string; origin: ComparisonOrigin; goal: string | null }[] = [];
  const add = (c: string, origin: ComparisonOrigin, goal: string | null = null) => {
    const code = toCountryCode(c) ?? c.trim().toUpperCase();
    if (code !== '' && !out.some((o) => o.code === code)) out.push({ code, origin, goal });
  };
  for (const g of options.goals ?? []) add(g.code, 'goal', g.named);
  for (const c of COMPARISON_COUNTRIES) add(c, 'default');
  for (const c of options.extraCountries ?? []) add(c, 'requested');
  return out;
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
  { code, origin, goal }: { code: string; origin: ComparisonOrigin; goal: string | null },
  { person, terms, countries, shortages, culture, options, enabled }: Comparison,
): Omit<CrossBorderItem, 'bestMatch'> {
  const known = isEuropeanCountry(code);
  const country = known ? countries.find((c) => c.code === code) : undefined;
  const uncovered = msg('unknownCountry', { code });
  const components: CrossBorderItem['components'] = known
    ? {
        vacancy: vacancyComponent(country, countries, enabled),
        shortage: shortageComponent(code, shortages, terms, enabled),
        language: languageComponent(country, person, enabled),
        culture: cultureComponent(code, person, culture, enabled),
      }
    : {
        vacancy: missing('vacancy', 'unknown-country', `${code} is not a country the market data cover.`, uncovered, { rate: null, highest: null }),
        shortage: missing('shortage', 'unknown-country', `${code} is not a country the market data cover.`, uncovered, {
          matches: [],
          euWideMatches: [],
          lists: [],
        }),
        language: missing('language', 'unknown-country', `${code} is not a country the market data cover.`, uncovered, {
          official: null,
          english: null,
        }),
        culture: missing('culture', 'unknown-country', `${code} is not a country the market data cover.`, uncovered, {
          from: person.country,
          similarity: null,
        }),
      };
  const all = Object.values(components) as FitComponent<unknown>[];
  const withData = all.filter((c) => c.score !== null);
  const weight = withData.reduce((s, c) => s + c.weight, 0);
  const totalWeight = all.reduce((s, c) => s + c.weight, 0);
  const coverage = round2(weight / totalWeight);
  const enoughData = weight > 0 && coverage >= MIN_FIT_COVERAGE;
  const fit = enoughData ? Math.round((withData.reduce((s, c) => s + c.weight * (c.score ?? 0), 0) / weight) * 1000) / 1000 : null;
  const missingParts = (Object.entries(components) as [FitComponentKey, FitComponent<unknown>][]).flatMap(([component, c]) =>
    c.score === null && c.reason ? [{ component, reason: c.reason, explanation: c.explanation, message: c.message }] : [],
  );
  const partial = {
    country: code,
    name: country?.name ?? EUROPEAN_COUNTRIES[code] ?? null,
    known,
    fit,
    coverage,
    enoughData,
    missing: missingParts,
    home: person.country === code,
    origin,
    goal,
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
  const advice = recommendationsFor(partial, country);
  return { ...partial, advice, recommendations: advice.map((a) => `${a.text} (${a.trigger})`) };
}

/**
 * Compares the person's goal countries, the spec's five and any extra ones: goals first (all the
 * the person named them, each group by fit), then the others by fit. The home country is marked and stays out of the
 * ranking; `bestMatch` goes to the best fit abroad resting on enough data, never to a thin one.
 * Ties: more coverage, then country code.
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
  const items = comparisonCodes(options).map((c) => compareOne(c, comparison));
  const byFit = (a: (typeof items)[number], b: (typeof items)[number]) =>
    (b.fit ?? -1) - (a.fit ?? -1) || b.coverage - a.coverage || a.country.localeCompare(b.country);
  const rank = (i: (typeof items)[number]) => (i.home ? 2 : i.origin === 'goal' ? 0 : 1);
  items.sort((a, b) => rank(a) - rank(b) || byFit(a, b));
  const best = items.filter((i) => !i.home && i.fit !== null).sort(byFit)[0];
  return items.map((item) => ({ ...item, bestMatch: item === best }));
}
