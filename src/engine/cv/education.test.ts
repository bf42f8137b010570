import { describe, expect, it } from 'vitest';
import { extractEducation } from './education';
import { toLines } from './test-lines';

const edu = (text: string) => extractEducation([toLines(text)]).map((e) => ({ institution: e.institution, degree: e.degree }));

describe('education', () => {
  it('a training centre is a school ("Szakképzési Centrum", "Centro de Formação Profissional")', () => {
    expect(edu('Mezőgazdasági technikus\t2015 – 2018\nBudapesti Gépészeti Szakképzési Centrum')).toEqual([
      { institution: 'Budapesti Gépészeti Szakképzési Centrum', degree: 'Mezőgazdasági technikus' },
    ]);
    expect(edu('Curso de Técnico de Mecatrónica Automóvel\t2010 – 2012\nCentro de Formação Profissional do Porto')).toEqual([
      { institution: 'Centro de Formação Profissional do Porto', degree: 'Curso de Técnico de Mecatrónica Automóvel' },
    ]);
  });

  it('a school whose name opens with its noun is a school even when a degree word follows ("Istituto Tecnico Commerciale")', () => {
    expect(edu('2006 – 2011\tDiploma di ragioneria\nIstituto Tecnico Commerciale "Germano Sommeiller", Torino')).toEqual([
      { institution: 'Istituto Tecnico Commerciale "Germano Sommeiller"', degree: 'Diploma di ragioneria' },
    ]);
  });

  it('a degree line too long to be a heading line still leaves the school on the line below it', () => {
    expect(
      edu('Sep 2010 – Jun 2012\nMatriculation Certificate – Advanced: English, Italian; Intermediate: Accounting, Geography, Marketing\nGiovanni Curmi Higher Secondary School, Naxxar').map((e) => e.institution),
    ).toEqual(['Giovanni Curmi Higher Secondary School']);
  });

  it('a line ending in a comma goes on below ("…, Bolandgymnasiet," / "Uppsala")', () => {
    expect(edu('2008 – 2011\tBarn- och fritidsprogrammet, Bolandgymnasiet,\nUppsala').map((e) => e.institution)).toEqual(['Bolandgymnasiet']);
  });

  it('a training centre opening its name is the school ("Centre de formation professionnelle …")', () => {
    expect(edu('DEP Réfrigération\nCentre de formation professionnelle Laval-Nord | Laval, QC | 2012').map((e) => e.institution)).toEqual([
      'Centre de formation professionnelle Laval-Nord',
    ]);
  });

  it('a note after the school in lower case is no school, even when it names one', () => {
    expect(edu('BSc (Hons) General Nursing\t2009 – 2013\nNUI Galway — including a 36-week rostered internship at University Hospital Galway in fourth year')).toEqual([
      { institution: 'NUI Galway', degree: 'BSc (Hons) General Nursing' },
    ]);
  });

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

  it('tells a training or exam compound from a school, and a school compound from its degree', () => {
    // "-utbildning", "-uddannelse", "-tutkinto": the degree; the name without any word: the school
    expect(edu(`Sjöfartsutbildning\t2011 - 2013\nChalmers`)).toEqual([{ institution: 'Chalmers', degree: 'Sjöfartsutbildning' }]);
    expect(edu(`Tømreruddannelsen\t2009 - 2012\nSyddansk Erhvervsskole`)).toEqual([{ institution: 'Syddansk Erhvervsskole', degree: 'Tømreruddannelsen' }]);
    // Hungarian compounds end with "egyetem"; "MSc" marks the degree part
    expect(edu(`Debreceni Tudományegyetem — Vegyészmérnök MSc, 2010 - 2015`)).toEqual([{ institution: 'Debreceni Tudományegyetem', degree: 'Vegyészmérnök MSc' }]);
    // "Szkolenie" is a training, not a school ("szkoła")
    expect(edu(`Szkolenie BHP\t2019 - 2019\nZespół Szkół Technicznych w Poznaniu`)[0]?.institution).toBe('Zespół Szkół Technicznych w Poznaniu');
  });

  it('where both lines name a school, the line the other entries print the institution on wins', () => {
    expect(
      edu(`Zdravotnícky asistent (stredná zdravotnícka škola)\t2006 - 2010
Stredná zdravotnícka škola Trenčín
Maturita\t2002 - 2006
Gymnázium Púchov`),
    ).toEqual([
      { institution: 'Stredná zdravotnícka škola Trenčín', degree: 'Zdravotnícky asistent (stredná zdravotnícka škola)' },
      { institution: 'Gymnázium Púchov', degree: 'Maturita' },
    ]);
  });

  it('a school named as a whole wins over a school type inside the degree; compounds and abbreviations name schools', () => {
    expect(edu(`Mizar (srednja poklicna šola)\t2012 — 2015\nSrednja lesarska šola Ljubljana`)).toEqual([
      { institution: 'Srednja lesarska šola Ljubljana', degree: 'Mizar (srednja poklicna šola)' },
    ]);
    expect(edu(`Technische Universiteit Eindhoven — HBO Werktuigbouwkunde, 2008 — 2012`)[0]?.institution).toBe('Technische Universiteit Eindhoven');
    expect(edu(`Erasmusuniversiteit — WO Bedrijfskunde, 2008 — 2012`)[0]?.institution).toBe('Erasmusuniversiteit');
    expect(edu(`Bachillerato\t2004 - 2006\nIES Miguel de Unamuno`)).toEqual([{ institution: 'IES Miguel de Unamuno', degree: 'Bachillerato' }]);
  });

  it('a line that only says when the degree is expected is a note of the entry above it; training centres name schools', () => {
    expect(
      edu(`seit 09/2024\tDipl. Pflegefachfrau HF, Careum Höhere Fachschule Gesundheit, Zürich.
Voraussichtlicher Abschluss 2027
08/2017 – 07/2020\tLehre als Fachfrau Gesundheit EFZ, Berufsbildungszentrum Aarau, Aarau.`).map((e) => e.institution),
    ).toEqual(['Careum Höhere Fachschule Gesundheit', 'Berufsbildungszentrum Aarau']);
    // with no dates above it, the expected date is the entry's own
    expect(edu(`B.S. in Nursing\nState University of New York\nExpected May 2027`)).toHaveLength(1);
  });

  it('school names by abbreviation (HTL, CFA), a school complex with its town, the fields of a line a pipe apart', () => {
    expect(edu(`2003 – 2008\tHöhere Lehranstalt für Bautechnik, Ausbildungsschwerpunkt Hochbau\nHTL1 Bau und Design Linz`)[0]?.institution).toBe('HTL1 Bau und Design Linz');
    expect(edu(`2016 – 2018 : BP Arts du service en restauration — CFA des métiers de l'hôtellerie d'Annecy`)[0]?.institution).toBe("CFA des métiers de l'hôtellerie d'Annecy");
    expect(edu(`Zasadnicza szkoła zawodowa – ślusarz\t2009 – 2012\nZespół Szkół Zawodowych nr 2, Wejherowo`)[0]?.institution).toBe('Zespół Szkół Zawodowych nr 2');
    expect(edu(`Professionele bachelor Bedrijfsmanagement, afstudeerrichting Accountancy | HOGENT | Gent | 09/2010 – 06/2013`)[0]?.institution).toBe('HOGENT');
  });

  it('the school on the line above the dates, as in the entries above, even where the degree line names a college', () => {
    expect(
      edu(`The Ohio State University\tColumbus, OH
Bachelor of Science in Mechanical Engineering\tAug. 2021 – May 2025
Columbus State Community College\tColumbus, OH
College Credit Plus (dual enrollment), 24 credit hours\tAug. 2019 – May 2021`).map((e) => e.institution),
    ).toEqual(['The Ohio State University', 'Columbus State Community College']);
  });
});
