import { describe, expect, it } from 'vitest';
import { SKILLS_DEMAND_COLUMNS, importSkillsDemand } from './skills-demand';
import { toCsv } from './test-csv';

function row(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    skill: 'AI and big data',
    trend: 'growing',
    scope: 'global',
    year: '2025 (outlook 2025-2030)',
    metric: 'rank 1 of fastest-growing skills (employer survey)',
    source: 'World Economic Forum, Future of Jobs Report 2025 (Jan 2025), as reported',
    source_url: 'https://example.org/wef',
    ...overrides,
  };
}

describe('importSkillsDemand', () => {
  it('reads trend, scope, period, rank and dataset', () => {
    const { records, errors } = importSkillsDemand(
      toCsv(SKILLS_DEMAND_COLUMNS, [
        row(),
        row({
          skill: 'Software development',
          scope: 'IE',
          metric: 'strongest growth',
          source: 'SOLAS National Skills Bulletin 2025',
          year: '2019-2024',
        }),
      ]),
    );
    expect(errors).toEqual([]);
    expect(records[0]).toMatchObject({ trend: 'growing', scope: 'global', period: '2025 (outlook 2025-2030)', rank: 1, dataset: 'wef' });
    expect(records[1]).toMatchObject({ scope: 'IE', rank: null, dataset: 'national-agencies', period: '2019-2024' });
  });

  it('reports malformed rows', () => {
    const { records, errors } = importSkillsDemand(
      toCsv(SKILLS_DEMAND_COLUMNS, [row({ trend: 'rising' }), row({ scope: 'Mars' }), row({ source: '' }), row({ source_url: '' })]),
    );
    expect(records).toEqual([]);
    expect(errors.map((e) => [e.line, e.column])).toEqual([
      [2, 'trend'],
      [3, 'scope'],
      [4, 'source'],
      [5, 'source_url'],
    ]);
  });
});
