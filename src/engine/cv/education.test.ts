import { describe, expect, it } from 'vitest';
import { extractEducation } from './education';
import { toLines } from './test-lines';

const edu = (text: string) => extractEducation([toLines(text)]).map((e) => ({ institution: e.institution, degree: e.degree }));

describe('education', () => {
  it('an entry without an institution word follows where the section’s other entries print the institution', () => {
    expect(
      edu(`Logistikos bakalauras\t2007 - 2010
Vilniaus Gedimino technikos universitetas
Brandos atestatas\t2003 - 2007
Vilniaus licėjus`),
    ).toEqual([
      { institution: 'Vilniaus Gedimino technikos universitetas', degree: 'Logistikos bakalauras' },
      { institution: 'Vilniaus licėjus', degree: 'Brandos atestatas' },
    ]);
  });
});
