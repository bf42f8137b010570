import { describe, expect, it } from 'vitest';
import type { Profile } from '@/contract/profile';
import { profileUpdateSchema } from '@/contract/profile';
import { ApiError } from '@/web/lib/api-client';
import {
  changedFields,
  checkField,
  fieldErrorsFromApi,
  missingFields,
  profileToValues,
  sections,
  toUpdate,
} from './profile-form';
import type { ProfileField } from './profile-form';

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    email: 'anna@example.com',
    full_name: null,
    username: null,
    location: null,
    current_role: null,
    company: null,
    years_of_experience: null,
    career_role: null,
    industry: null,
    experience_level: null,
    career_goals: [],
    bio: null,
    phone: null,
    interests: [],
    preferred_work_type: null,
    salary_expectations: null,
    skills: [],
    languages: [],
    onboarding_completed: false,
    completeness: 0,
    updated_at: null,
    from_cv: [],
    ...overrides,
  };
}

/** The server's answer to a body it refuses, built as the API's validation hook builds it. */
function serverRefusal(body: unknown): ApiError {
  const result = profileUpdateSchema.safeParse(body);
  if (result.success) throw new Error('expected the contract to refuse the body');
  const details = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return new ApiError(400, 'VALIDATION_ERROR', details[0].message, details);
}

describe('profile form values', () => {
  it('turns the profile into strings and lists, empty where nothing is set', () => {
    const values = profileToValues(profile({ full_name: 'Anna', years_of_experience: 0, skills: ['SQL'] }), sections.professional);
    expect(values).toEqual({
      current_role: '',
      company: '',
      years_of_experience: 0,
      industry: '',
      skills: ['SQL'],
      languages: [],
      career_goals: [],
    });
    expect(profileToValues(profile({ full_name: 'Anna' }), sections.basics)).toEqual({ full_name: 'Anna', current_role: '', location: '' });
  });

  it('sends only what changed: trimmed, cleared fields as null, years as a number', () => {
    const saved = profileToValues(profile({ location: 'Bern', company: 'Acme', years_of_experience: 4 }), sections.professional);
    const values = { ...saved, current_role: '  Engineer ', company: '', years_of_experience: '' as const, skills: [' SQL ', ''] };
    expect(changedFields(values, saved)).toEqual(['current_role', 'company', 'years_of_experience', 'skills']);
    const body = toUpdate(values, saved);
    expect(body).toEqual({ current_role: 'Engineer', company: null, years_of_experience: null, skills: ['SQL'] });
    // and the server takes it
    expect(profileUpdateSchema.safeParse(body).success).toBe(true);
    expect(toUpdate({ ...saved, years_of_experience: 12 }, saved)).toEqual({ years_of_experience: 12 });
  });

  it('counts spaces alone as no change', () => {
    const saved = profileToValues(profile({ full_name: 'Anna' }), sections.personal);
    expect(changedFields({ ...saved, full_name: ' Anna  ' }, saved)).toEqual([]);
    expect(toUpdate({ ...saved, full_name: ' Anna  ' }, saved)).toEqual({});
  });
});

describe('client checks match the server', () => {
  const cases: [ProfileField, unknown, unknown, string | null][] = [
    // field, form value, body value, the problem key expected (null: valid)
    ['years_of_experience', -1, -1, 'yearsNegative'],
    ['years_of_experience', 71, 71, 'yearsMax'],
    ['years_of_experience', 70, 70, null],
    ['years_of_experience', 0, 0, null],
    ['years_of_experience', 2.5, 2.5, 'yearsWhole'],
    ['full_name', 'x'.repeat(121), 'x'.repeat(121), 'tooLong'],
    ['full_name', 'x'.repeat(120), 'x'.repeat(120), null],
    ['phone', '1'.repeat(41), '1'.repeat(41), 'tooLong'],
    ['bio', 'b'.repeat(2001), 'b'.repeat(2001), 'tooLong'],
    ['skills', Array.from({ length: 51 }, (_, i) => `s${i}`), Array.from({ length: 51 }, (_, i) => `s${i}`), 'tooManyEntries'],
    ['career_goals', ['g'.repeat(101)], ['g'.repeat(101)], 'entryTooLong'],
    ['languages', ['German', 'English'], ['German', 'English'], null],
  ];

  it.each(cases)('%s = %j', (field, formValue, bodyValue, expected) => {
    expect(checkField(field, formValue)?.key ?? null).toBe(expected);
    expect(profileUpdateSchema.safeParse({ [field]: bodyValue }).success).toBe(expected === null);
  });

  it('refuses years that are not a number, and takes an empty field', () => {
    expect(checkField('years_of_experience', '-')?.key).toBe('yearsNumber');
    expect(checkField('years_of_experience', '')).toBeNull();
  });
});

describe('the server’s field errors', () => {
  it('are placed under their fields, a list entry under its list', () => {
    const errors = fieldErrorsFromApi(serverRefusal({ years_of_experience: -3, skills: ['ok', 'x'.repeat(101)] }));
    expect(errors.years_of_experience).toBe('Years of experience cannot be negative');
    expect(errors.skills).toEqual(expect.any(String));
    expect(Object.keys(errors).sort()).toEqual(['skills', 'years_of_experience']);
  });

  it('are nothing for other failures', () => {
    expect(fieldErrorsFromApi(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toEqual({});
    expect(fieldErrorsFromApi(new Error('network'))).toEqual({});
  });
});

describe('what completeness misses', () => {
  it('lists the empty fields in page order', () => {
    const p = profile({ full_name: 'Anna', location: 'Bern', skills: ['SQL'], completeness: 27 });
    expect(missingFields(p)).toEqual(['phone', 'bio', 'current_role', 'company', 'years_of_experience', 'industry', 'languages', 'career_goals']);
  });

  it('is nothing once all eleven are filled', () => {
    const full = profile({
      full_name: 'Anna',
      location: 'Bern',
      phone: '+41',
      bio: 'Hi',
      current_role: 'PM',
      company: 'Acme',
      years_of_experience: 0,
      industry: 'Tech',
      skills: ['SQL'],
      languages: ['German'],
      career_goals: ['Lead'],
      completeness: 100,
    });
    expect(missingFields(full)).toEqual([]);
  });
});
