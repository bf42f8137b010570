import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Page views of people who consented (privacy.analyticsOptOut false): route patterns only, no IP, no user agent. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_created_at_idx').on(t.createdAt.desc()), index('analytics_events_user_idx').on(t.userId)],
);
