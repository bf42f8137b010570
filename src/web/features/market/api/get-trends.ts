import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Trend } from '@/contract/market';
import { marketKeys } from '@/web/features/market/api/market-keys';
import { apiFetch } from '@/web/lib/api-client';

export function getTrends(industry: string): Promise<{ trends: Trend[] }> {
  const params = industry ? `?${new URLSearchParams({ industry })}` : '';
  return apiFetch<{ trends: Trend[] }>(`/api/market/trends${params}`);
}

export function trendsQueryOptions(industry: string) {
  return queryOptions({ queryKey: marketKeys.trends(industry), queryFn: () => getTrends(industry) });
}

/** Market trends by last update, optionally those whose industry contains `industry`. */
export function useTrends(industry: string) {
  return useQuery({ ...trendsQueryOptions(industry), placeholderData: keepPreviousData });
}
