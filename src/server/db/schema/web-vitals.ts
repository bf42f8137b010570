import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Web-vitals measurements sent by the browsers of people who opted in to analytics: metric, value,
 * its rating and the route pattern. Deliberately no user id, IP address or user agent (not needed
 * to see how fast the app is); deleted with page views by the analytics prune job.
 */
export const webVitalSamples = pgTable(
  'web_vital_samples',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    route: text('route').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** arrival order (a batch shares one created_at): the history is the last 100 by this */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('web_vital_samples_name_seq_idx').on(t.name, t.seq.desc()), index('web_vital_samples_created_idx').on(t.createdAt)],
);
