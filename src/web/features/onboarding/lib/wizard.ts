// The onboarding wizard as data: which steps a career role walks through, what each step requires,
// how saved progress is resumed and what the completion request carries. No React, no storage.
import { z } from 'zod';
import { careerRoles, experienceLevels, onboardingProgressSchema } from '@/contract/profile';
import type { CareerRole, ExperienceLevel, OnboardingComplete, OnboardingProgress } from '@/contract/profile';

export type Variant = OnboardingProgress['variant'];

export type StepKey = 'role' | 'marketContext' | 'personal' | 'background' | 'goals' | 'cvUpload' | 'complete';

// The role is chosen first (the spec does not show how); then the spec's 5 general or 3 job-seeker steps.
const GENERAL_STEPS = ['role', 'marketContext', 'personal', 'background', 'goals', 'complete'] as const satisfies readonly StepKey[];
const JOB_SEEKER_STEPS = ['role', 'cvUpload', 'goals', 'complete'] as const satisfies readonly StepKey[];

/** Job seekers get the short CV-first variant; professionals, recruiters and career coaches the general one. */
export function variantOf(role: CareerRole | ''): Variant {
  return role === 'job_seeker' ? 'job_seeker' : 'general';
}

/** The steps shown for a role; before a role is chosen, the general list (its length fills the progress dots). */
export function stepsFor(role: CareerRole | ''): readonly StepKey[] {
  return variantOf(role) === 'job_seeker' ? JOB_SEEKER_STEPS : GENERAL_STEPS;
}

/** What the wizard edits: strings throughout, '' for "not given". */
export type WizardData = {
  career_role: CareerRole | '';
  fullName: string;
  currentRole: string;
  industry: string;
  experience: ExperienceLevel | '';
  goals: string;
  challenges: string;
  /** the CV uploaded in the job-seeker variant */
  cvId: string;
  cvFileName: string;
};

export function emptyData(fullName = ''): WizardData {
  return {
    career_role: '',
    fullName,
    currentRole: '',
    industry: '',
    experience: '',
    goals: '',
    challenges: '',
    cvId: '',
    cvFileName: '',
  };
}

export const LIMITS = { name: 120, text: 120, goals: 2000, goal: 300, goalCount: 20, challenges: 2000 } as const;

export type FieldKey = 'career_role' | 'fullName' | 'currentRole' | 'industry' | 'experience' | 'goals';
export type FieldError = 'required' | 'goalTooLong' | 'tooManyGoals';

/** Spec: the fields every step requires; market context, CV upload and complete always pass. */
export const STEP_FIELDS: Record<StepKey, readonly FieldKey[]> = {
  role: ['career_role'],
  marketContext: [],
  cvUpload: [],
  personal: ['fullName', 'currentRole'],
  background: ['industry', 'experience'],
  goals: ['goals'],
  complete: [],
};

/** The form's goals field is career_goals joined by commas (spec): one goal per comma or line. */
export function splitGoals(goals: string): string[] {
  return goals
    .split(/[,\n]/)
    .map((goal) => goal.trim())
    .filter(Boolean);
}

export type StepErrors = Partial<Record<FieldKey, FieldError>>;

export function validateStep(step: StepKey, data: WizardData): StepErrors {
  const errors: StepErrors = {};
  for (const field of STEP_FIELDS[step]) {
    if (data[field].trim() === '') errors[field] = 'required';
  }
  if (step === 'goals' && !errors.goals) {
    const goals = splitGoals(data.goals);
    if (goals.length === 0) errors.goals = 'required';
    else if (goals.length > LIMITS.goalCount) errors.goals = 'tooManyGoals';
    else if (goals.some((goal) => goal.length > LIMITS.goal)) errors.goals = 'goalTooLong';
  }
  return errors;
}

