import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CvFormat, CvSourceKind, CvStatus, CvStep, GeneratedText, Insight, ParsedData, QualityScore } from '@/contract/cvs';
import type { DevelopmentPlan, TalentMessageParams, TalentStatus } from '@/contract/talents';
import type { CvCorrections } from '@/engine/cv/record';
import { users } from './auth';

/**
 * Spec entity CV (id, user_id, title, status, parsed_data, created_at) plus what a real upload
 * needs: the stored original, the analysis step reached, why it failed, and the one active CV.
 */
export const cvs = pgTable(
  'cvs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format').$type<CvFormat>().notNull(),
    /** an upload, or the kind of record imported (ADR 017) */
    sourceKind: text('source_kind').$type<CvSourceKind>().notNull().default('upload'),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    status: text('status').$type<CvStatus>().notNull().default('processing'),
    step: text('step').$type<CvStep>(),
    isActive: boolean('is_active').notNull().default(false),
    failureReason: text('failure_reason'),
    /** the failure reason as a message key with values (ADR 018), rendered in the reader's language */
    failureMessage: jsonb('failure_message').$type<GeneratedText>(),
    parsedData: jsonb('parsed_data').$type<ParsedData>(),
    quality: jsonb('quality').$type<QualityScore>(),
    insights: jsonb('insights').$type<Insight[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    /** set while the engine runs on this CV; found set at the start of a run = the last one never ended (ADR 009) */
    analysisStartedAt: timestamp('analysis_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
  },
  (t) => [
    index('cvs_user_created_idx').on(t.userId, t.createdAt.desc()),
    // one active CV per person, enforced by the database
    uniqueIndex('cvs_one_active_per_user').on(t.userId).where(sql`${t.isActive}`),
    index('cvs_processing_idx').on(t.updatedAt).where(sql`${t.status} = 'processing'`),
  ],
);

/** Spec entity hidden talent; each belongs to the CV it was discovered in. */
export const hiddenTalents = pgTable(
  'hidden_talents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cvId: uuid('cv_id')
      .notNull()
      .references(() => cvs.id, { onDelete: 'cascade' }),
    talentName: text('talent_name').notNull(),
    description: text('description').notNull(),
    confidenceScore: integer('confidence_score').notNull(),
    supportingEvidence: jsonb('supporting_evidence').$type<string[]>().notNull().default([]),
    status: text('status').$type<TalentStatus>().notNull().default('discovered'),
    validationSources: jsonb('validation_sources').$type<('cv' | 'person' | 'coach')[]>().notNull().default(['cv']),
    industryRelevance: jsonb('industry_relevance').$type<Record<string, 'high' | 'medium' | 'low'>>().notNull().default({}),
    developmentRecommendations: jsonb('development_recommendations').$type<string[]>().notNull().default([]),
    developmentPlan: jsonb('development_plan').$type<DevelopmentPlan>(),
    /** message key of the talent's texts (ADR 019); null for talents stored before it, which show their stored text */
    talentKey: text('talent_key'),
    messageParams: jsonb('message_params').$type<TalentMessageParams>(),
    /** the ESCO transversal skill the talent corresponds to */
    escoUri: text('esco_uri'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hidden_talents_user_confidence_idx').on(t.userId, t.confidenceScore.desc()),
    uniqueIndex('hidden_talents_cv_name_idx').on(t.cvId, t.talentName),
  ],
);

/**
 * The person's corrections of one CV's analysis (issue 17, ADR 016), kept apart from `cvs.parsed_data`
 * so a new analysis never loses them: the record shown is the analysis with these applied.
 */
export const cvCorrections = pgTable('cv_corrections', {
  cvId: uuid('cv_id')
    .primaryKey()
    .references(() => cvs.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  corrections: jsonb('corrections').$type<CvCorrections>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
