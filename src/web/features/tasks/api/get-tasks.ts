import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Task } from '@/contract/tasks';
import { taskParamsToSearch } from '@/web/features/tasks/lib/task-params';
import type { TaskListParams } from '@/web/features/tasks/lib/task-params';
import { apiFetch } from '@/web/lib/api-client';

/**
 * Every task query lives under ['tasks']: invalidating that refreshes every filtered list at once.
 * Other screens that show tasks (the coach's "added" marks) keep their queries under the same root.
 */
export const tasksKeys = {
  all: ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  list: (params: TaskListParams) => ['tasks', 'list', params] as const,
};

export function getTasks(params: TaskListParams): Promise<{ tasks: Task[] }> {
  const search = taskParamsToSearch(params).toString();
  return apiFetch<{ tasks: Task[] }>(`/api/tasks${search ? `?${search}` : ''}`);
}

export function tasksQueryOptions(params: TaskListParams) {
  return queryOptions({ queryKey: tasksKeys.list(params), queryFn: () => getTasks(params) });
}

/** The person's tasks, filtered and sorted on the server; the last list stays up while another loads. */
export function useTasks(params: TaskListParams) {
  return useQuery({ ...tasksQueryOptions(params), placeholderData: keepPreviousData });
}
