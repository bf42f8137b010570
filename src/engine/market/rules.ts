/**
 * The market-intelligence rules and constants of the spec (02-platform-areas.md §9), as pure
 * functions: company relevance, opportunities, relative time labels and the performance-monitor
 * ratings. Insights and recommendations are in insights.ts, the cross-border comparison in
 * cross-border.ts; both use the constants below.
 */
import type { CompanyProfileImport, MarketTrendImport } from './admin-import';
import { findMatch, fold } from './match';
import { getSkillById } from '../taxonomy/taxonomy';
import type { MatchKind, TermMatch } from './match';
import { FIELD_CATEGORIES, FIELD_MATCH_MIN_SKILLS } from './sector-focus';
import { skillTerms } from './person';
import type { MarketPerson } from './person';

// §9 "Company relevance: 0.3 per matching focus, +0.2 cross-border, +0.1 English, capped at 1; kept above 0.5; top 20."
export const FOCUS_MATCH_SCORE = 0.3;
export const CROSS_BORDER_BONUS = 0.2;
export const ENGLISH_BONUS = 0.1;
export const RELEVANCE_CAP = 1;
export const COMPANY_RELEVANCE_THRESHOLD = 0.5;
export const MAX_RELEVANT_COMPANIES = 20;

// §9 "Opportunities top 15 (matching emerging skills score 0.8)."
export const MAX_OPPORTUNITIES = 15;
export const EMERGING_SKILL_MATCH_SCORE = 0.8;

// §9 "Insights top 10. Skills above 0.8 demand count as high demand; industry growth above 10 percent
// triggers a trend insight. Recommendations max 5."
export const MAX_INSIGHTS = 10;
export const HIGH_DEMAND_THRESHOLD = 0.8;
export const TREND_GROWTH_THRESHOLD_PERCENT = 10;
export const MAX_RECOMMENDATIONS = 5;

// §2 "Opportunities tab shows a cross-border comparison for Germany, Netherlands, Sweden, France, Italy".
export const COMPARISON_COUNTRIES = ['DE', 'NL', 'SE', 'FR', 'IT'] as const;

// §9 "Real-time updates kept: 100 newest; relevant list default 10".
export const REALTIME_UPDATES_KEPT = 100;
export const RELEVANT_UPDATES_DEFAULT_LIMIT = 10;

const MINUTE_MS = 60_000;
// §9 "Market data cache 1 hour; comprehensive intelligence cache 30 min; optimized cache 30 min, max 100
// entries (oldest dropped); response-time buffer 100; performance metrics refresh every 5 s."
export const MARKET_DATA_CACHE_TTL_MS = 60 * MINUTE_MS;
export const INTELLIGENCE_CACHE_TTL_MS = 30 * MINUTE_MS;
export const OPTIMIZED_CACHE_TTL_MS = 30 * MINUTE_MS;
export const OPTIMIZED_CACHE_MAX_ENTRIES = 100;
export const RESPONSE_TIME_BUFFER_SIZE = 100;
export const METRICS_REFRESH_INTERVAL_MS = 5_000;

// §9 "Response time rating: up to 500 ms good, up to 1000 ms warning; cache hit rate bands 80 and 60;
// cache size bands 50 and 80."
export const RESPONSE_TIME_GOOD_MS = 500;
export const RESPONSE_TIME_WARNING_MS = 1_000;
export const CACHE_HIT_RATE_GOOD_PERCENT = 80;
export const CACHE_HIT_RATE_WARNING_PERCENT = 60;
export const CACHE_SIZE_GOOD = 50;
export const CACHE_SIZE_WARNING = 80;

/** Two decimals: 0.3 × 2 + 0.2 must be 0.8, not 0.7999999999999999. */
export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

export type CompanyLike = Pick<CompanyProfileImport, 'name' | 'transformation_focus' | 'cross_border' | 'languages'>;

