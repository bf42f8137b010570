import { rateWebVital } from '@/contract/web-vitals';
import type { WebVitalRating } from '@/contract/web-vitals';

export interface CurrentPageFigures {
  pageLoadMs: number | null;
  fcpMs: number | null;
  /** null when the browser does not expose performance.memory (only Chromium does) */
  memory: { usedBytes: number; limitBytes: number } | null;
}

type MemoryInfo = { usedJSHeapSize: number; jsHeapSizeLimit: number };

/** This document's own figures from the browser's performance timeline (nothing is sent). */
export function readCurrentPage(perf: Performance): CurrentPageFigures {
  const nav = perf.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const fcp = perf.getEntriesByName('first-contentful-paint')[0];
  const memory = (perf as Performance & { memory?: MemoryInfo }).memory;
  return {
    pageLoadMs: nav && nav.loadEventEnd > 0 ? Math.round(nav.loadEventEnd - nav.startTime) : null,
    fcpMs: fcp ? Math.round(fcp.startTime) : null,
    memory: memory && memory.jsHeapSizeLimit > 0 ? { usedBytes: memory.usedJSHeapSize, limitBytes: memory.jsHeapSizeLimit } : null,
  };
}

/**
 * Memory has no web-vitals bound: rated by the share of the heap limit in use (chosen here):
 * up to 25 % excellent, 50 % good, 75 % needs improvement, above poor.
 */
export function rateMemory(usedBytes: number, limitBytes: number): WebVitalRating {
  const share = usedBytes / limitBytes;
  return share <= 0.25 ? 'excellent' : share <= 0.5 ? 'good' : share <= 0.75 ? 'needs-improvement' : 'poor';
}

export const ratePageLoad = (ms: number) => rateWebVital('PAGE_LOAD', ms);
export const rateFcp = (ms: number) => rateWebVital('FCP', ms);
