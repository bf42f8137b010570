import { describe, expect, it } from 'vitest';
import type { CvAnalysis } from './types';
import { applyCorrections, carryOverCorrections, experienceKeys, nameKey } from './record';

function analysis(): CvAnalysis {
  return {
    personalInfo: { name: 'Ana Ruiz', email: 'ana@example.org', phone: '+34 600 000 000', location: 'Calle Mayor 5, Madrid', links: [], confidence: { name: 0.9, phone: 0.4, location: 0.8 } },
    summary: 'Engineer.',
    experience: [
      { position: 'Sofware Engineer', company: 'Acme', location: 'Madrid', startDate: '2020-01', endDate: null, current: true, description: 'Built things.', confidence: 0.9 },
      { position: 'Intern', company: 'Beta', location: null, startDate: '2019-01', endDate: '2019-06', current: false, description: null, confidence: 0.5 },
    ],
    education: [{ institution: 'UPM', degree: 'BSc', field: 'CS', startDate: '2015', endDate: '2019' }],
    skills: [
      { name: 'JavaScript', category: 'programming', proficiency: 'advanced', evidence: ['JavaScript'] },
      { name: 'JS', category: 'other', proficiency: 'intermediate', evidence: ['JS daily'] },
      { name: 'Excel', category: 'office', proficiency: 'beginner', evidence: [] },
    ],
    languages: [{ name: 'Spanish', level: 'native' }, { name: 'English', level: 'B1' }],
    meta: { language: 'en', format: 'pdf', pages: 1, engineVersion: '1.0.0', durationMs: 0, warnings: [] },
  };
}

describe('applyCorrections', () => {
  it('without corrections is the analysis, with review marks for unsure fields', () => {
    const a = analysis();
    const r = applyCorrections(a, null);
    expect(r.experience.map((e) => e.position)).toEqual(['Sofware Engineer', 'Intern']);
    expect(r.corrected).toBe(false);
    expect(r.review).toEqual(['contact.phone', `experience.${experienceKeys(a.experience)[1]}`]);
  });

  it('applies edits, deletions, additions and order, and leaves the analysis untouched', () => {
    const a = analysis();
    const [k0, k1] = experienceKeys(a.experience);
    const r = applyCorrections(a, {
      contact: { phone: '+34 611 111 111' },
      summary: 'Software engineer, 6 years.',
      experience: {
        edited: { [k0!]: { position: 'Software Engineer' } },
        deleted: [k1!],
        added: [{ id: 'added:1', position: 'Volunteer', company: 'Red Cross', location: null, startDate: '2018', endDate: '2018', current: false, description: null }],
        order: ['added:1'],
      },
    });
    expect(r.experience.map((e) => [e.position, e.source])).toEqual([
      ['Volunteer', 'person'],
      ['Software Engineer', 'cv'],
    ]);
    expect(r.personalInfo.phone).toBe('+34 611 111 111');
    expect(r.summary).toBe('Software engineer, 6 years.');
    expect(r.review).toEqual([]); // the phone was edited, the unsure entry deleted
    expect(r.corrected).toBe(true);
    expect(a.experience[0]!.position).toBe('Sofware Engineer');
    expect(a.personalInfo.phone).toBe('+34 600 000 000');
  });

  it('renames, merges duplicates, removes, adds skills and sets proficiency', () => {
    const r = applyCorrections(analysis(), {
      skills: {
        merged: { [nameKey('JS')]: 'JavaScript' },
        removed: [nameKey('Excel')],
        added: [{ name: 'TypeScript', proficiency: 'advanced' }],
        proficiency: { [nameKey('JavaScript')]: 'expert' },
      },
    });
    expect(r.skills.map((s) => [s.name, s.proficiency])).toEqual([
      ['JavaScript', 'expert'],
      ['TypeScript', 'advanced'],
    ]);
    expect(r.skills[0]!.evidence).toEqual(['JavaScript', 'JS daily']);
    expect(r.skills[1]!.category).not.toBe('');
  });

  it('edits languages by English name and CEFR level', () => {
    const r = applyCorrections(analysis(), { languages: { edited: { english: { level: 'C1' } }, added: [{ name: 'French', level: 'A2' }] } });
    expect(r.languages).toEqual([
      { name: 'Spanish', level: 'native' },
      { name: 'English', level: 'C1' },
      { name: 'French', level: 'A2' },
    ]);
  });

  it('a confirmed field is no longer marked for review', () => {
    const r = applyCorrections(analysis(), { confirmed: ['contact.phone'] });
    expect(r.review).not.toContain('contact.phone');
  });

  it('keeps corrections across a re-analysis that finds the same entries, and lists those whose target is gone', () => {
    const a = analysis();
    const [k0, k1] = experienceKeys(a.experience);
    const corrections = { experience: { edited: { [k0!]: { position: 'Software Engineer' }, [k1!]: { company: 'Beta Ltd' } } } };
    // a newer engine reads the same first role, and no longer finds the internship
    const next = analysis();
    next.experience = [{ ...next.experience[0]!, description: 'Built things, better read.' }];
    const r = applyCorrections(next, corrections);
    expect(r.experience[0]!.position).toBe('Software Engineer');
    expect(r.experience[0]!.description).toBe('Built things, better read.');
    expect(r.unmatched).toEqual([`experience.${k1}`]);
    const carried = carryOverCorrections(next, corrections);
    expect(Object.keys(carried.experience!.edited!)).toEqual([k0]);
  });

  it('gives entries that read alike distinct keys', () => {
    const a = analysis();
    a.experience.push({ ...a.experience[0]! });
    const keys = experienceKeys(a.experience);
    expect(new Set(keys).size).toBe(3);
  });
});
