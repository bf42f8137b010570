import { describe, expect, it } from 'vitest';
import { connectionColor, rateResponseTime, ratingColor } from './ratings';

describe('performance ratings (spec §9 bands)', () => {
  it('rates response times: up to 500 ms good, up to 1000 ms warning, slower poor', () => {
    expect(rateResponseTime(0)).toBe('good');
    expect(rateResponseTime(500)).toBe('good');
    expect(rateResponseTime(500.01)).toBe('warning');
    expect(rateResponseTime(1000)).toBe('warning');
    expect(rateResponseTime(1001)).toBe('poor');
  });

  it('maps each rating and connection state to a colour', () => {
    expect(ratingColor).toEqual({ good: 'teal', warning: 'yellow', poor: 'red' });
    expect(connectionColor).toEqual({ disconnected: 'gray', connecting: 'yellow', connected: 'teal' });
  });
});