export interface CompanyRelevance<C extends CompanyLike = CompanyLike> {
  company: C;
  /** 0..1 */
  score: number;
  /** each of the company's focuses the person matches, with the person's term that matched it */
  matchedFocuses: TermMatch[];
  crossBorder: boolean;
  english: boolean;
  /** why, in order: "Cloud Computing matches the focus Cloud migration", "cross-border", "works in English" */
  reasons: string[];
}

function isEnglish(language: string): boolean {
  const l = fold(language.trim());
  return l === 'english' || l === 'en' || l === 'englisch' || l === 'anglais' || l === 'ingles' || l === 'inglese' || l === 'engels';
}

function describeMatch(m: TermMatch): string {
  const how: Record<MatchKind, string> = { 'same-term': 'is', 'same-skill': 'is the same skill as', contains: 'matches', 'same-field': 'practise the field of' };
  return `${m.term} ${how[m.how]} the focus ${m.matched}`;
}

/** The person's side of the relevance rule, prepared once: terms, and matches remembered per focus. */
export interface RelevanceMatcher {
  match(focus: string): TermMatch | null;
}

export function relevanceMatcher(person: MarketPerson): RelevanceMatcher {
  const terms = [...skillTerms(person), ...person.industries];
  const seen = new Map<string, TermMatch | null>();
  // the person's skills by taxonomy category, for focuses that name a whole field
  const byCategory = new Map<string, string[]>();
  for (const s of person.skills) {
    const category = s.id ? getSkillById(s.id)?.category : undefined;
    if (category) byCategory.set(category, [...(byCategory.get(category) ?? []), s.name]);
  }
  const fieldMatch = (focus: string): TermMatch | null => {
    const categories = FIELD_CATEGORIES[fold(focus.trim())];
    if (!categories) return null;
    const held = [...new Set(categories.flatMap((c) => byCategory.get(c) ?? []))];
    return held.length >= FIELD_MATCH_MIN_SKILLS ? { term: held.slice(0, 3).join(', '), matched: focus, how: 'same-field' } : null;
  };
  return {
    match(focus) {
      const key = fold(focus);
      if (!seen.has(key)) seen.set(key, findMatch(terms, focus) ?? fieldMatch(focus));
      return seen.get(key) ?? null;
    },
  };
}

/** §9 company relevance for one company, explained. */
export function companyRelevance<C extends CompanyLike>(company: C, person: MarketPerson, matcher: RelevanceMatcher = relevanceMatcher(person)): CompanyRelevance<C> {
  const focuses = [...new Map(company.transformation_focus.map((f) => [fold(f.trim()), f.trim()])).values()];
  const matchedFocuses = focuses.map((f) => matcher.match(f)).filter((m): m is TermMatch => m !== null);
  const crossBorder = company.cross_border === true;
  const english = company.languages.some(isEnglish);
  const raw = FOCUS_MATCH_SCORE * matchedFocuses.length + (crossBorder ? CROSS_BORDER_BONUS : 0) + (english ? ENGLISH_BONUS : 0);
  const reasons = [
    ...matchedFocuses.map(describeMatch),
    ...(crossBorder ? ['hires across borders'] : []),
    ...(english ? ['works in English'] : []),
  ];
  return { company, score: Math.min(RELEVANCE_CAP, round2(raw)), matchedFocuses, crossBorder, english, reasons };
}

/** §9: companies scoring above 0.5, best first (ties by name), at most 20. Each distinct focus is matched once. */
export function relevantCompanies<C extends CompanyLike>(
  companies: readonly C[],
  person: MarketPerson,
  limit = MAX_RELEVANT_COMPANIES,
): CompanyRelevance<C>[] {
  const matcher = relevanceMatcher(person);
  return companies
    .map((c) => companyRelevance(c, person, matcher))
    .filter((r) => r.score > COMPANY_RELEVANCE_THRESHOLD)
    .sort((a, b) => b.score - a.score || a.company.name.localeCompare(b.company.name))
    .slice(0, limit);
}

