import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachingSession } from '@/contract/coach';
import { coachKeys } from '@/web/features/coach/api/get-coach-sessions';
import { withNewSession, withTurn } from '@/web/features/coach/lib/sessions';
import { apiFetch } from '@/web/lib/api-client';

export interface CoachQuestion {
  query: string;
  /** continue this conversation; without it the question starts a new one */
  conversationId?: string | null;
}

export function askCoach({ query, conversationId }: CoachQuestion): Promise<CoachingSession> {
  return apiFetch<CoachingSession>('/api/coach/sessions', { method: 'POST', json: conversationId ? { query, conversation_id: conversationId } : { query } });
}

/** Ask a question; the stored session goes on top of the history and at the end of its thread straight away. */
export function useAskCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askCoach,
    onSuccess: (session) => {
      queryClient.setQueryData<{ sessions: CoachingSession[] }>(coachKeys.sessions(), (list) =>
        list ? { sessions: withNewSession(list.sessions, session) } : list,
      );
      queryClient.setQueryData<{ sessions: CoachingSession[] }>(coachKeys.conversation(session.conversation_id), (thread) => ({
        sessions: withTurn(thread?.sessions ?? [], session),
      }));
    },
    onSettled: (session) => {
      void queryClient.invalidateQueries({ queryKey: coachKeys.sessions() });
      if (session) void queryClient.invalidateQueries({ queryKey: coachKeys.conversation(session.conversation_id) });
    },
  });
}
