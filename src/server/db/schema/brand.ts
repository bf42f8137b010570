import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  BrandingApplicationStatus,
  BrandingTarget,
  BrandProfileStatus,
  BrandServiceKey,
  BrandServiceStatus,
  SyncOperationStatus,
  SyncOperationType,
} from '@/contract/brand';

/**
 * Brand dashboard (issue 7). `cultural_theme` holds a `cultural_themes.key` ('country/foundation')
 * without a foreign key: a theme may be removed while brands still name it (their next sync fails
 * 'Theme not found'). `tokens_snapshot` is the theme's tokens captured at the last sync.
 */
export const brandProfiles = pgTable(
  'brand_profiles',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    status: text('status').$type<BrandProfileStatus>().notNull().default('pending'),
    version: integer('version').notNull().default(0),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    culturalTheme: text('cultural_theme').notNull(),
    tokensSnapshot: jsonb('tokens_snapshot').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brand_profiles_name_idx').on(sql`lower(${t.name})`)],
);

/** The three branding services; seeded as 'registered' by a migration. */
export const brandServices = pgTable('brand_services', {
  key: text('key').$type<BrandServiceKey>().primaryKey(),
  status: text('status').$type<BrandServiceStatus>().notNull().default('registered'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec 'Sync operation'. The brand's name is kept so the history reads after a brand is deleted. */
export const brandSyncOperations = pgTable(
  'brand_sync_operations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    type: text('type').$type<SyncOperationType>().notNull(),
    status: text('status').$type<SyncOperationStatus>().notNull().default('pending'),
    brandId: uuid('brand_id').references(() => brandProfiles.id, { onDelete: 'set null' }),
    brandName: text('brand_name').notNull(),
    themeKey: text('theme_key').notNull(),
    error: text('error'),
    requestedBy: text('requested_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('brand_sync_operations_created_idx').on(t.createdAt.desc()), index('brand_sync_operations_brand_idx').on(t.brandId, t.status)],
);

/** One run of a branding service on one brand (spec: pending, applied, failed). */
export const brandingApplications = pgTable(
  'branding_applications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandProfiles.id, { onDelete: 'cascade' }),
    service: text('service').$type<BrandServiceKey>().notNull(),
    target: text('target').$type<BrandingTarget>().notNull(),
    status: text('status').$type<BrandingApplicationStatus>().notNull().default('pending'),
    brandVersion: integer('brand_version'),
    error: text('error'),
    requestedBy: text('requested_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('branding_applications_service_idx').on(t.service, t.status)],
);

/** Signatures of accepted webhook deliveries, kept past the ±5 min window to refuse a replay. */
export const brandWebhookDeliveries = pgTable(
  'brand_webhook_deliveries',
  {
    signature: text('signature').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('brand_webhook_deliveries_expires_idx').on(t.expiresAt)],
);
