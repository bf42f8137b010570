import { z } from 'zod';
import { companyProfileImportSchema, marketTrendImportSchema, opportunitySignalImportSchema } from '@/engine/market/admin-import';

/**
 * Administration of the market data (issue 4): create, edit, delete and import companies, trends and
 * signals, and switch datasets. The request bodies are the engine's import schemas (spec field
 * names), so a form, a CSV row and a JSON item are checked by the same rules.
 */

/** Where the record came from; without it the server records 'Entered by an administrator'. */
const sourceField = z
  .string({ error: 'must be text' })
  .trim()
  .max(500, 'must be at most 500 characters')
  .nullish()
  .transform((v) => (v ? v : null));

const hasFields = (v: object) => Object.keys(v).length > 0;
const nothingToUpdate = { message: 'Nothing to update: send at least one field' };

export const companyCreateSchema = companyProfileImportSchema.extend({ source: sourceField });
export type CompanyCreate = z.infer<typeof companyCreateSchema>;

// zod applies defaults inside optional fields too, so a partial schema with them would reset lists
// and flags the administrator did not send: the update schemas drop the defaults first
const company = companyProfileImportSchema.shape;
export const companyUpdateSchema = companyCreateSchema
  .extend({
    regions: company.regions.unwrap(),
    languages: company.languages.unwrap(),
    transformation_focus: company.transformation_focus.unwrap(),
    cross_border: company.cross_border.unwrap(),
  })
  .partial()
  .refine(hasFields, nothingToUpdate);
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

export const trendCreateSchema = marketTrendImportSchema.extend({ source: sourceField });
export type TrendCreate = z.infer<typeof trendCreateSchema>;

const trend = marketTrendImportSchema.shape;
export const trendUpdateSchema = trendCreateSchema
  .extend({
    emerging_skills: trend.emerging_skills.unwrap(),
    declining_skills: trend.declining_skills.unwrap(),
    transformation_drivers: trend.transformation_drivers.unwrap(),
  })
  .partial()
  .refine(hasFields, nothingToUpdate);
export type TrendUpdate = z.infer<typeof trendUpdateSchema>;

export const signalCreateSchema = opportunitySignalImportSchema.extend({ source: sourceField });
export type SignalCreate = z.infer<typeof signalCreateSchema>;

export const signalUpdateSchema = signalCreateSchema
  .extend({ languages: opportunitySignalImportSchema.shape.languages.unwrap() })
  .partial()
  .refine(hasFields, nothingToUpdate);
export type SignalUpdate = z.infer<typeof signalUpdateSchema>;

export const marketRecordIdParamsSchema = z.object({ id: z.string().uuid() });

/** `earnings`: earnings by ISCO-08 major group and country (columns in src/engine/market/earnings.ts) */
export const marketImportEntities = ['companies', 'trends', 'signals', 'earnings'] as const;
export type MarketImportEntity = (typeof marketImportEntities)[number];

/** Kairos limit on one import's text (UTF-8 bytes); the engine also caps the rows. */
export const MARKET_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const marketImportRequestSchema = z
  .object({
    entity: z.enum(marketImportEntities),
    format: z.enum(['csv', 'json']),
    /** the file's text: CSV with a header row of spec field names, or a JSON array of objects */
    content: z.string().min(1, 'The file is empty'),
    /** true: validate and report only, write nothing */
    dry_run: z.boolean(),
  })
  .strict();
export type MarketImportRequest = z.infer<typeof marketImportRequestSchema>;

export const marketImportErrorSchema = z.object({
  /** CSV line (header = 1) or 1-based JSON position; 0 = the file as a whole */
  row: z.number().int(),
  /** field name, '' for the row or file as a whole */
  field: z.string(),
  message: z.string(),
});

export const marketImportResultSchema = z.object({
  entity: z.enum(marketImportEntities),
  dry_run: z.boolean(),
  /** rows read */
  total: z.number().int(),
  /** rows without errors (written unless dry run) */
  valid: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  errors: z.array(marketImportErrorSchema),
});
export type MarketImportResult = z.infer<typeof marketImportResultSchema>;

export const datasetIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const datasetSettingSchema = z.object({
  id: z.string(),
  name: z.string(),
  publisher: z.string(),
  enabled: z.boolean(),
  /** what Kairos uses when no administrator has chosen */
  default_enabled: z.boolean(),
  /** an administrator's choice is stored (else the default applies) */
  overridden: z.boolean(),
  /** the reuse terms as the sources state them */
  licence: z.string(),
  acknowledgement: z.string(),
  commercial_use_cleared: z.boolean(),
  coverage: z.string(),
  caveats: z.array(z.string()),
  /** when an administrator last switched it; null without a choice */
  updated_at: z.string().nullable(),
});
export type DatasetSetting = z.infer<typeof datasetSettingSchema>;

export const datasetSettingListSchema = z.object({ datasets: z.array(datasetSettingSchema) });
export type DatasetSettingList = z.infer<typeof datasetSettingListSchema>;

export const datasetUpdateSchema = z.object({ enabled: z.boolean() }).strict();
export type DatasetUpdate = z.infer<typeof datasetUpdateSchema>;
