import { describe, expect, it } from 'vitest';
import { createDateFormat } from '@/web/lib/format-date';

describe('createDateFormat', () => {
  const instant = '2026-11-22T23:30:00Z';

  it('shows an instant in the chosen time zone', () => {
    expect(createDateFormat('en-GB', 'Europe/Berlin').date(instant)).toBe('23 Nov 2026');
    expect(createDateFormat('en-GB', 'America/New_York').date(instant)).toBe('22 Nov 2026');
    expect(createDateFormat('en-GB', 'Europe/London').dateTime(instant)).toBe('22 Nov 2026, 23:30');
    expect(createDateFormat('en-GB', 'Europe/Paris').dateTime(instant)).toBe('23 Nov 2026, 00:30');
  });

  it('formats in the interface language', () => {
    expect(createDateFormat('de', 'Europe/Berlin').date(instant)).toBe('23.11.2026');
    expect(createDateFormat('fr', 'Europe/Paris').date(instant)).toBe('23 nov. 2026');
  });

  it('never moves a calendar day, whatever the zone', () => {
    expect(createDateFormat('en-GB', 'America/New_York').day('2026-12-01')).toBe('1 Dec 2026');
    expect(createDateFormat('en-GB', 'Europe/Berlin').day('2026-12-01')).toBe('1 Dec 2026');
  });

  it('returns unreadable values as written', () => {
    expect(createDateFormat('en', 'Europe/Berlin').date('soon')).toBe('soon');
    expect(createDateFormat('en', undefined).day('next week')).toBe('next week');
  });
});
