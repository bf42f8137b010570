import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformAnalysis, PreLaunchAudit } from '@/contract/quality';
import { qualityKeys } from '@/web/features/quality/api/get-web-vitals';
import { apiFetch } from '@/web/lib/api-client';

export function getPlatformAnalysis(): Promise<PlatformAnalysis> {
  return apiFetch<PlatformAnalysis>('/api/admin/reports/platform-analysis');
}

export function platformAnalysisQueryOptions() {
  return queryOptions({ queryKey: qualityKeys.platformAnalysis, queryFn: getPlatformAnalysis, staleTime: Infinity, retry: false });
}

export function usePlatformAnalysis() {
  return useQuery(platformAnalysisQueryOptions());
}

export function getPreLaunchAudit(): Promise<PreLaunchAudit> {
  return apiFetch<PreLaunchAudit>('/api/admin/reports/pre-launch-audit');
}

export function preLaunchAuditQueryOptions() {
  return queryOptions({ queryKey: qualityKeys.preLaunchAudit, queryFn: getPreLaunchAudit, staleTime: Infinity, retry: false });
}

export function usePreLaunchAudit() {
  return useQuery(preLaunchAuditQueryOptions());
}
