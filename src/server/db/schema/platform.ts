import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Spec: security_audit_log (event_type, event_details, user_id, ip_address, user_agent, severity, created_at). */
export const securityAuditLog = pgTable(
  'security_audit_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    eventType: text('event_type').notNull(),
    eventDetails: jsonb('event_details').$type<Record<string, unknown>>().notNull().default({}),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    severity: text('severity').notNull().default('info'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_audit_log_created_at_idx').on(t.createdAt.desc()),
    index('security_audit_log_event_type_idx').on(t.eventType, t.createdAt.desc()),
    index('security_audit_log_user_id_idx').on(t.userId),
  ],
);

/** Fixed-window counters shared by every web process (database, not memory). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** Mail that was not sent over SMTP: kept for the log and `/dev/mail`. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** extra headers, e.g. List-Unsubscribe on notification mail */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt.desc())],
);

/** Errors caught by the web app's error boundaries. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    message: text('message').notNull(),
    stack: text('stack'),
    componentStack: text('component_stack'),
    route: text('route').notNull(),
    severity: text('severity').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    appVersion: text('app_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_created_at_idx').on(t.createdAt.desc())],
);

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/** Uploaded originals when FILE_STORE=database (the default on PostgreSQL): shared by every process. */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
