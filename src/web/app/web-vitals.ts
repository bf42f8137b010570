import { useEffect } from 'react';
import { routePattern } from '@/contract/analytics';
import type { WebVitalName, WebVitalSample } from '@/contract/web-vitals';
import { WebVitalsQueue } from '@/web/app/web-vitals-queue';
import { useSettings } from '@/web/features/settings/api/settings';

/** The path this document was loaded at: load metrics belong to it, not to where the person went since. */
function documentPath(): string {
  const nav = performance.getEntriesByType('navigation')[0];
  try {
    return nav ? new URL(nav.name).pathname : window.location.pathname;
  } catch {
    return window.location.pathname;
  }
}
const LOAD_METRICS: ReadonlySet<WebVitalName> = new Set(['FCP', 'LCP', 'TTFB', 'PAGE_LOAD']);

let consented = false;
let started = false;

function send(samples: WebVitalSample[], { leaving }: { leaving: boolean }): void {
  if (!consented) return;
  // keepalive lets the request outlive the page being left; failures are ignored (measurement must never disturb)
  void fetch('/api/analytics/web-vitals', {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: leaving,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ samples }),
  }).catch(() => {});
}

const queue = new WebVitalsQueue(send);

function add(name: WebVitalName, value: number): void {
  if (!consented || !Number.isFinite(value) || value < 0) return;
  const path = LOAD_METRICS.has(name) ? documentPath() : window.location.pathname;
  queue.add({ name, value: name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value), route: routePattern(path).slice(0, 200) });
}

/** The navigation timing's load event, once it has happened. */
function reportPageLoad(): void {
  const read = () => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (nav && nav.loadEventEnd > 0) add('PAGE_LOAD', nav.loadEventEnd - nav.startTime);
  };
  if (document.readyState === 'complete') setTimeout(read, 0);
  else window.addEventListener('load', () => setTimeout(read, 0), { once: true });
}

async function start(): Promise<void> {
  if (started) return;
  started = true;
  // its own chunk, fetched only once consent is known: the landing page never carries it
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  onCLS((m) => add('CLS', m.value));
  onFCP((m) => add('FCP', m.value));
  onINP((m) => add('INP', m.value));
  onLCP((m) => add('LCP', m.value));
  onTTFB((m) => add('TTFB', m.value));
  reportPageLoad();
  // registered after web-vitals' own listeners, so the metrics it reports on leaving are already queued
  const leave = () => queue.flush(true);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
  window.addEventListener('pagehide', leave);
}

/**
 * Web vitals (LCP, FCP, INP, CLS, TTFB) and the page load time of this document, only while the
 * signed-in person has opted in to analytics (the same gate as page views). Sent with the route
 * pattern, never the URL with ids. `enabled`: signed in.
 */
export function useWebVitals(enabled: boolean): void {
  const settings = useSettings(enabled);
  const allowed = enabled && settings.data?.privacy.analyticsOptOut === false;
  useEffect(() => {
    consented = allowed;
    if (allowed) void start().catch(() => {});
    else queue.clear();
  }, [allowed]);
}
