import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachingSession } from '@/contract/coach';
import { coachKeys } from '@/web/features/coach/api/get-coach-sessions';
import { apiFetch } from '@/web/lib/api-client';

export function getCoachConversation(id: string): Promise<{ sessions: CoachingSession[] }> {
  return apiFetch<{ sessions: CoachingSession[] }>(`/api/coach/conversations/${encodeURIComponent(id)}`);
}

/** Every turn of a conversation, oldest first; idle without an id. */
export function useCoachConversation(id: string | null) {
  return useQuery({
    ...queryOptions({ queryKey: coachKeys.conversation(id ?? ''), queryFn: () => getCoachConversation(id!) }),
    enabled: id !== null,
  });
}
