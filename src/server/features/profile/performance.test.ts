import { describe, expect, it } from 'vitest';
import { isoWeek, perWeek } from './performance';

describe('ISO weeks', () => {
  it('labels dates by ISO 8601 week, across year ends', () => {
    expect(isoWeek(new Date('2026-11-22T12:00:00Z'))).toBe('2026-W47');
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2025-12-29T12:00:00Z'))).toBe('2026-W01');
  });

  it('counts dates into the last 12 weeks and ignores older ones', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const weeks = perWeek([new Date('2026-11-20T09:00:00Z'), new Date('2026-11-16T09:00:00Z'), new Date('2025-01-01T00:00:00Z')], now);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: '2026-W47', count: 2 });
    expect(weeks.reduce((n, w) => n + w.count, 0)).toBe(2);
  });
});
