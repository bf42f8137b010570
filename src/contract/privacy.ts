import { z } from 'zod';

/**
 * Privacy rights (issue 6): consents for optional processing, the data export, JSON Resume and
 * account deletion.
 */
export const consentPurposes = ['external_model', 'public_portfolio', 'analytics'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

export const consentRecordSchema = z.object({
  id: z.string(),
  purpose: z.enum(consentPurposes),
  granted_at: z.string(),
  withdrawn_at: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const consentStateSchema = z.object({
  purpose: z.enum(consentPurposes),
  granted: z.boolean(),
  /** when the current grant was given (null when not granted) */
  granted_at: z.string().nullable(),
  /** when it was last withdrawn (null if never) */
  withdrawn_at: z.string().nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const consentsResponseSchema = z.object({
  consents: z.array(consentStateSchema),
  /** every grant and withdrawal, newest first */
  history: z.array(consentRecordSchema),
  /** whether the operator has configured an external model (the consent only matters then) */
  external_model_configured: z.boolean(),
});
export type ConsentsResponse = z.infer<typeof consentsResponseSchema>;

export const consentUpdateSchema = z
  .object({
    purpose: z.enum(consentPurposes),
    granted: z.boolean(),
  })
  .strict();
export type ConsentUpdate = z.infer<typeof consentUpdateSchema>;

export const DELETE_CONFIRM_MESSAGE = 'Type your e-mail address to confirm';

export const accountDeleteSchema = z
  .object({
    confirm: z.string({ message: DELETE_CONFIRM_MESSAGE }).trim().min(1, DELETE_CONFIRM_MESSAGE).max(320, DELETE_CONFIRM_MESSAGE),
  })
  .strict();
export type AccountDelete = z.infer<typeof accountDeleteSchema>;

/** JSON Resume (https://jsonresume.org/schema), the parts Kairos' analysis fills. */
export const jsonResumeSchema = z.object({
  $schema: z.string(),
  basics: z.object({
    name: z.string().optional(),
    label: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    url: z.string().optional(),
    summary: z.string().optional(),
    location: z.object({ address: z.string().optional(), city: z.string().optional(), countryCode: z.string().optional() }).optional(),
    profiles: z.array(z.object({ network: z.string().optional(), username: z.string().optional(), url: z.string() })),
  }),
  work: z.array(
    z.object({
      name: z.string().optional(),
      position: z.string().optional(),
      location: z.string().optional(),
      startDate: z.string().optional(),
      endDate: z.string().optional(),
      summary: z.string().optional(),
    }),
  ),
  education: z.array(
    z.object({
      institution: z.string().optional(),
      area: z.string().optional(),
      studyType: z.string().optional(),
      startDate: z.string().optional(),
      endDate: z.string().optional(),
    }),
  ),
  skills: z.array(z.object({ name: z.string(), level: z.string().optional(), keywords: z.array(z.string()) })),
  languages: z.array(z.object({ language: z.string(), fluency: z.string().optional() })),
  meta: z.object({ canonical: z.string(), version: z.string(), lastModified: z.string().optional() }),
});
export type JsonResume = z.infer<typeof jsonResumeSchema>;
