// Which profile fields are still empty. Mirrors the fields the server counts for completeness
// (src/server/features/profile/service.ts), so "what is missing" adds up to the percentage shown.
import type { Profile } from '@/contract/profile';

export const completenessFields = [
  'full_name',
  'location',
  'current_role',
  'company',
  'years_of_experience',
  'industry',
  'career_goals',
  'bio',
  'skills',
  'languages',
  'phone',
] as const satisfies readonly (keyof Profile)[];

export type CompletenessField = (typeof completenessFields)[number];

function filled(value: Profile[CompletenessField]): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return true;
  return Boolean(value);
}

export function missingProfileFields(profile: Pick<Profile, CompletenessField>): CompletenessField[] {
  return completenessFields.filter((field) => !filled(profile[field]));
}
