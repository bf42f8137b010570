import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * An address refused on the auth routes until `blocked_until`, after repeated suspicious activity
 * (see features/security/ip-blocks.ts for the rule). Lifting keeps the row: who lifted it and when.
 */
export const ipBlocks = pgTable(
  'ip_blocks',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ip: text('ip').notNull(),
    reason: text('reason').notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: text('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('ip_blocks_ip_idx').on(t.ip, t.blockedUntil.desc()), index('ip_blocks_created_at_idx').on(t.createdAt.desc())],
);

/** Each worker process upserts its row every 15 s; the system health tab reads how long ago each was seen. */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text('worker_id').primaryKey(),
  pid: integer('pid').notNull(),
  host: text('host').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
