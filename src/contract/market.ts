import { z } from 'zod';

/**
 * European market intelligence (spec 02). Every figure carries its provenance; a missing figure is
 * null ("no data"), never a guess. Complex engine results (cross-border items, insights) are typed
 * in `src/engine/market` and passed through as they are.
 */

export const figureSchema = z.object({
  value: z.number(),
  period: z.string(),
  source: z.string(),
  dataset: z.string(),
  note: z.string().optional(),
});
export type FigureDto = z.infer<typeof figureSchema>;

/** Which spec fields of a record were derived by Kairos (and how) rather than published. */
const derivedSchema = z.record(z.string(), z.string());

export const companySchema = z.object({
  id: z.string(),
  european_id: z.string(),
  name: z.string(),
  industry: z.string(),
  location: z.string(),
  regions: z.array(z.string()),
  languages: z.array(z.string()),
  transformation_focus: z.array(z.string()),
  cultural_values: z.string().nullable(),
  regulatory_context: z.string().nullable(),
  reputation_highlights: z.string().nullable(),
  trend_insights: z.string().nullable(),
  opportunities_forecast: z.string().nullable(),
  cross_border: z.boolean(),
  executive_summary: z.string().nullable(),
  remote_policy: z.string().nullable(),
  employees: figureSchema.nullable(),
  website: z.string().nullable(),
  source: z.string().nullable(),
  dataset: z.string().nullable(),
  derived: derivedSchema,
  updated_at: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const trendSchema = z.object({
  id: z.string(),
  industry: z.string(),
  region: z.string(),
  /** percent; null when no source gives one */
  growth_rate: z.number().nullable(),
  emerging_skills: z.array(z.string()),
  declining_skills: z.array(z.string()),
  forecast_summary: z.string().nullable(),
  transformation_drivers: z.array(z.string()),
  source: z.string().nullable(),
  dataset: z.string().nullable(),
  last_updated: z.string(),
});
export type Trend = z.infer<typeof trendSchema>;

export const signalSchema = z.object({
  id: z.string(),
  type: z.string(),
  message: z.string(),
  region: z.string(),
  languages: z.array(z.string()),
  link: z.string().nullable(),
  source: z.string().nullable(),
  dataset: z.string().nullable(),
  created_at: z.string(),
});
export type Signal = z.infer<typeof signalSchema>;

export const companyListSchema = z.object({ companies: z.array(companySchema), total: z.number().int() });
export const trendListSchema = z.object({ trends: z.array(trendSchema) });
export const signalListSchema = z.object({ signals: z.array(signalSchema) });

export const companySearchQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export const trendQuerySchema = z.object({ industry: z.string().trim().max(200).optional() });
export const signalQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

export const marketModes = ['optimized', 'standard'] as const;
export type MarketMode = (typeof marketModes)[number];
export const overviewQuerySchema = z.object({
  mode: z.enum(marketModes).default('optimized'),
  /** extra ISO country codes for the cross-border comparison, comma-separated */
  countries: z.string().trim().max(200).optional(),
});

export const ratings = ['good', 'warning', 'poor'] as const;

/** The performance monitor (spec 02 §9 bands), measured by this server process. */
export const performanceSchema = z.object({
  mode: z.enum(marketModes),
  /** this request's server time */
  server_ms: z.number(),
  from_cache: z.boolean(),
  average_ms: z.number(),
  samples: z.number().int(),
  response_rating: z.enum(ratings),
  cache_hit_rate: z.number(),
  cache_hit_rating: z.enum(ratings),
  cache_size: z.number().int(),
  cache_size_rating: z.enum(ratings),
});
export type MarketPerformance = z.infer<typeof performanceSchema>;

export const skillTrendSchema = z.object({
  skill: z.string(),
  trend: z.string(),
  scope: z.string(),
  period: z.string(),
  metric: z.string().nullable(),
  source: z.string(),
  url: z.string().nullable(),
  dataset: z.string(),
});

export const countrySummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  job_vacancy_rate: figureSchema.nullable(),
  unemployment_rate: figureSchema.nullable(),
  employment_rate: figureSchema.nullable(),
  minimum_wage: figureSchema.nullable(),
  shortage_occupations: z.number().int(),
});
export type CountrySummary = z.infer<typeof countrySummarySchema>;

const looseObject = z.record(z.string(), z.unknown());

