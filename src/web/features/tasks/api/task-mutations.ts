// Create, change and delete a task. Each one refreshes every task list (filters and order are
// the server's); a status change shows at once in the lists already on screen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Task, taskCreateSchema, taskUpdateSchema } from '@/contract/tasks';
import { tasksKeys } from '@/web/features/tasks/api/get-tasks';
import { apiFetch } from '@/web/lib/api-client';

export type TaskCreateBody = z.input<typeof taskCreateSchema>;
export type TaskUpdateBody = z.input<typeof taskUpdateSchema>;

const taskPath = (id: string) => `/api/tasks/${encodeURIComponent(id)}`;

export function createTask(body: TaskCreateBody): Promise<Task> {
  return apiFetch<Task>('/api/tasks', { method: 'POST', json: body });
}

export function updateTask(id: string, body: TaskUpdateBody): Promise<Task> {
  return apiFetch<Task>(taskPath(id), { method: 'PATCH', json: body });
}

export function deleteTask(id: string): Promise<void> {
  return apiFetch<void>(taskPath(id), { method: 'DELETE' });
}

function invalidateTasks(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: tasksKeys.all });
}

/** Replaces a task in every cached list (until the refetch re-applies filters and order). */
function patchCachedLists(queryClient: QueryClient, task: Task) {
  queryClient.setQueriesData<{ tasks: Task[] }>({ queryKey: tasksKeys.lists() }, (list) =>
    list ? { tasks: list.tasks.map((t) => (t.id === task.id ? task : t)) } : list,
  );
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTask, onSettled: () => invalidateTasks(queryClient) });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TaskUpdateBody }) => updateTask(id, body),
    onSuccess: (task) => patchCachedLists(queryClient, task),
    onSettled: () => invalidateTasks(queryClient),
  });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_data, id) =>
      queryClient.setQueriesData<{ tasks: Task[] }>({ queryKey: tasksKeys.lists() }, (list) =>
        list ? { tasks: list.tasks.filter((t) => t.id !== id) } : list,
      ),
    onSettled: () => invalidateTasks(queryClient),
  });
}
