import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebVitalsReport } from '@/contract/web-vitals';
import { apiFetch } from '@/web/lib/api-client';

export const qualityKeys = {
  webVitals: ['quality', 'web-vitals'] as const,
  readiness: ['quality', 'readiness'] as const,
  platformAnalysis: ['quality', 'reports', 'platform-analysis'] as const,
  preLaunchAudit: ['quality', 'reports', 'pre-launch-audit'] as const,
};

export function getWebVitals(): Promise<WebVitalsReport> {
  return apiFetch<WebVitalsReport>('/api/admin/web-vitals');
}

export function webVitalsQueryOptions() {
  return queryOptions({ queryKey: qualityKeys.webVitals, queryFn: getWebVitals, retry: false });
}

/** Per metric the last 100 samples, p75 and ratings (administrators). */
export function useWebVitalsReport() {
  return useQuery(webVitalsQueryOptions());
}
