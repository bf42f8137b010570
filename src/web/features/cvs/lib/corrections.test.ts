import { describe, expect, it } from 'vitest';
import type { CvCorrectionsBody, CvRecordResponse } from '@/contract/cv-record';
import { cvCorrectionsSchema } from '@/contract/cv-record';
import { applyCorrections } from '@/engine/cv/record';
import type { CvAnalysis } from '@/engine/cv/types';
import { correctionsFromDraft, draftFromRecord, mergeSkills, moved, newId } from './corrections';

function analysis(): CvAnalysis {
  return {
    personalInfo: {
      name: 'Ana Ruiz',
      email: 'ana@example.org',
      phone: '+34 600 000 000',
      location: 'Madrid',
      links: [],
      confidence: { name: 0.9, phone: 0.4, location: 0.8 },
    },
    summary: 'Engineer.',
    experience: [
      {
        position: 'Sofware Engineer',
        company: 'Acme',
        location: 'Madrid',
        startDate: '2020-01',
        endDate: null,
        current: true,
        description: 'Built things.',
        confidence: 0.9,
      },
      {
        position: 'Intern',
        company: 'Beta',
        location: null,
        startDate: '2019-01',
        endDate: '2019-06',
        current: false,
        description: null,
        confidence: 0.5,
      },
    ],
    education: [{ institution: 'UPM', degree: 'BSc', field: 'CS', startDate: '2015', endDate: '2019' }],
    skills: [
      { name: 'JavaScript', category: 'programming', proficiency: 'advanced', evidence: ['JavaScript'] },
      { name: 'JS', category: 'other', proficiency: 'intermediate', evidence: ['JS daily'] },
      { name: 'Excel', category: 'office', proficiency: 'beginner', evidence: [] },
    ],
    languages: [
      { name: 'Spanish', level: 'native' },
      { name: 'English', level: 'B1' },
    ],
    meta: { language: 'en', format: 'pdf', pages: 1, engineVersion: '1.0.0', durationMs: 0, warnings: [] },
  };
}

/** What the server answers for these corrections (the same pure function it uses). */
function response(corrections: CvCorrectionsBody = {}): CvRecordResponse {
  const a = analysis();
  return {
    cv_id: 'cv',
    analysis: a as CvRecordResponse['analysis'],
    corrections,
    record: applyCorrections(a, corrections) as CvRecordResponse['record'],
    carry_over_from: null,
  };
}

describe('the editor’s corrections', () => {
  it('an untouched record sends no corrections', () => {
    const r = response();
    expect(correctionsFromDraft(r, draftFromRecord(r))).toEqual({});
  });

  it('edits, additions, deletions and a new order come back from the server as typed', () => {
    const r = response();
    const draft = draftFromRecord(r);
    draft.contact.phone = '+34 611 111 111';
    draft.summary = '';
    const [first, second] = draft.experience;
    if (!first || !second) throw new Error('two entries expected');
    first.position = 'Software Engineer';
    const added = { ...second, key: newId(), source: 'person' as const, position: 'Founder', company: 'Own', startDate: '2023-01' };
    draft.experience = [added, first];
    draft.skills = mergeSkills(draft.skills, draft.skills[1]?.id ?? '', draft.skills[0]?.id ?? '').filter((s) => s.name !== 'Excel');
    draft.skills.push({ id: newId('skill'), origins: [], name: 'Figma', proficiency: 'expert', shownProficiency: null });
    draft.languages[1] = { ...draft.languages[1]!, level: 'C1' };
    draft.languages.push({ id: newId('language'), origin: null, name: 'French', level: 'A2' });

    const corrections = correctionsFromDraft(r, draft);
    expect(cvCorrectionsSchema.safeParse(corrections).success).toBe(true);
    const record = applyCorrections(analysis(), corrections);
    expect(record.personalInfo.phone).toBe('+34 611 111 111');
    expect(record.summary).toBeNull();
    expect(record.experience.map((e) => e.position)).toEqual(['Founder', 'Software Engineer']);
    expect(record.skills.map((s) => [s.name, s.proficiency])).toEqual([
      ['JavaScript', 'advanced'],
      ['Figma', 'expert'],
    ]);
    expect(record.languages.map((l) => `${l.name} ${l.level}`)).toEqual(['Spanish native', 'English C1', 'French A2']);
    expect(record.unmatched).toEqual([]);

    // opened again from the saved record, the editor sends the same corrections back
    const again = response(corrections);
    expect(correctionsFromDraft(again, draftFromRecord(again))).toEqual(corrections);
  });

  it('a field put back to what the engine read is no correction any more', () => {
    const r = response({ experience: { edited: {} }, contact: { name: 'Ana R.' } });
    const draft = draftFromRecord(r);
    draft.contact.name = 'Ana Ruiz';
    expect(correctionsFromDraft(r, draft)).toEqual({});
  });

  it('keeps stored corrections whose target this analysis no longer holds', () => {
    const stale = { experience: { edited: { 'gone|nowhere|': { position: 'Kept' } } }, skills: { removed: ['cobol'] } };
    const r = response(stale);
    expect(r.record.unmatched.length).toBe(2);
    expect(correctionsFromDraft(r, draftFromRecord(r))).toEqual(stale);
  });

  it('moves entries up and down within the list', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
