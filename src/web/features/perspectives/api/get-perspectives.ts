import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { perspectiveListSchema } from '@/contract/perspectives';
import { apiFetch } from '@/web/lib/api-client';

export type PerspectiveList = z.infer<typeof perspectiveListSchema>;

/**
 * The list and the previews live under ['perspectives'], but a preview counts as a use on the
 * server: only the list is ever invalidated, so refreshing counts never renders a view again.
 */
export const perspectivesKeys = {
  all: ['perspectives'] as const,
  list: () => ['perspectives', 'list'] as const,
  preview: (id: string) => ['perspectives', 'preview', id] as const,
};

export function getPerspectives(): Promise<PerspectiveList> {
  return apiFetch<PerspectiveList>('/api/perspectives');
}

export function perspectivesQueryOptions() {
  return queryOptions({ queryKey: perspectivesKeys.list(), queryFn: getPerspectives });
}

/** The four built-ins and the custom ones, most used first (the server's order), with confidence. */
export function usePerspectives() {
  return useQuery(perspectivesQueryOptions());
}
