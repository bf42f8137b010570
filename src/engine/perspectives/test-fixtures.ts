/** Hand-built test data: a developer turned team lead, with a CV analysis, a profile and talents. */
import type { CvAnalysis } from '../cv/types';
import type { PerspectiveData, PerspectiveTalent } from './types';

export const NOW = '2025-06-15';
export const EMAIL = 'lukas@example.com';
export const PHONE = '+49 170 1234567';

export function cv(overrides: Partial<CvAnalysis> = {}): CvAnalysis {
  return {
    personalInfo: { name: 'Lukas Brandt', email: EMAIL, phone: PHONE, location: 'Berlin, Germany', links: ['https://github.com/lbrandt'] },
    summary: 'Backend developer with a focus on payment systems and reliable APIs.',
    experience: [
      {
        position: 'Backend Team Lead',
        company: 'Datawerk AG',
        location: 'Berlin',
        startDate: '2021-01',
        endDate: null,
        current: true,
        description: [
          '- Reduced API response times by 40% for 2 million users.',
          '- Led a team of 5 developers through the migration to Kubernetes.',
          '- Cut payment processing costs by €120,000 per year.',
          '- Mentored two junior engineers.',
          '- Maintained the payment services and their documentation.',
        ].join('\n'),
      },
      {
        position: 'Backend Developer',
        company: 'Acme GmbH',
        location: 'Hamburg',
        startDate: '2016-01',
        endDate: '2020-03',
        current: false,
        description: [
          'Wrote batch jobs in Python for the billing system.',
          'Organised a charity run that raised 15 donations for the local school.',
          'Supported the operations team with nightly releases.',
        ].join('\n'),
      },
    ],
    education: [{ institution: 'TU Berlin', degree: 'B.Sc.', field: 'Computer Science', startDate: '2012', endDate: '2015' }],
    skills: [
      { name: 'Docker', category: 'cloud-devops', proficiency: 'advanced', evidence: ['Skills: Docker'] },
      {
        name: 'Python',
        category: 'software',
        proficiency: 'expert',
        evidence: ['Skills: Python', 'Wrote batch jobs in Python for the billing system.'],
      },
      {
        name: 'Kubernetes',
        category: 'cloud-devops',
        proficiency: 'intermediate',
        evidence: ['Led a team of 5 developers through the migration to Kubernetes.'],
      },
      { name: 'PostgreSQL', category: 'data', proficiency: 'advanced', evidence: ['Skills: PostgreSQL'] },
      { name: 'Scrum', category: 'methodologies', proficiency: 'intermediate', evidence: ['Skills: Scrum'] },
    ],
    languages: [
      { name: 'German', level: 'native' },
      { name: 'English', level: 'C1' },
      { name: 'Dutch', level: null },
    ],
    meta: { language: 'en', format: 'pdf', pages: 2, engineVersion: '1.0.0', durationMs: 0, warnings: [] },
    ...overrides,
  };
}

export const TALENTS: readonly PerspectiveTalent[] = [
  {
    talent_name: 'Team Leadership',
    status: 'validated',
    confidence_score: 100,
    supporting_evidence: ['Led a team of 5 developers through the migration to Kubernetes.'],
  },
  {
    talent_name: 'Financial Acumen',
    status: 'discovered',
    confidence_score: 66,
    supporting_evidence: ['Cut payment processing costs by €120,000 per year.'],
  },
  {
    talent_name: 'People Development',
    status: 'developing',
    confidence_score: 57,
    supporting_evidence: ['Mentored two junior engineers.'],
  },
];

export function person(overrides: Partial<PerspectiveData> = {}): PerspectiveData {
  return {
    profile: {
      fullName: 'Lukas Brandt',
      currentRole: 'Backend Team Lead',
      location: 'Berlin',
      company: 'Datawerk AG',
      yearsOfExperience: 9,
      careerGoals: ['Become an engineering manager', 'Work in the Netherlands'],
      bio: 'I find it hard to explain my gap after Acme.',
      email: EMAIL,
      phone: PHONE,
    },
    analysis: cv(),
    talents: TALENTS,
    ...overrides,
  };
}

/** Nobody: no profile fields, no CV, no talents. */
export function nobody(): PerspectiveData {
  return {
    profile: { fullName: null, currentRole: null, location: null, company: null, yearsOfExperience: null, careerGoals: [], bio: null },
    analysis: null,
    talents: [],
  };
}
