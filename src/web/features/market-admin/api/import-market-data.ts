import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarketImportRequest, MarketImportResult } from '@/contract/market-admin';
import { marketAdminKeys } from '@/web/features/market-admin/api/market-admin-keys';
import { apiFetch } from '@/web/lib/api-client';

export function importMarketData(request: MarketImportRequest): Promise<MarketImportResult> {
  return apiFetch<MarketImportResult>('/api/admin/market/import', { method: 'POST', json: request });
}

/** A dry run only reports; a real run writes the valid rows, so the market queries refresh after it. */
export function useImportMarketData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMarketData,
    onSuccess: (result) => (result.dry_run ? undefined : queryClient.invalidateQueries({ queryKey: marketAdminKeys.all })),
  });
}
