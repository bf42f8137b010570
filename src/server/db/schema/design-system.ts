import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DesignTokens } from '@/contract/design-system';
import { users } from './auth';

type ThemeMetadata = { name: string; culture: string; philosophy: string; version: string; standalone: boolean; premium: boolean };
type TenantBranding = { displayName: string; tagline: string | null };

/** Spec 'Cultural theme' (issue 7): tokens as data; built-in rows are rewritten from code on every start. */
export const culturalThemes = pgTable('cultural_themes', {
  /** `${country}/${foundation}` */
  key: text('key').primaryKey(),
  country: text('country').notNull(),
  foundation: text('foundation').notNull(),
  metadata: jsonb('metadata').$type<ThemeMetadata>().notNull(),
  tokens: jsonb('tokens').$type<DesignTokens>().notNull(),
  applications: jsonb('applications').$type<string[]>().notNull().default([]),
  builtIn: boolean('built_in').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec 'Tenant context': chosen by the request's host name; the default tenant serves unknown hosts. */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    branding: jsonb('branding').$type<TenantBranding>().notNull(),
    culturalSensitivityLevel: text('cultural_sensitivity_level').$type<'low' | 'medium' | 'high'>().notNull().default('high'),
    aiTransparencyRequired: boolean('ai_transparency_required').notNull().default(true),
    adaptiveTheming: boolean('adaptive_theming').notNull().default(true),
    brandingIntegration: boolean('branding_integration').notNull().default(false),
    defaultThemeKey: text('default_theme_key')
      .notNull()
      .references(() => culturalThemes.key),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // at most one default tenant, whatever races at start-up
  (t) => [uniqueIndex('tenants_one_default_idx').on(t.isDefault).where(sql`${t.isDefault}`)],
);

export const tenantHostnames = pgTable(
  'tenant_hostnames',
  {
    /** lower-case, without port */
    hostname: text('hostname').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (t) => [index('tenant_hostnames_tenant_idx').on(t.tenantId)],
);

/** A signed-in person's own theme choice (beats the tenant's default). */
export const themePreferences = pgTable(
  'theme_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    themeKey: text('theme_key')
      .notNull()
      .references(() => culturalThemes.key, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('theme_preferences_theme_idx').on(t.themeKey)],
);
