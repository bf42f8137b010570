import type { Task, TaskPriority, TaskStatus } from '@/contract/tasks';
import { isCalendarDay } from './dates';

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 4000;
export const ASSIGNEE_MAX = 120;

/** What the task form edits: strings throughout, '' for "not set". */
export interface TaskFormValues {
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  due_date: string;
  assignee: string;
}

export type TaskFormError = 'titleRequired' | 'titleTooLong' | 'dueDateInvalid';

export function emptyTaskForm(): TaskFormValues {
  return { title: '', description: '', status: 'not-started', priority: 'medium', due_date: '', assignee: '' };
}

export function taskToForm(task: Task): TaskFormValues {
  return {
    title: task.title,
    description: task.description ?? '',
    status: task.status,
    priority: task.priority,
    due_date: task.due_date ?? '',
    assignee: task.assignee ?? '',
  };
}

export function validateTitle(title: string): TaskFormError | null {
  const value = title.trim();
  if (!value) return 'titleRequired';
  return value.length > TITLE_MAX ? 'titleTooLong' : null;
}

export function validateDueDate(dueDate: string): TaskFormError | null {
  return dueDate === '' || isCalendarDay(dueDate) ? null : 'dueDateInvalid';
}

/** The body for POST /api/tasks: trimmed; empty fields left out so the server's defaults apply (you are the assignee). */
export function toCreateBody(values: TaskFormValues) {
  const description = values.description.trim();
  const assignee = values.assignee.trim();
  return {
    title: values.title.trim(),
    status: values.status,
    priority: values.priority,
    ...(description ? { description } : {}),
    ...(values.due_date ? { due_date: values.due_date } : {}),
    ...(assignee ? { assignee } : {}),
  };
}

/** The body for PATCH /api/tasks/{id}: every field, cleared ones as null. */
export function toUpdateBody(values: TaskFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    status: values.status,
    priority: values.priority,
    due_date: values.due_date || null,
    assignee: values.assignee.trim() || null,
  };
}
