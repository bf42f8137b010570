import { describe, expect, it } from 'vitest';
import { rateMemory, readCurrentPage } from '@/web/features/quality/lib/current-page';

function fakePerformance(entries: { navigation?: object; fcp?: number; memory?: object }): Performance {
  return {
    getEntriesByType: (type: string) => (type === 'navigation' && entries.navigation ? [entries.navigation] : []),
    getEntriesByName: (name: string) => (name === 'first-contentful-paint' && entries.fcp !== undefined ? [{ startTime: entries.fcp }] : []),
    ...(entries.memory ? { memory: entries.memory } : {}),
  } as unknown as Performance;
}

describe('current page figures', () => {
  it('reads page load, first contentful paint and memory where the browser has them', () => {
    const figures = readCurrentPage(
      fakePerformance({ navigation: { startTime: 0, loadEventEnd: 1234.4 }, fcp: 456.7, memory: { usedJSHeapSize: 10, jsHeapSizeLimit: 100 } }),
    );
    expect(figures).toEqual({ pageLoadMs: 1234, fcpMs: 457, memory: { usedBytes: 10, limitBytes: 100 } });
  });

  it('says null for what is missing (no memory outside Chromium, load not finished)', () => {
    expect(readCurrentPage(fakePerformance({ navigation: { startTime: 0, loadEventEnd: 0 } }))).toEqual({ pageLoadMs: null, fcpMs: null, memory: null });
  });

  it('rates memory by the share of the heap limit', () => {
    expect(rateMemory(25, 100)).toBe('excellent');
    expect(rateMemory(50, 100)).toBe('good');
    expect(rateMemory(75, 100)).toBe('needs-improvement');
    expect(rateMemory(76, 100)).toBe('poor');
  });
});
