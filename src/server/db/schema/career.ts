import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CareerRole, ExperienceLevel, OnboardingProgress, UserSettingsBody } from '@/contract/profile';
import type { StoredSharing } from '@/contract/visibility';
import type { TaskPriority, TaskSource, TaskStatus } from '@/contract/tasks';
import { users } from './auth';

/**
 * Spec Profile and the onboarding form (issue 5). The career role (job seeker, professional,
 * recruiter, career coach) is its own field: the access role stays in `users.role`.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    username: text('username'),
    location: text('location'),
    currentRole: text('current_role'),
    company: text('company'),
    yearsOfExperience: integer('years_of_experience'),
    careerRole: text('career_role').$type<CareerRole>(),
    industry: text('industry'),
    experienceLevel: text('experience_level').$type<ExperienceLevel>(),
    careerGoals: jsonb('career_goals').$type<string[]>().notNull().default([]),
    bio: text('bio'),
    phone: text('phone'),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    preferredWorkType: text('preferred_work_type'),
    salaryExpectations: text('salary_expectations'),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    /** who may see each field, and the portfolio's switches (ADR 022): only what the person changed */
    sharing: jsonb('sharing').$type<StoredSharing>(),
    onboardingProgress: jsonb('onboarding_progress').$type<OnboardingProgress>(),
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_username_idx').on(sql`lower(${t.username})`)],
);

/** Spec settings model, saved on the server (issue 5). */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<UserSettingsBody>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec task entity, real (issue 5). */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').$type<TaskStatus>().notNull().default('not-started'),
    priority: text('priority').$type<TaskPriority>().notNull().default('medium'),
    dueDate: date('due_date'),
    assignee: text('assignee'),
    source: text('source').$type<TaskSource>().notNull().default('manual'),
    sourceRef: text('source_ref'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tasks_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Spec coaching session (issue 5). */
export const coachingSessions = pgTable(
  'coaching_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    response: text('response').notNull(),
    kind: text('kind').notNull(),
    insights: jsonb('insights').$type<{ type: string; text: string }[]>().notNull().default([]),
    recommendations: jsonb('recommendations').$type<{ priority: string; text: string }[]>().notNull().default([]),
    actionItems: jsonb('action_items').$type<{ task: string; deadline: string }[]>().notNull().default([]),
    engine: text('engine').notNull(),
    notice: text('notice'),
    language: text('language').notNull(),
    /** the conversation (thread) this turn belongs to: the first turn's id unless the client sent one */
    conversationId: uuid('conversation_id'),
    /** what the engine understood the turn to be about, so a follow-up can be read against it */
    intent: jsonb('intent').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coaching_sessions_user_idx').on(t.userId, t.createdAt.desc()),
    index('coaching_sessions_conversation_idx').on(t.userId, t.conversationId, t.createdAt),
  ],
);

/** Spec profile perspective: the four built-in views (created on first use) and custom ones. */
export const profilePerspectives = pgTable(
  'profile_perspectives',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'technical' | 'executive' | 'hr' | 'public' | 'custom'>().notNull(),
    name: text('name').notNull(),
    targetAudience: text('target_audience'),
    sections: jsonb('sections').$type<string[]>().notNull(),
    tone: text('tone').$type<'formal' | 'neutral' | 'friendly' | 'concise'>().notNull(),
    usageCount: integer('usage_count').notNull().default(0),
    /** the public portfolio's address (/p/{slug}); only on the public view */
    slug: text('slug'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_perspectives_user_idx').on(t.userId, t.usageCount.desc()), uniqueIndex('profile_perspectives_slug_idx').on(t.slug)],
);
