import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SuperAdminInitResult, SuperAdminOverview, SuperAdminStatus } from '@/contract/superadmin';
import { apiFetch } from '@/web/lib/api-client';

export const superAdminKeys = {
  all: ['superadmin'] as const,
  status: ['superadmin', 'status'] as const,
  overview: ['superadmin', 'overview'] as const,
};

export function getSuperAdminStatus(): Promise<SuperAdminStatus> {
  return apiFetch<SuperAdminStatus>('/api/superadmin/status');
}

export function superAdminStatusQueryOptions() {
  // a refusal (403) is an answer, not a hiccup: no retries, the page shows it or offers Retry Check
  return queryOptions({ queryKey: superAdminKeys.status, queryFn: getSuperAdminStatus, retry: false, staleTime: 0 });
}

/** Spec 02 §4: the setup state (checking while pending). */
export function useSuperAdminStatus() {
  return useQuery(superAdminStatusQueryOptions());
}

export function getSuperAdminOverview(): Promise<SuperAdminOverview> {
  return apiFetch<SuperAdminOverview>('/api/superadmin/overview');
}

/** The dashboard's figures; asked only once the status says ready. */
export function useSuperAdminOverview(enabled: boolean) {
  return useQuery({ queryKey: superAdminKeys.overview, queryFn: getSuperAdminOverview, enabled, retry: false });
}

export function initializeSuperAdmin(): Promise<SuperAdminInitResult> {
  return apiFetch<SuperAdminInitResult>('/api/superadmin/initialize', { method: 'POST', json: {} });
}

/** Spec provision_super_admin; the page reloads afterwards, so nothing is invalidated here. */
export function useInitializeSuperAdmin() {
  return useMutation({ mutationFn: initializeSuperAdmin });
}
