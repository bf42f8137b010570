import type { TaskPriority, TaskStatus } from '@/contract/tasks';

// The contract's lists, repeated: importing them would bring zod into the page. `satisfies` keeps
// them in step with the contract's types.
export const TASK_STATUSES = ['not-started', 'in-progress', 'completed', 'blocked'] as const satisfies readonly TaskStatus[];
export const TASK_PRIORITIES = ['high', 'medium', 'low'] as const satisfies readonly TaskPriority[];
export const TASK_SORTS = ['created_at', 'due_date', 'priority', 'status'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

export const DEFAULT_SORT: TaskSort = 'created_at';

/** The list's filters and order, as kept in the page address. */
export interface TaskListParams {
  status: TaskStatus | null;
  priority: TaskPriority | null;
  sort: TaskSort;
}

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

/** `?status=blocked&priority=high&sort=due_date`; anything unknown falls back to no filter / newest first. */
export function parseTaskParams(params: URLSearchParams): TaskListParams {
  return {
    status: oneOf(TASK_STATUSES, params.get('status')),
    priority: oneOf(TASK_PRIORITIES, params.get('priority')),
    sort: oneOf(TASK_SORTS, params.get('sort')) ?? DEFAULT_SORT,
  };
}

/** The address (and API) form of the params: defaults are left out, so `/tasks` stays clean. */
export function taskParamsToSearch(list: TaskListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (list.status) search.set('status', list.status);
  if (list.priority) search.set('priority', list.priority);
  if (list.sort !== DEFAULT_SORT) search.set('sort', list.sort);
  return search;
}

export function hasFilters(list: TaskListParams): boolean {
  return list.status !== null || list.priority !== null;
}
