import { z } from 'zod';
import { talentSchema } from './talents';

/**
 * A generated sentence as a message key with its values (ADR 018): the web renders it in the
 * interface language from the engine's catalogue (`src/engine/messages`); the English text stored
 * beside it stays for analyses made before keys and for readers of the stored JSON.
 */
export const generatedMessageSchema = z.object({ key: z.string(), params: z.record(z.string(), z.unknown()) });
export type GeneratedText = z.infer<typeof generatedMessageSchema>;

/**
 * CVs: upload, status, analysis. Status model (issue 3): `processing` → `analyzed` or `failed`
 * (with a reason); `draft` is an analysed CV the person keeps but excludes from their profile,
 * talents and market matching. Exactly one non-draft analysed CV per person may be active.
 */
export const cvStatuses = ['processing', 'analyzed', 'failed', 'draft'] as const;
export type CvStatus = (typeof cvStatuses)[number];

/** The analysis steps as they really happen, pushed over /api/events (spec: parsed, extracted, analysing, generating). */
export const cvSteps = ['uploaded', 'parsed', 'extracted', 'analysing', 'generating'] as const;
export type CvStep = (typeof cvSteps)[number];

/** zip, json, xml: the files of an import (LinkedIn data export, JSON Resume, Europass XML) */
export const cvFormats = ['pdf', 'docx', 'doc', 'odt', 'rtf', 'txt', 'png', 'jpg', 'zip', 'json', 'xml'] as const;
export type CvFormat = (typeof cvFormats)[number];

/** How a CV entry came in: an uploaded document, or a record imported from elsewhere (ADR 017). */
export const cvSourceKinds = ['upload', 'linkedin', 'json_resume', 'europass'] as const;
export type CvSourceKind = (typeof cvSourceKinds)[number];

/** Limits shared by the upload screen and the server. */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_ACCEPTED_MIME_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.oasis.opendocument.text': ['.odt'],
  'application/rtf': ['.rtf'],
  'text/rtf': ['.rtf'],
  'text/plain': ['.txt'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
} as const;

export const cvSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  file_name: z.string(),
  format: z.enum(cvFormats),
  source_kind: z.enum(cvSourceKinds),
  size_bytes: z.number().int(),
  status: z.enum(cvStatuses),
  is_active: z.boolean(),
  /** the step reached while processing; null once finished */
  step: z.enum(cvSteps).nullable(),
  /** why the analysis failed, in words a person can act on (status failed only) */
  failure_reason: z.string().nullable(),
  /** the same reason as a message for the interface language; null for failures stored before keys */
  failure_message: generatedMessageSchema.nullable(),
  /** false when the same file would fail again (a password, a scan without text…): no Try Again */
  retryable: z.boolean(),
  quality_score: z.number().int().nullable(),
  skills_count: z.number().int(),
  talents_count: z.number().int(),
  /** the CV's language as detected ('en', 'de', … or 'unknown'); null before analysis */
  language: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  analyzed_at: z.string().nullable(),
});
export type CvSummary = z.infer<typeof cvSummarySchema>;

/**
 * Failures the same file meets again whatever the server does — a password, a scan or photo with no
 * readable text, a damaged, empty, foreign or oversized file, an import of the wrong kind: Try Again
 * cannot help, the person has to bring another file. Every other failure (time-outs, server trouble,
 * an engine defect, a file that ended its worker) may pass on a new run. Failures stored before
 * message keys stay retryable.
 */
const finalFailureKeys: ReadonlySet<string> = new Set([
  'failure.emptyFile',
  'failure.unsupported',
  'failure.passwordProtected',
  'failure.noTextImage',
  'failure.noTextPdf',
  'failure.corrupt',
  'failure.tooLittleText',
  'failure.tooLarge',
  'failure.import',
]);

export function isRetryableFailure(message: GeneratedText | null | undefined): boolean {
  return !message || !finalFailureKeys.has(message.key);
}

/** The file was uploaded before (same bytes, same person): 409 details, unless the upload says keepBoth. */
export const cvDuplicateSchema = z.object({
  reason: z.literal('DUPLICATE'),
  existing: z.object({ id: z.string(), title: z.string(), created_at: z.string() }),
});
export type CvDuplicate = z.infer<typeof cvDuplicateSchema>;

export const cvUploadQuerySchema = z.object({
  /** "true": store the file even though the same file was uploaded before */
  keepBoth: z.enum(['true', 'false']).optional(),
});

