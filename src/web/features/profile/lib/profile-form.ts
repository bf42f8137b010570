// The profile forms' rules: which fields each section edits, the same limits the server checks
// (src/contract/profile.ts), the body of a save (only what changed), the server's field errors,
// and what the completeness figure is still missing.
import type { Profile, ProfileUpdate } from '@/contract/profile';
import { ApiError } from '@/web/lib/api-client';

export const textFields = ['full_name', 'location', 'phone', 'bio', 'current_role', 'company', 'industry'] as const;
export const listFields = ['skills', 'languages', 'career_goals'] as const;
export type TextField = (typeof textFields)[number];
export type ListField = (typeof listFields)[number];
export type ProfileField = TextField | ListField | 'years_of_experience';

/** What the forms edit: '' for "not set"; years as Mantine's NumberInput gives it (a number, or the text typed). */
export type ProfileFormValues = { [K in TextField]: string } & { [K in ListField]: string[] } & {
  years_of_experience: number | string;
};

/** The fields of each form, in the order they are shown. */
export const sections = {
  personal: ['full_name', 'location', 'phone', 'bio'],
  professional: ['current_role', 'company', 'years_of_experience', 'industry', 'skills', 'languages', 'career_goals'],
  /** the settings page's Profile tab: fullName, jobTitle (the current role), location */
  basics: ['full_name', 'current_role', 'location'],
} as const satisfies Record<string, readonly ProfileField[]>;

export type SectionValues<F extends ProfileField> = Pick<ProfileFormValues, F>;

export const TEXT_MAX: Record<TextField, number> = {
  full_name: 120,
  location: 120,
  phone: 40,
  bio: 2000,
  current_role: 120,
  company: 120,
  industry: 120,
};
export const YEARS_MAX = 70;
export const LIST_MAX = 50;
export const ENTRY_MAX = 100;


function isTextField(field: ProfileField): field is TextField {
  return (textFields as readonly string[]).includes(field);
}

function isListField(field: ProfileField): field is ListField {
  return (listFields as readonly string[]).includes(field);
}

/** The profile as form values for the given fields. */
export function profileToValues<F extends ProfileField>(profile: Profile, fields: readonly F[]): SectionValues<F> {
  const values: Partial<ProfileFormValues> = {};
  for (const field of fields) {
    if (isTextField(field)) values[field] = profile[field] ?? '';
    else if (isListField(field)) values[field] = [...profile[field]];
    else values.years_of_experience = profile.years_of_experience ?? '';
  }
  return values as SectionValues<F>;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/** The fields whose value differs from the saved one (text compared trimmed: spaces alone are no change). */
export function changedFields<F extends ProfileField>(values: SectionValues<F>, saved: SectionValues<F>): F[] {
  const normalise = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
  return (Object.keys(values) as F[]).filter((field) => !sameValue(normalise(values[field]), normalise(saved[field])));
}

/** The PUT /api/profile body: only what changed; cleared fields as null. */
export function toUpdate<F extends ProfileField>(values: SectionValues<F>, saved: SectionValues<F>): ProfileUpdate {
  const update: Record<string, unknown> = {};
  for (const field of changedFields(values, saved)) {
    const value: unknown = values[field];
    if (field === 'years_of_experience') update[field] = value === '' ? null : Number(value);
    else if (Array.isArray(value)) update[field] = value.map((entry: string) => entry.trim()).filter(Boolean);
    else update[field] = (value as string).trim() || null;
  }
  return update as ProfileUpdate;
}

export type FieldProblem =
  | { key: 'tooLong'; max: number }
  | { key: 'yearsNumber' }
  | { key: 'yearsWhole' }
  | { key: 'yearsNegative' }
  | { key: 'yearsMax'; max: number }
  | { key: 'tooManyEntries'; max: number }
  | { key: 'entryTooLong'; max: number };

/** The server's checks, made before sending so the message comes at once and in the interface language. */
export function checkField(field: ProfileField, value: unknown): FieldProblem | null {
  if (field === 'years_of_experience') {
    if (value === '' || value === null || value === undefined) return null;
    const years = typeof value === 'number' ? value : Number(String(value).trim());
    if (String(value).trim() === '' || !Number.isFinite(years)) return { key: 'yearsNumber' };
    if (!Number.isInteger(years)) return { key: 'yearsWhole' };
    if (years < 0) return { key: 'yearsNegative' };
    return years > YEARS_MAX ? { key: 'yearsMax', max: YEARS_MAX } : null;
  }
  if (isListField(field)) {
    const entries = (value as string[]).map((entry) => entry.trim()).filter(Boolean);
    if (entries.length > LIST_MAX) return { key: 'tooManyEntries', max: LIST_MAX };
    return entries.some((entry) => entry.length > ENTRY_MAX) ? { key: 'entryTooLong', max: ENTRY_MAX } : null;
  }
  return (value as string).trim().length > TEXT_MAX[field] ? { key: 'tooLong', max: TEXT_MAX[field] } : null;
}

/**
 * A refused save's messages per field, from the server's `details: [{ path, message }]`
 * (a list entry's path ends in its index: `skills.3` belongs to `skills`). Empty when it was not a field error.
 */
export function fieldErrorsFromApi(error: unknown): Partial<Record<ProfileField, string>> {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR' || !Array.isArray(error.details)) return {};
  const known: readonly string[] = [...textFields, ...listFields, 'years_of_experience'];
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const detail of error.details as unknown[]) {
    if (!detail || typeof detail !== 'object') continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    const field = typeof path === 'string' ? path.split('.')[0] : '';
    if (known.includes(field) && typeof message === 'string') errors[field as ProfileField] ??= message;
  }
  return errors;
}

/** The fields the completeness figure counts (the server's rule), in the order of the page. */
const counted: readonly { field: ProfileField; filled: (p: Profile) => boolean }[] = [
  { field: 'full_name', filled: (p) => !!p.full_name },
  { field: 'location', filled: (p) => !!p.location },
  { field: 'phone', filled: (p) => !!p.phone },
  { field: 'bio', filled: (p) => !!p.bio },
  { field: 'current_role', filled: (p) => !!p.current_role },
  { field: 'company', filled: (p) => !!p.company },
  { field: 'years_of_experience', filled: (p) => p.years_of_experience !== null },
  { field: 'industry', filled: (p) => !!p.industry },
  { field: 'skills', filled: (p) => p.skills.length > 0 },
  { field: 'languages', filled: (p) => p.languages.length > 0 },
  { field: 'career_goals', filled: (p) => p.career_goals.length > 0 },
];

/** What completeness still misses, in the order of the page. */
export function missingFields(profile: Profile): ProfileField[] {
  return counted.filter((c) => !c.filled(profile)).map((c) => c.field);
}
