import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Signal } from '@/contract/market';
import { marketAdminKeys } from '@/web/features/market-admin/api/market-admin-keys';
import { apiFetch } from '@/web/lib/api-client';

/** The most signals the API returns in one list. */
export const SIGNALS_SHOWN = 500;

export function getSignals(limit: number): Promise<{ signals: Signal[] }> {
  return apiFetch<{ signals: Signal[] }>(`/api/market/signals?limit=${limit}`);
}

export function signalsQueryOptions(limit: number) {
  return queryOptions({ queryKey: marketAdminKeys.signals(limit), queryFn: () => getSignals(limit) });
}

/** The newest signals first. */
export function useAdminSignals(limit = SIGNALS_SHOWN) {
  return useQuery(signalsQueryOptions(limit));
}
