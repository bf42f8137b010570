import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cvSamplesDir, samplePath } from '../../../tests/support/cv-samples';
import { analyzeCv } from '../cv/analyze-cv';
import type { CvAnalysis, ExperienceEntry, SkillEntry } from '../cv/types';
import { discoverTalents } from './discover-talents';

function role(position: string, description: string, startDate = '2018-01', endDate: string | null = '2020-12'): ExperienceEntry {
  return { position, company: 'Acme', location: null, startDate, endDate, current: endDate === null, description };
}

function cv(experience: ExperienceEntry[], skills: SkillEntry[] = [], language: CvAnalysis['meta']['language'] = 'en'): CvAnalysis {
  return {
    personalInfo: { name: 'Test Person', email: 't@example.com', phone: '+49 1', location: 'Berlin', links: [] },
    summary: null,
    experience,
    education: [],
    skills,
    languages: [],
    meta: { language, format: 'txt', pages: 1, engineVersion: 'test', durationMs: 0, warnings: [] },
  };
}

function skill(name: string, category = 'soft-skills'): SkillEntry {
  return { name, category, proficiency: 'intermediate', evidence: [`Skills: ${name}`] };
}

function talent(analysis: CvAnalysis, name: string) {
  return discoverTalents(analysis).find((t) => t.talent_name === name);
}

function inputText(a: CvAnalysis): string {
  return [a.summary ?? '', ...a.experience.flatMap((e) => [e.position ?? '', e.description ?? ''])].join('\n');
}

describe('discoverTalents', () => {
  it('finds data storytelling in a teacher who built grade dashboards, with the exact sentence', () => {
    const sentence = 'Built grade dashboards in Google Sheets to show parents and colleagues how each class was progressing.';
    const a = cv([role('Mathematics Teacher', `- Taught maths to classes of 30 pupils.\n- ${sentence}\n- Analysed results of the yearly exams with the department.`)]);
    const t = talent(a, 'Data Storytelling');
    expect(t).toBeDefined();
    expect(t?.supporting_evidence).toContain(sentence);
    expect(t?.status).toBe('discovered');
    expect(t?.validation_sources).toEqual(['cv']);
  });

  it('reads quantified cost savings as financial acumen in English and German', () => {
    const en = talent(cv([role('Operations Coordinator', 'Reduced costs by 20% by renegotiating the cleaning contract.')]), 'Financial Acumen');
    expect(en?.supporting_evidence).toEqual(['Reduced costs by 20% by renegotiating the cleaning contract.']);
    const de = talent(cv([role('Teamassistenz', '• Kosten um 20 % gesenkt durch neue Lieferantenverträge.')], [], 'de'), 'Financial Acumen');
    expect(de?.supporting_evidence).toEqual(['Kosten um 20 % gesenkt durch neue Lieferantenverträge.']);
  });

  it('reads mentoring as people development in English and Italian', () => {
    expect(talent(cv([role('Software Engineer', 'Mentored four juniors through their first year.')]), 'People Development')?.supporting_evidence).toEqual([
      'Mentored four juniors through their first year.',
    ]);
    const it = talent(cv([role('Contabile', 'Ho affiancato quattro junior nella chiusura di bilancio.')], [], 'it'), 'People Development');
    expect(it?.supporting_evidence).toEqual(['Ho affiancato quattro junior nella chiusura di bilancio.']);
  });

  it('finds people development in French and Spanish too', () => {
    expect(talent(cv([role('Ingénieur', 'Encadrement de trois stagiaires et de deux alternants.')], [], 'fr'), 'People Development')).toBeDefined();
    expect(talent(cv([role('Enfermera', 'Mentoría de cinco enfermeras recién incorporadas.')], [], 'es'), 'People Development')).toBeDefined();
  });

  it('does not report a talent the skills section already lists', () => {
    const roles = [role('Software Engineer', 'Mentored four juniors through their first year.')];
    expect(talent(cv(roles), 'People Development')).toBeDefined();
    expect(talent(cv(roles, [skill('Mentoring')]), 'People Development')).toBeUndefined();
  });

  it('ignores skills that the engine only collected from the experience text itself', () => {
    const line = 'Built KPI dashboards in Power BI for the sales team.';
    const fromText: SkillEntry = { name: 'Power BI', category: 'data', proficiency: 'intermediate', evidence: [line] };
    const a = cv([role('Sales Assistant', `${line}\nPrepared weekly reporting for the regional director.`)], [fromText]);
    expect(talent(a, 'Data Storytelling')).toBeDefined();
  });

  it('needs one strong or two ordinary matches', () => {
    expect(talent(cv([role('Clerk', 'Prepared the monthly reporting.')]), 'Data Storytelling')).toBeUndefined();
    expect(talent(cv([role('Clerk', 'Prepared the monthly reporting.\nBuilt a dashboard for the team.')]), 'Data Storytelling')).toBeDefined();
  });

  it('every evidence string is a substring of the input', () => {
    const a = cv([
      role('Restaurant Manager', '- Led a team of 35; turnover 1.8m GBP. Cut food costs by 12%.\n- Trained new staff and coached two supervisors.', '2015-01', '2019-12'),
      role('Projektleiterin', 'Einführung eines neuen Kassensystems in 12 Filialen; Schulungen für 80 Mitarbeitende.', '2020-01', null),
    ]);
    const text = inputText(a);
    const talents = discoverTalents(a);
    expect(talents.length).toBeGreaterThan(2);
    for (const t of talents) for (const e of t.supporting_evidence) expect(text).toContain(e);
  });

  it('confidence grows with more evidence and more roles, stays below 100 and is sorted', () => {
    const one = talent(cv([role('Engineer', 'Mentored four juniors.')]), 'People Development');
    const more = talent(
      cv([role('Engineer', 'Mentored four juniors.\nOnboarded two new hires.'), role('Lead', 'Coached six developers to promotion.', '2021-01', null)]),
      'People Development',
    );
    expect(one && more).toBeTruthy();
    expect(more?.confidence_score ?? 0).toBeGreaterThan(one?.confidence_score ?? 100);
    expect(more?.confidence_score).toBeLessThan(100);
    expect(Number.isInteger(more?.confidence_score)).toBe(true);
    const all = discoverTalents(cv([role('Manager', 'Mentored four juniors. Reduced costs by 20%. Negotiated supplier contracts worth 2m EUR.')]));
    const scores = all.map((t) => t.confidence_score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
  });

  it('is deterministic and finds nothing in an empty CV', () => {
    const a = cv([role('Manager', 'Mentored four juniors. Reduced costs by 20%.')]);
    expect(discoverTalents(a)).toEqual(discoverTalents(a));
    expect(discoverTalents(cv([]))).toEqual([]);
  });
});

describe.skipIf(!cvSamplesDir)('discoverTalents on real samples', () => {
  it.each(['en-hospitality-to-ux.txt', 'it-contabile.docx'])('%s: evidence occurs in the document', async (file) => {
    const result = await analyzeCv(new Uint8Array(fs.readFileSync(samplePath(file))), { fileName: path.basename(file) });
    if (!result.ok) throw new Error(result.error.message);
    const talents = discoverTalents(result.analysis);
    console.log(file, JSON.stringify(talents.map((t) => ({ name: t.talent_name, confidence: t.confidence_score, evidence: t.supporting_evidence })), null, 1));
    const text = inputText(result.analysis);
    for (const t of talents) for (const e of t.supporting_evidence) expect(text).toContain(e);
  });
});
