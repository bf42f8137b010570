// Create, change and delete perspectives. Create and update answer with the whole list, which
// replaces the cached one; a delete refreshes it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { perspectiveCreateSchema, perspectiveUpdateSchema } from '@/contract/perspectives';
import { perspectivesKeys } from '@/web/features/perspectives/api/get-perspectives';
import type { PerspectiveList } from '@/web/features/perspectives/api/get-perspectives';
import { apiFetch } from '@/web/lib/api-client';

export type PerspectiveCreateBody = z.input<typeof perspectiveCreateSchema>;
export type PerspectiveUpdateBody = z.input<typeof perspectiveUpdateSchema>;

export const perspectivePath = (id: string) => `/api/perspectives/${encodeURIComponent(id)}`;

export function createPerspective(body: PerspectiveCreateBody): Promise<PerspectiveList> {
  return apiFetch<PerspectiveList>('/api/perspectives', { method: 'POST', json: body });
}

export function updatePerspective(id: string, body: PerspectiveUpdateBody): Promise<PerspectiveList> {
  return apiFetch<PerspectiveList>(perspectivePath(id), { method: 'PATCH', json: body });
}

export function deletePerspective(id: string): Promise<void> {
  return apiFetch<void>(perspectivePath(id), { method: 'DELETE' });
}

export function useCreatePerspective() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPerspective,
    onSuccess: (list) => queryClient.setQueryData(perspectivesKeys.list(), list),
  });
}

export function useUpdatePerspective() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PerspectiveUpdateBody }) => updatePerspective(id, body),
    onSuccess: (list) => queryClient.setQueryData(perspectivesKeys.list(), list),
  });
}

export function useDeletePerspective() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePerspective,
    onSuccess: (_data, id) =>
      queryClient.setQueryData<PerspectiveList>(perspectivesKeys.list(), (list) =>
        list ? { ...list, perspectives: list.perspectives.filter((p) => p.id !== id) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: perspectivesKeys.list() }),
  });
}
