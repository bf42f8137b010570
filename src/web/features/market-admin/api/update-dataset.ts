import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DatasetSetting, DatasetSettingList } from '@/contract/market-admin';
import { marketAdminKeys } from '@/web/features/market-admin/api/market-admin-keys';
import { apiFetch } from '@/web/lib/api-client';

export function updateDataset(id: string, enabled: boolean): Promise<DatasetSetting> {
  return apiFetch<DatasetSetting>(`/api/admin/market/datasets/${encodeURIComponent(id)}`, { method: 'PUT', json: { enabled } });
}

/**
 * Switches a dataset on or off. The list takes the server's answer at once; then every market query
 * refreshes, because the figures of a dataset that is off read as 'no data' everywhere.
 */
export function useUpdateDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => updateDataset(id, enabled),
    onSuccess: (dataset) =>
      queryClient.setQueryData<DatasetSettingList>(marketAdminKeys.datasets, (list) =>
        list ? { datasets: list.datasets.map((d) => (d.id === dataset.id ? dataset : d)) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketAdminKeys.all }),
  });
}
