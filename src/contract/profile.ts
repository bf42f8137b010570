import { z } from 'zod';

/** Career roles chosen in onboarding (issue 5) — separate from the access role (user/admin). */
export const careerRoles = ['job_seeker', 'professional', 'recruiter', 'career_coach'] as const;
export type CareerRole = (typeof careerRoles)[number];

/** Spec onboarding experience options. */
export const experienceLevels = ['0-1', '2-5', '6-10', '10+'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const list = (label: string) => z.array(z.string().trim().min(1).max(100)).max(50, `${label}: at most 50 entries`);

export const profileSchema = z.object({
  email: z.string(),
  full_name: z.string().nullable(),
  username: z.string().nullable(),
  location: z.string().nullable(),
  current_role: z.string().nullable(),
  company: z.string().nullable(),
  years_of_experience: z.number().int().nullable(),
  career_role: z.enum(careerRoles).nullable(),
  industry: z.string().nullable(),
  experience_level: z.enum(experienceLevels).nullable(),
  career_goals: z.array(z.string()),
  bio: z.string().nullable(),
  phone: z.string().nullable(),
  interests: z.array(z.string()),
  preferred_work_type: z.string().nullable(),
  salary_expectations: z.string().nullable(),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  onboarding_completed: z.boolean(),
  /** share of the profile's fields filled in, 0–100 */
  completeness: z.number().int(),
  updated_at: z.string().nullable(),
  /** fields the person left empty that show what their active CV says (name, phone, city, role…) */
  from_cv: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/profile: any subset; e-mail is read-only (it belongs to the account). */
export const profileUpdateSchema = z
  .object({
    full_name: optionalText(120, 'Full name'),
    username: z
      .string()
      .trim()
      .regex(/^[a-z0-9](?:[a-z0-9-]{1,28}[a-z0-9])?$/i, 'Username: 3–30 letters, digits or hyphens')
      .nullable()
      .optional(),
    location: optionalText(120, 'Location'),
    current_role: optionalText(120, 'Current role'),
    company: optionalText(120, 'Company'),
    years_of_experience: z
      .number({ message: 'Years of experience must be a number' })
      .int('Years of experience must be a whole number')
      .min(0, 'Years of experience cannot be negative')
      .max(70, 'Years of experience is at most 70')
      .nullable()
      .optional(),
    career_role: z.enum(careerRoles).nullable().optional(),
    industry: optionalText(120, 'Industry'),
    experience_level: z.enum(experienceLevels).nullable().optional(),
    career_goals: list('Career goals').optional(),
    bio: optionalText(2000, 'Bio'),
    phone: optionalText(40, 'Phone'),
    interests: list('Interests').optional(),
    preferred_work_type: optionalText(60, 'Preferred work type'),
    salary_expectations: optionalText(120, 'Salary expectations'),
    skills: list('Skills').optional(),
    languages: list('Languages').optional(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Onboarding progress: saved on the server on each forward step (spec: step, data, timestamp). */
export const onboardingProgressSchema = z.object({
  variant: z.enum(['general', 'job_seeker']),
  step: z.number().int().min(0).max(10),
  data: z.record(z.string(), z.union([z.string().max(2000), z.array(z.string().max(200)).max(50), z.null()])),
  timestamp: z.string(),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

export const onboardingStateSchema = z.object({
  completed: z.boolean(),
  career_role: z.enum(careerRoles).nullable(),
  progress: onboardingProgressSchema.nullable(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

export const onboardingCompleteSchema = z
  .object({
    career_role: z.enum(careerRoles),
    full_name: z.string().trim().min(1, 'Full name is required').max(120),
    current_role: z.string().trim().max(120).optional(),
    industry: z.string().trim().max(120).optional(),
    experience_level: z.enum(experienceLevels).optional(),
    career_goals: z.array(z.string().trim().min(1).max(300)).min(1, 'Goals is required').max(20),
    /** spec: challenges map to bio */
    challenges: z.string().trim().max(2000).optional(),
  })
  .strict();
export type OnboardingComplete = z.infer<typeof onboardingCompleteSchema>;

// ---- settings (spec settings model, saved on the server) ----

export const interfaceLanguages = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export const timezones = ['Europe/Berlin', 'Europe/London', 'Europe/Paris', 'America/New_York'] as const;
export const themes = ['light', 'dark', 'system'] as const;

export const userSettingsBodySchema = z.object({
  notifications: z.object({
    emailNotifications: z.boolean(),
    pushNotifications: z.boolean(),
    weeklyInsights: z.boolean(),
    marketUpdates: z.boolean(),
  }),
  privacy: z.object({
    profileVisibility: z.enum(['private', 'public']),
    dataSharing: z.boolean(),
    /** analytics are collected only with consent: opted out unless the person opts in */
    analyticsOptOut: z.boolean(),
  }),
  preferences: z.object({
    language: z.enum(interfaceLanguages),
    timezone: z.enum(timezones),
    theme: z.enum(themes),
    culturalContext: z.string().trim().min(1).max(40),
  }),
});
export type UserSettingsBody = z.infer<typeof userSettingsBodySchema>;

/** Spec defaults (language en, theme system, cultural context european); privacy-first. */
export const DEFAULT_SETTINGS: UserSettingsBody = {
  notifications: { emailNotifications: true, pushNotifications: false, weeklyInsights: false, marketUpdates: false },
  privacy: { profileVisibility: 'private', dataSharing: false, analyticsOptOut: true },
  preferences: { language: 'en', timezone: 'Europe/Berlin', theme: 'system', culturalContext: 'european' },
};

export const userSettingsSchema = userSettingsBodySchema.extend({ updated_at: z.string().nullable() });
export const userSettingsUpdateSchema = z
  .object({
    notifications: userSettingsBodySchema.shape.notifications.partial().strict().optional(),
    privacy: userSettingsBodySchema.shape.privacy.partial().strict().optional(),
    preferences: userSettingsBodySchema.shape.preferences.partial().strict().optional(),
  })
  .strict();
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;

// ---- performance (progress over time from the person's own data) ----

const weekCount = z.object({ week: z.string(), count: z.number().int() });

export const performanceSchema = z.object({
  profile_completeness: z.number().int(),
  /** every analysed CV version, oldest first: quality and skills by proficiency */
  cv_versions: z.array(
    z.object({
      cv_id: z.string(),
      title: z.string(),
      created_at: z.string(),
      status: z.string(),
      quality_score: z.number().int().nullable(),
      skills: z.object({ beginner: z.number().int(), intermediate: z.number().int(), advanced: z.number().int(), expert: z.number().int() }),
    }),
  ),
  /** ISO weeks (YYYY-Www), oldest first, the last 12 weeks */
  talents_validated_per_week: z.array(weekCount),
  tasks_completed_per_week: z.array(weekCount),
  totals: z.object({
    cvs: z.number().int(),
    talents: z.number().int(),
    talents_validated: z.number().int(),
    tasks: z.number().int(),
    tasks_completed: z.number().int(),
    coaching_sessions: z.number().int(),
  }),
});
export type PerformanceData = z.infer<typeof performanceSchema>;
