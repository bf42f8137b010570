// Changes on the brand dashboard; each refreshes every brand query (profiles, operations, figures).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { BrandingApplication, BrandProfile, BrandProfileCreate, BrandProfileUpdate, BrandService, SyncOperation } from '@/contract/brand';
import { brandKeys } from '@/web/features/brand/api/brand-queries';
import type { BrandState } from '@/web/features/brand/api/brand-queries';
import { apiFetch } from '@/web/lib/api-client';

const profilePath = (id: string) => `/api/admin/brand/profiles/${encodeURIComponent(id)}`;
const servicePath = (key: string, action: 'enable' | 'disable' | 'run') => `/api/admin/brand/services/${encodeURIComponent(key)}/${action}`;

function useBrandMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }) });
}

export const useCreateProfile = () => useBrandMutation((body: BrandProfileCreate) => apiFetch<BrandProfile>('/api/admin/brand/profiles', { method: 'POST', json: body }));
export const useUpdateProfile = () =>
  useBrandMutation(({ id, body }: { id: string; body: BrandProfileUpdate }) => apiFetch<BrandProfile>(profilePath(id), { method: 'PATCH', json: body }));
export const useDeleteProfile = () => useBrandMutation((id: string) => apiFetch<void>(profilePath(id), { method: 'DELETE' }));
/** The queued operations show at once (the badge turns 'syncing'), before the refetch brings their progress. */
function showQueued(queryClient: QueryClient, queued: SyncOperation[]) {
  queryClient.setQueryData<BrandState>(brandKeys.state(), (state) => {
    if (!state) return state;
    const ids = new Set(queued.map((o) => o.id));
    return { ...state, operations: [...queued, ...state.operations.filter((o) => !ids.has(o.id))] };
  });
}

export function useSyncProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<SyncOperation>(`${profilePath(id)}/sync`, { method: 'POST', json: {} }),
    onSuccess: (op) => showQueued(queryClient, [op]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}

export function useSyncAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ operations: SyncOperation[] }>('/api/admin/brand/sync-all', { method: 'POST', json: {} }),
    onSuccess: ({ operations }) => showQueued(queryClient, operations),
    onSettled: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
export const useSetServiceEnabled = () =>
  useBrandMutation(({ key, enabled }: { key: string; enabled: boolean }) => apiFetch<BrandService>(servicePath(key, enabled ? 'enable' : 'disable'), { method: 'POST', json: {} }));
export const useRunService = () =>
  useBrandMutation(({ key, brandId }: { key: string; brandId: string }) => apiFetch<BrandingApplication>(servicePath(key, 'run'), { method: 'POST', json: { brandId } }));
