/** Test helpers: a person with a CV, talents and market data built by the real market engine. */
import type { CvAnalysis } from '../cv/types';
import { crossBorderComparison } from '../market/cross-border';
import type { CrossBorderItem } from '../market/cross-border';
import type { Figure } from '../market/figure';
import type { CountryRecord } from '../market/import/countries';
import type { ShortageOccupationRecord } from '../market/import/shortage-occupations';
import { marketPersonFromCv } from '../market/person';
import { CULTURE } from '../market/test-culture';
import type { CoachInput, CoachMarket, CoachPerson } from './types';

export const NOW = '2025-06-15';

export function cv(overrides: Partial<CvAnalysis> = {}): CvAnalysis {
  return {
    personalInfo: { name: 'Lukas Brandt', email: 'lukas@example.com', phone: null, location: 'Berlin, Germany', links: [] },
    summary: 'Backend developer with a focus on payment systems and reliable APIs.',
    experience: [
      {
        position: 'Backend Developer',
        company: 'Datawerk AG',
        location: 'Berlin',
        startDate: '2019-06',
        endDate: null,
        current: true,
        description: [
          'Reduced API response times by 40% for 2 million users.',
          'Led a team of 5 developers through the migration to Kubernetes.',
          'Maintained the payment services and their documentation.',
        ].join('\n'),
      },
      {
        position: 'Junior Developer',
        company: 'Acme GmbH',
        location: 'Hamburg',
        startDate: '2016-01',
        endDate: '2018-03',
        current: false,
        description: ['Wrote batch jobs in COBOL for the billing system.', 'Supported the operations team with nightly releases.'].join(
          '\n',
        ),
      },
    ],
    education: [{ institution: 'TU Berlin', degree: 'B.Sc.', field: 'Computer Science', startDate: '2012', endDate: '2015' }],
    skills: [
      {
        name: 'Python',
        category: 'programming',
        proficiency: 'expert',
        evidence: ['Skills: Python', 'Reduced API response times by 40% for 2 million users.'],
      },
      { name: 'PostgreSQL', category: 'databases', proficiency: 'advanced', evidence: ['Skills: PostgreSQL'] },
      { name: 'Docker', category: 'devops', proficiency: 'advanced', evidence: ['Skills: Docker'] },
      {
        name: 'Kubernetes',
        category: 'devops',
        proficiency: 'intermediate',
        evidence: ['Led a team of 5 developers through the migration to Kubernetes.'],
      },
      {
        name: 'COBOL',
        category: 'programming',
        proficiency: 'intermediate',
        evidence: ['Wrote batch jobs in COBOL for the billing system.'],
      },
    ],
    languages: [
      { name: 'German', level: 'native' },
      { name: 'English', level: 'C1' },
      { name: 'Spanish', level: 'B1' },
    ],
    meta: { language: 'en', format: 'pdf', pages: 2, engineVersion: 'test', durationMs: 0, warnings: [] },
    ...overrides,
  };
}

const fig = (value: number, period: string, source: string): Figure => ({ value, period, source, dataset: 'eurostat' });

function country(code: string, name: string, languages: string[], vacancy: number | null, wage: number | null): CountryRecord {
  return {
    code,
    eurostatCode: code,
    name,
    capital: '',
    officialLanguages: languages,
    currency: 'EUR',
    staticFactsSource: 'General reference',
    population: null,
    employmentRate: null,
    unemploymentRate: fig(5, '2024', 'Eurostat une_rt_a via https://example.org'),
    youthUnemploymentRate: null,
    jobVacancyRate:
      vacancy === null ? null : fig(vacancy, '2024Q3', 'Eurostat jvs_q_nace2 release for 2024Q3 as reprinted at https://example.org'),
    minimumWage: wage === null ? null : fig(wage, '2025-01', 'Eurostat earn_mw_cur, news 10 Apr 2025 https://example.org'),
    minimumWageNote:
      wage === null ? 'no national statutory minimum wage (collective agreements)' : 'statutory national minimum wage, gross',
    ictSpecialistsShare: null,
    englishProficiencyScore: null,
    englishProficiencyBand: { value: 'very high', period: '2024', source: 'EF EPI 2024', dataset: 'ef-epi' },
    workFromHomeShare: null,
  };
}

