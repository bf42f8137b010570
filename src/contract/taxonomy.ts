import { z } from '@hono/zod-openapi';

/** Where a skill comes from: ESCO itself, Kairos's hand-written data (in the repository), or an administrator's extension. */
export const skillOriginSchema = z.enum(['esco', 'kairos', 'extension']);
export type SkillOrigin = z.infer<typeof skillOriginSchema>;

export const taxonomySkillSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.string(),
    origin: skillOriginSchema,
    aliases: z.array(z.string()),
    /** the ESCO skill it is */
    escoUri: z.string().nullable(),
    /** for an extension: the broader ESCO skill it belongs to */
    escoBroaderUri: z.string().nullable(),
    /** only administrators' extensions can be changed; ESCO entries and the hand-written data are read-only */
    editable: z.boolean(),
  })
  .openapi('TaxonomySkill');
export type TaxonomySkill = z.infer<typeof taxonomySkillSchema>;

export const taxonomySearchSchema = z.object({ search: z.string().trim().max(100).optional() });
export const taxonomySkillListSchema = z.object({
  skills: z.array(taxonomySkillSchema),
  /** ESCO's attribution notice and version, for every view and export that shows ESCO data */
  notice: z.string(),
  escoVersion: z.string(),
});

const escoSkillUri = z
  .string()
  .regex(/^http:\/\/data\.europa\.eu\/esco\/skill\/[0-9a-f-]{36}$/, 'must be an ESCO skill URI (http://data.europa.eu/esco/skill/…)');

export const skillExtensionCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    category: z.string().trim().min(1).max(40),
    aliases: z.array(z.string().trim().min(1).max(80)).max(30).default([]),
    escoBroaderUri: escoSkillUri.nullable().default(null),
  })
  .strict();
export type SkillExtensionCreate = z.infer<typeof skillExtensionCreateSchema>;

export const skillExtensionUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(80).optional(),
    category: z.string().trim().min(1).max(40).optional(),
    aliases: z.array(z.string().trim().min(1).max(80)).max(30).optional(),
    escoBroaderUri: escoSkillUri.nullable().optional(),
  })
  .strict();
export type SkillExtensionUpdate = z.infer<typeof skillExtensionUpdateSchema>;

export const taxonomySkillIdParamsSchema = z.object({ id: z.string().min(1).max(120) });
