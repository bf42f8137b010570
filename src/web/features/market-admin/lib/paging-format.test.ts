import { describe, expect, it } from 'vitest';
import { formatPercent, shorten } from './format';
import { pageCount, pageOf } from './paging';

describe('paging', () => {
  it('has at least one page and never shows a page past the end', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    const rows = Array.from({ length: 41 }, (_, i) => i);
    expect(pageOf(rows, 3, 20)).toEqual({ rows: [40], page: 3 });
    expect(pageOf(rows, 9, 20).page).toBe(3);
    expect(pageOf([], 2, 20)).toEqual({ rows: [], page: 1 });
  });
});

describe('display', () => {
  it('writes growth rates with a sign and cuts long labels at a word', () => {
    expect(formatPercent(12.5, 'en')).toBe('+12.5%');
    expect(formatPercent(-3, 'en')).toBe('-3%');
    expect(formatPercent(0, 'en')).toBe('0%');
    expect(shorten('Heat pump installers are in short supply in Bavaria and Baden-Württemberg this year', 40)).toBe('Heat pump installers are in short supply…');
    expect(shorten('short', 40)).toBe('short');
  });
});
