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

  it('knows vocational schools and certificates in the other EU languages (Estonian, Latvian, Croatian, Swedish)', () => {
    expect(
      edu(`Koka kutseõpe	2016 - 2018
Tartu Kutsehariduskeskus
Gümnaasiumi lõputunnistus	2012 - 2016
Hugo Treffneri Gümnaasium`),
    ).toEqual([
      { institution: 'Tartu Kutsehariduskeskus', degree: 'Koka kutseõpe' },
      { institution: 'Hugo Treffneri Gümnaasium', degree: 'Gümnaasiumi lõputunnistus' },
    ]);
    expect(edu(`Medicinska sestra	2010 - 2014
Zdravstveno učilište Zagreb`)[0]?.institution).toBe('Zdravstveno učilište Zagreb');
    expect(edu(`Fordons- och transportprogrammet	2010 - 2013
Hvitfeldtska gymnasiet`)[0]?.institution).toBe('Hvitfeldtska gymnasiet');
  });
});
