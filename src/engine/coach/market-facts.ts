/**
 * The market side of an answer: the comparison item for a country, the best-fitting country, and the
 * skill trends that touch the person's own skills. Only what the caller passed in; a country or a
 * figure that is not there stays absent.
 */
import type { CrossBorderItem } from '../market/cross-border';
import { findMatch } from '../market/match';
import type { CoachMarket, CoachSkillTrend } from './types';

/** Kairos choice: a fit from this share up reads as a strong relocation option. */
export const STRONG_FIT = 0.6;

export interface TrendMatch {
  trend: CoachSkillTrend;
  /** the person's skill that matched */
  skill: string;
}

export interface MarketFacts {
  comparison: readonly CrossBorderItem[];
  itemFor(code: string): CrossBorderItem | null;
  /** the best-fitting country other than the one the person lives in, when any has a fit */
  best(homeCountry: string | null): CrossBorderItem | null;
  /** the person's country as the comparison knows it (culture component) */
  homeCountry: string | null;
  growingHeld: TrendMatch[];
  decliningHeld: TrendMatch[];
  /** growing skills the person does not show */
  growingMissing: CoachSkillTrend[];
  occupations: readonly { title: string; score: number }[];
  skillGap: CoachMarket['skillGap'];
  earnings: NonNullable<CoachMarket['earnings']>;
}

export function marketFacts(market: CoachMarket | undefined, skills: readonly string[]): MarketFacts {
  const comparison = market?.comparison ?? [];
  const trends = market?.skillTrends ?? [];
  const growingHeld: TrendMatch[] = [];
  const decliningHeld: TrendMatch[] = [];
  const growingMissing: CoachSkillTrend[] = [];
  for (const trend of trends) {
    const m = skills.length > 0 ? findMatch(skills, trend.skill) : null;
    if (m && trend.trend === 'growing') growingHeld.push({ trend, skill: m.term });
    else if (m && trend.trend === 'declining') decliningHeld.push({ trend, skill: m.term });
    else if (!m && trend.trend === 'growing' && !growingMissing.some((t) => t.skill === trend.skill)) growingMissing.push(trend);
  }
  const fromCulture = comparison.map((c) => c.components.culture.detail.from).find((f): f is string => !!f) ?? null;
  return {
    comparison,
    itemFor: (code) => comparison.find((c) => c.country === code) ?? null,
    best: (home) =>
      comparison
        .filter((c) => c.fit !== null && c.country !== home)
        .sort((a, b) => (b.fit ?? 0) - (a.fit ?? 0) || b.coverage - a.coverage || a.country.localeCompare(b.country))[0] ?? null,
    homeCountry: fromCulture,
    growingHeld,
    decliningHeld,
    growingMissing,
    occupations: [...(market?.occupations ?? [])]
      .filter((o) => o.title.trim() !== '')
      .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title)),
    skillGap: market?.skillGap ?? null,
    earnings: market?.earnings ?? [],
  };
}

/** National shortage matches of a country item, one per occupation. */
export function shortageOccupations(item: CrossBorderItem): CrossBorderItem['components']['shortage']['detail']['matches'] {
  const seen = new Set<string>();
  return item.components.shortage.detail.matches.filter((m) => !seen.has(m.record.occupation) && !!seen.add(m.record.occupation));
}
