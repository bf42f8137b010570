import { describe, expect, it } from 'vitest';
import type { ShortageOccupationRecord } from '@/web/features/market/types';
import { groupShortages } from './shortages';

function row(occupation: string, publisher: string, severity = 'listed'): ShortageOccupationRecord {
  return {
    occupation,
    localName: null,
    country: 'DE',
    euWide: false,
    severity,
    metric: 'score',
    period: '2023',
    publisher,
    url: 'https://example.org',
    secondary: false,
    dataset: 'national-agencies',
  };
}

describe('groupShortages', () => {
  it('groups the rows of one published list and keeps a shared severity once', () => {
    const groups = groupShortages([row('Nurses', 'BA'), row('Cooks', 'ELA'), row('Electricians', 'BA')]);
    expect(groups.map((g) => [g.publisher, g.rows.map((r) => r.occupation), g.severity])).toEqual([
      ['BA', ['Nurses', 'Electricians'], 'listed'],
      ['ELA', ['Cooks'], 'listed'],
    ]);
  });

  it('leaves severities to the rows when they differ', () => {
    const [group] = groupShortages([row('Nurses', 'BA', 'high'), row('Cooks', 'BA', 'newly added')]);
    expect(group.severity).toBeNull();
  });
});
