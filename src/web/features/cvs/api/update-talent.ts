import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Talent, TalentAction, TalentList } from '@/contract/talents';
import { cvsKeys } from '@/web/features/cvs/api/get-cvs';
import { talentsKeys } from '@/web/features/cvs/api/get-talents';
import { apiFetch } from '@/web/lib/api-client';

export function updateTalent(id: string, action: TalentAction): Promise<Talent> {
  return apiFetch<Talent>(`/api/talents/${encodeURIComponent(id)}`, { method: 'PATCH', json: { action } });
}

export type UpdateTalentVariables = { id: string; action: TalentAction };

/**
 * Validate, send for review, develop or master a talent; the lists follow the server's answer.
 * Outcome callbacks belong here, not in `mutate(…, callbacks)`: a validated talent moves to
 * another group, so the card that asked is gone before `mutate`'s own callbacks would run.
 */
export function useUpdateTalent(callbacks: {
  onSuccess?: (talent: Talent, variables: UpdateTalentVariables) => void;
  onError?: (error: Error, variables: UpdateTalentVariables) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: UpdateTalentVariables) => updateTalent(id, action),
    onSuccess: (talent, variables) => {
      queryClient.setQueryData<TalentList>(talentsKeys.list(), (list) =>
        list ? { ...list, talents: list.talents.map((t) => (t.id === talent.id ? talent : t)) } : list,
      );
      callbacks.onSuccess?.(talent, variables);
    },
    onError: (error, variables) => callbacks.onError?.(error, variables),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: talentsKeys.all }),
        queryClient.invalidateQueries({ queryKey: cvsKeys.all }),
      ]),
  });
}
