import { z } from 'zod';

/** Profile perspectives (spec 01; issue 5). Lists mirror the engine's (src/engine/perspectives/types.ts). */
export const perspectiveKinds = ['technical', 'executive', 'hr', 'public', 'custom'] as const;
export const sectionKeys = ['headline', 'summary', 'skills', 'experience', 'achievements', 'education', 'languages', 'talents', 'leadership', 'contact'] as const;
export const tones = ['formal', 'neutral', 'friendly', 'concise'] as const;

export const perspectiveSchema = z.object({
  id: z.string(),
  kind: z.enum(perspectiveKinds),
  is_default: z.boolean(),
  name: z.string(),
  /** null → 'General audience' */
  target_audience: z.string().nullable(),
  sections: z.array(z.enum(sectionKeys)),
  tone: z.enum(tones),
  /** 0–100: how much of the view the person's data covers */
  confidence_score: z.number().int(),
  usage_count: z.number().int(),
  /** the public portfolio's slug (public view only); reachable at /p/{slug} while the profile is public */
  slug: z.string().nullable(),
  updated_at: z.string(),
});
export type Perspective = z.infer<typeof perspectiveSchema>;

export const perspectiveListSchema = z.object({ perspectives: z.array(perspectiveSchema), profile_visibility: z.enum(['private', 'public']) });

const renderedItem = z.object({ text: z.string(), detail: z.string().optional(), evidence: z.array(z.string()).optional() });
export const renderedPerspectiveSchema = z.object({
  title: z.string(),
  audience: z.string(),
  tone: z.enum(tones),
  language: z.string(),
  sections: z.array(z.object({ key: z.enum(sectionKeys), heading: z.string(), items: z.array(renderedItem) })),
  confidence: z.number().int(),
  confidence_explanation: z.string(),
  coverage: z.array(z.object({ key: z.enum(sectionKeys), filled: z.boolean(), reason: z.string().optional() })),
});
export type RenderedPerspectiveDto = z.infer<typeof renderedPerspectiveSchema>;

/** The portfolio as visitors get it: the public view plus what its page head and contact button need (ADR 022). */
export const publicPortfolioSchema = renderedPerspectiveSchema.extend({
  /** null when the person keeps their name out of the portfolio */
  owner_name: z.string().nullable(),
  /** one line for Open Graph and the meta description */
  description: z.string(),
  /** visitors may send the person a message through the server */
  contact_allowed: z.boolean(),
  /** search engines may index the page (otherwise noindex) */
  indexable: z.boolean(),
});
export type PublicPortfolioDto = z.infer<typeof publicPortfolioSchema>;

export const perspectiveCreateSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(80, 'Name is at most 80 characters'),
    target_audience: z.string().trim().max(120).nullable().optional(),
    sections: z.array(z.enum(sectionKeys)).min(1, 'Choose at least one section').max(sectionKeys.length),
    tone: z.enum(tones).default('neutral'),
  })
  .strict();
export const perspectiveUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(80).optional(),
    target_audience: z.string().trim().max(120).nullable().optional(),
    sections: z.array(z.enum(sectionKeys)).min(1, 'Choose at least one section').max(sectionKeys.length).optional(),
    tone: z.enum(tones).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });

export const perspectiveIdParamsSchema = z.object({ id: z.string().uuid() });
export const portfolioSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/) });
