// Action item → task, and which action items already are tasks. The coach reads the person's
// tasks through the API; its query sits under the ['tasks'] root that every task change
// invalidates, so the "added" marks follow tasks deleted or created elsewhere.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Task } from '@/contract/tasks';
import { apiFetch } from '@/web/lib/api-client';

const TASKS_ROOT = ['tasks'] as const;
const coachTaskRefsKey = ['tasks', 'coach-refs'] as const;

/** The `source_ref` of every task the coach made ('{session}:{index}'). */
export async function getCoachTaskRefs(): Promise<string[]> {
  const { tasks } = await apiFetch<{ tasks: Task[] }>('/api/tasks');
  return tasks.filter((t) => t.source === 'coach' && t.source_ref).map((t) => t.source_ref as string);
}

export function coachTaskRefsQueryOptions() {
  return queryOptions({ queryKey: coachTaskRefsKey, queryFn: getCoachTaskRefs });
}

/** Which action items are tasks already; quiet on failure (the buttons then simply offer to add). */
export function useCoachTaskRefs(): ReadonlySet<string> {
  const { data } = useQuery(coachTaskRefsQueryOptions());
  return useMemo(() => new Set(data ?? []), [data]);
}

export function addActionItemToTask(sessionId: string, index: number): Promise<Task> {
  return apiFetch<Task>(`/api/coach/sessions/${encodeURIComponent(sessionId)}/action-items/${index}/task`, { method: 'POST' });
}

export type ActionItemVariables = { sessionId: string; index: number };

/** One click: the action item becomes a task (the server makes it once; a repeat returns the same task). */
export function useAddActionItemToTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, index }: ActionItemVariables) => addActionItemToTask(sessionId, index),
    onSuccess: (task) => {
      if (task.source_ref) {
        const ref = task.source_ref;
        queryClient.setQueryData<string[]>(coachTaskRefsKey, (refs) => (refs?.includes(ref) ? refs : [...(refs ?? []), ref]));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TASKS_ROOT }),
  });
}
