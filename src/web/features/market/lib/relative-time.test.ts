import { describe, expect, it } from 'vitest';
import { relativeTimeParts } from './relative-time';

const now = Date.parse('2025-06-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe('relativeTimeParts (spec §9: Just now, Nm, Nh, Nd ago)', () => {
  it('is "now" under a minute and for future times', () => {
    expect(relativeTimeParts(ago(0), now)).toEqual({ unit: 'now' });
    expect(relativeTimeParts(ago(59_999), now)).toEqual({ unit: 'now' });
    expect(relativeTimeParts(ago(-5 * MIN), now)).toEqual({ unit: 'now' });
  });

  it('counts whole minutes, then hours, then days', () => {
    expect(relativeTimeParts(ago(MIN), now)).toEqual({ unit: 'm', value: 1 });
    expect(relativeTimeParts(ago(59 * MIN + 59_000), now)).toEqual({ unit: 'm', value: 59 });
    expect(relativeTimeParts(ago(60 * MIN), now)).toEqual({ unit: 'h', value: 1 });
    expect(relativeTimeParts(ago(23 * 60 * MIN + 59 * MIN), now)).toEqual({ unit: 'h', value: 23 });
    expect(relativeTimeParts(ago(24 * 60 * MIN), now)).toEqual({ unit: 'd', value: 1 });
    expect(relativeTimeParts(ago(9 * 24 * 60 * MIN), now)).toEqual({ unit: 'd', value: 9 });
  });

  it('accepts dates and epoch milliseconds, and treats an unreadable time as now', () => {
    expect(relativeTimeParts(new Date(now - 5 * MIN), new Date(now))).toEqual({ unit: 'm', value: 5 });
    expect(relativeTimeParts(now - 2 * 60 * MIN, now)).toEqual({ unit: 'h', value: 2 });
    expect(relativeTimeParts('not a date', now)).toEqual({ unit: 'now' });
  });
});
