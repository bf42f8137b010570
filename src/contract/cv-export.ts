import { z } from 'zod';

/** CV exports (issue 17, ADR 017): formats, the two designs, and the document the preview shows. */
export const cvExportFormats = ['pdf', 'docx', 'europass-xml'] as const;
export const cvExportTemplates = ['europass', 'modern'] as const;
export type CvExportTemplate = (typeof cvExportTemplates)[number];

export const cvExportQuerySchema = z.object({
  format: z.enum(cvExportFormats).default('pdf'),
  template: z.enum(cvExportTemplates).default('europass'),
  /** interface language; the person's saved one when left out */
  lang: z.enum(['en', 'de', 'fr', 'es', 'it', 'nl']).optional(),
});

/** The tailored CV of a job ad (issue 19): PDF or DOCX only (Europass XML carries no order or highlight). */
export const tailoredCvQuerySchema = cvExportQuerySchema.extend({ format: z.enum(['pdf', 'docx']).default('pdf') });

const entrySchema = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  when: z.string().optional(),
  body: z.array(z.string()).optional(),
  quotes: z.array(z.string()).optional(),
});

export const cvExportDocumentSchema = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  contact: z.array(z.string()).optional(),
  language: z.string(),
  pageWord: z.string().optional(),
  sections: z.array(
    z.object({
      heading: z.string(),
      blocks: z.array(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('paragraph'), text: z.string() }),
          z.object({ kind: z.literal('entry'), entry: entrySchema }),
          z.object({ kind: z.literal('tags'), items: z.array(z.string()) }),
          z.object({ kind: z.literal('rows'), rows: z.array(z.tuple([z.string(), z.string()])) }),
        ]),
      ),
    }),
  ),
});
export type CvExportDocument = z.infer<typeof cvExportDocumentSchema>;
