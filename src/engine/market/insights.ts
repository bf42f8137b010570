/**
 * Market insights (AI Insights tab) and actionable recommendations for one person, in the spec's
 * Insight shape (§3), following §9: high demand means a demand above 0.8, an industry growing more than
 * 10 % triggers a trend insight, at most 10 insights and 5 recommendations.
 *
 * Every insight names the figures it rests on. No source in market-data publishes a 0–1 demand figure,
 * so demand scores are an input (`demandScores`) the caller must take from a real measure; without
 * them, only the other rules run.
 */
import type { MarketTrendImport } from './admin-import';
import { toCountryCode } from './country-codes';
import { culturalContext, culturalSimilarity } from './cultural-context';
import type { CulturalContext } from './cultural-context';
import type { CultureData, CrossBorderItem } from './cross-border';
import { resolveDatasetSettings } from './datasets';
import type { DatasetId, DatasetSettings } from './datasets';
import type { SkillDemandRecord } from './import/skills-demand';
import { findMatch, fold } from './match';
import { skillTerms } from './person';
import type { MarketPerson } from './person';
import {
  EMERGING_SKILL_MATCH_SCORE,
  HIGH_DEMAND_THRESHOLD,
  MAX_INSIGHTS,
  MAX_RECOMMENDATIONS,
  TREND_GROWTH_THRESHOLD_PERCENT,
  round2,
} from './rules';
import type { TrendLike } from './rules';

export type MarketInsightType = 'opportunity' | 'trend' | 'recommendation';

export interface InsightSource {
  source: string;
  period: string | null;
  dataset: DatasetId | null;
  url?: string;
}

/** The spec's Insight (§3), plus a stable id and the sources it rests on. */
export interface MarketInsight {
  id: string;
  type: MarketInsightType;
  title: string;
  description: string;
  /** 0..1 */
  relevanceScore: number;
  actionItems: string[];
  /** the period the figures describe, as published; null when they give none */
  timeframe: string | null;
  culturalContext: CulturalContext | null;
  /** Hofstede similarity between the person's country and the insight's country, when both are known */
  culturalRelevance: number | null;
  /** short work-culture notes for the insight's country */
  culturalAdaptations: string[];
  sources: InsightSource[];
}

/** A skill's demand on a 0..1 scale from a real measure, with its provenance. */
export interface SkillDemandScore {
  skill: string;
  demand: number;
  period: string;
  source: string;
  dataset?: DatasetId;
}

export type MarketTrendLike = TrendLike &
  Partial<Pick<MarketTrendImport, 'declining_skills' | 'forecast_summary'>> & { last_updated?: string | null };

export interface MarketIntelligenceInput {
  person: MarketPerson;
  /** admin-imported market trends */
  trends?: readonly MarketTrendLike[];
  demandScores?: readonly SkillDemandScore[];
  /** skills_demand.csv */
  skillTrends?: readonly SkillDemandRecord[];
  culture?: CultureData;
  /** the cross-border comparison, for the country recommendation */
  comparison?: readonly CrossBorderItem[];
  datasets?: DatasetSettings;
}

/** Kairos choice (not in the spec): how relevant each kind of insight is when no figure says more. */
export const INSIGHT_RELEVANCE = {
  trendInYourIndustry: 0.9,
  trendWithYourSkills: EMERGING_SKILL_MATCH_SCORE,
  otherTrend: 0.5,
  growingSkillYouHave: 0.7,
  decliningSkillYouHave: 0.6,
  emergingSkillsToLearn: 0.85,
} as const;

/** At most this many skills named in one action list. */
const SKILLS_PER_ACTION = 3;

interface Context {
  person: MarketPerson;
  terms: string[];
  enabled: DatasetSettings;
  culture?: CultureData;
}

function contextOf(input: MarketIntelligenceInput): Context {
  return {
    person: input.person,
    terms: skillTerms(input.person),
    enabled: input.datasets ?? resolveDatasetSettings(),
    culture: input.culture,
  };
}

function isHighDemand(s: SkillDemandScore, c: Context): boolean {
  return s.demand > HIGH_DEMAND_THRESHOLD && (s.dataset === undefined || c.enabled[s.dataset]);
}

function cultural(region: string, c: Context): Pick<MarketInsight, 'culturalContext' | 'culturalRelevance' | 'culturalAdaptations'> {
  const code = toCountryCode(region);
  const none = { culturalContext: null, culturalRelevance: null, culturalAdaptations: [] };
  if (!code || !c.culture) return none;
  const context = culturalContext(code, c.culture.notes, c.enabled);
  const home = c.person.country ? c.culture.dimensions.find((d) => d.code === c.person.country) : undefined;
  const target = c.culture.dimensions.find((d) => d.code === code);
  const similarity = c.enabled.hofstede && home && target ? culturalSimilarity(home, target) : null;
  const adaptations = context ? [...context.communicationStyle, ...context.workValues].slice(0, 3).map((n) => `${n.topic}: ${n.text}`) : [];
  return { culturalContext: context, culturalRelevance: similarity?.score ?? null, culturalAdaptations: adaptations };
}

