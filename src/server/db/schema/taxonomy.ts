import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Kairos extensions an administrator adds to the skills taxonomy (issue 16): tools and products ESCO
 * does not name. ESCO's skills and the hand-written taxonomy live in the repository and are read-only.
 */
export const skillExtensions = pgTable('skill_extensions', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  category: text('category').notNull(),
  aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
  /** the broader ESCO skill it belongs to, or null for a standalone extension */
  escoBroaderUri: text('esco_broader_uri'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
