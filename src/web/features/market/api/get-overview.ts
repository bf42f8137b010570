import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketMode } from '@/contract/market';
import { marketKeys } from '@/web/features/market/api/market-keys';
import { METRICS_REFRESH_INTERVAL_MS } from '@/web/features/market/lib/constants';
import type { Overview } from '@/web/features/market/types';
import { apiFetch } from '@/web/lib/api-client';

export async function getOverview(mode: MarketMode, countries: readonly string[]): Promise<Overview> {
  const params = new URLSearchParams({ mode });
  if (countries.length > 0) params.set('countries', countries.join(','));
  const started = performance.now();
  const body = await apiFetch<Omit<Overview, 'client_ms'>>(`/api/market/overview?${params}`);
  return { ...body, client_ms: Math.round(performance.now() - started) };
}

export function overviewQueryOptions(mode: MarketMode, countries: readonly string[]) {
  return queryOptions({ queryKey: marketKeys.overview(mode, countries), queryFn: () => getOverview(mode, countries) });
}

/**
 * The personalised overview. It carries the performance monitor's figures, so it is fetched again
 * every 5 s (§9) while the page is visible; the previous result stays on screen while a new mode or
 * country list loads.
 */
export function useMarketOverview(mode: MarketMode, countries: readonly string[]) {
  return useQuery({
    ...overviewQueryOptions(mode, countries),
    refetchInterval: METRICS_REFRESH_INTERVAL_MS,
    placeholderData: keepPreviousData,
  });
}
