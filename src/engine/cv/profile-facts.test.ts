import { describe, expect, it } from 'vitest';
import type { CvAnalysis } from './types';
import { cityOf, profileFacts } from './profile-facts';

describe('cityOf', () => {
  it.each([
    ['Hauptstrasse 12, 10115 Berlin, Germany', 'Berlin, Germany'],
    ['Calle Mayor 5, 28013 Madrid', 'Madrid'],
    ['10 Downing Street, London SW1A 2AA', 'London'],
    ['Lyon, France', 'Lyon, France'],
    ['PL-00-950 Warszawa', 'Warszawa'],
    ['Street 1', null],
    // a street named without its number is still a street
    ['221B Baker Street, London NW1 6XE', 'London'],
    ['Baker Street, London', 'London'],
    ['Rue de Rivoli, Paris', 'Paris'],
    ['Keizersgracht, Amsterdam', 'Amsterdam'],
    ['Musterstraße, D-10115 Berlin', 'Berlin'],
    ['St. Gallen', 'St. Gallen'],
    ['Viareggio, Italy', 'Viareggio, Italy'],
  ])('%s → %s', (input, city) => expect(cityOf(input)).toBe(city));
});

describe('profileFacts', () => {
  it('takes the current role, the city and the years the roles cover', () => {
    const analysis = {
      personalInfo: { name: 'Ana', email: null, phone: '+34 600', location: 'Calle Mayor 5, 28013 Madrid', links: [] },
      summary: null,
      experience: [
        { position: 'Lead', company: 'Acme', location: null, startDate: '2020-01', endDate: null, current: true, description: null },
        { position: 'Dev', company: 'Beta', location: null, startDate: '2015-01', endDate: '2020-06', current: false, description: null },
      ],
      education: [],
      skills: [{ name: 'SQL', category: 'data', proficiency: 'advanced', evidence: [] }],
      languages: [{ name: 'Spanish', level: 'native' }],
      meta: { language: 'en', format: 'txt', pages: 1, engineVersion: '1', durationMs: 0, warnings: [] },
    } satisfies CvAnalysis;
    expect(profileFacts(analysis, '2025-12')).toEqual({
      fullName: 'Ana',
      phone: '+34 600',
      location: 'Madrid',
      currentRole: 'Lead',
      company: 'Acme',
      yearsOfExperience: 11,
      skills: ['SQL'],
      languages: ['Spanish (native)'],
    });
  });
});
