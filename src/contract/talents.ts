import { z } from 'zod';

/** Hidden talents (spec 01 §3–4). */
export const talentStatuses = ['discovered', 'validated', 'developing', 'mastered'] as const;
export type TalentStatus = (typeof talentStatuses)[number];

/** Where a talent's confirmation came from. */
export const validationSources = ['cv', 'person', 'coach'] as const;

/** Display caps (spec 01 §9). */
export const TALENT_EVIDENCE_SHOWN = 3;
export const TALENT_RECOMMENDATIONS_SHOWN = 2;
export const DASHBOARD_TALENTS_SHOWN = 3;

export const developmentPlanSchema = z.object({
  started_at: z.string(),
  steps: z.array(z.object({ title: z.string(), due: z.string(), done: z.boolean() })),
});
export type DevelopmentPlan = z.infer<typeof developmentPlanSchema>;

/** What the evidence for a talent was: the parameters of its explanation message (ADR 019). */
export const talentMessageParamsSchema = z.object({
  lines: z.number().int(),
  roles: z.number().int(),
  latest_year: z.number().int().nullable(),
  strong: z.number().int(),
});
export type TalentMessageParams = z.infer<typeof talentMessageParamsSchema>;

export const talentSchema = z.object({
  id: z.string(),
  cv_id: z.string(),
  talent_name: z.string(),
  description: z.string(),
  confidence_score: z.number().int(),
  supporting_evidence: z.array(z.string()),
  status: z.enum(talentStatuses),
  validation_sources: z.array(z.enum(validationSources)),
  industry_relevance: z.record(z.string(), z.enum(['high', 'medium', 'low'])),
  development_recommendations: z.array(z.string()),
  development_plan: developmentPlanSchema.nullable(),
  /**
   * The message key of the talent's name, description and development path (`src/engine/talents/messages`):
   * the interface renders them in its language. Null for talents stored before ADR 019: they show the stored text.
   */
  talent_key: z.string().nullable(),
  message_params: talentMessageParamsSchema.nullable(),
  /** the ESCO transversal skill (v1.1.1 URI) the talent corresponds to */
  esco_uri: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Talent = z.infer<typeof talentSchema>;

export const talentCountsSchema = z.object({
  total: z.number().int(),
  discovered: z.number().int(),
  validated: z.number().int(),
  developing: z.number().int(),
  mastered: z.number().int(),
});
export type TalentCounts = z.infer<typeof talentCountsSchema>;

/** The talents of the person's active CV, highest confidence first. */
export const talentListSchema = z.object({ talents: z.array(talentSchema), counts: talentCountsSchema, cv_id: z.string().nullable() });
export type TalentList = z.infer<typeof talentListSchema>;

/**
 * validate → validated, confidence 100 (discovered only); review → discovered, confidence 50
 * (discovered only); develop → developing with a development plan; master → mastered.
 */
export const talentActions = ['validate', 'review', 'develop', 'master'] as const;
export type TalentAction = (typeof talentActions)[number];
export const talentUpdateSchema = z.object({ action: z.enum(talentActions) });

export const talentIdParamsSchema = z.object({ id: z.string().uuid() });