function trendSource(t: MarketTrendLike): InsightSource {
  return { source: `Market trend: ${t.industry} (${t.region})`, period: t.last_updated ?? null, dataset: null };
}

function highDemandInsights(scores: readonly SkillDemandScore[], c: Context): MarketInsight[] {
  return scores.flatMap((s) => {
    if (!isHighDemand(s, c)) return [];
    const m = findMatch(c.terms, s.skill);
    if (!m) return [];
    return [
      {
        id: `high-demand:${fold(s.skill)}`,
        type: 'opportunity' as const,
        title: `High demand for ${s.skill}`,
        description: `${s.skill} is in high demand (${Math.round(s.demand * 100)}%, ${s.period}) and your CV shows ${m.term}.`,
        relevanceScore: round2(s.demand),
        actionItems: [`Put ${m.term} near the top of your CV`, `Name a project where you used ${m.term} and what it achieved`],
        timeframe: s.period,
        culturalContext: null,
        culturalRelevance: null,
        culturalAdaptations: [],
        sources: [{ source: s.source, period: s.period, dataset: s.dataset ?? null }],
      },
    ];
  });
}

function trendInsights(trends: readonly MarketTrendLike[], c: Context): MarketInsight[] {
  return trends.flatMap((t) => {
    if (t.growth_rate === null || !(t.growth_rate > TREND_GROWTH_THRESHOLD_PERCENT)) return [];
    const inIndustry = findMatch(c.person.industries, t.industry) !== null;
    const have = t.emerging_skills.flatMap((s) => {
      const m = findMatch(c.terms, s);
      return m ? [m.term] : [];
    });
    const lack = t.emerging_skills.filter((s) => findMatch(c.terms, s) === null);
    const relevance = inIndustry
      ? INSIGHT_RELEVANCE.trendInYourIndustry
      : have.length > 0
        ? INSIGHT_RELEVANCE.trendWithYourSkills
        : INSIGHT_RELEVANCE.otherTrend;
    const actionItems = [
      ...(have.length > 0 ? [`Highlight ${[...new Set(have)].slice(0, SKILLS_PER_ACTION).join(', ')}`] : []),
      ...(lack.length > 0 ? [`Consider learning ${lack.slice(0, SKILLS_PER_ACTION).join(', ')}`] : []),
    ];
    return [
      {
        id: `trend:${fold(t.industry)}:${fold(t.region)}`,
        type: 'trend' as const,
        title: `${t.industry} is growing ${t.growth_rate}% in ${t.region}`,
        description: t.forecast_summary ?? `${t.industry} in ${t.region} is growing faster than ${TREND_GROWTH_THRESHOLD_PERCENT}%.`,
        relevanceScore: relevance,
        actionItems,
        timeframe: t.last_updated ?? null,
        ...cultural(t.region, c),
        sources: [trendSource(t)],
      },
    ];
  });
}

function skillTrendInsights(records: readonly SkillDemandRecord[], c: Context): MarketInsight[] {
  return records.flatMap((r) => {
    if (!c.enabled[r.dataset] || r.trend === 'stable') return [];
    const m = findMatch(c.terms, r.skill);
    if (!m) return [];
    const growing = r.trend === 'growing';
    const scope = r.scope === 'global' ? 'worldwide' : r.scope === 'EU' ? 'in the EU' : `in ${r.scope}`;
    return [
      {
        id: `skill-${r.trend}:${fold(r.skill)}:${fold(r.scope)}`,
        type: growing ? ('opportunity' as const) : ('recommendation' as const),
        title: growing ? `${r.skill} is a growing skill ${scope}` : `${r.skill} is declining ${scope}`,
        description: `${r.metric} (${r.period}). Your CV shows ${m.term}.`,
        relevanceScore: growing ? INSIGHT_RELEVANCE.growingSkillYouHave : INSIGHT_RELEVANCE.decliningSkillYouHave,
        actionItems: growing ? [`Make ${m.term} visible in your CV summary`] : [`Pair ${m.term} with a growing skill in your field`],
        timeframe: r.period,
        ...cultural(r.scope, c),
        sources: [{ source: r.source, period: r.period, dataset: r.dataset, url: r.url }],
      },
    ];
  });
}

