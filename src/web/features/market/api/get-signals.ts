import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Signal } from '@/contract/market';
import { marketKeys } from '@/web/features/market/api/market-keys';
import { apiFetch } from '@/web/lib/api-client';

export function getSignals(limit: number): Promise<{ signals: Signal[] }> {
  return apiFetch<{ signals: Signal[] }>(`/api/market/signals?limit=${limit}`);
}

export function signalsQueryOptions(limit: number) {
  return queryOptions({ queryKey: marketKeys.signals(limit), queryFn: () => getSignals(limit) });
}

/** Opportunity signals, newest first. */
export function useSignals(limit: number) {
  return useQuery(signalsQueryOptions(limit));
}
