import { z } from 'zod';
import { parsedDataSchema } from './cvs';

/**
 * The person's record of a CV (issue 17, ADR 016): the engine's analysis, the person's corrections
 * stored apart, and the record shown (analysis + corrections). Corrections address entries by the
 * keys the record carries (`experience[].key`), skills and languages by their folded name.
 */
const text = (max: number) => z.string().trim().max(max);
const nullableText = (max: number) => text(max).nullable();
const cvDate = z
  .string()
  .regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'Use YYYY or YYYY-MM')
  .nullable();
const proficiency = z.enum(['beginner', 'intermediate', 'advanced', 'expert']);
const key = z.string().min(1).max(400);

const experienceFields = z.object({
  position: nullableText(200),
  company: nullableText(200),
  location: nullableText(200),
  startDate: cvDate,
  endDate: cvDate,
  current: z.boolean(),
  description: nullableText(5000),
});
const educationFields = z.object({
  institution: nullableText(200),
  degree: nullableText(200),
  field: nullableText(200),
  startDate: cvDate,
  endDate: cvDate,
});

function entryCorrections<T extends z.ZodRawShape>(fields: z.ZodObject<T>) {
  return z.object({
    edited: z.record(key, fields.partial()).optional(),
    deleted: z.array(key).max(500).optional(),
    added: z
      .array(fields.extend({ id: z.string().regex(/^added:[A-Za-z0-9_-]{1,64}$/) }))
      .max(200)
      .optional(),
    order: z.array(key).max(700).optional(),
  });
}

export const cvCorrectionsSchema = z
  .object({
    contact: z
      .object({
        name: nullableText(200).optional(),
        email: nullableText(320).optional(),
        phone: nullableText(60).optional(),
        location: nullableText(200).optional(),
        links: z.array(text(500)).max(20).optional(),
      })
      .optional(),
    summary: nullableText(5000).optional(),
    experience: entryCorrections(experienceFields).optional(),
    education: entryCorrections(educationFields).optional(),
    skills: z
      .object({
        renamed: z.record(key, text(120).min(1)).optional(),
        merged: z.record(key, text(120).min(1)).optional(),
        removed: z.array(key).max(500).optional(),
        proficiency: z.record(key, proficiency).optional(),
        added: z
          .array(z.object({ name: text(120).min(1), proficiency }))
          .max(300)
          .optional(),
      })
      .optional(),
    languages: z
      .object({
        edited: z.record(key, z.object({ name: text(60).min(1).optional(), level: nullableText(20).optional() })).optional(),
        removed: z.array(key).max(100).optional(),
        added: z
          .array(z.object({ name: text(60).min(1), level: nullableText(20) }))
          .max(50)
          .optional(),
      })
      .optional(),
    confirmed: z.array(key).max(500).optional(),
  })
  .strict();
export type CvCorrectionsBody = z.infer<typeof cvCorrectionsSchema>;

const recordEntryMeta = { key: z.string(), source: z.enum(['cv', 'person']), corrected: z.boolean() };

export const cvRecordSchema = parsedDataSchema.extend({
  experience: z.array(parsedDataSchema.shape.experience.element.extend(recordEntryMeta)),
  education: z.array(parsedDataSchema.shape.education.element.extend(recordEntryMeta)),
  /** fields still marked "Please check" ("contact.phone", "experience.<key>") */
  review: z.array(z.string()),
  /** stored corrections this analysis no longer has a target for (kept, not applied) */
  unmatched: z.array(z.string()),
  corrected: z.boolean(),
});

export const cvRecordResponseSchema = z.object({
  cv_id: z.string(),
  /** the engine's output, never changed by a correction */
  analysis: parsedDataSchema,
  corrections: cvCorrectionsSchema,
  /** what Kairos shows and uses: analysis + corrections */
  record: cvRecordSchema,
  /** another CV of yours whose corrections could be carried over to this one */
  carry_over_from: z.object({ cv_id: z.string(), title: z.string(), applicable: z.number().int() }).nullable(),
});
export type CvRecordResponse = z.infer<typeof cvRecordResponseSchema>;

export const carryOverBodySchema = z.object({ from_cv_id: z.string().uuid() });
