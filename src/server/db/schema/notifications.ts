import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@/contract/notifications';
import { users } from './auth';

/**
 * One row per notification e-mail sent (or being sent): the unique (user, kind, key) makes a
 * retried or duplicated job skip what was already delivered. `created_at` is also the market
 * mail's cursor (signals newer than the last one are new).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_user_kind_key_idx').on(t.userId, t.kind, t.key),
    index('notification_deliveries_latest_idx').on(t.userId, t.kind, t.createdAt.desc()),
  ],
);
