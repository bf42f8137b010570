import { describe, expect, it } from 'vitest';
import type { CvAnalysis } from '@/engine/cv/types';
import { matchJobAd } from '@/engine/jobs/match';
import { readJobAdText } from '@/engine/jobs/read-ad';
import { tailorForAd } from '@/engine/jobs/tailor';
import { ADS, RECORDS } from '@/engine/jobs/test-ads';
import type { StyledDocument } from '../../platform/documents/model';
import { cvDocument } from './cv-document';
import { tailoredCvDocument } from './tailored-document';

function record(): CvAnalysis {
  const r = RECORDS.en;
  return {
    personalInfo: { name: r.personalInfo.name, email: null, phone: null, location: r.personalInfo.location, links: [] },
    summary: r.summary,
    experience: [
      { position: 'Barista', company: 'Bean There', startDate: '2018-01', endDate: '2020-12', current: false, location: null, description: 'Served coffee to 300 guests a day' },
      ...r.experience.map((e) => ({ ...e, location: null })),
    ],
    education: r.education.map((e) => ({ ...e, startDate: null, endDate: null })),
    skills: r.skills.map((s) => ({ ...s, category: 'software', proficiency: 'advanced' as const })),
    languages: r.languages,
    meta: { language: 'en', format: 'pdf', pages: 1, engineVersion: 'test', durationMs: 0, warnings: [] },
  } as unknown as CvAnalysis;
}

const texts = (doc: StyledDocument): string[] =>
  doc.sections.flatMap((s) =>
    s.blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : b.kind === 'entry' ? [b.entry.title, ...(b.entry.body ?? [])] : b.kind === 'tags' ? b.items : b.rows.flat())),
  );

describe('the tailored CV document', () => {
  const r = record();
  const ad = readJobAdText(ADS.en);
  const person = { location: null, relocation: null, now: '2026-11' };
  const match = matchJobAd(r, ad, person);
  const tailoring = tailorForAd(r, ad, match, person);
  const doc = tailoredCvDocument(r, tailoring, ad.skills.map((s) => s.name), 'en');

  it('puts the experience that fits the ad first and quotes its lines at the top', () => {
    const experience = doc.sections.find((s) => s.heading === 'Work experience')!;
    expect(experience.blocks[0]).toMatchObject({ kind: 'entry', entry: { title: 'Business Analyst' } });
    expect(doc.sections[1].heading).toBe('Highlights for this role');
    expect(doc.title).toBe('Aoife Byrne');
  });

  it('never writes a sentence the person did not: every line is in the plain export (or a skill its bullets show)', () => {
    const plain = new Set(texts(cvDocument(r, 'en')).map((s) => s.replace(/^• /, '')));
    const added = new Set(tailoring.addToSkillsList.map((s) => s.name));
    const foreign = texts(doc)
      .map((s) => s.replace(/^• /, ''))
      .filter((s) => s && !plain.has(s) && !added.has(s) && s !== 'Highlights for this role');
    expect(foreign).toEqual([]);
  });
});
