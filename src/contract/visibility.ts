import { z } from 'zod';

/**
 * Who may see each part of the person's profile (issue 17, ADR 022). The levels are a ladder: a field
 * that is public is also in the perspectives, one in the perspectives is not in the portfolio.
 * `perspectives` = the views the person exports or shares (PDF, preview); `public` = the portfolio.
 */
export const visibilityLevels = ['private', 'perspectives', 'public'] as const;
export type VisibilityLevel = (typeof visibilityLevels)[number];

/** The audiences a shared response is written for. */
export type SharedAudience = Exclude<VisibilityLevel, 'private'>;

export const visibilityFields = [
  'full_name',
  'headline',
  'location',
  'email',
  'phone',
  'links',
  'summary',
  'bio',
  'career_goals',
  'skills',
  'experience',
  'education',
  'languages',
  'talents',
] as const;
export type VisibilityField = (typeof visibilityFields)[number];

/**
 * The defaults, in one table. Onboarding's answers (challenges → bio, goals) are the person's own notes
 * and stay private; contact data goes to the views the person hands out themselves, never to the open
 * web; what a CV is written to show (name, role, skills, experience…) is shared.
 */
export const DEFAULT_VISIBILITY: Readonly<Record<VisibilityField, VisibilityLevel>> = {
  full_name: 'public',
  headline: 'public',
  location: 'public',
  email: 'perspectives',
  phone: 'perspectives',
  links: 'perspectives',
  summary: 'public',
  bio: 'private',
  career_goals: 'private',
  skills: 'public',
  experience: 'public',
  education: 'public',
  languages: 'public',
  talents: 'public',
};

const RANK: Readonly<Record<VisibilityLevel, number>> = { private: 0, perspectives: 1, public: 2 };

/** Whether a field at `level` may appear in a response written for `audience`. */
export function isVisibleTo(level: VisibilityLevel, audience: SharedAudience): boolean {
  return RANK[level] >= RANK[audience];
}

const level = z.enum(visibilityLevels);
const fieldLevels = z.object({
  full_name: level,
  headline: level,
  location: level,
  email: level,
  phone: level,
  links: level,
  summary: level,
  bio: level,
  career_goals: level,
  skills: level,
  experience: level,
  education: level,
  languages: level,
  talents: level,
});

export const sharingSettingsSchema = z.object({
  fields: fieldLevels,
  /** visitors of the portfolio may write to the person through the server (their address stays hidden) */
  allow_contact: z.boolean(),
  /** search engines may index the portfolio (otherwise noindex) */
  allow_indexing: z.boolean(),
});
export type SharingSettings = z.infer<typeof sharingSettingsSchema>;

export const DEFAULT_SHARING: SharingSettings = { fields: { ...DEFAULT_VISIBILITY }, allow_contact: false, allow_indexing: false };

/** PUT /api/profile/sharing: any subset of fields and switches. */
export const sharingUpdateSchema = z
  .object({
    fields: fieldLevels.partial().strict().optional(),
    allow_contact: z.boolean().optional(),
    allow_indexing: z.boolean().optional(),
  })
  .strict();
export type SharingUpdate = z.infer<typeof sharingUpdateSchema>;

/** What the database stores: only what the person changed, so a new default reaches everyone else. */
export type StoredSharing = { fields?: Partial<Record<VisibilityField, VisibilityLevel>>; allow_contact?: boolean; allow_indexing?: boolean };

export function resolveSharing(stored: StoredSharing | null | undefined): SharingSettings {
  const fields = { ...DEFAULT_VISIBILITY };
  for (const f of visibilityFields) {
    const level = stored?.fields?.[f];
    if (level && (visibilityLevels as readonly string[]).includes(level)) fields[f] = level;
  }
  return { fields, allow_contact: stored?.allow_contact ?? false, allow_indexing: stored?.allow_indexing ?? false };
}

/** A visitor's message to the portfolio's owner. */
export const portfolioContactSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name is at most 100 characters'),
    email: z.string().trim().email('Enter a valid e-mail address').max(200),
    message: z.string().trim().min(10, 'Message is at least 10 characters').max(2000, 'Message is at most 2000 characters'),
  })
  .strict();
export type PortfolioContact = z.infer<typeof portfolioContactSchema>;
