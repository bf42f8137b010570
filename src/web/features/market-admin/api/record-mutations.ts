// Create, change and delete companies, trends and signals. Every change refreshes all market
// queries: the administrator's lists, and the overview and directory the market pages show.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Company, Signal, Trend } from '@/contract/market';
import type { CompanyCreate, CompanyUpdate, SignalCreate, SignalUpdate, TrendCreate, TrendUpdate } from '@/contract/market-admin';
import { marketAdminKeys } from '@/web/features/market-admin/api/market-admin-keys';
import type { RecordKind } from '@/web/features/market-admin/lib/record-forms';
import { apiFetch } from '@/web/lib/api-client';

/** Each kind's record, new-record body and change body. */
export type RecordTypes = {
  companies: { record: Company; create: CompanyCreate; update: CompanyUpdate };
  trends: { record: Trend; create: TrendCreate; update: TrendUpdate };
  signals: { record: Signal; create: SignalCreate; update: SignalUpdate };
};

const recordPath = (kind: RecordKind, id?: string) =>
  `/api/admin/market/${kind}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

export function createRecord<K extends RecordKind>(kind: K, body: RecordTypes[K]['create']): Promise<RecordTypes[K]['record']> {
  return apiFetch<RecordTypes[K]['record']>(recordPath(kind), { method: 'POST', json: body });
}

export function updateRecord<K extends RecordKind>(kind: K, id: string, body: RecordTypes[K]['update']): Promise<RecordTypes[K]['record']> {
  return apiFetch<RecordTypes[K]['record']>(recordPath(kind, id), { method: 'PATCH', json: body });
}

export function deleteRecord(kind: RecordKind, id: string): Promise<void> {
  return apiFetch<void>(recordPath(kind, id), { method: 'DELETE' });
}

export function invalidateMarket(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: marketAdminKeys.all });
}

/** One save for a form: a new record (`id` null) or the changed fields of an existing one. */
export function useSaveRecord<K extends RecordKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: null; body: RecordTypes[K]['create'] } | { id: string; body: RecordTypes[K]['update'] }) =>
      input.id === null ? createRecord(kind, input.body) : updateRecord(kind, input.id, input.body),
    onSettled: () => invalidateMarket(queryClient),
  });
}

export function useDeleteRecord(kind: RecordKind) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: string) => deleteRecord(kind, id), onSettled: () => invalidateMarket(queryClient) });
}
