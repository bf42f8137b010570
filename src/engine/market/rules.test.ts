import { describe, expect, it } from 'vitest';
import {
  INTELLIGENCE_CACHE_TTL_MS,
  MARKET_DATA_CACHE_TTL_MS,
  MAX_OPPORTUNITIES,
  MAX_RELEVANT_COMPANIES,
  METRICS_REFRESH_INTERVAL_MS,
  OPTIMIZED_CACHE_MAX_ENTRIES,
  OPTIMIZED_CACHE_TTL_MS,
  REALTIME_UPDATES_KEPT,
  RELEVANT_UPDATES_DEFAULT_LIMIT,
  RESPONSE_TIME_BUFFER_SIZE,
  companyRelevance,
  opportunities,
  rateCacheHitRate,
  rateCacheSize,
  rateResponseTime,
  relativeTime,
  relevantCompanies,
} from './rules';
import type { CompanyLike, TrendLike } from './rules';
import { person, skills } from './test-person';

function company(name: string, focus: string[], crossBorder = false, languages: string[] = ['German']): CompanyLike {
  return { name, transformation_focus: focus, cross_border: crossBorder, languages };
}

const dev = person({ skills: skills('Python', 'Cloud Computing', 'Machine Learning', 'Kubernetes'), industries: ['Automotive'] });

describe('companyRelevance (§9: 0.3 per focus, +0.2 cross-border, +0.1 English, cap 1)', () => {
  it('scores 2 matching focuses + cross-border at 0.8, and 0.9 with English', () => {
    expect(companyRelevance(company('A', ['Cloud', 'Machine Learning', 'Sustainability'], true), dev).score).toBe(0.8);
    expect(companyRelevance(company('A', ['Cloud', 'Machine Learning'], true, ['German', 'English']), dev).score).toBe(0.9);
  });

  it('explains which of the person’s terms matched which focus', () => {
    const r = companyRelevance(company('A', ['Cloud', 'Automotive electrification', 'Robotics'], true, ['en']), dev);
    expect(r.matchedFocuses.map((m) => [m.term, m.matched, m.how])).toEqual([
      ['Cloud Computing', 'Cloud', 'same-skill'],
      ['Automotive', 'Automotive electrification', 'contains'],
    ]);
    expect(r.reasons).toEqual([
      'Cloud Computing is the same skill as the focus Cloud',
      'Automotive matches the focus Automotive electrification',
      'hires across borders',
      'works in English',
    ]);
  });

  it('counts a focus once and caps the score at 1', () => {
    expect(companyRelevance(company('A', ['Python', 'python', ' Python ']), dev).score).toBe(0.3);
    expect(companyRelevance(company('A', ['Python', 'Kubernetes', 'Cloud', 'Machine Learning'], true, ['English']), dev).score).toBe(1);
  });
});

describe('field focuses', () => {
  it('a focus naming a field matches a person with two or more skills of that field, and says which', () => {
    const cloud = { name: 'Cloudy AG', transformation_focus: ['Cloud Computing', 'Cybersecurity'], cross_border: false, languages: [] };
    const twoCloudSkills = person({ skills: [{ name: 'AWS', id: 'amazon-web-services' }, { name: 'Docker', id: 'docker' }] });
    const r = companyRelevance(cloud, twoCloudSkills);
    expect(r.matchedFocuses).toEqual([{ term: 'AWS, Docker', matched: 'Cloud Computing', how: 'same-field' }]);
    expect(r.score).toBe(0.3);
    expect(r.reasons[0]).toBe('AWS, Docker practise the field of the focus Cloud Computing');
    // one skill of the field is not enough, and a specific focus is never a field
    expect(companyRelevance(cloud, person({ skills: [{ name: 'AWS', id: 'amazon-web-services' }] })).matchedFocuses).toEqual([]);
    const lean = { ...cloud, transformation_focus: ['Lean Manufacturing'] };
    expect(companyRelevance(lean, person({ skills: [{ name: 'Scrum', id: 'scrum' }, { name: 'Kanban', id: 'kanban' }] })).matchedFocuses).toEqual([]);
  });
});

