import { z } from 'zod';

/** Job ads and applications (issue 19). The engine's JobAd / JobMatch / Tailoring travel as JSON. */
export const applicationStatuses = ['saved', 'applied', 'interview', 'offer', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const relocations = ['no', 'within-country', 'anywhere'] as const;
export type Relocation = (typeof relocations)[number];

export const jobContactSchema = z.object({
  name: z.string().trim().min(1).max(120),
  role: z.string().trim().max(120).nullable().optional(),
  email: z.string().trim().max(200).nullable().optional(),
});
export type JobContact = z.infer<typeof jobContactSchema>;
export const statusChangeSchema = z.object({ status: z.enum(applicationStatuses), at: z.string() });
export type StatusChange = z.infer<typeof statusChangeSchema>;

const adText = z.string().trim().min(40, 'Paste the whole ad (at least 40 characters)').max(40_000, 'The ad is at most 40,000 characters');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

export const jobAnalyzeSchema = z.object({ text: adText, relocation: z.enum(relocations).nullable().optional() }).strict();
export type JobAnalyzeInput = z.infer<typeof jobAnalyzeSchema>;
export const jobCreateSchema = z
  .object({ text: adText, relocation: z.enum(relocations).nullable().optional(), notes: z.string().trim().max(4000).nullable().optional() })
  .strict();
export type JobCreate = z.infer<typeof jobCreateSchema>;
export const jobUpdateSchema = z
  .object({
    status: z.enum(applicationStatuses).optional(),
    relocation: z.enum(relocations).nullable().optional(),
    notes: z.string().trim().max(4000).nullable().optional(),
    contacts: z.array(jobContactSchema).max(20).optional(),
    next_step: z.string().trim().max(300).nullable().optional(),
    next_step_due: isoDate.nullable().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type JobUpdate = z.infer<typeof jobUpdateSchema>;
export const jobSkillTaskSchema = z.object({ skill_id: z.string().min(1).max(200), due_date: isoDate.nullable().optional() }).strict();
export const jobIdParamsSchema = z.object({ id: z.string().uuid() });

// the engine's objects, described loosely for OpenAPI; their shape is the engine's types (src/engine/jobs/types.ts)
const engineObject = z.record(z.string(), z.unknown());

export const jobSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  employer: z.string().nullable(),
  place: z.string().nullable(),
  status: z.enum(applicationStatuses),
  status_history: z.array(statusChangeSchema),
  relocation: z.enum(relocations).nullable(),
  notes: z.string().nullable(),
  contacts: z.array(jobContactSchema),
  next_step: z.string().nullable(),
  next_step_due: z.string().nullable(),
  applied_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobAnalysisSchema = z.object({
  ad: engineObject,
  /** null when the person has no analysed active CV */
  match: engineObject.nullable(),
  tailoring: engineObject.nullable(),
  coach: engineObject.nullable(),
});
/** The ad's employer in the company directory and its place's country figures, when the market data has them. */
export const marketContextSchema = z.object({
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  country: z.object({ code: z.string(), name: z.string() }).nullable(),
});
export type MarketContext = z.infer<typeof marketContextSchema>;
export const jobDetailSchema = jobSummarySchema.extend({ source_text: z.string(), analysis: jobAnalysisSchema, market: marketContextSchema });
export type JobDetail = z.infer<typeof jobDetailSchema>;
export const jobListSchema = z.object({
  jobs: z.array(jobSummarySchema),
  pipeline: z.object({ perWeek: z.array(z.object({ week: z.string(), applications: z.number().int() })), interviewRate: z.number().nullable() }),
});