function topN(insights: readonly MarketInsight[], n: number): MarketInsight[] {
  const byId = new Map<string, MarketInsight>();
  for (const i of insights) {
    const prev = byId.get(i.id);
    if (!prev || i.relevanceScore > prev.relevanceScore) byId.set(i.id, i);
  }
  return [...byId.values()].sort((a, b) => b.relevanceScore - a.relevanceScore || a.id.localeCompare(b.id)).slice(0, n);
}

/** §9 market insights: high-demand skills the person has, growing industries, growing and declining skills; at most 10. */
export function marketInsights(input: MarketIntelligenceInput): MarketInsight[] {
  const c = contextOf(input);
  return topN(
    [
      ...highDemandInsights(input.demandScores ?? [], c),
      ...trendInsights(input.trends ?? [], c),
      ...skillTrendInsights(input.skillTrends ?? [], c),
    ],
    MAX_INSIGHTS,
  );
}

function recommendation(
  id: string,
  title: string,
  description: string,
  relevance: number,
  actionItems: string[],
  sources: InsightSource[],
  timeframe: string | null = null,
): MarketInsight {
  return {
    id,
    type: 'recommendation',
    title,
    description,
    relevanceScore: round2(relevance),
    actionItems,
    timeframe,
    culturalContext: null,
    culturalRelevance: null,
    culturalAdaptations: [],
    sources,
  };
}

function learnEmergingSkills(trends: readonly MarketTrendLike[], c: Context): MarketInsight[] {
  return trends.flatMap((t) => {
    if (findMatch(c.person.industries, t.industry) === null) return [];
    const lack = t.emerging_skills.filter((s) => findMatch(c.terms, s) === null).slice(0, SKILLS_PER_ACTION);
    if (lack.length === 0) return [];
    return [
      recommendation(
        `learn:${fold(t.industry)}:${fold(t.region)}`,
        `Build the skills ${t.industry} is asking for`,
        `Emerging in ${t.industry} (${t.region}) and not yet on your CV: ${lack.join(', ')}.`,
        INSIGHT_RELEVANCE.emergingSkillsToLearn,
        lack.map((s) => `Learn ${s}`),
        [trendSource(t)],
        t.last_updated ?? null,
      ),
    ];
  });
}

function missingHighDemand(scores: readonly SkillDemandScore[], c: Context): MarketInsight[] {
  return scores.flatMap((s) =>
    isHighDemand(s, c) && findMatch(c.terms, s.skill) === null
      ? [
          recommendation(
            `demand-gap:${fold(s.skill)}`,
            `Consider learning ${s.skill}`,
            `${s.skill} is in high demand (${Math.round(s.demand * 100)}%, ${s.period}) and not on your CV.`,
            s.demand,
            [`Take a course in ${s.skill}`, `Add ${s.skill} to your CV once you have used it in a project`],
            [{ source: s.source, period: s.period, dataset: s.dataset ?? null }],
            s.period,
          ),
        ]
      : [],
  );
}

function decliningSkills(trends: readonly MarketTrendLike[], c: Context): MarketInsight[] {
  return trends.flatMap((t) =>
    (t.declining_skills ?? []).flatMap((s) => {
      const m = findMatch(c.terms, s);
      return m
        ? [
            recommendation(
              `declining:${fold(s)}:${fold(t.region)}`,
              `Balance ${m.term} with growing skills`,
              `${s} is declining in ${t.industry} (${t.region}).`,
              INSIGHT_RELEVANCE.decliningSkillYouHave,
              [`Pair ${m.term} with ${t.emerging_skills.slice(0, 2).join(' or ') || 'a growing skill in your field'}`],
              [trendSource(t)],
              t.last_updated ?? null,
            ),
          ]
        : [];
    }),
  );
}

function bestCountry(comparison: readonly CrossBorderItem[] | undefined): MarketInsight[] {
  const best = comparison?.find((i) => i.bestMatch);
  if (!best || best.fit === null) return [];
  const parts = Object.values(best.components).filter((p) => p.score !== null);
  return [
    recommendation(
      `country:${best.country}`,
      `Explore opportunities in ${best.name ?? best.country}`,
      `Your best cross-border match (fit ${Math.round(best.fit * 100)}%). ${parts.map((p) => p.explanation).join(' ')}`,
      best.fit,
      best.recommendations.length > 0 ? best.recommendations : [`Look at open roles in ${best.name ?? best.country}`],
      [],
    ),
  ];
}

/** §9 actionable recommendations: at most 5, most relevant first. */
export function recommendations(input: MarketIntelligenceInput): MarketInsight[] {
  const c = contextOf(input);
  const trends = input.trends ?? [];
  return topN(
    [
      ...learnEmergingSkills(trends, c),
      ...missingHighDemand(input.demandScores ?? [], c),
      ...decliningSkills(trends, c),
      ...bestCountry(input.comparison),
    ],
    MAX_RECOMMENDATIONS,
  );
}