export type TrendLike = Pick<MarketTrendImport, 'industry' | 'region' | 'emerging_skills'> & { growth_rate: number | null };

export interface Opportunity<T extends TrendLike = TrendLike> {
  /** stable across runs: industry, region and skill */
  id: string;
  trend: T;
  /** the trend's emerging skill */
  skill: string;
  /** the person's skill that matches it */
  personSkill: string;
  how: MatchKind;
  score: number;
  explanation: string;
}

/**
 * §9 opportunities: every emerging skill of a trend that matches one of the person's skills scores
 * 0.8; best first (ties: faster-growing trend, then industry and skill), at most 15.
 */
export function opportunities<T extends TrendLike>(
  trends: readonly T[],
  person: MarketPerson,
  limit = MAX_OPPORTUNITIES,
): Opportunity<T>[] {
  const terms = skillTerms(person);
  const out: Opportunity<T>[] = [];
  for (const trend of trends) {
    for (const skill of new Set(trend.emerging_skills.map((s) => s.trim()))) {
      const m = findMatch(terms, skill);
      if (!m) continue;
      out.push({
        id: fold(`${trend.industry}|${trend.region}|${skill}`),
        trend,
        skill,
        personSkill: m.term,
        how: m.how,
        score: EMERGING_SKILL_MATCH_SCORE,
        explanation: `${skill} is an emerging skill in ${trend.industry} (${trend.region}${trend.growth_rate === null ? '' : `, growth ${trend.growth_rate}%`}) and you have ${m.term}.`,
      });
    }
  }
  return out
    .sort(
      (a, b) =>
        b.score - a.score ||
        (b.trend.growth_rate ?? -Infinity) - (a.trend.growth_rate ?? -Infinity) ||
        a.trend.industry.localeCompare(b.trend.industry) ||
        a.skill.localeCompare(b.skill),
    )
    .slice(0, limit);
}

export type TimeInput = string | number | Date;

function toMs(t: TimeInput): number {
  return t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t);
}

export type RelativeTime = { unit: 'now' } | { unit: 'm' | 'h' | 'd'; value: number };

/** The parts of a §9 relative time label, for callers that translate it; future times are "now". */
export function relativeTimeParts(from: TimeInput, now: TimeInput): RelativeTime {
  const minutes = Math.floor((toMs(now) - toMs(from)) / MINUTE_MS);
  if (!(minutes >= 1)) return { unit: 'now' };
  if (minutes < 60) return { unit: 'm', value: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'h', value: hours };
  return { unit: 'd', value: Math.floor(hours / 24) };
}

/** §9 relative time label: 'Just now', '5m ago', '3h ago', '2d ago'. `now` is passed in: the engine owns no clock. */
export function relativeTime(from: TimeInput, now: TimeInput): string {
  const p = relativeTimeParts(from, now);
  return p.unit === 'now' ? 'Just now' : `${p.value}${p.unit} ago`;
}

export type PerformanceRating = 'good' | 'warning' | 'poor';

/** §9: up to 500 ms good, up to 1000 ms warning, slower poor. */
export function rateResponseTime(ms: number): PerformanceRating {
  return ms <= RESPONSE_TIME_GOOD_MS ? 'good' : ms <= RESPONSE_TIME_WARNING_MS ? 'warning' : 'poor';
}

/** §9 bands 80 and 60 (percent; higher is better). */
export function rateCacheHitRate(percent: number): PerformanceRating {
  return percent >= CACHE_HIT_RATE_GOOD_PERCENT ? 'good' : percent >= CACHE_HIT_RATE_WARNING_PERCENT ? 'warning' : 'poor';
}

/** §9 bands 50 and 80 (entries of the optimized cache, which holds at most 100; lower is better). */
export function rateCacheSize(entries: number): PerformanceRating {
  return entries <= CACHE_SIZE_GOOD ? 'good' : entries <= CACHE_SIZE_WARNING ? 'warning' : 'poor';
}