describe('relevantCompanies', () => {
  it('keeps only scores above 0.5: 0.3 and exactly 0.5 are dropped, 0.6 is kept', () => {
    const list = [
      company('One focus', ['Python']),
      company('One focus cross-border', ['Python'], true),
      company('One focus cross-border English', ['Python'], true, ['English']),
    ];
    expect(relevantCompanies(list, dev).map((r) => [r.company.name, r.score])).toEqual([['One focus cross-border English', 0.6]]);
  });

  it('sorts by score, then name, and returns at most 20', () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      company(`C${String(i).padStart(2, '0')}`, i % 2 ? ['Python', 'Cloud'] : ['Python', 'Cloud', 'Kubernetes'], true),
    );
    const top = relevantCompanies(many, dev);
    expect(top).toHaveLength(MAX_RELEVANT_COMPANIES);
    expect(top[0]).toMatchObject({ score: 1, company: { name: 'C00' } });
    expect(top.slice(0, 13).every((r) => r.score === 1)).toBe(true);
    expect(top[13].score).toBe(0.8);
  });
});

describe('opportunities (§9: matching emerging skills score 0.8, top 15)', () => {
  const trend = (industry: string, growth: number, emerging: string[]): TrendLike => ({
    industry,
    region: 'DE',
    growth_rate: growth,
    emerging_skills: emerging,
  });

  it('scores each matching emerging skill 0.8 and explains it', () => {
    const out = opportunities([trend('Software', 12, ['Python', 'Rust']), trend('Retail', 3, ['Merchandising'])], dev);
    expect(out).toEqual([
      {
        id: 'software|de|python',
        trend: trend('Software', 12, ['Python', 'Rust']),
        skill: 'Python',
        personSkill: 'Python',
        how: 'same-term',
        score: 0.8,
        explanation: 'Python is an emerging skill in Software (DE, growth 12%) and you have Python.',
      },
    ]);
  });

  it('puts faster-growing trends first and returns at most 15', () => {
    const trends = Array.from({ length: 10 }, (_, i) => trend(`Industry ${i}`, i, ['Python', 'Kubernetes']));
    const out = opportunities(trends, dev);
    expect(out).toHaveLength(MAX_OPPORTUNITIES);
    expect(out[0].trend.growth_rate).toBe(9);
    expect(out.every((o) => o.score === 0.8)).toBe(true);
  });
});

describe('relativeTime (§9)', () => {
  const now = '2025-06-01T12:00:00Z';
  it.each([
    ['2025-06-01T12:00:00Z', 'Just now'],
    ['2025-06-01T11:59:01Z', 'Just now'],
    ['2025-06-01T11:59:00Z', '1m ago'],
    ['2025-06-01T11:01:00Z', '59m ago'],
    ['2025-06-01T11:00:00Z', '1h ago'],
    ['2025-05-31T12:00:01Z', '23h ago'],
    ['2025-05-31T12:00:00Z', '1d ago'],
    ['2025-05-20T12:00:00Z', '12d ago'],
    ['2025-06-01T12:05:00Z', 'Just now'],
  ])('%s → %s', (from, label) => {
    expect(relativeTime(from, now)).toBe(label);
  });

  it('takes dates and epoch milliseconds too', () => {
    expect(relativeTime(new Date('2025-06-01T09:00:00Z'), Date.parse(now))).toBe('3h ago');
  });
});

describe('performance ratings (§9)', () => {
  it('rates response time: up to 500 ms good, up to 1000 ms warning', () => {
    expect([0, 500, 501, 1000, 1001].map(rateResponseTime)).toEqual(['good', 'good', 'warning', 'warning', 'poor']);
  });
  it('rates cache hit rate with bands 80 and 60', () => {
    expect([100, 80, 79.9, 60, 59].map(rateCacheHitRate)).toEqual(['good', 'good', 'warning', 'warning', 'poor']);
  });
  it('rates cache size with bands 50 and 80', () => {
    expect([0, 50, 51, 80, 81].map(rateCacheSize)).toEqual(['good', 'good', 'warning', 'warning', 'poor']);
  });
});

describe('§9 constants', () => {
  it('match the spec', () => {
    expect(MARKET_DATA_CACHE_TTL_MS).toBe(3_600_000);
    expect(INTELLIGENCE_CACHE_TTL_MS).toBe(1_800_000);
    expect(OPTIMIZED_CACHE_TTL_MS).toBe(1_800_000);
    expect(OPTIMIZED_CACHE_MAX_ENTRIES).toBe(100);
    expect(RESPONSE_TIME_BUFFER_SIZE).toBe(100);
    expect(METRICS_REFRESH_INTERVAL_MS).toBe(5_000);
    expect(REALTIME_UPDATES_KEPT).toBe(100);
    expect(RELEVANT_UPDATES_DEFAULT_LIMIT).toBe(10);
  });
});
