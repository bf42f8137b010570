import { eq } from 'drizzle-orm';
import type {
  OnboardingComplete,
  OnboardingProgress,
  OnboardingState,
  Profile,
  ProfileUpdate,
  UserSettingsBody,
  UserSettingsUpdate,
} from '@/contract/profile';
import { DEFAULT_SETTINGS } from '@/contract/profile';
import type { AppDeps } from '../../context';
import { profileFacts } from '@/engine/cv/profile-facts';
import { loadActiveRecord } from '../../db/cv-record';
import { users } from '../../db/schema/auth';
import { profiles, userSettings } from '../../db/schema/career';
import { AppError, isUniqueViolation } from '../../platform/errors';

type ProfileRow = typeof profiles.$inferSelect;

// the name is counted apart: the account's name (from sign-up) fills it until the profile has its own
const COMPLETENESS_FIELDS: ((p: ProfileRow) => boolean)[] = [
  (p) => !!p.location,
  (p) => !!p.currentRole,
  (p) => !!p.company,
  (p) => p.yearsOfExperience !== null,
  (p) => !!p.industry,
  (p) => p.careerGoals.length > 0,
  (p) => !!p.bio,
  (p) => p.skills.length > 0,
  (p) => p.languages.length > 0,
  (p) => !!p.phone,
];

/**
 * Share of the profile's fields filled in (0–100), for the profile and the performance page. The name
 * counts when the profile or the account has one (the profile shows the account's name as well).
 */
export function profileCompleteness(p: ProfileRow | undefined, accountName: string | null = null): number {
  const named = Boolean(p?.fullName || accountName?.trim());
  const filled = (named ? 1 : 0) + (p ? COMPLETENESS_FIELDS.filter((f) => f(p)).length : 0);
  return Math.round((filled / (COMPLETENESS_FIELDS.length + 1)) * 100);
}

/** Profile fields the active CV fills in when the person has not set them (issue 17). */
export const CV_FED_FIELDS = [
  'full_name',
  'phone',
  'location',
  'current_role',
  'company',
  'years_of_experience',
  'skills',
  'languages',
] as const;
export type CvFedField = (typeof CV_FED_FIELDS)[number];

function emptyRow(userId: string): ProfileRow {
  const now = new Date(0);
  return {
    userId,
    fullName: null,
    username: null,
    location: null,
    currentRole: null,
    company: null,
    yearsOfExperience: null,
    careerRole: null,
    industry: null,
    experienceLevel: null,
    careerGoals: [],
    bio: null,
    phone: null,
    interests: [],
    preferredWorkType: null,
    salaryExpectations: null,
    skills: [],
    languages: [],
    sharing: null,
    onboardingProgress: null,
    onboardingCompletedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The profile as shown: what the person set, and for each field they left empty what their active
 * CV's record says (`fromCv` names those fields). Nothing is written: their own value always wins.
 */
export async function effectiveProfileRow(
  deps: AppDeps,
  userId: string,
  stored?: ProfileRow,
): Promise<{ row: ProfileRow | undefined; fromCv: CvFedField[] }> {
  const [row, active] = await Promise.all([
    stored ? Promise.resolve(stored) : getProfileRow(deps, userId),
    loadActiveRecord(deps.database, userId),
  ]);
  if (!active) return { row, fromCv: [] };
  const facts = profileFacts(active.record, new Date().toISOString().slice(0, 7));
  const merged: ProfileRow = { ...(row ?? emptyRow(userId)) };
  const fromCv: CvFedField[] = [];
  const fill = <K extends keyof ProfileRow>(field: CvFedField, column: K, value: ProfileRow[K] | null) => {
    const own = merged[column];
    const empty = own === null || (Array.isArray(own) && own.length === 0);
    if (!empty || value === null || (Array.isArray(value) && value.length === 0)) return;
    merged[column] = value as ProfileRow[K];
    fromCv.push(field);
  };
  fill('full_name', 'fullName', facts.fullName);
  fill('phone', 'phone', facts.phone);
  fill('location', 'location', facts.location);
  fill('current_role', 'currentRole', facts.currentRole);
  fill('company', 'company', facts.company);
  fill('years_of_experience', 'yearsOfExperience', facts.yearsOfExperience);
  fill('skills', 'skills', facts.skills.slice(0, 50));
  fill('languages', 'languages', facts.languages.slice(0, 50));
  return { row: merged, fromCv };
}

function toProfile(email: string, p: ProfileRow | undefined, fallbackName: string | null, fromCv: CvFedField[] = []): Profile {
  return {
    from_cv: fromCv,
    email,
    full_name: p?.fullName ?? fallbackName,
    username: p?.username ?? null,
    location: p?.location ?? null,
    current_role: p?.currentRole ?? null,
    company: p?.company ?? null,
    years_of_experience: p?.yearsOfExperience ?? null,
    career_role: p?.careerRole ?? null,
    industry: p?.industry ?? null,
    experience_level: p?.experienceLevel ?? null,
    career_goals: p?.careerGoals ?? [],
    bio: p?.bio ?? null,
    phone: p?.phone ?? null,
    interests: p?.interests ?? [],
    preferred_work_type: p?.preferredWorkType ?? null,
    salary_expectations: p?.salaryExpectations ?? null,
    skills: p?.skills ?? [],
    languages: p?.languages ?? [],
    onboarding_completed: !!p?.onboardingCompletedAt,
    completeness: profileCompleteness(p, fallbackName),
    updated_at: p?.updatedAt.toISOString() ?? null,
  };
}

async function account(deps: AppDeps, userId: string): Promise<{ email: string; name: string | null }> {
  const [u] = await deps.database.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!u) throw new AppError('UNAUTHORIZED', 'User not authenticated');
  return { email: u.email, name: u.name || null };
}

export async function getProfileRow(deps: AppDeps, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await deps.database.db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

export async function getProfile(deps: AppDeps, userId: string): Promise<Profile> {
  const [{ email, name }, { row, fromCv }] = await Promise.all([account(deps, userId), effectiveProfileRow(deps, userId)]);
  return toProfile(email, row, name, fromCv);
}

const COLUMNS: Record<keyof ProfileUpdate, keyof typeof profiles.$inferInsert> = {
  full_name: 'fullName',
  username: 'username',
  location: 'location',
  current_role: 'currentRole',
  company: 'company',
  years_of_experience: 'yearsOfExperience',
  career_role: 'careerRole',
  industry: 'industry',
  experience_level: 'experienceLevel',
  career_goals: 'careerGoals',
  bio: 'bio',
  phone: 'phone',
  interests: 'interests',
  preferred_work_type: 'preferredWorkType',
  salary_expectations: 'salaryExpectations',
  skills: 'skills',
  languages: 'languages',
};

async function upsertProfile(deps: AppDeps, userId: string, set: Partial<typeof profiles.$inferInsert>): Promise<void> {
  try {
    await deps.database.db
      .insert(profiles)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...set, updatedAt: new Date() } });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'This username is taken. Choose another one.', { field: 'username' });
    }
    throw error;
  }
}

