import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Task, TaskCreate, TaskPriority, TaskSource, TaskStatus, TaskUpdate } from '@/contract/tasks';
import type { AppDeps } from '../../context';
import { tasks } from '../../db/schema/career';
import { AppError } from '../../platform/errors';

type TaskRow = typeof tasks.$inferSelect;

export function toTask(r: TaskRow): Task {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    status: r.status,
    priority: r.priority,
    due_date: r.dueDate,
    assignee: r.assignee,
    source: r.source,
    source_ref: r.sourceRef,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    completed_at: r.completedAt?.toISOString() ?? null,
  };
}

const PRIORITY_ORDER = sql`CASE ${tasks.priority} WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END`;
const STATUS_ORDER = sql`CASE ${tasks.status} WHEN 'in-progress' THEN 0 WHEN 'blocked' THEN 1 WHEN 'not-started' THEN 2 ELSE 3 END`;

export async function listTasks(
  deps: AppDeps,
  userId: string,
  q: { status?: TaskStatus; priority?: TaskPriority; sort: 'due_date' | 'priority' | 'created_at' | 'status' },
): Promise<Task[]> {
  const filters = [eq(tasks.userId, userId), q.status ? eq(tasks.status, q.status) : undefined, q.priority ? eq(tasks.priority, q.priority) : undefined];
  const order: SQL[] =
    q.sort === 'due_date'
      ? [sql`${tasks.dueDate} ASC NULLS LAST`, desc(tasks.createdAt)]
      : q.sort === 'priority'
        ? [PRIORITY_ORDER, sql`${tasks.dueDate} ASC NULLS LAST`]
        : q.sort === 'status'
          ? [STATUS_ORDER, desc(tasks.createdAt)]
          : [desc(tasks.createdAt)];
  const rows = await deps.database.db
    .select()
    .from(tasks)
    .where(and(...filters))
    .orderBy(...order, asc(tasks.id));
  return rows.map(toTask);
}

export async function createTask(
  deps: AppDeps,
  userId: string,
  input: TaskCreate,
  origin: { source: TaskSource; ref?: string | null; assignee?: string | null } = { source: 'manual' },
): Promise<Task> {
  const [row] = await deps.database.db
    .insert(tasks)
    .values({
      userId,
      title: input.title,
      description: input.description ?? null,
      status: input.status,
      priority: input.priority,
      dueDate: input.due_date ?? null,
      // the person is the assignee unless they name someone
      assignee: input.assignee ?? origin.assignee ?? null,
      source: origin.source,
      sourceRef: origin.ref ?? null,
      completedAt: input.status === 'completed' ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('task insert returned no row');
  return toTask(row);
}

async function ownTask(deps: AppDeps, userId: string, id: string): Promise<TaskRow> {
  const [row] = await deps.database.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Task not found');
  return row;
}

export async function updateTask(deps: AppDeps, userId: string, id: string, update: TaskUpdate): Promise<Task> {
  const row = await ownTask(deps, userId, id);
  const now = new Date();
  const [updated] = await deps.database.db
    .update(tasks)
    .set({
      ...(update.title !== undefined ? { title: update.title } : {}),
      ...(update.description !== undefined ? { description: update.description } : {}),
      ...(update.status !== undefined ? { status: update.status, completedAt: update.status === 'completed' ? (row.completedAt ?? now) : null } : {}),
      ...(update.priority !== undefined ? { priority: update.priority } : {}),
      ...(update.due_date !== undefined ? { dueDate: update.due_date } : {}),
      ...(update.assignee !== undefined ? { assignee: update.assignee } : {}),
      updatedAt: now,
    })
    .where(and(eq(tasks.id, id), eq(tasks.userId, userId)))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', 'Task not found');
  return toTask(updated);
}

export async function deleteTask(deps: AppDeps, userId: string, id: string): Promise<void> {
  await ownTask(deps, userId, id);
  await deps.database.db.delete(tasks).where(and(eq(tasks.id, id), eq(tasks.userId, userId)));
}
