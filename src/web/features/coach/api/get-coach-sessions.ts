import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachingSession } from '@/contract/coach';
import { apiFetch } from '@/web/lib/api-client';

export const coachKeys = {
  all: ['coach'] as const,
  sessions: () => ['coach', 'sessions'] as const,
  suggestions: () => ['coach', 'suggestions'] as const,
  conversation: (id: string) => ['coach', 'conversation', id] as const,
};

export function getCoachSessions(): Promise<{ sessions: CoachingSession[] }> {
  return apiFetch<{ sessions: CoachingSession[] }>('/api/coach/sessions');
}

export function coachSessionsQueryOptions() {
  return queryOptions({ queryKey: coachKeys.sessions(), queryFn: getCoachSessions });
}

/** The latest 10 sessions, newest first. Spec: a failed load is silent (the page shows nothing). */
export function useCoachSessions() {
  return useQuery(coachSessionsQueryOptions());
}
