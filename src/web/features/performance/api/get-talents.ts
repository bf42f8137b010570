import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TalentList } from '@/contract/talents';
import { apiFetch } from '@/web/lib/api-client';

export function getTalents(): Promise<TalentList> {
  return apiFetch<TalentList>('/api/talents');
}

export function talentsQueryOptions() {
  return queryOptions({ queryKey: ['talents', 'list'] as const, queryFn: getTalents });
}

/** The talents of the active CV, highest confidence first. */
export function useTalents() {
  return useQuery(talentsQueryOptions());
}
