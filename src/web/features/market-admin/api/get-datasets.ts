import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DatasetSettingList } from '@/contract/market-admin';
import { marketAdminKeys } from '@/web/features/market-admin/api/market-admin-keys';
import { apiFetch } from '@/web/lib/api-client';

export function getDatasets(): Promise<DatasetSettingList> {
  return apiFetch<DatasetSettingList>('/api/admin/market/datasets');
}

export function datasetsQueryOptions() {
  return queryOptions({ queryKey: marketAdminKeys.datasets, queryFn: getDatasets });
}

/** Every dataset behind the market figures: on or off, its default, and its reuse terms. */
export function useDatasets() {
  return useQuery(datasetsQueryOptions());
}