/** Dashboard counters (spec: uploaded, analysed, active, draft), defined here once. */
export const cvCountsSchema = z.object({
  /** every CV the person has, whatever its status */
  uploaded: z.number().int(),
  /** analysed and not draft (the active one included) */
  analyzed: z.number().int(),
  /** 0 or 1: the CV that represents the person now */
  active: z.number().int(),
  draft: z.number().int(),
  processing: z.number().int(),
  failed: z.number().int(),
});
export type CvCounts = z.infer<typeof cvCountsSchema>;

export const cvListSchema = z.object({ cvs: z.array(cvSummarySchema), counts: cvCountsSchema });
export type CvList = z.infer<typeof cvListSchema>;

// ---- the engine's analysis (parsed_data), as stored and served ----

const cvDate = z.string().nullable();

export const parsedDataSchema = z.object({
  personalInfo: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    links: z.array(z.string()),
    /** how sure the engine is of each field, 0–1 */
    confidence: z.object({ name: z.number(), phone: z.number(), location: z.number() }).optional(),
  }),
  summary: z.string().nullable(),
  experience: z.array(
    z.object({
      position: z.string().nullable(),
      company: z.string().nullable(),
      location: z.string().nullable(),
      startDate: cvDate,
      endDate: cvDate,
      current: z.boolean(),
      description: z.string().nullable(),
      /** how sure the engine is of this entry, 0–1 */
      confidence: z.number().optional(),
    }),
  ),
  education: z.array(
    z.object({
      institution: z.string().nullable(),
      degree: z.string().nullable(),
      field: z.string().nullable(),
      startDate: cvDate,
      endDate: cvDate,
    }),
  ),
  skills: z.array(
    z.object({
      name: z.string(),
      category: z.string(),
      proficiency: z.enum(['beginner', 'intermediate', 'advanced', 'expert']),
      evidence: z.array(z.string()),
      /** ESCO v1.1.1 skill URI (analyses from before ESCO lack it) */
      esco_uri: z.string().optional(),
      /** for a Kairos extension (a tool ESCO does not name): its broader ESCO skill */
      esco_broader_uri: z.string().optional(),
    }),
  ),
  languages: z.array(z.object({ name: z.string(), level: z.string().nullable(), esco_uri: z.string().optional() })),
  meta: z.object({
    language: z.string(),
    format: z.string(),
    pages: z.number(),
    engineVersion: z.string(),
    durationMs: z.number(),
    warnings: z.array(z.string()),
  }),
});
export type ParsedData = z.infer<typeof parsedDataSchema>;

export const qualityScoreSchema = z.object({
  score: z.number().int(),
  components: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      points: z.number(),
      max: z.number(),
      explanation: z.string(),
      /** absent in analyses stored before message keys */
      label_message: generatedMessageSchema.optional(),
      explanation_message: generatedMessageSchema.optional(),
    }),
  ),
});
export type QualityScore = z.infer<typeof qualityScoreSchema>;

export const insightTypes = ['trend', 'opportunity', 'recommendation', 'optimization'] as const;
export const impacts = ['high', 'medium', 'low'] as const;

export const insightSchema = z.object({
  id: z.string(),
  type: z.enum(insightTypes),
  title: z.string(),
  description: z.string(),
  /** absent in analyses stored before message keys */
  title_message: generatedMessageSchema.optional(),
  description_message: generatedMessageSchema.optional(),
  confidence: z.number(),
  impact: z.enum(impacts),
  category: z.string(),
  actionable: z.boolean(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type Insight = z.infer<typeof insightSchema>;

export const cvDetailSchema = cvSummarySchema.extend({
  parsed_data: parsedDataSchema.nullable(),
  quality: qualityScoreSchema.nullable(),
  insights: z.array(insightSchema),
  talents: z.array(talentSchema),
});
export type CvDetail = z.infer<typeof cvDetailSchema>;

export const cvAcceptedSchema = z.object({ id: z.string(), status: z.literal('processing') });
export type CvAccepted = z.infer<typeof cvAcceptedSchema>;

export const cvIdParamsSchema = z.object({ id: z.string().uuid() });

export const cvUpdateSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200, 'Title is at most 200 characters').optional(),
    /** true moves an analysed CV to drafts; false brings it back */
    draft: z.boolean().optional(),
  })
  .refine((v) => v.title !== undefined || v.draft !== undefined, { message: 'Nothing to update' });
export type CvUpdate = z.infer<typeof cvUpdateSchema>;
