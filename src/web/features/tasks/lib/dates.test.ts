import { describe, expect, it } from 'vitest';
import { formatDay } from '@/web/lib/calendar-day';
import { isCalendarDay, isOverdue, localToday } from './dates';

describe('isOverdue', () => {
  const today = '2026-11-22';

  it('is a due date before today on a task that is not completed', () => {
    expect(isOverdue({ due_date: '2026-11-21', status: 'not-started' }, today)).toBe(true);
    expect(isOverdue({ due_date: '2025-01-01', status: 'blocked' }, today)).toBe(true);
  });

  it('is not due today, later, without a date, or once completed', () => {
    expect(isOverdue({ due_date: today, status: 'in-progress' }, today)).toBe(false);
    expect(isOverdue({ due_date: '2026-12-01', status: 'not-started' }, today)).toBe(false);
    expect(isOverdue({ due_date: null, status: 'not-started' }, today)).toBe(false);
    expect(isOverdue({ due_date: '2026-11-01', status: 'completed' }, today)).toBe(false);
  });
});

describe('localToday', () => {
  it('is the local calendar day, zero-padded', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('isCalendarDay', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('25-1-1')).toBe(false);
  });
});

describe('formatDay', () => {
  it('formats the calendar day in the locale without shifting it', () => {
    expect(formatDay('2026-11-25', 'en-GB')).toBe('25 Nov 2026');
    expect(formatDay('2026-01-01', 'en-US')).toBe('Jan 1, 2026');
    expect(formatDay('2026-01-01', 'de')).toBe('01.01.2026');
  });

  it('leaves anything else as written', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});
