import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Trend } from '@/contract/market';
import { marketAdminKeys } from '@/web/features/market-admin/api/market-admin-keys';
import { apiFetch } from '@/web/lib/api-client';

export function getTrends(industry: string): Promise<{ trends: Trend[] }> {
  const params = industry ? `?${new URLSearchParams({ industry })}` : '';
  return apiFetch<{ trends: Trend[] }>(`/api/market/trends${params}`);
}

export function trendsQueryOptions(industry: string) {
  return queryOptions({ queryKey: marketAdminKeys.trends(industry), queryFn: () => getTrends(industry) });
}

/** Every trend, last updated first, optionally those whose industry contains `industry`. */
export function useAdminTrends(industry: string) {
  return useQuery({ ...trendsQueryOptions(industry), placeholderData: keepPreviousData });
}
