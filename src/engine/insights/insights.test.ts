import { describe, expect, it } from 'vitest';
import type { CvAnalysis, ExperienceEntry } from '../cv/types';
import { discoverTalents } from '../talents/discover-talents';
import { generateInsights } from './generate-insights';
import { scoreCvQuality } from './quality-score';

function role(position: string, startDate: string | null, endDate: string | null, description = 'Planned the weekly schedule and reduced overtime by 15% across the team.'): ExperienceEntry {
  return { position, company: 'Acme', location: 'Berlin', startDate, endDate, current: startDate !== null && endDate === null, description };
}

function completeCv(): CvAnalysis {
  return {
    personalInfo: { name: 'Anna Weber', email: 'anna@example.com', phone: '+49 30 1234567', location: 'Berlin', links: [] },
    summary: 'Operations professional with eight years in logistics and a record of measurable savings.',
    experience: [role('Junior Logistikplanerin', '2016-01', '2019-06'), role('Teamleiterin Logistik', '2019-07', null)],
    education: [{ institution: 'TU Berlin', degree: 'B.Sc.', field: 'Logistics', startDate: '2012', endDate: '2015' }],
    skills: ['SAP', 'Excel', 'SQL', 'Lean', 'Kanban', 'Forecasting', 'Procurement', 'Power BI', 'Inventory management', 'Scheduling'].map((name) => ({
      name, category: 'logistics-supply-chain', proficiency: 'advanced' as const, evidence: [`Skills: ${name}`, 'Planned the weekly schedule'],
    })),
    languages: [{ name: 'German', level: 'native' }, { name: 'English', level: 'C1' }],
    meta: { language: 'de', format: 'pdf', pages: 2, engineVersion: 'test', durationMs: 0, warnings: [] },
  };
}

describe('scoreCvQuality', () => {
  it('scores a complete CV higher than one without contact data and dates', () => {
    const full = scoreCvQuality(completeCv(), '2025-06');
    const poor = completeCv();
    poor.personalInfo = { name: 'Anna Weber', email: null, phone: null, location: null, links: [] };
    poor.experience = poor.experience.map((e) => ({ ...e, startDate: null, endDate: null, current: false }));
    const weak = scoreCvQuality(poor, '2025-06');
    expect(full.score).toBeGreaterThan(weak.score);
    expect(full.score).toBeGreaterThanOrEqual(90);
    expect(weak.components.find((c) => c.key === 'contact')?.explanation).toMatch(/e-mail.*phone.*location/);
  });

  it('components sum to the score and stay within their maximum', () => {
    for (const a of [completeCv(), { ...completeCv(), experience: [], skills: [], summary: null }]) {
      const q = scoreCvQuality(a, '2025-06');
      expect(q.components.reduce((s, c) => s + c.points, 0)).toBe(q.score);
      expect(q.components.reduce((s, c) => s + c.max, 0)).toBe(100);
      for (const c of q.components) expect(c.points).toBeLessThanOrEqual(c.max);
    }
  });
});

describe('generateInsights', () => {
  it('reports a 14-month gap between roles', () => {
    const a = completeCv();
    a.experience = [role('Planner', '2015-01', '2018-03'), role('Team Lead', '2019-06', null)];
    const gap = generateInsights(a, [], '2025-06').find((i) => i.category === 'career-history');
    expect(gap?.id).toBe('gap-2018-04-2019-05');
    expect(gap?.data).toMatchObject({ months: 14 });
    expect(gap?.impact).toBe('high');
  });

  it('does not report short gaps, overlaps or year-only dates as gaps', () => {
    const a = completeCv();
    a.experience = [role('A', '2015-01', '2018-03'), role('B', '2018-07', '2020-12'), role('C', '2017', '2021'), role('D', '2022', null)];
    expect(generateInsights(a, [], '2025-06').filter((i) => i.id.startsWith('gap-'))).toEqual([]);
  });

  it('reports a missing phone, and nothing about contact when it is complete', () => {
    const a = completeCv();
    expect(generateInsights(a, [], '2025-06').some((i) => i.category === 'contact')).toBe(false);
    a.personalInfo.phone = null;
    const phone = generateInsights(a, [], '2025-06').find((i) => i.id === 'missing-phone');
    expect(phone).toMatchObject({ type: 'recommendation', actionable: true });
  });

  it('sees progression in German titles and dated skills from old roles', () => {
    const a = completeCv();
    a.experience = [role('Werkstudent Controlling', '2012-01', '2014-12', 'Monatsberichte in Lotus Notes erstellt.'), role('Junior Controllerin', '2015-01', '2018-12'), role('Leiterin Controlling', '2019-01', null)];
    a.skills.push({ name: 'Lotus Notes', category: 'tools-office', proficiency: 'intermediate', evidence: ['Skills: Lotus Notes'] });
    const insights = generateInsights(a, [], '2025-06');
    expect(insights.find((i) => i.id === 'career-progression')?.type).toBe('trend');
    expect(insights.find((i) => i.id === 'dated-skills')?.data).toEqual({ skills: ['Lotus Notes'] });
  });

  it('uses demanded skills only when given, adds talent opportunities, sorted, unique, at most 10', () => {
    const a = completeCv();
    a.personalInfo = { name: null, email: null, phone: null, location: null, links: [] };
    a.experience = [role('Engineer', '2010-01', '2012-01', 'Mentored four juniors. Reduced costs by 20%. Negotiated supplier contracts worth 2m EUR.'), role('Manager', '2014-01', null)];
    const talents = discoverTalents(a);
    expect(generateInsights(a, talents, '2025-06').some((i) => i.category === 'market')).toBe(false);
    const insights = generateInsights(a, talents, '2025-06', ['SQL', 'Python', 'Kubernetes']);
    expect(insights.find((i) => i.id === 'skills-in-demand')?.data).toEqual({ skills: ['SQL'] });
    expect(insights.some((i) => i.category === 'hidden-talent')).toBe(true);
    expect(new Set(insights.map((i) => i.id)).size).toBe(insights.length);
    expect(insights.length).toBeLessThanOrEqual(10);
    const order = { high: 0, medium: 1, low: 2 };
    const keys = insights.map((i) => order[i.impact] * 10 - i.confidence);
    expect(keys).toEqual([...keys].sort((x, y) => x - y));
    for (const i of insights) {
      expect(i.confidence).toBeGreaterThanOrEqual(0);
      expect(i.confidence).toBeLessThanOrEqual(1);
    }
  });
});
