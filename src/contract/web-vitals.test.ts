import { describe, expect, it } from 'vitest';
import { percentile, rateWebVital, WEB_VITAL_THRESHOLDS, webVitalBatchSchema, webVitalNames } from '@/contract/web-vitals';

describe('web-vital ratings', () => {
  it('rates each metric excellent / good / needs-improvement / poor at the stated bounds', () => {
    expect(rateWebVital('FCP', 900)).toBe('excellent');
    expect(rateWebVital('FCP', 901)).toBe('good');
    expect(rateWebVital('FCP', 1800)).toBe('good');
    expect(rateWebVital('FCP', 3000)).toBe('needs-improvement');
    expect(rateWebVital('FCP', 3001)).toBe('poor');
    expect(rateWebVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateWebVital('LCP', 4001)).toBe('poor');
    expect(rateWebVital('CLS', 0.05)).toBe('excellent');
    expect(rateWebVital('CLS', 0.1)).toBe('good');
    expect(rateWebVital('CLS', 0.26)).toBe('poor');
    expect(rateWebVital('INP', 250)).toBe('needs-improvement');
    expect(rateWebVital('INP', 301)).toBe('poor');
    expect(rateWebVital('TTFB', 1001)).toBe('poor');
    expect(rateWebVital('PAGE_LOAD', 5000)).toBe('needs-improvement');
    expect(rateWebVital('PAGE_LOAD', 5001)).toBe('poor');
  });

  it("keeps the spec's bounds as the needs-improvement limit and excellent at half of good", () => {
    const spec = { FCP: 3000, LCP: 4000, CLS: 0.25, INP: 300, TTFB: 1000, PAGE_LOAD: 5000 };
    for (const name of webVitalNames) {
      const t = WEB_VITAL_THRESHOLDS[name];
      expect(t.needsImprovement).toBe(spec[name]);
      expect(t.excellent).toBeCloseTo(t.good / 2);
      expect(t.good).toBeLessThan(t.needsImprovement);
    }
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    expect(percentile([], 75)).toBeNull();
    expect(percentile([5], 75)).toBe(5);
    expect(percentile([4, 1, 3, 2], 75)).toBe(3);
    expect(percentile([4, 1, 3, 2], 50)).toBe(2);
    expect(percentile([4, 1, 3, 2], 100)).toBe(4);
    expect(percentile(Array.from({ length: 100 }, (_, i) => i + 1), 95)).toBe(95);
  });
});

describe('web-vitals batch schema', () => {
  it('turns the route into its pattern and refuses more than 10 samples', () => {
    const parsed = webVitalBatchSchema.parse({ samples: [{ name: 'LCP', value: 1000, route: '/cv/3f2a1c9e-1b2d-4c3e-8f4a-5b6c7d8e9f00?a=1' }] });
    expect(parsed.samples[0]?.route).toBe('/cv/:id');
    const sample = { name: 'LCP', value: 1, route: '/' };
    expect(webVitalBatchSchema.safeParse({ samples: Array.from({ length: 11 }, () => sample) }).success).toBe(false);
    expect(webVitalBatchSchema.safeParse({ samples: [{ ...sample, name: 'CLS', value: 60 }] }).success).toBe(false);
  });
});
