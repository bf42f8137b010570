import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RenderedPerspectiveDto } from '@/contract/perspectives';
import { perspectivesKeys } from '@/web/features/perspectives/api/get-perspectives';
import { perspectivePath } from '@/web/features/perspectives/api/perspective-mutations';
import { apiFetch } from '@/web/lib/api-client';

export function getPreview(id: string): Promise<RenderedPerspectiveDto> {
  return apiFetch<RenderedPerspectiveDto>(`${perspectivePath(id)}/preview`);
}

/**
 * The view rendered from the person's current data. Each opening is one use on the server, so the
 * result is never cached between openings and the list (usage counts) is refreshed after it.
 */
export function usePreview(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: perspectivesKeys.preview(id ?? ''),
    queryFn: async () => {
      const view = await getPreview(id!);
      void queryClient.invalidateQueries({ queryKey: perspectivesKeys.list() });
      return view;
    },
    enabled: id !== null,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
}
