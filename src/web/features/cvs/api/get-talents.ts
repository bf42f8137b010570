import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TalentList } from '@/contract/talents';
import { apiFetch } from '@/web/lib/api-client';

export const talentsKeys = {
  all: ['talents'] as const,
  list: () => ['talents', 'list'] as const,
};

export function getTalents(): Promise<TalentList> {
  return apiFetch<TalentList>('/api/talents');
}

export function talentsQueryOptions() {
  return queryOptions({ queryKey: talentsKeys.list(), queryFn: getTalents });
}

/** The hidden talents of the person's active CV, highest confidence first. */
export function useTalents() {
  return useQuery(talentsQueryOptions());
}
