import { describe, expect, it } from 'vitest';
import type { Insight } from '@/contract/cvs';
import { latestAnalysedCv, topInsights } from './insights';
import { nextSteps } from './next-steps';

const insight = (id: string, impact: Insight['impact'], confidence: number): Insight => ({
  id,
  type: 'recommendation',
  title: id,
  description: '',
  confidence,
  impact,
  category: 'x',
  actionable: true,
});

describe('insights', () => {
  it('puts high impact first, then the most confident, and keeps the limit', () => {
    const list = [insight('a', 'low', 0.9), insight('b', 'high', 0.5), insight('c', 'medium', 0.8), insight('d', 'high', 0.9)];
    expect(topInsights(list, 3).map((i) => i.id)).toEqual(['d', 'b', 'c']);
    expect(list.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('takes the active CV, else the newest analysed one', () => {
    const cv = (id: string, status: string, is_active: boolean, at: string) => ({ id, status: status as 'analyzed', is_active, analyzed_at: at, created_at: at });
    expect(latestAnalysedCv([cv('new', 'analyzed', false, '2026-11-02'), cv('act', 'analyzed', true, '2026-10-01')])?.id).toBe('act');
    expect(latestAnalysedCv([cv('old', 'draft', false, '2026-10-01'), cv('new', 'draft', false, '2026-11-02'), cv('p', 'processing', false, '2026-12-01')])?.id).toBe('new');
    expect(latestAnalysedCv([cv('p', 'failed', false, '2026-12-01')])).toBeUndefined();
  });
});

describe('next steps', () => {
  const base = { analysedCvs: 1, discoveredTalents: 0, overdueTasks: 0, dueThisWeek: 0, profileCompleteness: 100, coachingSessions: 3 };

  it('asks a new person for a CV first', () => {
    expect(nextSteps({ ...base, analysedCvs: 0, profileCompleteness: 40 }).map((s) => s.kind)).toEqual(['uploadCv', 'completeProfile']);
  });

  it('orders by urgency and keeps the limit', () => {
    const steps = nextSteps({ ...base, overdueTasks: 2, discoveredTalents: 3, profileCompleteness: 55, dueThisWeek: 1, coachingSessions: 0 }, 3);
    expect(steps).toEqual([
      { kind: 'overdueTasks', count: 2 },
      { kind: 'validateTalents', count: 3 },
      { kind: 'completeProfile', count: 45 },
    ]);
  });

  it('has nothing to say when all is done', () => {
    expect(nextSteps(base)).toEqual([]);
  });
});
