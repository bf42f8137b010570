/**
 * Market insights from an analysed CV itself (issue 20): every analysed CV gets sourced insights even
 * when no trend names its skills — the occupations its skills are closest to (ESCO), the essential
 * skills to grow into the best of them, its occupations on national shortage lists, and the figures of
 * the countries the person aims at (or lives in). Texts in the person's language (cv-messages.ts).
 */
import type { CrossBorderItem } from './cross-border';
import { CV_MESSAGES } from './cv-messages';
import type { MarketLanguage } from './cv-messages';
import type { MarketInsight } from './insights';
import type { RankedOccupation } from './occupation-fit';
import { primarySource } from './primary-source';
import { fold } from './match';

/** ESCO as the source of occupation and skill facts. */
export const ESCO_SOURCE = { source: 'ESCO v1.1.1, European Commission', period: 'v1.1.1', dataset: null } as const;
const SKILLS_NAMED = 3;

export interface CvInsightInput {
  language: MarketLanguage;
  occupations: readonly RankedOccupation[];
  /** the cross-border comparison (goals first, home marked) */
  comparison: readonly CrossBorderItem[];
}

function base(id: string, type: MarketInsight['type'], title: string, description: string, relevance: number): Omit<MarketInsight, 'sources' | 'actionItems' | 'timeframe'> {
  return { id, type, title, description, relevanceScore: Math.round(relevance * 100) / 100, culturalContext: null, culturalRelevance: null, culturalAdaptations: [] };
}

function titleIn(o: RankedOccupation['occupation'], language: MarketLanguage): string {
  return language === 'en' ? o.title : (o.titles[language] ?? o.title);
}

function countryName(code: string, fallback: string | null, language: MarketLanguage): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? fallback ?? code;
  } catch {
    return fallback ?? code;
  }
}

function occupationInsights(input: CvInsightInput): MarketInsight[] {
  const m = CV_MESSAGES[input.language];
  const [best] = input.occupations;
  if (!best) return [];
  const out: MarketInsight[] = [
    {
      ...base('cv:occupations', 'opportunity', m.occupationsTitle, input.occupations.slice(0, 3).map((o) => m.occupationLine(titleIn(o.occupation, input.language), o.held, o.essentials, Math.round(o.share * 100))).join('; '), 0.8),
      actionItems: [m.occupationsAction(titleIn(best.occupation, input.language))],
      timeframe: null,
      sources: [{ ...ESCO_SOURCE }],
    },
  ];
  const missing = best.gap.missingSkills.filter((s) => s.essential).slice(0, SKILLS_NAMED);
  if (missing.length > 0) {
    const title = titleIn(best.occupation, input.language);
    out.push({
      ...base(`cv:gap:${best.occupation.id}`, 'recommendation', m.gapTitle(title), m.gapDescription(title, missing.map((s) => s.name).join(', ')), 0.75),
      actionItems: missing.map((s) => m.learn(s.name)),
      timeframe: null,
      sources: [{ ...ESCO_SOURCE }],
    });
  }
  return out;
}

/** Shortage-list matches in the countries the person aims at or compares, abroad first. */
function shortageInsights(input: CvInsightInput): MarketInsight[] {
  const m = CV_MESSAGES[input.language];
  const seen = new Set<string>();
  return input.comparison.flatMap((item) =>
    item.components.shortage.detail.matches.flatMap((match) => {
      const key = `${item.country}:${fold(match.record.occupation)}`;
      if (seen.has(key)) return [];
      seen.add(key);
      const country = countryName(item.country, item.name, input.language);
      return [
        {
          ...base(`cv:shortage:${key}`, 'opportunity' as const, m.shortageTitle(match.record.occupation, country), m.shortageDescription(primarySource(match.record.publisher), match.record.period, match.personTerm), item.origin === 'goal' ? 0.85 : 0.7),
          actionItems: [m.shortageAction(match.personTerm)],
          timeframe: match.record.period,
          sources: [{ source: primarySource(match.record.publisher), period: match.record.period, dataset: match.record.dataset }],
        },
      ];
    }),
  );
}

/** The person's goal countries (or, without goals, where they live): fit or "not enough data", and the vacancy figure. */
function countryInsights(input: CvInsightInput): MarketInsight[] {
  const m = CV_MESSAGES[input.language];
  const goals = input.comparison.filter((i) => i.origin === 'goal' && i.known);
  const items = goals.length > 0 ? goals : input.comparison.filter((i) => i.home);
  return items.flatMap((item) => {
    const country = countryName(item.country, item.name, input.language);
    const why = item.home ? m.homeReason : m.goalReason(item.goal ?? country);
    const rate = item.components.vacancy.detail.rate;
    const out: MarketInsight[] = [];
    if (!item.home) {
      const missing = item.missing.map((x) => m.components[x.component]).join(', ');
      out.push({
        ...base(
          `cv:country:${item.country}`,
          'recommendation',
          item.fit === null ? m.thinTitle(country) : m.fitTitle(country, Math.round(item.fit * 100)),
          item.fit === null ? `${why} ${m.thinDescription(Math.round(item.coverage * 100), missing)}` : `${why} ${Object.values(item.components).filter((c) => c.score !== null).map((c) => c.explanation).join(' ')}`,
          item.fit ?? 0.6,
        ),
        actionItems: item.advice.map((a) => `${a.text} (${a.trigger})`),
        timeframe: rate?.period ?? null,
        sources: Object.values(item.components).flatMap((c) => {
          const d = c.detail as { rate?: { source: string; period: string; dataset: MarketInsight['sources'][number]['dataset'] } | null };
          return d.rate ? [{ source: primarySource(d.rate.source), period: d.rate.period, dataset: d.rate.dataset }] : [];
        }),
      });
    }
    if (rate) {
      out.push({
        ...base(`cv:vacancy:${item.country}`, 'trend', m.vacancyTitle(country, rate.value, rate.period), why, item.home ? 0.6 : 0.65),
        actionItems: [],
        timeframe: rate.period,
        sources: [{ source: primarySource(rate.source), period: rate.period, dataset: rate.dataset }],
      });
    }
    return out;
  });
}

/** Insights every analysed CV gets, each with its sources; most relevant first. */
export function cvMarketInsights(input: CvInsightInput): MarketInsight[] {
  return [...occupationInsights(input), ...shortageInsights(input), ...countryInsights(input)]
    .filter((i) => i.sources.length > 0)
    .sort((a, b) => b.relevanceScore - a.relevanceScore || a.id.localeCompare(b.id));
}
