import { z } from 'zod';

/** Spec task entity, real (issue 5). */
export const taskStatuses = ['not-started', 'in-progress', 'completed', 'blocked'] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export const taskPriorities = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
export const taskSources = ['manual', 'coach', 'talent', 'job'] as const;
export type TaskSource = (typeof taskSources)[number];

const dueDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Due date must be YYYY-MM-DD');

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(taskStatuses),
  priority: z.enum(taskPriorities),
  due_date: z.string().nullable(),
  assignee: z.string().nullable(),
  source: z.enum(taskSources),
  source_ref: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskCreateSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200, 'Title is at most 200 characters'),
    description: z.string().trim().max(4000).nullable().optional(),
    status: z.enum(taskStatuses).default('not-started'),
    priority: z.enum(taskPriorities).default('medium'),
    due_date: dueDate.nullable().optional(),
    assignee: z.string().trim().max(120).nullable().optional(),
  })
  .strict();
export type TaskCreate = z.infer<typeof taskCreateSchema>;

export const taskUpdateSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200).optional(),
    description: z.string().trim().max(4000).nullable().optional(),
    status: z.enum(taskStatuses).optional(),
    priority: z.enum(taskPriorities).optional(),
    due_date: dueDate.nullable().optional(),
    assignee: z.string().trim().max(120).nullable().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;

export const taskSorts = ['due_date', 'priority', 'created_at', 'status'] as const;
export const taskQuerySchema = z.object({
  status: z.enum(taskStatuses).optional(),
  priority: z.enum(taskPriorities).optional(),
  sort: z.enum(taskSorts).default('created_at'),
});

export const taskListSchema = z.object({ tasks: z.array(taskSchema) });
export const taskIdParamsSchema = z.object({ id: z.string().uuid() });
