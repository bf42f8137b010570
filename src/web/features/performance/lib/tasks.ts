// Task analytics from the person's task list: counts, due dates and completion times.
import type { Task, TaskPriority, TaskStatus } from '@/contract/tasks';
import { taskPriorities, taskStatuses } from '@/contract/tasks';

type TaskLike = Pick<Task, 'status' | 'priority' | 'due_date' | 'created_at' | 'completed_at'>;

const DAY_MS = 86_400_000;

export function countByStatus(tasks: readonly TaskLike[]): Record<TaskStatus, number> {
  const counts = Object.fromEntries(taskStatuses.map((s) => [s, 0])) as Record<TaskStatus, number>;
  for (const task of tasks) counts[task.status]++;
  return counts;
}

export function countByPriority(tasks: readonly TaskLike[]): Record<TaskPriority, number> {
  const counts = Object.fromEntries(taskPriorities.map((p) => [p, 0])) as Record<TaskPriority, number>;
  for (const task of tasks) counts[task.priority]++;
  return counts;
}

/** Today as 'YYYY-MM-DD' in a time zone (undefined: the browser's). */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The Sunday that ends the (Monday-first) week of a calendar day. */
export function endOfWeek(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  return new Date(date.getTime() + (7 - weekday) * DAY_MS).toISOString().slice(0, 10);
}

const open = (task: TaskLike) => task.status !== 'completed';

/** Open tasks whose due day has passed, the longest overdue first. */
export function overdueTasks<T extends TaskLike>(tasks: readonly T[], today: string): T[] {
  return tasks.filter((t) => open(t) && t.due_date !== null && t.due_date < today).sort(byDueDate);
}

/** Open tasks due from today to the end of this week (Sunday), soonest first. */
export function dueThisWeek<T extends TaskLike>(tasks: readonly T[], today: string): T[] {
  const end = endOfWeek(today);
  return tasks.filter((t) => open(t) && t.due_date !== null && t.due_date >= today && t.due_date <= end).sort(byDueDate);
}

/** Open tasks with a due day, overdue ones first, then the soonest. */
export function nextDueTasks<T extends TaskLike>(tasks: readonly T[], limit: number): T[] {
  return tasks.filter((t) => open(t) && t.due_date !== null).sort(byDueDate).slice(0, limit);
}

function byDueDate(a: TaskLike, b: TaskLike): number {
  return (a.due_date ?? '').localeCompare(b.due_date ?? '');
}

/** Mean time from creation to completion of the completed tasks; null when none has both times. */
export function averageCompletionMs(tasks: readonly TaskLike[]): number | null {
  const durations = tasks
    .filter((t) => t.status === 'completed' && t.completed_at)
    .map((t) => new Date(t.completed_at as string).getTime() - new Date(t.created_at).getTime())
    .filter((ms) => Number.isFinite(ms) && ms >= 0);
  if (durations.length === 0) return null;
  return durations.reduce((a, b) => a + b, 0) / durations.length;
}

export type DurationUnit = 'minute' | 'hour' | 'day';

/** A duration in the largest unit that keeps it at 1 or more (minutes at least one). */
export function durationParts(ms: number): { value: number; unit: DurationUnit } {
  const minutes = ms / 60_000;
  if (minutes < 60) return { value: Math.max(1, Math.round(minutes)), unit: 'minute' };
  const hours = minutes / 60;
  if (hours < 24) return { value: Math.round(hours * 10) / 10, unit: 'hour' };
  return { value: Math.round((hours / 24) * 10) / 10, unit: 'day' };
}

/** Share of tasks completed, 0–100 (0 without tasks). */
export function completionRate(tasks: readonly TaskLike[]): number {
  if (tasks.length === 0) return 0;
  return Math.round((tasks.filter((t) => t.status === 'completed').length / tasks.length) * 100);
}
