import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApplicationStatus, JobContact, Relocation, StatusChange } from '@/contract/jobs';
import type { JobAd } from '@/engine/jobs/types';
import { users } from './auth';

/**
 * A job ad the person saved and the application that follows it (issue 19): one row, because an
 * ad is tracked from "saved" on. The person's own data: in the privacy export, removed by erasure.
 */
export const jobAds = pgTable(
  'job_ads',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the ad as pasted or read from the file */
    sourceText: text('source_text').notNull(),
    /** the engine's reading of it */
    ad: jsonb('ad').$type<JobAd>().notNull(),
    title: text('title').notNull(),
    employer: text('employer'),
    status: text('status').$type<ApplicationStatus>().notNull().default('saved'),
    statusHistory: jsonb('status_history').$type<StatusChange[]>().notNull().default([]),
    relocation: text('relocation').$type<Relocation>(),
    notes: text('notes'),
    contacts: jsonb('contacts').$type<JobContact[]>().notNull().default([]),
    nextStep: text('next_step'),
    nextStepDue: text('next_step_due'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_ads_user_idx').on(t.userId, t.updatedAt.desc())],
);
