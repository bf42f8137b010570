import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachingSession } from '@/contract/coach';
import { coachKeys } from '@/web/features/coach/api/get-coach-sessions';
import { withNewSession } from '@/web/features/coach/lib/sessions';
import { apiFetch } from '@/web/lib/api-client';

export function askCoach(query: string): Promise<CoachingSession> {
  return apiFetch<CoachingSession>('/api/coach/sessions', { method: 'POST', json: { query } });
}

/** Ask a question; the stored session goes on top of the history straight away. */
export function useAskCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askCoach,
    onSuccess: (session) => {
      queryClient.setQueryData<{ sessions: CoachingSession[] }>(coachKeys.sessions(), (list) =>
        list ? { sessions: withNewSession(list.sessions, session) } : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: coachKeys.sessions() }),
  });
}
