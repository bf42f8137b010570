import { describe, expect, it } from 'vitest';
import { JSON_RESUME_SCHEMA_URL, toJsonResume } from './json-resume';
import type { CvAnalysis } from './types';

const analysis: CvAnalysis = {
  personalInfo: {
    name: 'Ana Müller',
    email: 'ana@example.com',
    phone: '+41 79 123 45 67',
    location: 'Zürich, Switzerland',
    links: ['linkedin.com/in/ana-mueller', 'https://github.com/anam', 'https://ana.dev'],
  },
  summary: 'UX designer with a hospitality background.',
  experience: [
    {
      position: 'UX Designer',
      company: 'Helvetia Digital',
      location: 'Zürich',
      startDate: '2021-03',
      endDate: null,
      current: true,
      description: 'Led research.',
    },
    {
      position: 'Front Office Manager',
      company: 'Hotel Bellevue',
      location: null,
      startDate: '2016',
      endDate: '2021-02',
      current: false,
      description: null,
    },
    { position: null, company: 'Odd Co', location: null, startDate: 'spring 2014', endDate: 'later', current: false, description: null },
  ],
  education: [{ institution: 'ETH Zürich', degree: 'MSc', field: 'Interaction Design', startDate: '2019', endDate: '2021' }],
  skills: [
    { name: 'Figma', category: 'design', proficiency: 'expert', evidence: ['Figma (expert)'] },
    { name: 'Knitting', category: 'other', proficiency: 'beginner', evidence: [] },
  ],
  languages: [
    { name: 'German', level: 'native' },
    { name: 'English', level: 'C1' },
    { name: 'Italian', level: null },
  ],
  meta: { language: 'en', format: 'txt', pages: 1, engineVersion: '1.0.0', durationMs: 0, warnings: [] },
};

describe('toJsonResume', () => {
  const resume = toJsonResume(analysis, { lastModified: '2026-11-22T08:00:00.000Z' });

  it('fills basics from the personal info, with profiles for known networks and the rest as url', () => {
    expect(resume.$schema).toBe(JSON_RESUME_SCHEMA_URL);
    expect(resume.basics).toEqual({
      name: 'Ana Müller',
      label: 'UX Designer',
      email: 'ana@example.com',
      phone: '+41 79 123 45 67',
      url: 'https://ana.dev',
      summary: 'UX designer with a hospitality background.',
      location: { address: 'Zürich, Switzerland' },
      profiles: [
        { network: 'LinkedIn', username: 'ana-mueller', url: 'https://linkedin.com/in/ana-mueller' },
        { network: 'GitHub', username: 'anam', url: 'https://github.com/anam' },
      ],
    });
  });

  it('maps work: company → name, no end date for the current job, unparseable dates dropped', () => {
    expect(resume.work).toEqual([
      { name: 'Helvetia Digital', position: 'UX Designer', location: 'Zürich', startDate: '2021-03', summary: 'Led research.' },
      { name: 'Hotel Bellevue', position: 'Front Office Manager', startDate: '2016', endDate: '2021-02' },
      { name: 'Odd Co' },
    ]);
  });

  it('maps education: field → area, degree → studyType', () => {
    expect(resume.education).toEqual([
      { institution: 'ETH Zürich', area: 'Interaction Design', studyType: 'MSc', startDate: '2019', endDate: '2021' },
    ]);
  });

  it('maps skills with their proficiency as level and known category as keyword', () => {
    expect(resume.skills).toEqual([
      { name: 'Figma', level: 'expert', keywords: ['design'] },
      { name: 'Knitting', level: 'beginner', keywords: [] },
    ]);
  });

  it('maps languages with their level as fluency when known', () => {
    expect(resume.languages).toEqual([
      { language: 'German', fluency: 'native' },
      { language: 'English', fluency: 'C1' },
      { language: 'Italian' },
    ]);
  });

  it('states the schema version and never writes empty fields', () => {
    expect(resume.meta).toEqual({ canonical: JSON_RESUME_SCHEMA_URL, version: 'v1.0.0', lastModified: '2026-11-22T08:00:00.000Z' });
    const empty = toJsonResume({
      ...analysis,
      personalInfo: { name: null, email: null, phone: null, location: '  ', links: [] },
      summary: null,
      experience: [],
    });
    expect(empty.basics).toEqual({ profiles: [] });
    expect(JSON.stringify(empty)).not.toContain('null');
  });
});

describe('toJsonResume with ESCO', () => {
  it('carries the ESCO URIs of skills and languages and cites ESCO', () => {
    const python = 'http://data.europa.eu/esco/skill/ccd0a1d9-afda-43d9-b901-96344886e14d';
    const broader = 'http://data.europa.eu/esco/skill/bd14968e-e409-45af-b362-3495ed7b10e0';
    const german = 'http://data.europa.eu/esco/skill/4812a4ea-dc55-4dc6-b9b0-4a59bba2c647';
    const resume = toJsonResume({
      ...analysis,
      skills: [
        { name: 'Python', category: 'software', proficiency: 'advanced', evidence: [], esco_uri: python },
        { name: 'Kubernetes', category: 'cloud-devops', proficiency: 'intermediate', evidence: [], esco_broader_uri: broader },
      ],
      languages: [{ name: 'German', level: 'C2', esco_uri: german }],
    });
    expect(resume.skills[0]['x-esco']).toEqual({ uri: python, relation: 'exact' });
    expect(resume.skills[1]['x-esco']).toEqual({ uri: broader, relation: 'broader' });
    expect(resume.languages[0]['x-esco']).toEqual({ uri: german });
    expect(resume.meta['x-esco']).toEqual({ version: 'ESCO v1.1.1', notice: 'This service uses the ESCO classification of the European Commission' });
  });
});
