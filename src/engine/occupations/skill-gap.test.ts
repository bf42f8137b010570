import { describe, expect, it } from 'vitest';
import type { Occupation } from './occupation-schema';
import { getOccupationById } from './occupations';
import { MAX_RECOMMENDATIONS, computeSkillGap } from './skill-gap';

// A hand-built occupation keeps the arithmetic independent of the curated data.
const analyst: Occupation = {
  id: 'test-analyst',
  sector: 'data',
  title: 'Test Analyst',
  titles: { de: 'Testanalyst', fr: 'Analyste test', es: 'Analista de prueba', it: 'Analista di prova', nl: 'Testanalist' },
  isco: '2511',
  nace: null,
  essential: ['sql', 'python', 'statistics', 'data-visualization', 'excel', 'bookkeeping'],
  optional: ['tableau', 'power-bi', 'r', 'dashboards', 'looker', 'qlik', 'dax'],
  aliases: [],
  shortageNames: [],
};

function nurse(): Occupation {
  const occupation = getOccupationById('nurse');
  if (!occupation) throw new Error('nurse missing from the data');
  return occupation;
}

describe('computeSkillGap', () => {
  it('scores the share of essential skills held: 3 of 6 is 0.5', () => {
    const gap = computeSkillGap(['SQL', 'Python', 'Statistics', 'Tableau'], analyst);
    expect(gap.occupationId).toBe('test-analyst');
    expect(gap.skillGapScore).toBe(0.5);
    expect(gap.heldSkills.map((s) => [s.id, s.essential])).toEqual([
      ['sql', true],
      ['python', true],
      ['statistics', true],
      ['tableau', false],
    ]);
    expect(gap.missingSkills.filter((s) => s.essential).map((s) => s.id)).toEqual(['data-visualization', 'excel', 'bookkeeping']);
    expect(gap.missingSkills[0]).toEqual({ id: 'data-visualization', name: 'Data Visualization', category: 'data', essential: true });
  });

  it('rounds to two decimals and reaches 0 and 1', () => {
    expect(computeSkillGap(['SQL', 'Python'], analyst).skillGapScore).toBe(0.33);
    expect(computeSkillGap([], analyst).skillGapScore).toBe(0);
    expect(computeSkillGap(['SQL', 'Python', 'Statistics', 'Data visualisation', 'Excel', 'Buchhaltung'], analyst).skillGapScore).toBe(1);
  });

  it('maps CV spellings through the taxonomy, in any language, and counts a skill once', () => {
    const gap = computeSkillGap(
      [
        { name: 'Krankenpflege' },
        { name: 'Patientenversorgung' },
        { name: 'soins infirmiers' },
        { name: 'Wundversorgung' },
        { name: 'Lorem ipsum' },
      ],
      nurse(),
    );
    expect(gap.heldSkills.map((s) => [s.id, s.as])).toEqual([
      ['nursing', 'Krankenpflege'],
      ['patient-care', 'Patientenversorgung'],
      ['wound-care', 'Wundversorgung'],
    ]);
    expect(gap.skillGapScore).toBe(Math.round((2 / nurse().essential.length) * 100) / 100);
    expect(gap.heldSkills.length + gap.missingSkills.length).toBe(nurse().essential.length + nurse().optional.length);
  });

  it('recommends the missing essential skills first, in the order of the data, at most five', () => {
    const gap = computeSkillGap([], analyst);
    expect(gap.recommendations).toHaveLength(MAX_RECOMMENDATIONS);
    expect(gap.recommendations.slice(0, 4)).toEqual([
      'Learn SQL first: it is an essential skill for Test Analyst.',
      'Learn Python next: it is also an essential skill for Test Analyst.',
      'Learn Statistics next: it is also an essential skill for Test Analyst.',
      '3 more essential skills are missing for Test Analyst: Data Visualization, Excel, Bookkeeping.',
    ]);
    expect(gap.recommendations[4]).toBe('Add Tableau to stand out: it is an optional skill for Test Analyst.');
    for (const occupation of [analyst, nurse()]) {
      for (const skills of [[], ['SQL'], ['Krankenpflege', 'Patient care']]) {
        expect(computeSkillGap(skills, occupation).recommendations.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS);
      }
    }
  });

  it('builds on a related skill the person already holds', () => {
    const accountant: Occupation = {
      ...analyst,
      essential: ['accounting', 'sql', 'python', 'statistics', 'excel'],
      optional: ['r', 'dax', 'qlik'],
    };
    const [first] = computeSkillGap(['Buchhaltung', 'SQL', 'Python', 'Statistics', 'Excel'], accountant).recommendations;
    expect(first).toBe('Build on your Bookkeeping to learn Accounting: it is an essential skill for Test Analyst.');
  });

  it('says so when every essential skill is held and points to optional ones', () => {
    const gap = computeSkillGap(['SQL', 'Python', 'Statistics', 'Data visualization', 'Excel', 'Bookkeeping', 'Tableau'], analyst);
    expect(gap.missingSkills.every((s) => !s.essential)).toBe(true);
    expect(gap.recommendations[0]).toBe('You hold all 6 essential skills for Test Analyst; optional skills will set you apart.');
    expect(gap.recommendations.slice(1)).toEqual([
      'Add Power BI to stand out: it is an optional skill for Test Analyst.',
      'Add R to stand out: it is an optional skill for Test Analyst.',
      'Add Dashboards to stand out: it is an optional skill for Test Analyst.',
      'Add Looker to stand out: it is an optional skill for Test Analyst.',
    ]);
  });
});
