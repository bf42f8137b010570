import { queryOptions, useQuery } from '@tanstack/react-query';
import { READINESS_REFRESH_MS } from '@/contract/quality';
import type { Readiness } from '@/contract/quality';
import { qualityKeys } from '@/web/features/quality/api/get-web-vitals';
import { apiFetch } from '@/web/lib/api-client';

export function getReadiness(): Promise<Readiness> {
  return apiFetch<Readiness>('/api/admin/readiness');
}

/** Refetched every 30 s (spec 02 §9) while the page is open. */
export function readinessQueryOptions() {
  return queryOptions({ queryKey: qualityKeys.readiness, queryFn: getReadiness, refetchInterval: READINESS_REFRESH_MS, retry: false });
}

export function useReadiness() {
  return useQuery(readinessQueryOptions());
}
