import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ConsentPurpose } from '@/contract/privacy';
import { users } from './auth';

/**
 * Consent for optional processing (issue 6): one row per grant; withdrawing closes the open row
 * with `withdrawn_at`. A purpose is granted while its newest row has no `withdrawn_at`.
 * Migration 0010 adds the partial unique index `consents_one_open_idx` (user_id, purpose) WHERE
 * withdrawn_at IS NULL (kept out of this file, like the market triggers, so drizzle-kit leaves it alone).
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('consents_user_purpose_idx').on(t.userId, t.purpose, t.grantedAt.desc())],
);