export function hasErrors(errors: StepErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The first step (index) of the role's wizard that does not pass, or null when all do. */
export function firstInvalidStep(data: WizardData): number | null {
  const index = stepsFor(data.career_role).findIndex((step) => hasErrors(validateStep(step, data)));
  return index === -1 ? null : index;
}

function isCareerRole(value: unknown): value is CareerRole {
  return typeof value === 'string' && (careerRoles as readonly string[]).includes(value);
}

function isExperience(value: unknown): value is ExperienceLevel {
  return typeof value === 'string' && (experienceLevels as readonly string[]).includes(value);
}

/** Saved data back into the form, tolerating anything missing or malformed (old or hand-edited saves). */
export function dataFromRecord(record: OnboardingProgress['data'], fallbackName = ''): WizardData {
  const text = (key: keyof WizardData, max: number = LIMITS.goals) => {
    const value = record[key];
    return typeof value === 'string' ? value.slice(0, max) : Array.isArray(value) ? value.join(', ').slice(0, max) : '';
  };
  const fullName = text('fullName', LIMITS.name);
  return {
    career_role: isCareerRole(record.career_role) ? record.career_role : '',
    fullName: fullName || fallbackName,
    currentRole: text('currentRole', LIMITS.text),
    industry: text('industry', LIMITS.text),
    experience: isExperience(record.experience) ? record.experience : '',
    goals: text('goals'),
    challenges: text('challenges', LIMITS.challenges),
    cvId: text('cvId', 100),
    cvFileName: text('cvFileName', 255),
  };
}

/** The progress saved on each forward step (server and this device): spec fields step, data, timestamp. */
export function toProgress(step: number, data: WizardData, now: Date = new Date()): OnboardingProgress {
  return { variant: variantOf(data.career_role), step, data: { ...data }, timestamp: now.toISOString() };
}

/** Progress kept on this device, with the account it belongs to (a shared browser must not leak it). */
export type LocalProgress = OnboardingProgress & { owner: string };

const localProgressSchema = onboardingProgressSchema.extend({ owner: z.string() });

export function parseLocalProgress(raw: string | null): LocalProgress | null {
  if (!raw) return null;
  try {
    const parsed = localProgressSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface ResumePoint {
  step: number;
  data: WizardData;
  source: 'server' | 'local' | 'none';
}

function time(progress: OnboardingProgress): number {
  const value = Date.parse(progress.timestamp);
  return Number.isNaN(value) ? 0 : value;
}

/**
 * Where the wizard opens: the server's progress, or this device's when the server has none or an older one
 * (a save that did not reach the server). Device progress of another account is ignored. The step is kept
 * within the role's wizard; without a role, the wizard starts at the role choice.
 */
export function resumePoint(server: OnboardingProgress | null, local: LocalProgress | null, owner: string, fallbackName = ''): ResumePoint {
  const mine = local && local.owner === owner ? local : null;
  const chosen = server && (!mine || time(server) >= time(mine)) ? { progress: server, source: 'server' as const } : mine ? { progress: mine, source: 'local' as const } : null;
  if (!chosen) return { step: 0, data: emptyData(fallbackName), source: 'none' };
  const data = dataFromRecord(chosen.progress.data, fallbackName);
  const last = stepsFor(data.career_role).length - 1;
  const step = data.career_role ? Math.min(Math.max(0, chosen.progress.step), last) : 0;
  return { step, data, source: chosen.source };
}

/** The name the account is greeted with: the part of the e-mail before the @ (spec). */
export function greetingName(email: string): string {
  return email.split('@')[0] || email;
}

/** POST /api/onboarding/complete. The job-seeker variant asks for no name: the account's (prefilled) is used. */
export function toCompleteBody(data: WizardData, fallbackName: string): OnboardingComplete {
  if (!data.career_role) throw new Error('A career role is needed to complete onboarding');
  const general = variantOf(data.career_role) === 'general';
  const challenges = data.challenges.trim();
  return {
    career_role: data.career_role,
    full_name: data.fullName.trim() || fallbackName.trim(),
    ...(general && data.currentRole.trim() ? { current_role: data.currentRole.trim() } : {}),
    ...(general && data.industry.trim() ? { industry: data.industry.trim() } : {}),
    ...(general && data.experience ? { experience_level: data.experience } : {}),
    career_goals: splitGoals(data.goals),
    ...(challenges ? { challenges } : {}),
  };
}

/** Which wording the wizard uses: the role's own (recruiters set hiring goals, ...), professional's until a role is chosen. */
export type CopyKey = CareerRole;

export function copyKey(role: CareerRole | ''): CopyKey {
  return role || 'professional';
}