export const overviewSchema = z.object({
  mode: z.enum(marketModes),
  generated_at: z.string(),
  counts: z.object({ companies: z.number().int(), trends: z.number().int(), signals: z.number().int(), countries: z.number().int() }),
  /** what the personalisation used: the active CV (null without one) */
  person: z.object({
    cv_id: z.string().nullable(),
    skills: z.number().int(),
    languages: z.array(z.string()),
    occupations: z.array(z.string()),
    /** where the person lives (profile, else CV): "home" in the comparison */
    country: z.string().nullable(),
    /** target countries read from the person's goals and interests, with the words that named them */
    goals: z.array(z.object({ code: z.string(), named: z.string() })),
    /** ESCO occupations by the share of their essential skills the person holds */
    ranked_occupations: z.array(z.object({ id: z.string(), title: z.string(), isco: z.string(), share: z.number(), held: z.number().int(), essentials: z.number().int() })),
  }),
  relevant_companies: z.array(z.object({ company: companySchema, score: z.number(), reasons: z.array(z.string()) })),
  /** engine `Opportunity` (trend, skill, personSkill, score, explanation) */
  opportunities: z.array(looseObject),
  /** engine `MarketInsight` (type, title, description, relevanceScore, actionItems, timeframe, cultural…, sources) */
  insights: z.array(looseObject),
  recommendations: z.array(looseObject),
  /** true when the intelligence could not be computed for the person: general recommendations with a notice */
  fallback: z.boolean(),
  /** engine `CrossBorderItem`, sorted by fit, bestMatch on the first */
  comparison: z.array(looseObject),
  skill_trends: z.array(skillTrendSchema),
  top_locations: z.array(countrySummarySchema),
  /** the datasets and whether they are in use (licence notes are in the administrator's view only) */
  datasets: z.array(z.object({ id: z.string(), name: z.string(), publisher: z.string(), enabled: z.boolean() })),
  performance: performanceSchema,
});
export type MarketOverview = z.infer<typeof overviewSchema>;

export const countryCodeParamsSchema = z.object({ code: z.string().trim().min(2).max(2) });

export const countryDetailSchema = z.object({
  code: z.string(),
  name: z.string(),
  known: z.boolean(),
  /** engine `CountryRecord` figures (null = no data) */
  indicators: looseObject.nullable(),
  shortages: z.array(looseObject),
  culture: looseObject.nullable(),
  employers: z.array(companySchema),
  /** the person's fit (engine `CrossBorderItem`), null without an analysed CV */
  fit: looseObject.nullable(),
  /** earnings by ISCO-08 major group an operator imported for this country; empty: Kairos has none */
  earnings: z.array(
    z.object({ isco_group: z.string(), group: z.string(), measure: z.string(), value: z.number(), currency: z.string(), period: z.string(), source: z.string(), mine: z.boolean() }),
  ),
});
export type CountryDetail = z.infer<typeof countryDetailSchema>;

export const occupationQuerySchema = z.object({ search: z.string().trim().max(100).optional() });
export const occupationListSchema = z.object({
  occupations: z.array(z.object({ id: z.string(), title: z.string(), isco: z.string(), sector: z.string() })),
});
export const skillGapQuerySchema = z.object({ occupation: z.string().trim().min(1).max(100) });
export const skillGapSchema = z.object({
  occupation: z.object({ id: z.string(), title: z.string(), isco: z.string() }),
  missingSkills: z.array(z.object({ id: z.string(), name: z.string(), category: z.string(), essential: z.boolean() })),
  heldSkills: z.array(z.object({ id: z.string(), name: z.string(), category: z.string(), essential: z.boolean() })),
  skillGapScore: z.number(),
  recommendations: z.array(z.string()),
  /** the recommendations as facts, worded in the interface language by the web */
  advice: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('learn'), skill: z.string(), order: z.enum(['first', 'next']) }),
      z.object({ kind: z.literal('build-on'), skill: z.string(), base: z.string(), order: z.enum(['first', 'next']) }),
      z.object({ kind: z.literal('more-essential'), count: z.number().int(), names: z.array(z.string()) }),
      z.object({ kind: z.literal('all-essential'), count: z.number().int() }),
      z.object({ kind: z.literal('optional'), skill: z.string() }),
    ]),
  ),
});
export type SkillGap = z.infer<typeof skillGapSchema>;
export type SkillGapAdvice = SkillGap['advice'][number];

/** Live updates on /api/events (event `market`): one per change of the three tables. */
export const marketUpdateTypes = ['trend', 'opportunity', 'company', 'skill_demand'] as const;
