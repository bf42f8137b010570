import { describe, expect, it } from 'vitest';
import type { CvAnalysis, ExperienceEntry } from '../cv/types';
import { matchOccupations } from './match-occupations';

function role(position: string | null, startDate: string | null, endDate: string | null): ExperienceEntry {
  return {
    position,
    company: 'Acme',
    location: null,
    startDate,
    endDate,
    current: startDate !== null && endDate === null,
    description: null,
  };
}

function cv(experience: ExperienceEntry[], skills: string[], language: CvAnalysis['meta']['language'] = 'en'): CvAnalysis {
  return {
    personalInfo: { name: null, email: null, phone: null, location: null, links: [] },
    summary: null,
    experience,
    education: [],
    skills: skills.map((name) => ({ name, category: 'other', proficiency: 'intermediate', evidence: [] })),
    languages: [],
    meta: { language, format: 'pdf', pages: 1, engineVersion: 'test', durationMs: 0, warnings: [] },
  };
}

describe('matchOccupations', () => {
  it('recognises a nurse from her current title and her skills', () => {
    const nurse = cv(
      [role('Registered Nurse', '2019-03', null), role('Healthcare Assistant', '2015-01', '2019-02')],
      ['Patient care', 'Medication administration', 'Wound care', 'Vital signs monitoring', 'Basic Life Support', 'Infection control'],
    );
    const [best, second] = matchOccupations(nurse);
    expect(best.occupationId).toBe('nurse');
    expect(best.titleEvidence).toEqual([{ position: 'Registered Nurse', matched: 'Registered Nurse', current: true, weight: 1 }]);
    expect(best.matchedSkills.filter((s) => s.essential).map((s) => s.id)).toEqual([
      'patient-care',
      'medication-administration',
      'vital-signs-monitoring',
      'infection-control',
    ]);
    expect(best.reasons[0]).toBe('Job title "Registered Nurse" (current role) matches Nurse.');
    expect(best.reasons[1]).toMatch(/^Holds 4 of 7 essential and 2 of 12 optional skills \(Patient Care, /);
    // the earlier role counts too, but less
    expect(second.occupationId).toBe('nursing-assistant');
    expect(second.titleScore).toBeLessThan(best.titleScore);
  });

  it('recognises a software engineer', () => {
    const engineer = cv(
      [role('Senior Software Engineer', '2020-01', null), role('Werkstudent', '2017-04', '2019-09')],
      ['TypeScript', 'Node.js', 'React', 'SQL', 'Docker', 'Git', 'Unit testing', 'REST APIs', 'Scrum'],
    );
    const [best] = matchOccupations(engineer);
    expect(best.occupationId).toBe('software-developer');
    expect(best.score).toBeGreaterThan(0.7);
    expect(best.matchedSkills.map((s) => s.as)).toContain('Git');
  });

  it('recognises a German Buchhalterin from title and German skill names', () => {
    const buchhalterin = cv(
      [role('Buchhalterin', '2018-01', null), role('Kauffrau für Büromanagement', '2012-08', '2017-12')],
      ['Buchhaltung', 'DATEV', 'Kreditorenbuchhaltung', 'Debitorenbuchhaltung', 'Umsatzsteuer', 'Excel'],
      'de',
    );
    const results = matchOccupations(buchhalterin);
    expect(results[0].occupationId).toBe('bookkeeper');
    expect(results[0].titleEvidence[0]).toMatchObject({ position: 'Buchhalterin', current: true });
    expect(results[0].matchedSkills.find((s) => s.id === 'bookkeeping')?.as).toBe('Buchhaltung');
    // the apprenticeship title is older, so it weighs less
    const clerk = results.find((r) => r.occupationId === 'office-clerk');
    expect(clerk?.titleEvidence[0].weight).toBeLessThan(1);
    expect(clerk?.score).toBeLessThan(results[0].score);
  });

  it('ranks by skills alone when no title is known, with lower scores', () => {
    const [best] = matchOccupations(
      cv([], ['Python', 'Machine Learning', 'SQL', 'Statistics', 'pandas', 'scikit-learn', 'Data visualization']),
    );
    expect(best.occupationId).toBe('data-scientist');
    expect(best.titleScore).toBe(0);
    expect(best.score).toBeLessThanOrEqual(0.4);
    expect(best.reasons).toHaveLength(1);
  });

  it('weighs a recent role more than an old one', () => {
    const changed = cv([role('Welder', '2005-01', '2012-12'), role('Truck Driver', '2013-01', '2024-06')], []);
    const byId = Object.fromEntries(matchOccupations(changed, { referenceDate: '2025-01' }).map((r) => [r.occupationId, r]));
    expect(byId['truck-driver'].titleScore).toBeGreaterThan(byId.welder.titleScore);
    expect(byId.welder.titleEvidence[0].weight).toBeCloseTo(0.4, 2);
  });

  it('uses list order for undated roles and ignores roles without a position', () => {
    const undated = cv([role('Cook', null, null), role('Waiter', null, null), role(null, null, null)], []);
    const results = matchOccupations(undated);
    expect(results.map((r) => r.occupationId)).toEqual(['cook', 'waiter']);
    expect(results[1].titleEvidence[0].weight).toBe(0.85);
  });

  it('is deterministic, bounded and respects limit and minScore', () => {
    const a = cv([role('Account Manager', '2020-01', null)], ['Sales', 'Negotiation', 'Salesforce', 'Account management', 'Excel']);
    expect(matchOccupations(a)).toEqual(matchOccupations(a));
    expect(matchOccupations(a, { limit: 2 })).toHaveLength(2);
    for (const r of matchOccupations(a, { limit: 50 })) {
      expect(r.score).toBeGreaterThanOrEqual(0.1);
      expect(r.score).toBeLessThanOrEqual(1);
    }
    expect(matchOccupations(a, { minScore: 0.99 })).toEqual([]);
  });

  it('finds nothing in an empty CV or one with a single common skill', () => {
    expect(matchOccupations(cv([], []))).toEqual([]);
    expect(matchOccupations(cv([], ['Excel']))).toEqual([]);
  });
});
