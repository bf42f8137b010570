/**
 * Market intelligence reads: the spec's company, trend and signal queries, and the personalised
 * overview computed by the market engine from the person's active CV. Optimized mode serves from
 * per-process caches with the spec's sizes and lifetimes (cleared when market data changes);
 * Standard mode reads the database every time.
 */
import { performance } from 'node:perf_hooks';
import { and, asc, count, desc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { Company, CountryDetail, CountrySummary, MarketMode, MarketOverview, MarketPerformance, SkillGap, Trend, Signal } from '@/contract/market';
import type { ParsedData } from '@/contract/cvs';
import type { CvAnalysis } from '@/engine/cv/types';
import { toCountryCode } from '@/engine/market/country-codes';
import { crossBorderComparison } from '@/engine/market/cross-border';
import type { CultureData } from '@/engine/market/cross-border';
import { culturalContext } from '@/engine/market/cultural-context';
import type { DatasetSettings } from '@/engine/market/datasets';
import { DATASETS } from '@/engine/market/datasets';
import { usable } from '@/engine/market/figure';
import type { CountryRecord } from '@/engine/market/import/countries';
import type { CulturalDimensionsRecord } from '@/engine/market/import/cultural-dimensions';
import type { ShortageOccupationRecord } from '@/engine/market/import/shortage-occupations';
import type { Occupation } from '@/engine/occupations/occupation-schema';
import type { SkillDemandRecord } from '@/engine/market/import/skills-demand';
import type { WorkCultureRecord } from '@/engine/market/import/work-culture';
import { marketInsights, recommendations } from '@/engine/market/insights';
import { marketPersonFromCv } from '@/engine/market/person';
import type { MarketPerson } from '@/engine/market/person';
import {
  INTELLIGENCE_CACHE_TTL_MS,
  MARKET_DATA_CACHE_TTL_MS,
  MAX_RELEVANT_COMPANIES,
  OPTIMIZED_CACHE_MAX_ENTRIES,
  OPTIMIZED_CACHE_TTL_MS,
  RESPONSE_TIME_BUFFER_SIZE,
  COMPANY_RELEVANCE_THRESHOLD,
  companyRelevance,
  opportunities,
  rateCacheHitRate,
  rateCacheSize,
  rateResponseTime,
  relevanceMatcher,
} from '@/engine/market/rules';
import { matchOccupations } from '@/engine/occupations/match-occupations';
import { searchTerms } from '@/engine/market/company-search';
import { cvMarketInsights } from '@/engine/market/cv-insights';
import { marketLanguage } from '@/engine/market/cv-messages';
import type { MarketLanguage } from '@/engine/market/cv-messages';
import { ISCO_MAJOR_GROUPS, earningsFor } from '@/engine/market/earnings';
import type { EarningsFigure, EarningsMeasure } from '@/engine/market/earnings';
import { rankOccupations } from '@/engine/market/occupation-fit';
import type { RankedOccupation } from '@/engine/market/occupation-fit';
import { countriesInText, countryOfPlace } from '@/engine/market/place-names';
import { isSecondary, primarySource } from '@/engine/market/primary-source';
import { profiles, userSettings } from '../../db/schema/career';
import { allOccupations, allOccupationsWithEsco, findOccupation, getOccupationById, warmEsco } from '@/engine/occupations/occupations';
import { skillsShownInCv } from '@/engine/occupations/person-skills';
import { computeSkillGap } from '@/engine/occupations/skill-gap';
import type { AppDeps } from '../../context';
import { naceSectionOf } from '@/engine/market/company-search';
import { sectorFocus } from '@/engine/market/sector-focus';
import { loadActiveRecord } from '../../db/cv-record';
import { companyProfiles, marketCountries, marketEarnings, marketTrends, opportunitySignals, shortageOccupations, skillDemand } from '../../db/schema/market';
import { AppError } from '../../platform/errors';
import { datasetSettings } from './dataset-settings';

type CompanyRow = typeof companyProfiles.$inferSelect;

export function toCompany(r: CompanyRow, datasets?: DatasetSettings): Company {
  return {
    id: r.id,
    european_id: r.europeanId,
    name: r.name,
    industry: r.industry,
    location: r.location,
    regions: r.regions,
    languages: r.languages,
    transformation_focus: r.transformationFocus,
    cultural_values: r.culturalValues,
    regulatory_context: r.regulatoryContext,
    reputation_highlights: r.reputationHighlights,
    trend_insights: r.trendInsights,
    opportunities_forecast: r.opportunitiesForecast,
    cross_border: r.crossBorder,
    executive_summary: r.executiveSummary,
    remote_policy: r.remotePolicy,
    // a headcount belongs to its dataset: hidden while the operator has it switched off
    employees: datasets ? (usable(r.employees as never, datasets) as Company['employees']) : r.employees,
    website: r.website,
    source: r.source,
    dataset: r.dataset,
    derived: r.derived,
    updated_at: r.updatedAt.toISOString(),
  };
}

export function toTrend(r: typeof marketTrends.$inferSelect): Trend {
  return {
    id: r.id,
    industry: r.industry,
    region: r.region,
    growth_rate: r.growthRate === null ? null : Number(r.growthRate),
    emerging_skills: r.emergingSkills,
    declining_skills: r.decliningSkills,
    forecast_summary: r.forecastSummary,
    transformation_drivers: r.transformationDrivers,
    source: r.source,
    dataset: r.dataset,
    last_updated: r.lastUpdated.toISOString(),
  };
}

export function toSignal(r: typeof opportunitySignals.$inferSelect): Signal {
  return {
    id: r.id,
    type: r.type,
    message: r.message,
    region: r.region,
    languages: r.languages,
    link: r.link,
    source: r.source,
    dataset: r.dataset,
    created_at: r.createdAt.toISOString(),
  };
}

// ---- spec reads ----

/** Ordered by name; search is case-insensitive over name, industry, transformation focus and regions. */
export async function listCompanies(deps: AppDeps, q: { search?: string; limit: number; offset: number }): Promise<{ companies: Company[]; total: number }> {
  const { db } = deps.database;
  // search_text is stored folded (engine companySearchText): every word of the query at a word start
  const words = q.search ? searchTerms(q.search) : [];
  const where = words.length ? and(...words.map((w) => like(companyProfiles.searchText, `% ${w}%`))) : undefined;
  // one scan for the page and the total (a window count): the search text is read once, not twice
  const rows = await db
    .select({ row: companyProfiles, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(companyProfiles)
    .where(where)
    .orderBy(asc(companyProfiles.name), asc(companyProfiles.id))
    .limit(q.limit)
    .offset(q.offset);
  // past the last page there is no row to carry the total: count on its own
  const total = rows[0]?.total ?? (q.offset > 0 ? Number((await db.select({ n: count() }).from(companyProfiles).where(where))[0]?.n ?? 0) : 0);
  const datasets = await datasetSettings(db);
  return { companies: rows.map((r) => toCompany(r.row, datasets)), total };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** By id, european_id or name (spec "Get one company"). */
export async function getCompany(deps: AppDeps, key: string): Promise<Company> {
  const { db } = deps.database;
  const match = UUID_RE.test(key)
    ? or(eq(companyProfiles.id, key), eq(companyProfiles.europeanId, key))
    : or(eq(companyProfiles.europeanId, key), sql`lower(${companyProfiles.name}) = lower(${key})`);
  const [row] = await db.select().from(companyProfiles).where(match).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Company not found');
  return toCompany(row, await datasetSettings(db));
}

export async function listTrends(deps: AppDeps, industry?: string): Promise<Trend[]> {
  const where = industry ? ilike(marketTrends.industry, `%${industry.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const rows = await deps.database.db.select().from(marketTrends).where(where).orderBy(desc(marketTrends.lastUpdated), asc(marketTrends.industry));
  return rows.map(toTrend);
}

export async function listSignals(deps: AppDeps, limit: number): Promise<Signal[]> {
  const rows = await deps.database.db.select().from(opportunitySignals).orderBy(desc(opportunitySignals.createdAt), desc(opportunitySignals.id)).limit(limit);
  return rows.map(toSignal);
}

// ---- the data the engine needs, as one snapshot ----

interface MarketSnapshot {
  countries: CountryRecord[];
  names: Map<string, string>;
  culture: CultureData;
  shortages: ShortageOccupationRecord[];
  skillTrends: SkillDemandRecord[];
  companyCount: number;
  trends: Trend[];
  signalCount: number;
  datasets: DatasetSettings;
}

async function readSnapshot(deps: AppDeps): Promise<MarketSnapshot> {
  const { db } = deps.database;
  const [countryRows, shortageRows, demandRows, trendRows, [signals], datasets, [companyCount]] = await Promise.all([
    db.select().from(marketCountries).orderBy(asc(marketCountries.code)),
    db.select().from(shortageOccupations),
    db.select().from(skillDemand),
    db.select().from(marketTrends).orderBy(desc(marketTrends.lastUpdated)),
    db.select({ n: count() }).from(opportunitySignals),
    datasetSettings(db),
    db.select({ n: count() }).from(companyProfiles),
  ]);
  return {
    countries: countryRows.map((r) => r.record as unknown as CountryRecord),
    names: new Map(countryRows.map((r) => [r.code, r.name])),
    culture: {
      notes: countryRows.flatMap((r) => (r.workCulture ? [r.workCulture as unknown as WorkCultureRecord] : [])),
      dimensions: countryRows.flatMap((r) => (r.dimensions ? [r.dimensions as unknown as CulturalDimensionsRecord] : [])),
    },
    shortages: shortageRows.map((r) => r.record as unknown as ShortageOccupationRecord),
    skillTrends: demandRows.map((r) => r.record as unknown as SkillDemandRecord),
    companyCount: Number(companyCount?.n ?? 0),
    trends: trendRows.map(toTrend),
    signalCount: Number(signals?.n ?? 0),
    datasets,
  };
}

/**
 * §9 relevant companies without reading every company: a company's score depends only on its focus
 * list, cross-border flag and languages, so the database groups companies by those (a few rows),
 * the engine scores each group, and only the best groups' companies are read, by score then name —
 * the same top 20 as scoring every company one by one.
 */
async function relevantCompanyRows(deps: AppDeps, person: MarketPerson): Promise<{ row: CompanyRow; score: number; reasons: string[] }[]> {
  const { rows: groups } = await deps.database.query<{ focus: string[]; industry: string | null; cross_border: boolean; languages: string[] }>(
    'SELECT transformation_focus AS focus, industry, cross_border, languages FROM european_company_profiles GROUP BY 1, 2, 3, 4',
  );
  const matcher = relevanceMatcher(person);
  // a company's own focus areas when it has sourced ones; else the fields of its industry, for matching
  // only (never shown as the company's focus: issue 20)
  const fieldsOf = (focus: string[], industry: string | null): string[] => (focus.length > 0 ? focus : sectorFocus(naceSectionOf(industry ?? '') ?? ''));
  const scored = groups
    .map((g) => ({ g, r: companyRelevance({ name: '', transformation_focus: fieldsOf(g.focus, g.industry), cross_border: g.cross_border, languages: g.languages }, person, matcher) }))
    .filter((x) => x.r.score > COMPANY_RELEVANCE_THRESHOLD);
  const out: { row: CompanyRow; score: number; reasons: string[] }[] = [];
  for (const score of [...new Set(scored.map((x) => x.r.score))].sort((a, b) => b - a)) {
    if (out.length >= MAX_RELEVANT_COMPANIES) break;
    const level = scored.filter((x) => x.r.score === score);
    const match = or(
      ...level.map((x) =>
        and(
          sql`${companyProfiles.transformationFocus} = ${JSON.stringify(x.g.focus)}::jsonb`,
          sql`${companyProfiles.industry} IS NOT DISTINCT FROM ${x.g.industry}`,
          eq(companyProfiles.crossBorder, x.g.cross_border),
          sql`${companyProfiles.languages} = ${JSON.stringify(x.g.languages)}::jsonb`,
        ),
      ),
    );
    const rows = await deps.database.db
      .select()
      .from(companyProfiles)
      .where(match)
      .orderBy(asc(companyProfiles.name), asc(companyProfiles.id))
      .limit(MAX_RELEVANT_COMPANIES - out.length);
    for (const row of rows) out.push({ row, score, reasons: companyRelevance({ ...row, transformation_focus: fieldsOf(row.transformationFocus, row.industry), cross_border: row.crossBorder }, person, matcher).reasons });
  }
  return out;
}

// ---- the person ----

interface PersonView {
  cvId: string | null;
  person: MarketPerson;
  occupations: string[];
  shortageTerms: string[];
  analysis: ParsedData | null;
  /** target countries from the person's goals and interests (onboarding, profile) */
  goals: { code: string; named: string }[];
  language: MarketLanguage;
  /** occupations by the share of their essential skills the person holds */
  ranked: RankedOccupation[];
}

async function personOf(deps: AppDeps, userId: string): Promise<PersonView> {
  const { db } = deps.database;
  const [cv, [profile], [settings]] = await Promise.all([
    loadActiveRecord(deps.database, userId),
    db.select({ location: profiles.location, goals: profiles.careerGoals, interests: profiles.interests }).from(profiles).where(eq(profiles.userId, userId)).limit(1),
    db.select({ settings: userSettings.settings }).from(userSettings).where(eq(userSettings.userId, userId)).limit(1),
  ]);
  const language = marketLanguage(settings?.settings.preferences.language);
  const analysis = cv?.record ?? null;
  // where the person lives: the profile first (they said so), else the CV's address
  const country = countryOfPlace(profile?.location) ?? countryOfPlace(analysis?.personalInfo.location) ?? null;
  const goals = countriesInText([...(profile?.goals ?? []), ...(profile?.interests ?? [])]).filter((g) => g.code !== country);
  if (!analysis) {
    return { cvId: null, person: marketPersonFromCv({ skills: [], languages: [] }, { country }), occupations: [], shortageTerms: [], analysis: null, goals, language, ranked: [] };
  }
  // ESCO's occupations: loaded in the background after start-up; an early request waits for the same load
  await warmEsco();
  const matches = matchOccupations(analysis as CvAnalysis, { referenceDate: new Date().toISOString().slice(0, 7), limit: 3, minScore: 0.25 });
  const named = matches.filter((m) => m.titleScore > 0).flatMap((m) => getOccupationById(m.occupationId) ?? []);
  // what the CV shows, in its skills list and in its experience lines
  const shown = skillsShownInCv(analysis as CvAnalysis);
  const ranked = rankOccupations(shown, named, 5);
  // when too few essential skills are known to rank by, the occupations the CV's titles and skills match
  const top = ranked.length > 0 ? ranked.slice(0, 3).map((r) => r.occupation) : matches.flatMap((m) => getOccupationById(m.occupationId) ?? []);
  const occupations = top.map((o) => o.title);
  const shortageTerms = top.flatMap((o) => [...o.shortageNames]);
  const person = marketPersonFromCv({ skills: shown, languages: analysis.languages }, { occupations, country });
  return { cvId: cv?.cvId ?? null, person, occupations, shortageTerms, analysis, goals, language, ranked };
}

/**
 * What a person sees of a source: the primary source (publisher, dataset code, period), never the
 * mirror or news page it was read from, nor a secondary page's address. Applied to every response a
 * person gets; the administrator's dataset view keeps the full text.
 */
export function personFacing<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => personFacing(v)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  const record = value as Record<string, unknown>;
  const secondary = ['source', 'publisher'].some((k) => typeof record[k] === 'string' && isSecondary(record[k]));
  for (const [k, v] of Object.entries(record)) {
    if ((k === 'source' || k === 'publisher') && typeof v === 'string') out[k] = primarySource(v);
    else if (k === 'url' && secondary) out[k] = null;
    else if (k === 'secondary') continue;
    else out[k] = personFacing(v);
  }
  return out as T;
}

// ---- caches and the performance monitor (per process, spec §9) ----

class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}
  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }
  set(key: string, value: V): void {
    this.entries.delete(key);
    // the oldest entry goes first when full (spec: max 100 entries, oldest dropped)
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }
  clear(): void {
    this.entries.clear();
  }
  get size(): number {
    return this.entries.size;
  }
}

type OverviewBody = Omit<MarketOverview, 'performance' | 'mode'>;

const state = {
  snapshot: new TtlCache<MarketSnapshot>(MARKET_DATA_CACHE_TTL_MS, 1),
  intelligence: new TtlCache<OverviewBody>(INTELLIGENCE_CACHE_TTL_MS, OPTIMIZED_CACHE_MAX_ENTRIES),
  optimized: new TtlCache<OverviewBody>(OPTIMIZED_CACHE_TTL_MS, OPTIMIZED_CACHE_MAX_ENTRIES),
  times: [] as number[],
  hits: 0,
  lookups: 0,
  watching: undefined as Promise<unknown> | undefined,
};

/** Announced when an operator switches a dataset; reaches every process, no person (userId ''). */
export const MARKET_SETTINGS_EVENT = 'market-settings';

/** Any change of the market tables or dataset choices (any process: NOTIFY) or of a person's CV empties the caches. */
function watchForChanges(deps: AppDeps): void {
  state.watching ??= deps.events
    .subscribe((message) => {
      if (message.name === 'market' || message.name === MARKET_SETTINGS_EVENT || (message.name === 'cv' && (message.data as { status?: string }).status !== 'processing')) clearMarketCaches();
    })
    .catch(() => {
      state.watching = undefined;
    });
}

export function clearMarketCaches(): void {
  state.snapshot.clear();
  state.intelligence.clear();
  state.optimized.clear();
}

function recordTime(ms: number): void {
  state.times.push(ms);
  if (state.times.length > RESPONSE_TIME_BUFFER_SIZE) state.times.shift();
}

function performanceOf(mode: MarketMode, serverMs: number, fromCache: boolean): MarketPerformance {
  const average = state.times.length ? state.times.reduce((a, b) => a + b, 0) / state.times.length : serverMs;
  const hitRate = state.lookups ? Math.round((state.hits / state.lookups) * 1000) / 10 : 0;
  return {
    mode,
    server_ms: Math.round(serverMs * 100) / 100,
    from_cache: fromCache,
    average_ms: Math.round(average * 100) / 100,
    samples: state.times.length,
    response_rating: rateResponseTime(average),
    cache_hit_rate: hitRate,
    cache_hit_rating: rateCacheHitRate(hitRate),
    cache_size: state.optimized.size,
    cache_size_rating: rateCacheSize(state.optimized.size),
  };
}

function countrySummaries(snapshot: MarketSnapshot): CountrySummary[] {
  const d = snapshot.datasets;
  return snapshot.countries
    .map((c) => ({
      code: c.code,
      name: c.name,
      job_vacancy_rate: usable(c.jobVacancyRate, d),
      unemployment_rate: usable(c.unemploymentRate, d),
      employment_rate: usable(c.employmentRate, d),
      minimum_wage: usable(c.minimumWage, d),
      shortage_occupations: snapshot.shortages.filter((s) => s.country === c.code && d[s.dataset]).length,
    }))
    .sort((a, b) => (b.job_vacancy_rate?.value ?? -1) - (a.job_vacancy_rate?.value ?? -1) || a.name.localeCompare(b.name));
}

async function computeOverview(deps: AppDeps, snapshot: MarketSnapshot, view: PersonView, extraCountries: string[]): Promise<OverviewBody> {
  const { person } = view;
  const d = snapshot.datasets;
  const relevant = await relevantCompanyRows(deps, person);

  const comparison = crossBorderComparison(person, snapshot.countries, snapshot.shortages, snapshot.culture, {
    extraCountries,
    occupations: view.shortageTerms,
    datasets: d,
    trends: snapshot.trends,
    goals: view.goals,
  });
  const skillTrends = snapshot.skillTrends.filter((s) => d[s.dataset]);
  const input = { person, trends: snapshot.trends, skillTrends, culture: snapshot.culture, comparison, datasets: d };
  const fromCv = view.analysis ? cvMarketInsights({ language: view.language, occupations: view.ranked, comparison }) : [];
  const hasPerson = view.analysis !== null;
  return {
    generated_at: new Date().toISOString(),
    counts: { companies: snapshot.companyCount, trends: snapshot.trends.length, signals: snapshot.signalCount, countries: snapshot.countries.length },
    person: {
      cv_id: view.cvId,
      skills: person.skills.length,
      languages: person.languages.map((l) => l.name),
      occupations: view.occupations,
      country: person.country,
      goals: view.goals,
      ranked_occupations: view.ranked.map((r) => ({ id: r.occupation.id, title: r.occupation.title, isco: r.occupation.isco, share: r.share, held: r.held, essentials: r.essentials })),
    },
    relevant_companies: relevant.map((r) => ({ company: toCompany(r.row, d), score: r.score, reasons: r.reasons })),
    opportunities: opportunities(snapshot.trends, person) as unknown as Record<string, unknown>[],
    // the CV's own insights first, then the trend rules; at most ten (§9)
    insights: [...fromCv, ...marketInsights(input)].slice(0, 10) as unknown as Record<string, unknown>[],
    recommendations: recommendations(input) as unknown as Record<string, unknown>[],
    fallback: !hasPerson,
    comparison: comparison as unknown as Record<string, unknown>[],
    skill_trends: skillTrends.map((s) => ({
      skill: s.skill,
      trend: s.trend,
      scope: s.scope,
      period: s.period,
      // WEF figures are not reproduced (SOURCES.md): the skill, its trend and rank only
      metric: s.dataset === 'wef' ? (s.rank !== null ? `rank ${s.rank}` : null) : s.metric,
      source: s.source,
      url: s.url,
      dataset: s.dataset,
    })),
    top_locations: countrySummaries(snapshot),
    // the datasets in use by name and publisher; licence notes and caveats are for the administrator's view
    datasets: DATASETS.map((ds) => ({ id: ds.id, name: ds.name, publisher: ds.publisher, enabled: d[ds.id] })),
  };
}

function parseCountries(input: string | undefined): string[] {
  return [...new Set((input ?? '').split(',').map((c) => c.trim().toUpperCase()).filter((c) => /^[A-Z]{2}$/.test(c)))].slice(0, 10);
}

export async function getOverview(deps: AppDeps, userId: string, mode: MarketMode, countries?: string): Promise<MarketOverview> {
  watchForChanges(deps);
  const started = performance.now();
  const extra = parseCountries(countries);
  const key = `${userId}|${extra.join(',')}`;
  let body: OverviewBody | undefined;
  let fromCache = false;
  if (mode === 'optimized') {
    state.lookups++;
    body = state.optimized.get(key) ?? state.intelligence.get(key);
    if (body) {
      state.hits++;
      fromCache = true;
    }
  }
  if (!body) {
    let snapshot = mode === 'optimized' ? state.snapshot.get('all') : undefined;
    if (!snapshot) {
      snapshot = await readSnapshot(deps);
      if (mode === 'optimized') state.snapshot.set('all', snapshot);
    }
    body = personFacing(await computeOverview(deps, snapshot, await personOf(deps, userId), extra));
    if (mode === 'optimized') {
      state.optimized.set(key, body);
      state.intelligence.set(key, body);
    }
  }
  const ms = performance.now() - started;
  recordTime(ms);
  return { ...body, mode, performance: performanceOf(mode, ms, fromCache) };
}

// ---- a country, occupations, skill gap ----

export async function getCountry(deps: AppDeps, userId: string, code: string): Promise<CountryDetail> {
  const upper = code.toUpperCase();
  const snapshot = await readSnapshot(deps);
  const iso = toCountryCode(upper) ?? upper;
  const record = snapshot.countries.find((c) => c.code === iso);
  const d = snapshot.datasets;
  if (!record) {
    // an unknown country has no data: never another country's profile (spec deviation)
    return { code: upper, name: upper, known: false, indicators: null, shortages: [], culture: null, employers: [], fit: null, earnings: [] };
  }
  const [view, earningRows] = await Promise.all([
    personOf(deps, userId),
    deps.database.db.select().from(marketEarnings).where(eq(marketEarnings.country, iso)).orderBy(desc(marketEarnings.period), asc(marketEarnings.iscoGroup)),
  ]);
  const figures: EarningsFigure[] = earningRows.map((r) => ({
    country: r.country,
    iscoGroup: r.iscoGroup,
    groupLabel: ISCO_MAJOR_GROUPS[r.iscoGroup] ?? r.iscoGroup,
    measure: r.measure as EarningsMeasure,
    value: Number(r.value),
    currency: r.currency,
    period: r.period,
    source: r.source,
  }));
  const mine = new Set(earningsFor(figures, iso, view.ranked.map((o) => o.occupation.isco)));
  const [fit] = view.analysis
    ? crossBorderComparison(view.person, snapshot.countries, snapshot.shortages, snapshot.culture, {
        extraCountries: [iso],
        occupations: view.shortageTerms,
        datasets: d,
        trends: snapshot.trends,
        goals: view.goals,
      }).filter((item) => item.country === iso)
    : [];
  const usableRecord = Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, v && typeof v === 'object' && 'dataset' in v ? usable(v as never, d) : v]),
  );
  return personFacing({
    code: iso,
    name: record.name,
    known: true,
    indicators: usableRecord,
    shortages: snapshot.shortages.filter((s) => (s.country === iso || s.euWide) && d[s.dataset]) as unknown as Record<string, unknown>[],
    culture: culturalContext(iso, snapshot.culture.notes, d) as unknown as Record<string, unknown> | null,
    employers: (await deps.database.db.select().from(companyProfiles).where(like(companyProfiles.europeanId, `${iso}-%`)).orderBy(asc(companyProfiles.name))).map((c) => toCompany(c, d)),
    fit: (fit as unknown as Record<string, unknown>) ?? null,
    earnings: figures.map((f) => ({ isco_group: f.iscoGroup, group: f.groupLabel, measure: f.measure, value: f.value, currency: f.currency, period: f.period, source: f.source, mine: mine.has(f) })),
  });
}

const MAX_OCCUPATION_RESULTS = 50;

/** The curated occupations first; a search also finds ESCO's other occupations by their titles in six languages. */
export async function searchOccupations(search?: string) {
  const q = search?.toLowerCase().trim();
  if (q) await warmEsco();
  const matches = (o: Occupation) => o.title.toLowerCase().includes(q ?? '') || Object.values(o.titles).some((t) => t.toLowerCase().includes(q ?? ''));
  const byTitle = (a: Occupation, b: Occupation) => a.title.localeCompare(b.title);
  const curated = (q ? allOccupations().filter(matches) : [...allOccupations()]).sort(byTitle);
  const esco = q && curated.length < MAX_OCCUPATION_RESULTS ? allOccupationsWithEsco().filter((o) => o.origin === 'esco' && matches(o)).sort(byTitle) : [];
  return [...curated, ...esco]
    .slice(0, MAX_OCCUPATION_RESULTS)
    .map((o) => ({ id: o.id, title: o.title, isco: o.isco, sector: o.sector }));
}


export async function getSkillGap(deps: AppDeps, userId: string, occupationKey: string): Promise<SkillGap> {
  await warmEsco();
  const occupation = getOccupationById(occupationKey) ?? findOccupation(occupationKey);
  if (!occupation) throw new AppError('NOT_FOUND', 'Occupation not found');
  const view = await personOf(deps, userId);
  const gap = computeSkillGap(view.analysis ? skillsShownInCv(view.analysis as CvAnalysis) : [], occupation);
  return {
    occupation: { id: occupation.id, title: occupation.title, isco: occupation.isco },
    missingSkills: gap.missingSkills.map((s) => ({ id: s.id, name: s.name, category: s.category, essential: s.essential })),
    heldSkills: gap.heldSkills.map((s) => ({ id: s.id, name: s.name, category: s.category, essential: s.essential })),
    skillGapScore: gap.skillGapScore,
    recommendations: gap.recommendations,
    advice: gap.advice,
  };
}

/** The occupation the person's CV is closest to (for the report's skill gap), or null. */
export async function closestOccupation(deps: AppDeps, userId: string): Promise<string | null> {
  const view = await personOf(deps, userId);
  return view.ranked[0]?.occupation.id ?? null;
}

/**
 * The market facts the coach grounds its answers in (for the composition root to hand to the coach
 * feature): the person's cross-border comparison, skill trends, likely occupations and skill gap.
 */
export async function marketFactsFor(deps: AppDeps, userId: string): Promise<{
  comparison: ReturnType<typeof crossBorderComparison>;
  skillTrends: SkillDemandRecord[];
  occupations: { title: string; score: number }[];
  skillGap: { occupation: string; skillGapScore: number; missingSkills: { name: string; essential: boolean }[] } | null;
}> {
  const [snapshot, view] = await Promise.all([readSnapshot(deps), personOf(deps, userId)]);
  const d = snapshot.datasets;
  const comparison = crossBorderComparison(view.person, snapshot.countries, snapshot.shortages, snapshot.culture, {
    occupations: view.shortageTerms,
    datasets: d,
    trends: snapshot.trends,
    goals: view.goals,
  });
  const matches = view.analysis ? matchOccupations(view.analysis as CvAnalysis, { referenceDate: new Date().toISOString().slice(0, 7), limit: 3, minScore: 0.25 }) : [];
  const best = matches[0] ? getOccupationById(matches[0].occupationId) : undefined;
  const gap = best && view.analysis ? computeSkillGap(skillsShownInCv(view.analysis as CvAnalysis), best) : null;
  return {
    comparison,
    skillTrends: snapshot.skillTrends.filter((s) => d[s.dataset]),
    occupations: matches.map((m) => ({ title: m.title, score: m.score })),
    skillGap: gap && best ? { occupation: best.title, skillGapScore: gap.skillGapScore, missingSkills: gap.missingSkills.map((s) => ({ name: s.name, essential: s.essential })) } : null,
  };
}
