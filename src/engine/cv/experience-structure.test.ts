import { describe, expect, it } from 'vitest';
import { extractExperience } from './experience';
import type { Line } from './read/types';
import { splitPlainText } from './read/plain-lines';
import { toLines } from './test-lines';

const exp = (lines: Line[]) => extractExperience([lines]).map((e) => ({ position: e.position, company: e.company, start: e.startDate, end: e.endDate }));
const txt = (text: string) => exp(toLines(text));

describe('experience structure', () => {
  it('an employer printed once above several roles (US résumé)', () => {
    expect(
      txt(`Prairie Foods Inc., Omaha, NE
Shift Supervisor \t Mar 2019 – Present
- Led a crew of 9
Line Cook \t Jan 2016 – Feb 2019
- Grill station
Bayou Grill, Baton Rouge, LA
Prep Cook \t 2014 – 2015`),
    ).toEqual([
      { position: 'Shift Supervisor', company: 'Prairie Foods Inc.', start: '2019-03', end: null },
      { position: 'Line Cook', company: 'Prairie Foods Inc.', start: '2016-01', end: '2019-02' },
      { position: 'Prep Cook', company: 'Bayou Grill', start: '2014', end: '2015' },
    ]);
  });

  it('a capitalised group line with its own span over roles (Italian)', () => {
    expect(
      txt(`HOTEL LAGO BLU — BELLAGIO \t 2012 – oggi
Capo cuoco \t da maggio 2020
Sous-chef \t marzo 2015 – aprile 2020
TRATTORIA DEL PONTE — PAVIA
Cuoco \t 2010 – 2012`),
    ).toEqual([
      { position: 'Capo cuoco', company: 'HOTEL LAGO BLU', start: '2020-05', end: null },
      { position: 'Sous-chef', company: 'HOTEL LAGO BLU', start: '2015-03', end: '2020-04' },
      { position: 'Cuoco', company: 'TRATTORIA DEL PONTE', start: '2010', end: '2012' },
    ]);
  });

  it('a plain group line whose span holds its roles, with titles in a language the role words do not cover', () => {
    expect(
      txt(`Univerzitná nemocnica Nitra, Nitra \t 2016 – 2025
Vedúca asistentka \t 03/2021 – 05/2025
- Zaškolenie 8 nových kolegov
Zubná asistentka \t 06/2016 – 02/2021
Univerzitná nemocnica Žilina, Žilina \t 2012 – 2016
Zubná asistentka \t 09/2012 – 05/2016`),
    ).toEqual([
      { position: 'Vedúca asistentka', company: 'Univerzitná nemocnica Nitra', start: '2021-03', end: '2025-05' },
      { position: 'Zubná asistentka', company: 'Univerzitná nemocnica Nitra', start: '2016-06', end: '2021-02' },
      { position: 'Zubná asistentka', company: 'Univerzitná nemocnica Žilina', start: '2012-09', end: '2016-05' },
    ]);
  });

  it('an employer line above "title | dates" when the title is in words the role lexicon does not know', () => {
    expect(
      txt(`MB „Petrauskas apskaita“ — Šiauliai
Rinkodaros vadovė  |  nuo 2021.01.
* Vadovavau 15 darbuotojų komandai
UAB „Kazlauskas konsultacijos“ — Kaunas
Rinkodaros specialistė  |  2016.03. — 2020.11.`),
    ).toEqual([
      { position: 'Rinkodaros vadovė', company: 'MB „Petrauskas apskaita“', start: '2021-01', end: null },
      { position: 'Rinkodaros specialistė', company: 'UAB „Kazlauskas konsultacijos“', start: '2016-03', end: '2020-11' },
    ]);
  });

  it('employer lines after a first group line: a legal form and a place, or printed like the first (titles the role words do not know)', () => {
    expect(
      txt(`Harbor Advisory LLC \t Austin, TX
HR Manager \t Feb 2024 - Sep 2025
• Hired 120 people a year
Lakeside Partners LLC \t Denver, CO
HR Generalist \t Aug 2020 - Jan 2024
• Trained 4 new colleagues
Kivi ja Puu \t Tampere
HR Generalist \t 2019 - 2020`),
    ).toEqual([
      { position: 'HR Manager', company: 'Harbor Advisory LLC', start: '2024-02', end: '2025-09' },
      { position: 'HR Generalist', company: 'Lakeside Partners LLC', start: '2020-08', end: '2024-01' },
      { position: 'HR Generalist', company: 'Kivi ja Puu', start: '2019', end: '2020' },
    ]);
    expect(
      txt(`Sähkö-Mäkinen Oy — Espoo
Työnjohtaja | 4/2022 - 8/2025
• Budjettivastuu 1.2 M EUR
Rakennus Virtanen Ky — Turku
Sähköasentaja | 8/2014 - 10/2018
Kovač Studio s.p. — Maribor
Razvijalec | 2012 - 2014`),
    ).toEqual([
      { position: 'Työnjohtaja', company: 'Sähkö-Mäkinen Oy', start: '2022-04', end: '2025-08' },
      { position: 'Sähköasentaja', company: 'Rakennus Virtanen Ky', start: '2014-08', end: '2018-10' },
      { position: 'Razvijalec', company: 'Kovač Studio s.p.', start: '2012', end: '2014' },
    ]);
  });

  it('a "present" word on the wrapped second line of a date cell is no employer', () => {
    expect(
      txt(`09/2021 – heute\tSenior Supply Chain Planner
present\tWeserport Logistics GmbH, Bremen
Einführung von SAP TM für die Tourenplanung`),
    ).toEqual([{ position: 'Senior Supply Chain Planner', company: 'Weserport Logistics GmbH', start: '2021-09', end: null }]);
  });

  it('an organisation after the comma belongs to the employer; a heading wrapped inside its parentheses is one line', () => {
    expect(
      txt(`Clinical Skills Facilitator (part-time)\tSeptember 2022 – Present
School of Nursing and Midwifery, University of Galway
Teach simulation sessions.`),
    ).toEqual([{ position: 'Clinical Skills Facilitator (part-time)', company: 'School of Nursing and Midwifery, University of Galway', start: '2022-09', end: null }]);
    expect(
      txt(`Maestra interina de Educación Primaria
Consejería de Educación de Castilla (varios centros de
Toledo y Cuenca)
sept. 2014 – jun. 2019
Sustituciones en siete centros públicos.`),
    ).toEqual([{ position: 'Maestra interina de Educación Primaria', company: 'Consejería de Educación de Castilla (varios centros de Toledo y Cuenca)', start: '2014-09', end: '2019-06' }]);
  });

  it('a title that names a school is still a title under its employer line', () => {
    expect(
      txt(`Istituto Comprensivo Verdi — Verona
Coordinatrice didattica | apr 2023 - in corso
– Formazione di 3 nuovi colleghi
Comune di Pavia — Pavia
Insegnante di scuola primaria | set 2021 - feb 2023`),
    ).toEqual([
      { position: 'Coordinatrice didattica', company: 'Istituto Comprensivo Verdi', start: '2023-04', end: null },
      { position: 'Insegnante di scuola primaria', company: 'Comune di Pavia', start: '2021-09', end: '2023-02' },
    ]);
  });

  it('a marker glyph before each title is a heading marker, not a bullet of the previous role', () => {
    expect(
      txt(`■ Markedssjef
Strøm Rådgivning DA  oktober 2021–desember 2024
• Lærte opp 12 nye kolleger
■ Markedskoordinator
Advokatfirmaet Nygård AS  desember 2019–september 2021
• Ledet et team på 4 medarbeidere`),
    ).toEqual([
      { position: 'Markedssjef', company: 'Strøm Rådgivning DA', start: '2021-10', end: '2024-12' },
      { position: 'Markedskoordinator', company: 'Advokatfirmaet Nygård AS', start: '2019-12', end: '2021-09' },
    ]);
  });

  it('a description line above a date line is not an employer', () => {
    const line = (text: string): Line => ({ text, page: 1, column: 'full', heading: false });
    expect(
      exp([
        line('seit 03/2022 \t Projektleiter'),
        line('Beispiel Elektro AG, Winterthur'),
        line('Planung von Anlagen mit Speicher und Ladestationen'),
        line('08/2018 – 02/2022 Chefmonteur'),
        line('Muster + Partner Elektrotechnik AG, Zürich'),
      ]),
    ).toEqual([
      { position: 'Projektleiter', company: 'Beispiel Elektro AG', start: '2022-03', end: null },
      { position: 'Chefmonteur', company: 'Muster + Partner Elektrotechnik AG', start: '2018-08', end: '2022-02' },
    ]);
  });

  it('a whole title line (commas, dashes) above or below an employer line with a legal form', () => {
    expect(txt(`Styrmann (First Officer), Boeing 737 \t mai 2019 – d.d.\nFjordlinjen AS, Bergen`)).toEqual([
      { position: 'Styrmann (First Officer), Boeing 737', company: 'Fjordlinjen AS', start: '2019-05', end: null },
    ]);
    expect(txt(`Przedstawiciel handlowy – region północny\nBałtyk Napoje Sp. z o.o., Gdańsk | 06.2017 – 02.2019`)).toEqual([
      { position: 'Przedstawiciel handlowy – region północny', company: 'Bałtyk Napoje Sp. z o.o.', start: '2017-06', end: '2019-02' },
    ]);
  });

  it('"Title, Company · City, ST" on one line', () => {
    expect(txt(`Data Analyst, Great Lakes Mutual · Chicago, IL \t Jul 2021 – Present`)).toEqual([
      { position: 'Data Analyst', company: 'Great Lakes Mutual', start: '2021-07', end: null },
    ]);
  });

  it('a bullet above a date line is not the next entry\'s employer', () => {
    expect(
      txt(`Rocky Ridge Clinic, Boulder, CO
Charge Nurse \t Jun 2021 – Present
- Coordinate a team of nurses
Staff Nurse \t Aug 2017 – May 2021`),
    ).toEqual([
      { position: 'Charge Nurse', company: 'Rocky Ridge Clinic', start: '2021-06', end: null },
      { position: 'Staff Nurse', company: 'Rocky Ridge Clinic', start: '2017-08', end: '2021-05' },
    ]);
  });

  it('a title wrapped beside its dates: a second line in lower case, or closing its parenthesis, is the title\'s', () => {
    // as a PDF with bold titles reads: the title's second line is bold, the date line is not (it mixes both)
    const lines = toLines(`Pardavėja \t 2015 m. birželio mėn. – 2017 m. vasario mėn.
konsultantė
UAB „Namų meistras“ · Kaunas
Konsultavimas apdailos ir baldų skyriuje, kasos darbas, prekių išdėstymas
Padavėja (Work and Travel \t 2014 m. birželio – rugsėjo mėn.
programa)
Ocean Grill · Ocean City, JAV
Svečių aptarnavimas restorane, užsakymų priėmimas ir atsiskaitymai`).map((l) => ({ ...l, bold: l.text === 'konsultantė' || l.text === 'programa)' }));
    expect(exp(lines)).toEqual([
      { position: 'Pardavėja konsultantė', company: 'UAB „Namų meistras“', start: '2015-06', end: '2017-02' },
      { position: 'Padavėja (Work and Travel programa)', company: 'Ocean Grill', start: '2014-06', end: '2014-09' },
    ]);
  });

  it('among dates printed in a column, a date opening a sentence is the description\'s', () => {
    expect(
      txt(`seit 08/2021 \t Fachfrau Gesundheit EFZ, Klinik Sonnenrain AG, Zürich.
Grund- und Behandlungspflege auf der Orthopädie
seit 2023 zusätzlich Berufsbildnerin für zwei Lernende
08/2020 – 07/2021 \t Fachfrau Gesundheit EFZ, Spitex Glattal AG, Dübendorf.`),
    ).toEqual([
      { position: 'Fachfrau Gesundheit EFZ', company: 'Klinik Sonnenrain AG', start: '2021-08', end: null },
      { position: 'Fachfrau Gesundheit EFZ', company: 'Spitex Glattal AG', start: '2020-08', end: '2021-07' },
    ]);
  });

  it('"Employer, City, ST — Title" on one line; an employer with a legal form above its role', () => {
    expect(
      txt(`Hollis, Brandt & Kearney LLP, Philadelphia, PA — Senior Litigation Paralegal
MARCH 2021 - PRESENT
- Manage discovery for a products-liability docket`),
    ).toEqual([{ position: 'Senior Litigation Paralegal', company: 'Hollis, Brandt & Kearney LLP', start: '2021-03', end: null }]);
    expect(
      txt(`02/2009 – 12/2009 \t Nordpersonal Zeitarbeit GmbH, Itzehoe
Schlosser (Arbeitnehmerüberlassung)
– Zuschnitt, Heften und Montage von Stahlkonstruktionen`),
    ).toEqual([{ position: 'Schlosser (Arbeitnehmerüberlassung)', company: 'Nordpersonal Zeitarbeit GmbH', start: '2009-02', end: '2009-12' }]);
  });

  it('roles marked with their own glyph under a dated employer, duties with another', () => {
    expect(
      txt(`Grand hotel Vintgar d.o.o., Bled \t 2016 – sedaj
• Vodja strežbe v restavraciji (od maja 2021)
- vodenje ekipe 9 natakarjev
- organizacija banketov
• Natakar (junij 2016 – april 2021)
- strežba a la carte
Hotel Gamsblick GmbH, Kitzbühel (Avstrija) \t december 2015 – april 2016
• Kellner / natakar (zimska sezona)
- strežba v hotelski restavraciji`),
    ).toEqual([
      { position: 'Vodja strežbe v restavraciji', company: 'Grand hotel Vintgar d.o.o.', start: '2021-05', end: null },
      { position: 'Natakar', company: 'Grand hotel Vintgar d.o.o.', start: '2016-06', end: '2021-04' },
      { position: 'Kellner / natakar (zimska sezona)', company: 'Hotel Gamsblick GmbH', start: '2015-12', end: '2016-04' },
    ]);
  });

  it('an employer with its span over roles whose dates stand below their titles', () => {
    expect(
      txt(`Mälarsunds sjukhus, Västerås 2018 – pågående
Samordnande undersköterska, Akutmottagningen
mars 2021 – nuvarande
• Samordnar undersköterskornas arbete under passet.
Undersköterska, Medicinavdelning 3 (kardiologi)
augusti 2018 – februari 2021
• Omvårdnad av patienter med hjärtsvikt.`),
    ).toEqual([
      { position: 'Samordnande undersköterska, Akutmottagningen', company: 'Mälarsunds sjukhus', start: '2021-03', end: null },
      { position: 'Undersköterska, Medicinavdelning 3 (kardiologi)', company: 'Mälarsunds sjukhus', start: '2018-08', end: '2021-02' },
    ]);
  });

  it('a dated line naming only the employer, the role as the first bullet; a legal form after a comma stays with its name', () => {
    expect(
      txt(`Instalaciones Turia Climatización, S.L. (Paterna), marzo 2018 – actualidad
• Oficial de 1ª fontanero y calefactor
• Instalaciones completas de agua fría, ACS y calefacción en promociones de obra nueva
Fontanería Hermanos Sanchis (Alboraya), septiembre 2011 – marzo 2014
• Ayudante de fontanería
• Apoyo al oficial en instalaciones de saneamiento`),
    ).toEqual([
      { position: 'Oficial de 1ª fontanero y calefactor', company: 'Instalaciones Turia Climatización, S.L.', start: '2018-03', end: null },
      { position: 'Ayudante de fontanería', company: 'Fontanería Hermanos Sanchis', start: '2011-09', end: '2014-03' },
    ]);
  });

  it('among dates printed in a column, a duty\'s sentence closed by its years is the description\'s', () => {
    expect(
      txt(`set. 2021 – presente \t Professora Adjunta, Escola Superior de Saúde do Politécnico do Porto.
Coordenadora da unidade curricular de Fisioterapia Músculo-Esquelética II e do 3.º ano da Licenciatura (2022–2024).
out. 2016 – ago. 2021 \t Assistente Convidada (50%), Escola Superior de Saúde do Politécnico do Porto.`).map((e) => e.position),
    ).toEqual(['Professora Adjunta', 'Assistente Convidada (50%)']);
  });

  it('profile exports: durations and employment types are nothing; an employer over its place, or a plain employer over bold titles, groups its roles', () => {
    const bold = (text: string, titles: string[]) => toLines(text).map((l) => ({ ...l, bold: titles.includes(l.text) }));
    const xing = bold(
      `Rheinkanzlei Brandt & Partner mbB
Vollzeit · 8 Jahre 8 Monate
Köln, Nordrhein-Westfalen, Deutschland
Teamleiterin Lohnbuchhaltung
Jan. 2022 – Heute · 4 Jahre 3 Monate
Fachliche Leitung von 5 Mitarbeiterinnen
Einführung der digitalen Lohnakte und von DATEV Arbeitnehmer online
Steuerfachangestellte
Aug. 2017 – Dez. 2021 · 4 Jahre 5 Monate
Finanzbuchhaltung für rund 60 Mandanten`,
      ['Rheinkanzlei Brandt & Partner mbB', 'Teamleiterin Lohnbuchhaltung', 'Steuerfachangestellte'],
    );
    expect(exp(xing)).toEqual([
      { position: 'Teamleiterin Lohnbuchhaltung', company: 'Rheinkanzlei Brandt & Partner mbB', start: '2022-01', end: null },
      { position: 'Steuerfachangestellte', company: 'Rheinkanzlei Brandt & Partner mbB', start: '2017-08', end: '2021-12' },
    ]);
    const linkedin = bold(
      `Northstar Medical Devices
5 years 3 months
Strategic Sourcing Manager
January 2021 - Present (3 years 11 months)
Minneapolis, Minnesota
Category lead for plastics and metal components.
Senior Buyer
September 2019 - December 2020 (1 year 4 months)
Plymouth, Minnesota
Buyer for electronic sub-assemblies.`,
      ['Strategic Sourcing Manager', 'Senior Buyer'],
    );
    expect(exp(linkedin).map((e) => [e.position, e.company])).toEqual([
      ['Strategic Sourcing Manager', 'Northstar Medical Devices'],
      ['Senior Buyer', 'Northstar Medical Devices'],
    ]);
    // a title that is an employment type's word, over its dates, stays the title
    expect(txt(`Praktikum \t 03/2019 – 06/2019\nSiemens AG, München\n• Prüfstandsaufbau für 3 Monate`)[0]).toMatchObject({ position: 'Praktikum', company: 'Siemens AG' });
  });

  it('a role that ended before its group\'s employer began is another employer\'s', () => {
    expect(
      txt(`03/2016 - dosud \t Úřad práce České republiky - kontaktní pracoviště Kolín \t Kolín
01/2021 - dosud \t vedoucí oddělení zprostředkování
vedení týmu 7 zprostředkovatelů, metodické vedení, spolupráce se zaměstnavateli regionu \t Kolín
09/2012 - 02/2016 \t personalistka
Kovo Polabí a.s.
nábor dělnických profesí, personální agenda 320 zaměstnanců \t Kolín`).map((e) => [e.position, e.company]),
    ).toEqual([
      ['vedoucí oddělení zprostředkování', 'Úřad práce České republiky - kontaktní pracoviště Kolín'],
      ['personalistka', 'Kovo Polabí a.s.'],
    ]);
  });

  it('a title in capitals cut after its joining word goes on on the next line', () => {
    const lines = toLines(`2016 - 2019 \t CONDUCTRICE DE CAR SCOLAIRE ET
INTERURBAIN
Autocars Vallée du Gier – Saint-Chamond
Lignes scolaires et interurbaines du département, 45 élèves par trajet`).map((l) => ({ ...l, bold: l.text === 'INTERURBAIN' }));
    expect(exp(lines)[0]).toMatchObject({ position: 'CONDUCTRICE DE CAR SCOLAIRE ET INTERURBAIN', start: '2016', end: '2019' });
  });

  it('gives each entry a confidence between 0 and 1', () => {
    const [e] = extractExperience([toLines('Engineer, Acme GmbH, Köln \t 2019 – 2021')]);
    expect(e.confidence).toBeGreaterThan(0.5);
    expect(e.confidence).toBeLessThanOrEqual(1);
  });

  it('an employer with its own span and a line about it before the roles it holds heads them', () => {
    // a timeline: the dated lines in bold, the employer's in capitals with its hotel stars
    const lines = toLines(`Dez. 2015 – heute\tHOTEL SEEBLICK ZELL AM SEE ****S
Ganzjahresbetrieb, 140 Zimmer, À-la-carte-Restaurant
März 2021 – heute\tKüchenchef
Leitung einer Brigade von 18 Mitarbeitern
Mai 2017 – Feb. 2021\tSous-Chef
Stellvertretende Küchenleitung, Dienstpläne
Juli 2012 – Nov. 2014\tJungkoch
Landgasthof Brandstätter, Maishofen`).map((l) => ({ ...l, bold: /\t/.test(l.text) }));
    expect(exp(lines)).toEqual([
      { position: 'Küchenchef', company: 'HOTEL SEEBLICK ZELL AM SEE', start: '2021-03', end: null },
      { position: 'Sous-Chef', company: 'HOTEL SEEBLICK ZELL AM SEE', start: '2017-05', end: '2021-02' },
      { position: 'Jungkoch', company: 'Landgasthof Brandstätter', start: '2012-07', end: '2014-11' },
    ]);
  });

  it('a profile export printed in one weight: the company over its total time heads every title and dates below it', () => {
    expect(
      txt(`Severnside Energy
5 years 8 months
Senior Data Analyst
March 2024 - Present (2 years 9 months)
Bristol, England, United Kingdom
Lead analyst for the Customer Insight squad.
Data Analyst
April 2021 - February 2024 (2 years 11 months)
Owned weekly billing-accuracy KPIs.
Clifton Insights Ltd
2 years 7 months
Junior Data Analyst
September 2019 - March 2021 (1 year 7 months)`),
    ).toEqual([
      { position: 'Senior Data Analyst', company: 'Severnside Energy', start: '2024-03', end: null },
      { position: 'Data Analyst', company: 'Severnside Energy', start: '2021-04', end: '2024-02' },
      { position: 'Junior Data Analyst', company: 'Clifton Insights Ltd', start: '2019-09', end: '2021-03' },
    ]);
  });

  it("a place after the dates, below the title and the employer, is the role's place, not its title", () => {
    const lines = toLines(`Marketing Manager
Pennine Outdoor Co.
03/2022 – Present\tManchester, UK
Lead a team of 5.
Senior Marketing Executive
Thistle & Rye Foods
09/2020 – 02/2022\tStockport, UK`).map((l) => ({ ...l, bold: !/\d/.test(l.text) && !l.text.endsWith('.') }));
    expect(exp(lines)).toEqual([
      { position: 'Marketing Manager', company: 'Pennine Outdoor Co.', start: '2022-03', end: null },
      { position: 'Senior Marketing Executive', company: 'Thistle & Rye Foods', start: '2020-09', end: '2022-02' },
    ]);
  });

  it('the Europass editor: the place after the dates, a title in capitals with a dash, the employer in capitals below', () => {
    const lines = toLines(`01/03/2020 – OBECNIE Sady, Polska
STARSZY MAGAZYNIER – OPERATOR WÓZKA WIDŁOWEGO
CENTRUM DYSTRYBUCYJNE WARTA LOGISTICS SP. Z O.O.
Przyjęcia i wydania towarów, kontrola dostaw.
01/09/2018 – ATTUALE Bologna, Italia
INFERMIERA – TERAPIA INTENSIVA POST-OPERATORIA
POLICLINICO SAN PETRONIO
Assistenza al paziente critico.`).map((l) => ({ ...l, bold: /^[^a-z]+$/.test(l.text) && !/\d/.test(l.text) }));
    expect(exp(lines)).toEqual([
      { position: 'STARSZY MAGAZYNIER – OPERATOR WÓZKA WIDŁOWEGO', company: 'CENTRUM DYSTRYBUCYJNE WARTA LOGISTICS SP. Z O.O.', start: '2020-03', end: null },
      { position: 'INFERMIERA – TERAPIA INTENSIVA POST-OPERATORIA', company: 'POLICLINICO SAN PETRONIO', start: '2018-09', end: null },
    ]);
  });

  it('roles listed as bullets with their dates under an employer with its own span are that employer\'s', () => {
    expect(
      txt(`SEAVIEW GRAND HOTEL & SPA, St Julian's 2016 – to date
•\tSous Chef – June 2022 – to date
Second in command of a brigade of 22.
•\tChef de Partie (Banqueting) – 03/2019 – 05/2022
Ran the banqueting section.`),
    ).toEqual([
      { position: 'Sous Chef', company: 'SEAVIEW GRAND HOTEL & SPA', start: '2022-06', end: null },
      { position: 'Chef de Partie (Banqueting)', company: 'SEAVIEW GRAND HOTEL & SPA', start: '2019-03', end: '2022-05' },
    ]);
  });

  it('"Title, Employer" in bold over "City, ST · dates": the state code makes the rest a place', () => {
    const lines = toLines('Fourth Grade Teacher, Brookside Elementary School\nMedford, MA · Aug 2020 – Present\nTeach a class of 24 students.\nStudent Teacher, Walnut Hill Elementary School\nNewton, MA · Jan 2020 – May 2020').map((l, i) => ({ ...l, bold: i % 3 === 0 }));
    expect(extractExperience([lines]).map((e) => [e.position, e.company, e.location])).toEqual([
      ['Fourth Grade Teacher', 'Brookside Elementary School', 'Medford, MA'],
      ['Student Teacher', 'Walnut Hill Elementary School', 'Newton, MA'],
    ]);
  });

  it('a duty bullet that ends in a start date and wraps onto a line in lower case is no role', () => {
    expect(
      txt(`2015 - súčasnosť     Učiteľka 1. stupňa ZŠ
Základná škola Vajanského, Trnava
- triedna učiteľka 2. - 4. ročníka
- koordinátorka čitateľskej gramotnosti, od 2021
  aj školská koordinátorka projektu Erasmus+`).map((e) => e.position),
    ).toEqual(['Učiteľka 1. stupňa ZŠ']);
  });

  it('an academic post: the employer is the university, not its school', () => {
    expect(txt('Oct 2022 – present\tResearch Fellow, School of Biology, University of St Andrews.\nLeverhulme Early Career Fellowship.')).toEqual([
      { position: 'Research Fellow', company: 'University of St Andrews', start: '2022-10', end: null },
    ]);
  });

  it("an employer over its place and whole span, over roles whose dates that span holds", () => {
    expect(
      txt(`Summit Medical Supply
Denver, CO | 2017 - PRESENT
Territory Sales Manager
2022 - PRESENT
Own a $6.4M book across 11 counties.
Senior Sales Representative
2019 - 2021
Closed the largest contract.`),
    ).toEqual([
      { position: 'Territory Sales Manager', company: 'Summit Medical Supply', start: '2022', end: null },
      { position: 'Senior Sales Representative', company: 'Summit Medical Supply', start: '2019', end: '2021' },
    ]);
  });

  it('dates alone on their line: a duty naming a year mid-sentence and a dated break are no entries', () => {
    expect(
      txt(`05.2020 – obecnie
Kierownik zmiany
Piekarnia Złoty Kłos sp. z o.o., Opole
planowanie produkcji i zamówień, od 2022 r. odpowiedzialność za dwie linie
02.2019 – 04.2020
Urlop wychowawczy
03.2015 – 01.2019
Piekarz
Cukiernia Malinowa s.c., Nysa
wypiek pieczywa, kontrola jakości`),
    ).toEqual([
      { position: 'Kierownik zmiany', company: 'Piekarnia Złoty Kłos sp. z o.o.', start: '2020-05', end: null },
      { position: 'Piekarz', company: 'Cukiernia Malinowa s.c.', start: '2015-03', end: '2019-01' },
    ]);
  });

  it('the title over its dates, the employer and its place on the line below them', () => {
    const lines = toLines(`Opticienne-lunetière
Depuis mars 2022
Optique du Vieux Port – Marseille 2e
Conseil en verres progressifs et lentilles de contact
Suivi des commandes et du tiers payant avec les
mutuelles partenaires
Vendeuse en optique
Sept. 2018 – févr. 2022
Lunettes & Co – Aubagne
Accueil, prises de mesure, ajustage`).map((l) => (l.text === 'Opticienne-lunetière' || l.text === 'Vendeuse en optique' ? { ...l, bold: true } : l));
    expect(exp(lines)).toEqual([
      { position: 'Opticienne-lunetière', company: 'Optique du Vieux Port', start: '2022-03', end: null },
      { position: 'Vendeuse en optique', company: 'Lunettes & Co', start: '2018-09', end: '2022-02' },
    ]);
  });

  it("a federal résumé: the employer and its place over the dates, the title below the date line's labelled fields", () => {
    expect(
      txt(`Bureau of Coastal Surveys, Pacific Field Office
Eureka, CA 95501 United States
03/2020 - Present
Hours per week: 40
Hydrographic Technician
Series: 1311 Pay Plan: GS Grade: 9
Duties, Accomplishments and Related Skills:
Processed multibeam survey data for 40 charting projects.`),
    ).toEqual([{ position: 'Hydrographic Technician', company: 'Bureau of Coastal Surveys', start: '2020-03', end: null }]);
  });

  it('a plain-text résumé: "Title -- Employer, City" with a typewriter dash', () => {
    expect(
      txt(
        splitPlainText(`Payroll Officer -- Lighthouse Ferries Inc., Moncton, NB
May 2019 - present
* Bi-weekly payroll for 120 staff`).join('\n'),
      ),
    ).toEqual([{ position: 'Payroll Officer', company: 'Lighthouse Ferries Inc.', start: '2019-05', end: null }]);
  });

  it('icons before the dates and the place of a date line are no title', () => {
    const lines = toLines(`Analista de Compras
Siderúrgica Vale do Aço Ltda.
▦ 05/2020 – Atual	⚲ Belo Horizonte, MG
Negociação com 60 fornecedores.`).map((l) => (l.text.startsWith('Siderúrgica') ? { ...l, bold: true } : l));
    expect(exp(lines)).toEqual([{ position: 'Analista de Compras', company: 'Siderúrgica Vale do Aço Ltda.', start: '2020-05', end: null }]);
  });
});
