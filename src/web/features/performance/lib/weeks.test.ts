import { describe, expect, it } from 'vitest';
import { countPerWeek, isoWeek, sumCounts, trend, weekStartDay, weekTrend } from './weeks';

describe('ISO weeks', () => {
  it('labels instants like the server, across year ends', () => {
    expect(isoWeek(new Date('2026-11-22T12:00:00Z'))).toBe('2026-W47');
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2025-12-29T12:00:00Z'))).toBe('2026-W01');
  });

  it('finds the Monday that starts a week', () => {
    expect(weekStartDay('2026-W47')).toBe('2026-11-16');
    expect(weekStartDay('2026-W01')).toBe('2025-12-29');
    expect(weekStartDay('2026-W53')).toBe('2026-12-28');
    expect(weekStartDay('2026-W54')).toBeNull();
    expect(weekStartDay('week 3')).toBeNull();
    // round trip: the Monday lies in its own week
    for (const week of ['2024-W01', '2025-W27', '2027-W52']) expect(isoWeek(new Date(`${weekStartDay(week)}T00:00:00Z`))).toBe(week);
  });

  it('counts instants into the last 12 weeks, oldest first, ignoring older and unreadable ones', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const weeks = countPerWeek(['2026-11-20T09:00:00Z', new Date('2026-11-16T00:30:00Z'), '2026-11-09T10:00:00Z', '2025-01-01T00:00:00Z', 'nonsense'], now);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.week).toBe('2026-W36');
    expect(weeks.at(-1)).toEqual({ week: '2026-W47', count: 2 });
    expect(weeks.at(-2)).toEqual({ week: '2026-W46', count: 1 });
    expect(sumCounts(weeks)).toBe(3);
  });
});

describe('trends', () => {
  it('compares with the previous figure, or says there is none', () => {
    expect(trend(80, 72)).toEqual({ current: 80, previous: 72, delta: 8, direction: 'up' });
    expect(trend(3, 5)).toMatchObject({ delta: -2, direction: 'down' });
    expect(trend(4, 4)).toMatchObject({ delta: 0, direction: 'flat' });
    expect(trend(60, null)).toEqual({ current: 60, previous: null, delta: null, direction: null });
  });

  it('takes this week against last week', () => {
    expect(weekTrend([{ week: '2026-W46', count: 0 }, { week: '2026-W47', count: 2 }])).toMatchObject({ current: 2, previous: 0, direction: 'up' });
    expect(weekTrend([{ week: '2026-W47', count: 1 }])).toMatchObject({ current: 1, previous: null });
    expect(weekTrend([])).toMatchObject({ current: 0, previous: null });
  });
});

describe('short week labels', () => {
  it('shows the Monday of a week in the locale', async () => {
    const { shortWeek, shortDay } = await import('./format');
    expect(shortWeek('2026-W47', 'en-GB')).toBe('16 Nov');
    expect(shortWeek('2026-W47', 'de')).toBe('16. Nov.');
    expect(shortDay('not a day', 'en')).toBe('not a day');
    expect(shortWeek('W47', 'en')).toBe('W47');
  });
});
