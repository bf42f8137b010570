import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Task } from '@/contract/tasks';
import { apiFetch } from '@/web/lib/api-client';

export async function getAllTasks(): Promise<Task[]> {
  const { tasks } = await apiFetch<{ tasks: Task[] }>('/api/tasks');
  return tasks;
}

export function allTasksQueryOptions() {
  // under the ['tasks'] root every task change invalidates; refreshed whenever a screen opens
  return queryOptions({ queryKey: ['tasks', 'analytics'] as const, queryFn: getAllTasks, staleTime: 0 });
}

/** Every task of the person, unfiltered. */
export function useAllTasks() {
  return useQuery(allTasksQueryOptions());
}
