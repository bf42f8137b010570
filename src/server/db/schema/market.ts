import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FigureDto } from '@/contract/market';

/** Operator overrides of the engine's dataset defaults (licences: docs/decisions/005). */
export const marketDatasets = pgTable('market_datasets', {
  id: text('id').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-country facts and indicators as imported (engine `CountryRecord`), plus culture. */
export const marketCountries = pgTable('market_countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  record: jsonb('record').$type<Record<string, unknown>>().notNull(),
  dimensions: jsonb('dimensions').$type<Record<string, unknown>>(),
  workCulture: jsonb('work_culture').$type<Record<string, unknown>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const shortageOccupations = pgTable(
  'shortage_occupations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    country: text('country').notNull(),
    occupation: text('occupation').notNull(),
  },
  (t) => [index('shortage_occupations_country_idx').on(t.country)],
);

export const skillDemand = pgTable('skill_demand', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  record: jsonb('record').$type<Record<string, unknown>>().notNull(),
  skill: text('skill').notNull(),
});

/** Spec entity european_company_profiles. */
export const companyProfiles = pgTable(
  'european_company_profiles',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    europeanId: text('european_id').notNull(),
    name: text('name').notNull(),
    industry: text('industry').notNull(),
    location: text('location').notNull(),
    regions: jsonb('regions').$type<string[]>().notNull().default([]),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    transformationFocus: jsonb('transformation_focus').$type<string[]>().notNull().default([]),
    culturalValues: text('cultural_values'),
    regulatoryContext: text('regulatory_context'),
    reputationHighlights: text('reputation_highlights'),
    trendInsights: text('trend_insights'),
    opportunitiesForecast: text('opportunities_forecast'),
    crossBorder: boolean('cross_border').notNull().default(false),
    executiveSummary: text('executive_summary'),
    remotePolicy: text('remote_policy'),
    employees: jsonb('employees').$type<FigureDto>(),
    website: text('website'),
    source: text('source'),
    dataset: text('dataset'),
    derived: jsonb('derived').$type<Record<string, string>>().notNull().default({}),
    // one text to search: name, industry, transformation focus and regions (spec search)
    searchText: text('search_text').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('european_company_profiles_european_id_idx').on(t.europeanId), index('european_company_profiles_name_idx').on(t.name)],
);

/** Spec entity european_market_trends. */
export const marketTrends = pgTable(
  'european_market_trends',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    industry: text('industry').notNull(),
    region: text('region').notNull(),
    growthRate: numeric('growth_rate', { mode: 'number' }),
    emergingSkills: jsonb('emerging_skills').$type<string[]>().notNull().default([]),
    decliningSkills: jsonb('declining_skills').$type<string[]>().notNull().default([]),
    forecastSummary: text('forecast_summary'),
    transformationDrivers: jsonb('transformation_drivers').$type<string[]>().notNull().default([]),
    source: text('source'),
    dataset: text('dataset'),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('european_market_trends_last_updated_idx').on(t.lastUpdated.desc())],
);

/** Spec entity european_opportunity_signals. */
export const opportunitySignals = pgTable(
  'european_opportunity_signals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    type: text('type').notNull(),
    message: text('message').notNull(),
    region: text('region').notNull(),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    link: text('link'),
    source: text('source'),
    dataset: text('dataset'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('european_opportunity_signals_created_at_idx').on(t.createdAt.desc())],
);

/**
 * Earnings by ISCO-08 major group and country, imported by an operator (issue 20; format in
 * src/engine/market/earnings.ts). Empty until then: Kairos ships no earnings data.
 */
export const marketEarnings = pgTable(
  'market_earnings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    country: text('country').notNull(),
    iscoGroup: text('isco_group').notNull(),
    measure: text('measure').notNull(),
    value: numeric('value', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    period: text('period').notNull(),
    source: text('source').notNull(),
    url: text('url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('market_earnings_key_idx').on(t.country, t.iscoGroup, t.measure, t.period)],
);
