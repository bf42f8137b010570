import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-cv';
import { toLines } from './test-lines';

const analyse = (text: string) => analyzeDocument({ format: 'txt', pages: 1, lines: toLines(text), warnings: [] });

describe('analyzeDocument', () => {
  it('a profile export\'s endorsement counts are no skills', () => {
    const analysis = analyse(`Anna Schmitz
anna.schmitz@example.com
# Kenntnisse
Lohnbuchhaltung
18 Bestätigungen
DATEV
12 endorsements`);
    expect(analysis.skills.map((s) => s.name)).toEqual(['Lohnbuchhaltung', 'DATEV']);
  });

  it('a "Language:" line inside Skills names spoken languages; "Languages:" over programming languages names none', () => {
    const analysis = analyse(`Claire Oduya
claire@example.com
# Skills & Interests
Technical: Stata, R, Python, Tableau
Language: Fluent in Portuguese; conversational Spanish`);
    expect(analysis.languages.map((l) => [l.name, l.level])).toEqual([['Portuguese', 'Fluent'], ['Spanish', 'conversational']]);
    expect(analysis.skills.map((s) => s.name)).toEqual(['Stata', 'R', 'Python', 'Tableau']);
    const coder = analyse(`Ethan Kowal
ethan@example.com
# Technical Skills
Languages: Python, MATLAB, C++`);
    expect(coder.languages).toEqual([]);
    expect(coder.skills.map((s) => s.name)).toEqual(['Python', 'MATLAB', 'C++']);
  });

  it('dot leaders before a right-aligned date are the gap of a tab stop', () => {
    const analysis = analyse(`Dana Whitfield
dana@example.com
# Professional Experience
BRIGHTLINE MEDICAL SUPPLY CO. — Chicago, IL ........................ 2019 – Present
Regional Sales Manager
Lead 9 account executives across four states.
HALSTEAD INDUSTRIAL DISTRIBUTORS — Schaumburg, IL ...............2014 – 2019
Account Executive`);
    expect(analysis.experience.map((e) => [e.position, e.company, e.startDate, e.current ? 'present' : e.endDate])).toEqual([
      ['Regional Sales Manager', 'BRIGHTLINE MEDICAL SUPPLY CO.', '2019', 'present'],
      ['Account Executive', 'HALSTEAD INDUSTRIAL DISTRIBUTORS', '2014', '2019'],
    ]);
  });

  it('reads months the shared way again after a Croatian CV', () => {
    analyse(`Ivana Horvat\nivana@example.com\n# Radno iskustvo\nlistopad 2019 – danas\tRecepcionarka\nHotel Adriatic d.o.o.`);
    const polish = analyse(`Ewa Nowak\newa@example.com\n# Doświadczenie zawodowe\nlistopad 2019 – obecnie\tRecepcjonistka\nHotel Bałtyk Sp. z o.o.`);
    expect(polish.experience[0]?.startDate).toBe('2019-11');
  });
});
