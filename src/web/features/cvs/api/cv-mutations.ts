// The CV actions: retry a failed analysis, set the active CV, move to drafts / restore, delete.
// Each one refreshes every CV query (and the talents, which follow the active CV).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CvSummary, CvUpdate } from '@/contract/cvs';
import { cvsKeys } from '@/web/features/cvs/api/get-cvs';
import { talentsKeys } from '@/web/features/cvs/api/get-talents';
import { apiFetch } from '@/web/lib/api-client';

const cvPath = (id: string) => `/api/cvs/${encodeURIComponent(id)}`;

export function retryCv(id: string): Promise<{ id: string; status: 'processing' }> {
  return apiFetch(`${cvPath(id)}/retry`, { method: 'POST' });
}

export function activateCv(id: string): Promise<CvSummary> {
  return apiFetch<CvSummary>(`${cvPath(id)}/activate`, { method: 'POST' });
}

export function updateCv(id: string, update: CvUpdate): Promise<CvSummary> {
  return apiFetch<CvSummary>(cvPath(id), { method: 'PATCH', json: update });
}

export function deleteCv(id: string): Promise<void> {
  return apiFetch<void>(cvPath(id), { method: 'DELETE' });
}

export function invalidateCvs(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cvsKeys.all }),
    queryClient.invalidateQueries({ queryKey: talentsKeys.all }),
  ]);
}

export function useRetryCv() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryCv, onSettled: () => invalidateCvs(queryClient) });
}

export function useActivateCv() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateCv, onSettled: () => invalidateCvs(queryClient) });
}

export function useUpdateCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: CvUpdate }) => updateCv(id, update),
    onSettled: () => invalidateCvs(queryClient),
  });
}

export function useDeleteCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCv,
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: cvsKeys.detail(id) }),
    onSettled: () => invalidateCvs(queryClient),
  });
}