export async function updateProfile(deps: AppDeps, userId: string, update: ProfileUpdate): Promise<Profile> {
  const set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(update) as [keyof ProfileUpdate, unknown][]) {
    if (value !== undefined) set[COLUMNS[key]] = value;
  }
  await upsertProfile(deps, userId, set as Partial<typeof profiles.$inferInsert>);
  // the account's display name follows the profile's full name
  if (typeof update.full_name === 'string')
    await deps.database.db.update(users).set({ name: update.full_name, updatedAt: new Date() }).where(eq(users.id, userId));
  return getProfile(deps, userId);
}

// ---- onboarding ----

export async function getOnboarding(deps: AppDeps, userId: string): Promise<OnboardingState> {
  const row = await getProfileRow(deps, userId);
  return { completed: !!row?.onboardingCompletedAt, career_role: row?.careerRole ?? null, progress: row?.onboardingProgress ?? null };
}

export async function saveOnboardingProgress(deps: AppDeps, userId: string, progress: OnboardingProgress): Promise<OnboardingState> {
  await upsertProfile(deps, userId, { onboardingProgress: progress });
  return getOnboarding(deps, userId);
}

export async function completeOnboarding(deps: AppDeps, userId: string, body: OnboardingComplete): Promise<Profile> {
  await upsertProfile(deps, userId, {
    careerRole: body.career_role,
    fullName: body.full_name,
    ...(body.current_role ? { currentRole: body.current_role } : {}),
    ...(body.industry ? { industry: body.industry } : {}),
    ...(body.experience_level ? { experienceLevel: body.experience_level } : {}),
    careerGoals: body.career_goals,
    ...(body.challenges ? { bio: body.challenges } : {}),
    onboardingProgress: null,
    onboardingCompletedAt: new Date(),
  });
  await deps.database.db.update(users).set({ name: body.full_name, updatedAt: new Date() }).where(eq(users.id, userId));
  return getProfile(deps, userId);
}

// ---- settings ----

export async function getSettings(deps: AppDeps, userId: string): Promise<UserSettingsBody & { updated_at: string | null }> {
  const [row] = await deps.database.db.select().from(userSettings).where(eq(userSettings.userId, userId));
  const stored = row?.settings;
  return {
    notifications: { ...DEFAULT_SETTINGS.notifications, ...stored?.notifications },
    privacy: { ...DEFAULT_SETTINGS.privacy, ...stored?.privacy },
    preferences: { ...DEFAULT_SETTINGS.preferences, ...stored?.preferences },
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** Told of every settings save (composed in app.ts: the privacy feature records consents from the switches). */
export type SettingsChangeHook = (deps: AppDeps, userId: string, before: UserSettingsBody, after: UserSettingsBody) => Promise<void>;

export async function updateSettings(
  deps: AppDeps,
  userId: string,
  update: UserSettingsUpdate,
  onChange?: SettingsChangeHook,
): Promise<UserSettingsBody & { updated_at: string | null }> {
  const current = await getSettings(deps, userId);
  const next: UserSettingsBody = {
    notifications: { ...current.notifications, ...update.notifications },
    privacy: { ...current.privacy, ...update.privacy },
    preferences: { ...current.preferences, ...update.preferences },
  };
  const now = new Date();
  await deps.database.db
    .insert(userSettings)
    .values({ userId, settings: next, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings: next, updatedAt: now } });
  await onChange?.(deps, userId, current, next);
  return { ...next, updated_at: now.toISOString() };
}
