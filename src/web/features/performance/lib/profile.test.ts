import { describe, expect, it } from 'vitest';
import { completenessFields, missingProfileFields } from './profile';

const empty = {
  full_name: null,
  location: null,
  current_role: null,
  company: null,
  years_of_experience: null,
  industry: null,
  career_goals: [],
  bio: null,
  skills: [],
  languages: [],
  phone: null,
};

describe('missing profile fields', () => {
  it('lists every counted field of an empty profile', () => {
    expect(missingProfileFields(empty)).toEqual([...completenessFields]);
  });

  it('counts zero years as filled and empty lists as missing', () => {
    const missing = missingProfileFields({ ...empty, full_name: 'Ana', years_of_experience: 0, skills: ['SQL'], career_goals: [] });
    expect(missing).not.toContain('full_name');
    expect(missing).not.toContain('years_of_experience');
    expect(missing).not.toContain('skills');
    expect(missing).toContain('career_goals');
    expect(missing).toHaveLength(completenessFields.length - 3);
  });
});
