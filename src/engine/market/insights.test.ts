import { describe, expect, it } from 'vitest';
import type { CrossBorderItem } from './cross-border';
import { ALL_DATASETS_ENABLED, resolveDatasetSettings } from './datasets';
import type { SkillDemandRecord } from './import/skills-demand';
import { marketInsights, recommendations } from './insights';
import type { MarketTrendLike, SkillDemandScore } from './insights';
import { MAX_INSIGHTS, MAX_RECOMMENDATIONS } from './rules';
import { CULTURE } from './test-culture';
import { person, skills } from './test-person';

const dev = person({ skills: skills('Python', 'Kubernetes', 'SQL'), industries: ['Software'], country: 'ES' });
const demand = (skill: string, value: number): SkillDemandScore => ({ skill, demand: value, period: '2025', source: 'Job-ad sample' });
const trend = (industry: string, growth: number, emerging: string[] = [], region = 'DE'): MarketTrendLike => ({
  industry,
  region,
  growth_rate: growth,
  emerging_skills: emerging,
});

describe('marketInsights', () => {
  it('counts demand above 0.8 as high: 0.81 is, 0.8 is not', () => {
    const out = marketInsights({ person: dev, demandScores: [demand('Python', 0.81), demand('SQL', 0.8)] });
    expect(out.map((i) => i.id)).toEqual(['high-demand:python']);
    expect(out[0]).toMatchObject({
      type: 'opportunity',
      title: 'High demand for Python',
      relevanceScore: 0.81,
      timeframe: '2025',
      sources: [{ source: 'Job-ad sample', period: '2025' }],
    });
    expect(out[0].actionItems.length).toBeGreaterThan(0);
  });

  it('turns industry growth above 10% into a trend insight: 10.5% does, 10% does not', () => {
    const out = marketInsights({ person: dev, trends: [trend('Software', 10.5, ['Python', 'Rust']), trend('Retail', 10)] });
    expect(out.map((i) => i.id)).toEqual(['trend:software:de']);
    expect(out[0]).toMatchObject({
      type: 'trend',
      title: 'Software is growing 10.5% in DE',
      relevanceScore: 0.9,
      actionItems: ['Highlight Python', 'Consider learning Rust'],
    });
  });

  it('ranks a trend in the person’s industry above one that only shares a skill, above an unrelated one', () => {
    const out = marketInsights({ person: dev, trends: [trend('Mining', 20), trend('Finance', 15, ['SQL']), trend('Software', 11)] });
    expect(out.map((i) => [i.id, i.relevanceScore])).toEqual([
      ['trend:software:de', 0.9],
      ['trend:finance:de', 0.8],
      ['trend:mining:de', 0.5],
    ]);
  });

  it('adds the country’s cultural context and, with Hofstede on, its similarity to the person’s country', () => {
    const [off] = marketInsights({ person: dev, trends: [trend('Software', 12)], culture: CULTURE });
    expect(off.culturalContext?.communicationStyle.map((n) => n.topic)).toEqual(['Communication']);
    expect(off.culturalAdaptations).toEqual(['Communication: Communication note for DE.', 'Work values: Work values note for DE.']);
    expect(off.culturalRelevance).toBeNull(); // Hofstede is off by default
    const [on] = marketInsights({ person: dev, trends: [trend('Software', 12)], culture: CULTURE, datasets: ALL_DATASETS_ENABLED });
    expect(on.culturalRelevance).toBeCloseTo(1 - (22 + 16 + 24 + 21 + 35 + 4) / 6 / 100, 3);
  });

  it('uses growing and declining skills from skills_demand only when their dataset is on', () => {
    const rows: SkillDemandRecord[] = [
      {
        skill: 'Programming',
        trend: 'growing',
        scope: 'global',
        period: '2025 (outlook 2025-2030)',
        metric: 'demand increase',
        rank: null,
        source: 'WEF',
        url: 'https://example.org',
        dataset: 'wef',
      },
      {
        skill: 'SQL',
        trend: 'declining',
        scope: 'NL',
        period: '2025',
        metric: 'poor prospects',
        rank: null,
        source: 'UWV',
        url: 'https://example.org',
        dataset: 'national-agencies',
      },
      {
        skill: 'SQL',
        trend: 'stable',
        scope: 'EU',
        period: '2023',
        metric: 'flat',
        rank: null,
        source: 'EC',
        url: 'https://example.org',
        dataset: 'european-commission',
      },
    ];
    const withPython = person({ ...dev, skills: skills('Python Programming', 'SQL') });
    expect(marketInsights({ person: withPython, skillTrends: rows }).map((i) => i.id)).toEqual(['skill-declining:sql:nl']);
    const all = marketInsights({ person: withPython, skillTrends: rows, datasets: resolveDatasetSettings({ wef: true }) });
    expect(all.map((i) => [i.id, i.type, i.timeframe])).toEqual([
      ['skill-growing:programming:global', 'opportunity', '2025 (outlook 2025-2030)'],
      ['skill-declining:sql:nl', 'recommendation', '2025'],
    ]);
  });

  it('returns at most 10, most relevant first', () => {
    const trends = Array.from({ length: 14 }, (_, i) => trend(`Industry ${i}`, 20 + i));
    const out = marketInsights({ person: dev, trends, demandScores: [demand('Python', 0.95)] });
    expect(out).toHaveLength(MAX_INSIGHTS);
    expect(out[0].id).toBe('high-demand:python');
  });
});

describe('recommendations', () => {
  it('suggests emerging skills of the person’s industries, missing high-demand skills and balancing declining ones', () => {
    const out = recommendations({
      person: dev,
      trends: [{ ...trend('Software', 5, ['Rust', 'Python', 'Go']), declining_skills: ['SQL'] }],
      demandScores: [demand('TypeScript', 0.9), demand('Java', 0.7)],
    });
    expect(out.map((r) => [r.id, r.type, r.relevanceScore])).toEqual([
      ['demand-gap:typescript', 'recommendation', 0.9],
      ['learn:software:de', 'recommendation', 0.85],
      ['declining:sql:de', 'recommendation', 0.6],
    ]);
    expect(out[1].actionItems).toEqual(['Learn Rust', 'Learn Go']);
  });

  it('recommends the best-match country with its reasons', () => {
    const best = {
      country: 'NL',
      name: 'Netherlands',
      fit: 0.88,
      bestMatch: true,
      recommendations: ['Learn Dutch'],
      components: {},
    } as unknown as CrossBorderItem;
    const [r] = recommendations({ person: dev, comparison: [best] });
    expect(r).toMatchObject({
      id: 'country:NL',
      title: 'Explore opportunities in Netherlands',
      relevanceScore: 0.88,
      actionItems: ['Learn Dutch'],
    });
  });

  it('returns at most 5', () => {
    const out = recommendations({ person: dev, demandScores: ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((s) => demand(`Skill ${s}`, 0.9)) });
    expect(out).toHaveLength(MAX_RECOMMENDATIONS);
  });
});