export const COUNTRIES: CountryRecord[] = [
  country('DE', 'Germany', ['German'], 3.0, 2161),
  country('NL', 'Netherlands', ['Dutch'], 4.3, 2194),
  country('SE', 'Sweden', ['Swedish'], 1.9, null),
  country('FR', 'France', ['French'], null, 1802),
  country('IT', 'Italy', ['Italian'], 1.9, null),
  country('ES', 'Spain', ['Spanish'], 0.9, 1381),
];

function shortage(code: string, occupation: string, publisher: string): ShortageOccupationRecord {
  const eu = code === 'EU';
  return {
    occupation,
    localName: null,
    country: code,
    euWide: eu,
    severity: 'listed',
    metric: 'list',
    period: '2024',
    publisher,
    url: 'https://example.org',
    secondary: false,
    dataset: eu ? 'ela-eures' : 'national-agencies',
  };
}

export const SHORTAGES: ShortageOccupationRecord[] = [
  shortage('DE', 'Software developers', 'Bundesagentur für Arbeit'),
  shortage('NL', 'Software and application developers', 'UWV'),
  shortage('FR', 'Roofers', 'France Travail'),
  shortage('EU', 'Software developers', 'European Labour Authority'),
];

export function comparison(analysis: CvAnalysis = cv(), home = 'DE'): CrossBorderItem[] {
  const person = marketPersonFromCv(analysis, { occupations: ['software developer'], country: home });
  return crossBorderComparison(person, COUNTRIES, SHORTAGES, CULTURE, { extraCountries: ['ES'] });
}

export function market(overrides: Partial<CoachMarket> = {}): CoachMarket {
  return {
    comparison: comparison(),
    skillTrends: [
      { skill: 'Python', trend: 'growing', scope: 'global', period: '2025 (outlook 2025-2030)', source: 'WEF Future of Jobs 2025' },
      { skill: 'COBOL', trend: 'declining', scope: 'EU', period: '2023', source: 'European Commission Digital Decade 2024' },
      {
        skill: 'AI and big data',
        trend: 'growing',
        scope: 'global',
        period: '2025 (outlook 2025-2030)',
        source: 'WEF Future of Jobs 2025',
      },
    ],
    occupations: [
      { title: 'Software developer', score: 0.78 },
      { title: 'Database administrator', score: 0.41 },
    ],
    skillGap: {
      occupation: 'DevOps engineer',
      skillGapScore: 0.6,
      missingSkills: [
        { name: 'Terraform', essential: true },
        { name: 'CI/CD', essential: true },
        { name: 'Ansible', essential: false },
      ],
    },
    ...overrides,
  };
}

export function person(overrides: Partial<CoachPerson> = {}): CoachPerson {
  return {
    name: 'Lukas Brandt',
    analysis: cv(),
    talents: [
      {
        talent_name: 'Team Leadership',
        confidence_score: 82,
        status: 'validated',
        supporting_evidence: ['Led a team of 5 developers through the migration to Kubernetes.'],
      },
      {
        talent_name: 'Process Improvement',
        confidence_score: 64,
        status: 'discovered',
        supporting_evidence: ['Reduced API response times by 40% for 2 million users.'],
      },
    ],
    goals: ['Move into a lead role within two years'],
    careerRole: 'professional',
    yearsOfExperience: null,
    currentRole: null,
    location: 'Berlin, Germany',
    ...overrides,
  };
}

export function input(query: string, overrides: Partial<CoachInput> = {}): CoachInput {
  return { query, language: 'en', now: NOW, person: person(), market: market(), ...overrides };
}

/** A person who uploaded nothing and has no market data. */
export function bareInput(query: string, overrides: Partial<CoachInput> = {}): CoachInput {
  return { query, language: 'en', now: NOW, person: { analysis: null, talents: [] }, ...overrides };
}
