import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketKeys } from '@/web/features/market/api/market-keys';
import { CULTURAL_STALE_MS } from '@/web/features/market/lib/constants';
import { isNotFound } from '@/web/features/market/lib/errors';
import type { Country } from '@/web/features/market/types';
import { apiFetch } from '@/web/lib/api-client';

export function getCountry(code: string): Promise<Country> {
  return apiFetch<Country>(`/api/market/countries/${encodeURIComponent(code)}`);
}

export function countryQueryOptions(code: string) {
  return queryOptions({
    queryKey: marketKeys.country(code),
    queryFn: () => getCountry(code),
    // §9 cultural insights stay fresh for 10 minutes
    staleTime: CULTURAL_STALE_MS,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** A country's indicators, shortage lists, work culture, employers and the person's fit. */
export function useCountry(code: string) {
  return useQuery(countryQueryOptions(code));
}
