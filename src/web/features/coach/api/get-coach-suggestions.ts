import { queryOptions, useQuery } from '@tanstack/react-query';
import { coachKeys } from '@/web/features/coach/api/get-coach-sessions';
import { apiFetch } from '@/web/lib/api-client';

export function getCoachSuggestions(): Promise<{ questions: string[] }> {
  return apiFetch<{ questions: string[] }>('/api/coach/suggestions');
}

export function coachSuggestionsQueryOptions() {
  return queryOptions({ queryKey: coachKeys.suggestions(), queryFn: getCoachSuggestions });
}

/** Four questions that fit the person's situation, in their language. */
export function useCoachSuggestions() {
  return useQuery(coachSuggestionsQueryOptions());
}
