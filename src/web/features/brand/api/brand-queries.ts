import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { BrandAnalytics, BrandProfile, BrandService, SyncOperation, UnityReport } from '@/contract/brand';
import type { CulturalTheme } from '@/contract/design-system';
import { apiFetch } from '@/web/lib/api-client';
import { isActive } from '@/web/features/brand/lib/sync-badge';

/** Every brand query lives under ['brand']: a sync or a service run refreshes them all at once. */
export const brandKeys = {
  all: ['brand'] as const,
  /** profiles and operations together (see getBrandState) */
  state: () => ['brand', 'state'] as const,
  services: () => ['brand', 'services'] as const,
  unity: () => ['brand', 'unity'] as const,
  analytics: () => ['brand', 'analytics'] as const,
  themes: () => ['brand', 'themes'] as const,
};

/** While a sync or a service run is open the page polls every 2 s (no live event for brand syncs). */
export const POLL_MS = 2000;
const OPERATIONS_LIMIT = 100;

export function getProfiles(): Promise<{ profiles: BrandProfile[] }> {
  return apiFetch('/api/admin/brand/profiles');
}
export function getOperations(): Promise<{ operations: SyncOperation[] }> {
  return apiFetch(`/api/admin/brand/operations?limit=${OPERATIONS_LIMIT}`);
}
export function getServices(): Promise<{ services: BrandService[] }> {
  return apiFetch('/api/admin/brand/services');
}

export type BrandState = { operations: SyncOperation[]; profiles: BrandProfile[] };

/**
 * Operations first, then profiles, as one query: an operation seen completed is always matched by
 * its profile seen synced (the job changes both in one transaction), so the badge never flickers.
 */
export async function getBrandState(): Promise<BrandState> {
  const { operations } = await getOperations();
  const { profiles } = await getProfiles();
  return { operations, profiles };
}

export const anyActive = (state: BrandState | undefined) => state?.operations.some((o) => isActive(o.status)) ?? false;

export const brandStateQueryOptions = () =>
  queryOptions({ queryKey: brandKeys.state(), queryFn: getBrandState, refetchInterval: (query) => (anyActive(query.state.data) ? POLL_MS : false) });

const selectOperations = (s: BrandState) => ({ operations: s.operations });
const selectProfiles = (s: BrandState) => ({ profiles: s.profiles });

export function useOperations() {
  return useQuery({ ...brandStateQueryOptions(), select: selectOperations });
}

export function useProfiles() {
  return useQuery({ ...brandStateQueryOptions(), select: selectProfiles });
}

/** Once the last open operation finished, the figures that depend on it (Unity, analytics, services) are refetched. */
export function useRefreshWhenSettled() {
  const state = useQuery(brandStateQueryOptions());
  const active = anyActive(state.data);
  const queryClient = useQueryClient();
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active) {
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'brand' && q.queryKey[1] !== 'state' });
    }
    wasActive.current = active;
  }, [active, queryClient]);
}

export function useServices() {
  return useQuery({
    queryKey: brandKeys.services(),
    queryFn: getServices,
    refetchInterval: (query) => (query.state.data?.services.some((s) => s.applications.pending > 0) ? POLL_MS : false),
  });
}

export function useUnity() {
  return useQuery({ queryKey: brandKeys.unity(), queryFn: () => apiFetch<UnityReport>('/api/admin/brand/unity') });
}

export function useBrandAnalytics() {
  return useQuery({ queryKey: brandKeys.analytics(), queryFn: () => apiFetch<BrandAnalytics>('/api/admin/brand/analytics') });
}

/** The cultural themes a brand can be built on (the design-system API, public). */
export function useThemes() {
  return useQuery({ queryKey: brandKeys.themes(), queryFn: () => apiFetch<{ themes: CulturalTheme[] }>('/api/themes'), staleTime: 60_000 });
}
