import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { marketKeys } from '@/web/features/market/api/market-keys';
import { apiFetch } from '@/web/lib/api-client';

export type OccupationOption = { id: string; title: string; isco: string; sector: string };

export function getOccupations(search: string): Promise<{ occupations: OccupationOption[] }> {
  const params = search ? `?${new URLSearchParams({ search })}` : '';
  return apiFetch<{ occupations: OccupationOption[] }>(`/api/market/occupations${params}`);
}

export function occupationsQueryOptions(search: string) {
  // the occupation list changes with a release, not with the market tables
  return queryOptions({ queryKey: marketKeys.occupations(search), queryFn: () => getOccupations(search), staleTime: Infinity });
}

/** Target occupations whose title (in any of the six languages) contains `search`. */
export function useOccupations(search: string) {
  return useQuery({ ...occupationsQueryOptions(search), placeholderData: keepPreviousData });
}
