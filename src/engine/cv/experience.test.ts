import { describe, expect, it } from 'vitest';
import { extractEducation } from './education';
import { extractExperience } from './experience';
import { toLines } from './test-lines';

const exp = (text: string) =>
  extractExperience([toLines(text)]).map((e) => ({ position: e.position, company: e.company, start: e.startDate, end: e.endDate, current: e.current }));

describe('extractExperience', () => {
  it('a dated line pointing to another section and a parental leave are no jobs; a dated employer after them heads its roles', () => {
    expect(
      exp(`09/2019 – 03/2021	Meisterschule in Vollzeit (siehe Ausbildung)
03/2019 – 08/2019	Elternzeit
07/2012 – 02/2019	Möbelwerkstätten Albrecht GmbH, Esslingen
10/2015 – 02/2019	Vorarbeiter Innenausbau
Führung eines Montageteams (4 Personen)
07/2012 – 09/2015	Schreinergeselle`).map((e) => [e.position, e.company]),
    ).toEqual([
      ['Vorarbeiter Innenausbau', 'Möbelwerkstätten Albrecht GmbH'],
      ['Schreinergeselle', 'Möbelwerkstätten Albrecht GmbH'],
    ]);
  });

  it("inside an employer's span, the last duty above a bold title is no employer of its own", () => {
    const lines = toLines(`10/2017 – 03/2021	Spreewerk Chemie AG, Schwarzheide
Projektleiterin Analytik
01/2020 – 03/2021
Leitung von Kundenprojekten zur Rückstandsanalytik, Budgetverantwortung
Laborchemikerin
10/2017 – 12/2019
Routine- und Sonderanalytik für die Qualitätskontrolle unter GMP`).map((l, i) => (i === 0 || i === 1 || i === 4 ? { ...l, bold: true } : l));
    expect(extractExperience([lines]).map((e) => [e.position, e.company, e.startDate])).toEqual([
      ['Projektleiterin Analytik', 'Spreewerk Chemie AG', '2020-01'],
      ['Laborchemikerin', 'Spreewerk Chemie AG', '2017-10'],
    ]);
    // an employer set apart over a concurrent role is one of its own
    const concurrent = toLines(`ALBERGO BELVEDERE DEL LARIO — COMO	2015 – 2024
Chef de partie	aprile 2015 – febbraio 2018
Gestione della brigata durante il servizio serale.
ENAIP LOMBARDIA
Docente di laboratorio di cucina (collaborazione)	2019 – 2023`).map((l, i) => (i === 0 || i === 3 ? { ...l, bold: true, heading: true } : l));
    expect(extractExperience([concurrent]).map((e) => [e.position, e.company])).toEqual([
      ['Chef de partie', 'ALBERGO BELVEDERE DEL LARIO'],
      ['Docente di laboratorio di cucina (collaborazione)', 'ENAIP LOMBARDIA'],
    ]);
  });

  it('titles in the other languages: a further role under its employer ("Mehāniķa palīgs")', () => {
    expect(
      exp(`SIA „Baltic Truck Service“, Olaine
Automehāniķis | 05.2014. – 02.2019.
• kravas automašīnu tehniskā apkope
Mehāniķa palīgs | 08.2012. – 04.2014.
• eļļas maiņa, riepu montāža`).map((e) => [e.position, e.company]),
    ).toEqual([
      ['Automehāniķis', 'SIA „Baltic Truck Service“'],
      ['Mehāniķa palīgs', 'SIA „Baltic Truck Service“'],
    ]);
    // a title set apart over a date line naming its own employer ends the group
    const lines = toLines(`SIA „Baltic Truck Service“, Olaine
Mehāniķa palīgs | 08.2012. – 04.2014.
• eļļas maiņa
Riepu montētājs (vasaras sezona)
IK „Riepu centrs J“ | 2011. gada jūnijs – 2012. gada jūlijs`).map((l, i) => (i === 3 ? { ...l, heading: true } : l));
    expect(extractExperience([lines]).map((e) => [e.position, e.company])).toEqual([
      ['Mehāniķa palīgs', 'SIA „Baltic Truck Service“'],
      ['Riepu montētājs (vasaras sezona)', 'IK „Riepu centrs J“'],
    ]);
  });

  it('a public employer named by its kind in the other languages ("kommun", "lasarett", "ambulancia") under a bold title', () => {
    const lines = toLines(`Vårdbiträde i hemtjänsten
Umeå kommun | juni 2016 – augusti 2020
Personlig omvårdnad och serviceinsatser i ordinärt boende
Sommarvikarie, vårdbiträde
Skellefteå lasarett | juni 2015 – augusti 2015`).map((l, i) => (i === 0 || i === 3 ? { ...l, bold: true } : l));
    expect(extractExperience([lines]).map((e) => [e.position, e.company])).toEqual([
      ['Vårdbiträde i hemtjänsten', 'Umeå kommun'],
      ['Sommarvikarie, vårdbiträde', 'Skellefteå lasarett'],
    ]);
  });

  it('the Europass editor: "[ dates ]" over the title, the employer and "City: … | Country: …"', () => {
    expect(
      exp(`[ 01/03/2020 – Actual ]
Jefe de Tráfico
Transportes Ebro Norte S.L.
Ciudad: Zaragoza | País: España
Planificación diaria de una flota propia de 38 camiones.
[ 09/2013 – 05/2016 ]
FARMACIST STAGIAR
Farmacia Sfânta Maria SRL
Oraș: Cluj-Napoca | Țară: România`),
    ).toEqual([
      { position: 'Jefe de Tráfico', company: 'Transportes Ebro Norte S.L.', start: '2020-03', end: null, current: true },
      { position: 'FARMACIST STAGIAR', company: 'Farmacia Sfânta Maria SRL', start: '2013-09', end: '2016-05', current: false },
    ]);
  });

  it('English: "Title, Company, City \\t dates" lines and a career break that is not a job', () => {
    expect(
      exp(`UX Researcher, Thistle Health, Edinburgh \t Jan 2023 - Present
- Plan and run user interviews
Assistant Manager, Harbourside Hotels, Glasgow \t Jun 2012 - Feb 2016
(Career break Dec 2021 - Dec 2022: retraining in UX research)`),
    ).toEqual([
      { position: 'UX Researcher', company: 'Thistle Health', start: '2023-01', end: null, current: true },
      { position: 'Assistant Manager', company: 'Harbourside Hotels', start: '2012-06', end: '2016-02', current: false },
    ]);
  });

  it('English: employer and city first, then the title, then the dates', () => {
    expect(
      exp(`Allied Irish Banks, Dublin
Operations Analyst
June 2020 - Present
• Automated weekly reconciliation reports
Tesco Ireland, Cork
Customer Service Team Leader
Sept 2016 - May 2020`),
    ).toEqual([
      { position: 'Operations Analyst', company: 'Allied Irish Banks', start: '2020-06', end: null, current: true },
      { position: 'Customer Service Team Leader', company: 'Tesco Ireland', start: '2016-09', end: '2020-05', current: false },
    ]);
  });

  it('German: date line, then title and company on the next lines; two roles at one company', () => {
    expect(
      exp(`seit 04/2021
Marketing Managerin
Alpenblick Outdoor GmbH, München
Verantwortung für das Budget
2004 - 2009
Key Account Manager, Hansa Folien GmbH, Hamburg
2001 - 2004
Vertriebsingenieur, Hansa Folien GmbH, Hamburg`),
    ).toEqual([
      { position: 'Marketing Managerin', company: 'Alpenblick Outdoor GmbH', start: '2021-04', end: null, current: true },
      { position: 'Key Account Manager', company: 'Hansa Folien GmbH', start: '2004', end: '2009', current: false },
      { position: 'Vertriebsingenieur', company: 'Hansa Folien GmbH', start: '2001', end: '2004', current: false },
    ]);
  });

  it('French: "dates \\t title" then company', () => {
    expect(exp(`Depuis janvier 2019 \t Masseur-kinésithérapeute libérale\nCabinet Kiné Chartrons, Bordeaux\nRééducation orthopédique.`)).toEqual([
      { position: 'Masseur-kinésithérapeute libérale', company: 'Cabinet Kiné Chartrons', start: '2019-01', end: null, current: true },
    ]);
  });

  it('Spanish: title first, then "Company · dates"', () => {
    expect(
      exp(`Project Manager
Mediterránea Software S.L. · abr. 2019 – actualidad
Gestión de una cartera de proyectos.
Asistente de Proyectos
Fundación Alba Digital (Valencia) · ene. 2013 – ago. 2015`),
    ).toEqual([
      { position: 'Project Manager', company: 'Mediterránea Software S.L.', start: '2019-04', end: null, current: true },
      { position: 'Asistente de Proyectos', company: 'Fundación Alba Digital', start: '2013-01', end: '2015-08', current: false },
    ]);
  });

  it('Italian: "Title — Company, City" then the dates', () => {
    expect(exp(`Responsabile Amministrativo — Officine Emiliane S.p.A., Bologna\nGennaio 2019 – in corso\nChiusure mensili.`)).toEqual([
      { position: 'Responsabile Amministrativo', company: 'Officine Emiliane S.p.A.', start: '2019-01', end: null, current: true },
    ]);
  });

  it('Dutch: "Title – Company \\t dates" on one line', () => {
    expect(exp(`HR Adviseur – Polder Logistiek B.V. \t mrt 2015 – aug 2019\nVerzuimbegeleiding.`)).toEqual([
      { position: 'HR Adviseur', company: 'Polder Logistiek B.V.', start: '2015-03', end: '2019-08', current: false },
    ]);
  });

  it('a board seat "seit 2019 Title, Organisation" counts', () => {
    expect(exp('seit 2019 Mitglied des Beirats, Industrieverband Verpackung NRW e.V.')).toEqual([
      { position: 'Mitglied des Beirats', company: 'Industrieverband Verpackung NRW e.V.', start: '2019', end: null, current: true },
    ]);
  });
});

describe('extractEducation', () => {
  const inst = (text: string) => extractEducation([toLines(text)]).map((e) => e.institution);
  it('finds institutions by their vocabulary in six languages', () => {
    expect(inst('2010 - 2012 \t Executive MBA, WHU - Otto Beisheim School of Management, Vallendar')).toEqual(['WHU - Otto Beisheim School of Management']);
    expect(inst('B.A. Betriebswirtschaftslehre\nHochschule München · 2011 – 2014')).toEqual(['Hochschule München']);
    expect(inst('Laurea in Economia Aziendale — Università di Modena e Reggio Emilia (2006 – 2009)')).toEqual(['Università di Modena e Reggio Emilia']);
    expect(inst('Máster en Dirección de Proyectos\nUniversitat Politècnica de Catalunya · 2017 – 2018')).toEqual(['Universitat Politècnica de Catalunya']);
    expect(inst('Master Psychologie \t 2010 – 2011\nUniversiteit van Amsterdam')).toEqual(['Universiteit van Amsterdam']);
    expect(inst("2010 - 2014 \t Diplôme d'État de masseur-kinésithérapeute\nIFMK de Bordeaux")).toEqual(['IFMK de Bordeaux']);
  });
});

describe('US résumé shapes (hand-written held-out CVs, 2026-11-29)', () => {
  it('a spaced hyphen beside a stronger separator belongs to the title', () => {
    expect(exp('Registered Nurse - Progressive Care Unit | Saint Brigid Medical Center\nTulsa, OK | 01/2019 - Current')).toEqual([
      { position: 'Registered Nurse - Progressive Care Unit', company: 'Saint Brigid Medical Center', start: '2019-01', end: null, current: true },
    ]);
  });

  it('an employer line printed like the group line, dated outside its span, is the next employer with its title below', () => {
    expect(
      exp(`Riverbend Freight, Memphis, TN\tMarch 2019 – Present
Logistics Manager (June 2021 – Present)
Transportation Supervisor (March 2019 – May 2021)
Delta Distribution, Southaven, MS\tAugust 2015 – February 2019
Dispatch Coordinator
Dispatched a fleet of 38 tractors.`),
    ).toEqual([
      { position: 'Logistics Manager', company: 'Riverbend Freight', start: '2021-06', end: null, current: true },
      { position: 'Transportation Supervisor', company: 'Riverbend Freight', start: '2019-03', end: '2021-05', current: false },
      { position: 'Dispatch Coordinator', company: 'Delta Distribution', start: '2015-08', end: '2019-02', current: false },
    ]);
  });

  it('a sentence naming a year below a role line does not make that line an employer of roles', () => {
    expect(
      exp(`ENGLISH TEACHER, Larkspur High School — Elk Grove, California (2016–2021)
Taught English 10; led the department from 2018.
GRADE 7 TEACHER, Fremont Middle School — Stockton, California (2012–2016)`).map((e) => e.position),
    ).toEqual(['ENGLISH TEACHER', 'GRADE 7 TEACHER']);
  });
});

describe('European shapes (held-out CVs, 2026-11-29)', () => {
  it('dates closed by a full stop, then title and employer as sentences', () => {
    expect(exp('Nov. 2018 - Actualidad. Camarero. Hotel Miramar S.A. (Málaga)\nMar. 2015 - Oct. 2018. Camarero de barra y sala. Chiringuito Los Boliches S.L. (Fuengirola)')).toEqual([
      { position: 'Camarero', company: 'Hotel Miramar S.A.', start: '2018-11', end: null, current: true },
      { position: 'Camarero de barra y sala', company: 'Chiringuito Los Boliches S.L.', start: '2015-03', end: '2018-10', current: false },
    ]);
  });

  it('a clause with dates at its end is a description, not a role of the group above', () => {
    expect(
      exp(`Splitska Riva Hoteli d.d., Split\t2017. – danas
Voditeljica recepcije\tožujak 2021. – danas
Rješavanje pritužbi gostiju; ocjena porasla s 8,6 na 9,1 (2021. – 2024.)
Recepcionarka\tsvibanj 2017. – veljača 2021.`).map((e) => e.position),
    ).toEqual(['Voditeljica recepcije', 'Recepcionarka']);
  });

  it('dates in brackets inside a sentence are the sentence\'s, not a role of the group above', () => {
    expect(
      exp(`U.S. Army — 1st Armored Division, Fort Bliss, TX\tJun 2010 – Feb 2017
Truck Squad Leader, Sergeant (E-5)\tMay 2014 – Feb 2017
Drove fuel and cargo convoys during deployment to Kandahar, Afghanistan (2012–2013), Operation Enduring Freedom.
Motor Transport Operator (MOS 88M)\tJun 2010 – Apr 2014`).map((e) => e.position),
    ).toEqual(['Truck Squad Leader, Sergeant (E-5)', 'Motor Transport Operator (MOS 88M)']);
  });

  it('a list of dated items after a colon is a description, not a role', () => {
    expect(
      exp(`od 2017. Zavarivač – predradnik smjene
Brodogradilište Istra d.d., Pula
Rad na novogradnjama: dva tankera za kemikalije (2018.–2020.), putnički trajekt (2022.–2023.)
03/2012 – 02/2017 Zavarivač
Uljanik d.d., Pula`).map((e) => e.position),
    ).toEqual(['Zavarivač – predradnik smjene', 'Zavarivač']);
  });
});

describe('the Europass editor (held-out CV, 2026-11-29)', () => {
  it('a date line whose rest is a place, over the title and the employer', () => {
    expect(exp('01/03/2019 – ATTUALE Torino, Italia\nFARMACISTA COLLABORATRICE\nFarmacia San Secondo S.n.c.\nDispensazione di farmaci.')).toEqual([
      { position: 'FARMACISTA COLLABORATRICE', company: 'Farmacia San Secondo S.n.c.', start: '2019-03', end: null, current: true },
    ]);
  });
});

describe('a dash inside the first cell (held-out CV, 2026-11-29)', () => {
  it('belongs to the title when a later cell names the organisation', () => {
    expect(exp('01.2018 – 12.2019\nMagazynier – operator wózka widłowego | Logistyka Wielkopolska Sp. z o.o., Poznań').map((e) => [e.position, e.company])).toEqual([
      ['Magazynier – operator wózka widłowego', 'Logistyka Wielkopolska Sp. z o.o.'],
    ]);
  });
});

describe('English résumé shapes, second batch (held-out CVs, 2026-11-29)', () => {
  it('a unit after the title\'s comma is the title\'s, the medical center below is the employer', () => {
    expect(exp('Charge Nurse, Telemetry Unit\nDesert Bloom Regional Medical Center - Mesa, AZ\nMarch 2017 to Present\n• Coordinate staffing')).toEqual([
      { position: 'Charge Nurse, Telemetry Unit', company: 'Desert Bloom Regional Medical Center', start: '2017-03', end: null, current: true },
    ]);
  });

  it('"Company, Town | dates" over the title in bold', () => {
    const lines = toLines('J. Pickersgill & Sons, Huddersfield | Sep 2008 – May 2012\nApprentice Bricklayer\nBrickwork on private housing.').map((l, i) => (i < 2 ? { ...l, bold: true } : l));
    expect(extractExperience([lines]).map((e) => [e.position, e.company])).toEqual([['Apprentice Bricklayer', 'J. Pickersgill & Sons']]);
  });

  it('an employer in capitals introduces itself before its roles', () => {
    const lines = toLines(`NORTHLAKE INDUSTRIAL COMPONENTS, INC.\tMILWAUKEE, WI
Privately held, $640M manufacturer of precision hydraulic cylinders for agricultural
OEMs; 5 plants, 1,900 employees.
Vice President, Operations | 2018 – Present
• Delivered $38M in savings.
Director of Manufacturing | 2015 – 2018`).map((l, i) => (i === 0 || i === 3 || i === 5 ? { ...l, bold: true } : l));
    expect(extractExperience([lines]).map((e) => [e.position, e.company])).toEqual([
      ['Vice President, Operations', 'NORTHLAKE INDUSTRIAL COMPONENTS, INC.'],
      ['Director of Manufacturing', 'NORTHLAKE INDUSTRIAL COMPONENTS, INC.'],
    ]);
  });

  it('a comma inside parentheses stays in the title', () => {
    expect(exp('HR Assistant (fixed-term, maternity cover), Angus Care Partnership, Forfar\tMay 2022 – Present').map((e) => [e.position, e.company])).toEqual([
      ['HR Assistant (fixed-term, maternity cover)', 'Angus Care Partnership'],
    ]);
  });
});

describe('the older Europass table in Slovak (held-out CV, 2026-11-29)', () => {
  it('reads its field rows as one role', () => {
    expect(
      exp(`Obdobie\tod 09/2015 doteraz
Zamestnanie alebo pracovné zaradenie\tMajster výroby (zmenový majster)
Hlavné činnosti a zodpovednosti\tvedenie zmeny 28 operátorov
Názov a adresa zamestnávateľa\tPovažské strojárne Automotive s.r.o., Priemyselná 8, 017 01 Považská Bystrica
Druh práce alebo odvetvie\tAutomobilový priemysel`).map((e) => [e.position, e.company?.startsWith('Považské strojárne Automotive s.r.o.'), e.start, e.current]),
    ).toEqual([['Majster výroby (zmenový majster)', true, '2015-09', true]]);
  });
});


describe('job portals and Google Docs templates (held-out CVs, 2026-11-29, third batch)', () => {
  it("a job portal's duration in its own cell before the employer is nothing", () => {
    expect(exp('02.2020 – obecnie\tStarszy doradca klienta\n(6 lat 10 mies.)\tBank Nadwiślański S.A.\nobsługa portfela klientów')).toEqual([
      { position: 'Starszy doradca klienta', company: 'Bank Nadwiślański S.A.', start: '2020-02', end: null, current: true },
    ]);
  });

  it('a career break printed as an entry is none, in Portuguese and Swedish too; the entry after it reads as usual', () => {
    expect(
      exp(`Pausa na carreira
FEVEREIRO 2019 – AGOSTO 2020
Licença parental alargada.
Centro Clínico OralMed, Matosinhos — Higienista Oral
MARÇO 2015 – JANEIRO 2019
Tratamentos de destartarização, polimento e aplicação tópica de flúor.
Rastreios de saúde oral em escolas (programa municipal, 2016–2018).
Sabbatsår
2018 – 2019`).map((e) => [e.position, e.company]),
    ).toEqual([['Higienista Oral', 'Centro Clínico OralMed']]);
  });

  it('an association named in a compound word is the employer; a board seat is a role', () => {
    expect(exp('Stockholms Guideförening — Styrelseledamot\nMARS 2021 – NU\nAnsvarar för fortbildning.').map((e) => [e.position, e.company])).toEqual([
      ['Styrelseledamot', 'Stockholms Guideförening'],
    ]);
  });
});

describe('more European shapes (held-out CVs, 2026-11-29, third batch)', () => {
  it('an employer line whose legal form or organisation word names it, over its title', () => {
    expect(
      exp(`03/2016 – dosud\tZD Oslava, družstvo, Náměšť nad Oslavou
Hlavní agronom
- řízení rostlinné výroby
2011 – 02/2016\tAgrospol Jinošov a.s.
Agronom – rostlinná výroba
2020 – nu\tProjektleder, Aarhus Vand A/S, Aarhus
Ansvarlig for renovering af tre renseanlæg, budget på 140 mio. kr.`).map((e) => [e.position, e.company]),
    ).toEqual([
      ['Hlavní agronom', 'ZD Oslava'],
      ['Agronom', 'Agrospol Jinošov a.s.'],
      ['Projektleder', 'Aarhus Vand A/S'],
    ]);
  });

  it('Greek titles under their employer and its town; a country names a place too', () => {
    expect(
      exp(`Λόγος Μεταφραστικές Υπηρεσίες Α.Ε.\tΘεσσαλονίκη
Υπεύθυνη Έργων Μετάφρασης\tΜάρ. 2021 – Σήμερα
Συντονισμός ομάδας μεταφραστών.
Ευρωπαϊκό Κοινοβούλιο – ΓΔ Μετάφρασης\tΛουξεμβούργο
Ασκούμενη μεταφράστρια\tΟκτ. 2015 – Φεβ. 2016`).map((e) => [e.position, e.company]),
    ).toEqual([
      ['Υπεύθυνη Έργων Μετάφρασης', 'Λόγος Μεταφραστικές Υπηρεσίες Α.Ε.'],
      ['Ασκούμενη μεταφράστρια', 'Ευρωπαϊκό Κοινοβούλιο'],
    ]);
  });

  it('a place after a glyph on the date line is the place ("01/03/2013 – 30/06/2013 ▪ Carmona, España")', () => {
    const [entry] = extractExperience([toLines('01/03/2013 – 30/06/2013 ▪ Carmona, España\nCOCINERO EN PRÁCTICAS (FCT) | PARADOR DE CARMONA\nCocina de banquetes.')]);
    expect([entry.position, entry.company, entry.location]).toEqual(['COCINERO EN PRÁCTICAS (FCT)', 'PARADOR DE CARMONA', 'Carmona, España']);
  });
});

describe('a LinkedIn export (held-out CV, 2026-11-29, third batch)', () => {
  it("the next employer after a group with its total, with one role and no total of its own, is that role's", () => {
    expect(
      exp(`Kiln & Crema Coffee Roasters
5 yrs 11 mos
Operations Manager
Mar 2023 - Present · 1 yr 10 mos
Dublin, Ireland
Head Barista
Feb 2019 - Jul 2020 · 1 yr 6 mos
Dublin, Ireland
Halfpenny Coffee House
Barista
Sep 2016 - Jan 2019 · 2 yrs 5 mos
Dublin, Ireland`).map((e) => [e.position, e.company]),
    ).toEqual([
      ['Operations Manager', 'Kiln & Crema Coffee Roasters'],
      ['Head Barista', 'Kiln & Crema Coffee Roasters'],
      ['Barista', 'Halfpenny Coffee House'],
    ]);
  });
});

describe('the fourth held-out batches (2026-11-30)', () => {
  it('"Title hos Employer" (da, nb), "Title på Employer" (sv): the word parts title and employer', () => {
    const [a, b] = extractExperience([toLines('Pædagog hos Børnehuset Mælkebøtten\naug. 2018 – d.d.\n• Stuepædagog\nSäljare på Elgiganten AB\n2015 – 2018')]);
    expect([a.position, a.company, b.position, b.company]).toEqual(['Pædagog', 'Børnehuset Mælkebøtten', 'Säljare', 'Elgiganten AB']);
  });

  it("a job portal's durations in the date column: nothing, and the title's wrapped end beside one goes back onto the title", () => {
    const entries = exp('oct. 2022 - jun. 2023\tFormadora – Certificado de profesionalidad (Operaciones\n9 meses\tbásicas de pisos)\nMediterrània Formació S.L.\nabr. 2018 - feb. 2021\tSubgobernanta\n2 años y 11 meses\nHoteles Tramuntana S.L.');
    expect(entries.map((e) => [e.position, e.company])).toEqual([
      ['Formadora – Certificado de profesionalidad (Operaciones básicas de pisos)', 'Mediterrània Formació S.L.'],
      ['Subgobernanta', 'Hoteles Tramuntana S.L.'],
    ]);
  });
});

describe('labelled fields in Cyrillic (held-out CV, 2026-11-30)', () => {
  it("a Serbian job portal's table rows: period, employer, position and duties by their labels", () => {
    const rows: [string, string][] = [['Период', 'мај 2019. – данас'], ['Послодавац', '„Јужна Морава Фудс“ д.о.о., Ниш'], ['Радно место', 'Шеф службе одржавања'], ['Опис посла', '• руковођење тимом']];
    const lines = rows.flatMap(([label, value], row) => [label, value].map((text, cell) => ({ ...toLines(text)[0], table: { index: 0, row, cell } })));
    const [entry] = extractExperience([lines]);
    expect([entry.position, entry.company, entry.startDate, entry.current]).toEqual(['Шеф службе одржавања', '„Јужна Морава Фудс“ д.о.о.', '2019-05', true]);
  });
});

describe('entries read like their siblings', () => {
  const roles = (text: string) => extractExperience([toLines(text)]).map((e) => [e.position, e.company]);

  it('a title no vocabulary knows takes the line its siblings took their titles from', () => {
    expect(
      roles(`Corvane Automotive Components\tJul. 2025 – Present
Associate Process Engineer\tSpringfield, OH
Own process documentation and PFMEAs for two robotic welding cells producing 1,800 assemblies per shift.
Hollis Drivetrain Systems\tMay 2024 – Aug. 2024
Manufacturing Engineering Co-op\tMarysville, OH
Designed and 3D-printed 14 fixtures for a differential sub-assembly line; first-pass yield rose to 97.1%.
Buckeye Precision Tooling\tMay 2023 – Aug. 2023
Quality Engineering Intern\tDublin, OH
Kowalczyk Lawn & Landscape\tSummer 2022
Crew Member\tWesterville, OH`),
    ).toEqual([
      ['Associate Process Engineer', 'Corvane Automotive Components'],
      ['Manufacturing Engineering Co-op', 'Hollis Drivetrain Systems'],
      ['Quality Engineering Intern', 'Buckeye Precision Tooling'],
      ['Crew Member', 'Kowalczyk Lawn & Landscape'],
    ]);
  });

  it('a note in brackets over the first entry is no title, a gap year no job; a known place in brackets ends an employer', () => {
    expect(
      roles(`(w kolejności chronologicznej)
09.2010 – 06.2012\tRecepcjonistka
Hotel Motława Residence Sp. z o.o., Gdańsk
Zameldowania i wymeldowania gości, rozliczenia kasowe
07.2012 – 06.2013 Rok przerwy – podróż po Ameryce Południowej
07.2013 – 12.2016\tStarsza recepcjonistka
Hotel Nadmorski Sopot Sp. z o.o., Sopot`),
    ).toEqual([
      ['Recepcjonistka', 'Hotel Motława Residence Sp. z o.o.'],
      ['Starsza recepcjonistka', 'Hotel Nadmorski Sopot Sp. z o.o.'],
    ]);
    expect(roles('Clínica Viver Bem (Olinda) — Fisioterapeuta\njulho de 2015 – janeiro de 2017\nAtendimento ambulatorial de adultos')).toEqual([['Fisioterapeuta', 'Clínica Viver Bem']]);
  });

  it('a unit after the title\'s comma or dash stays the title\'s when the employer stands on its own line', () => {
    expect(roles('04/2014 – 02/2020\tGesundheits- und Krankenpflegerin, Interdisziplinäre Intensivstation\nKreisklinik Aiblinger Land gGmbH, Bad Aibling\n–\tPflege beatmeter Patienten')).toEqual([
      ['Gesundheits- und Krankenpflegerin, Interdisziplinäre Intensivstation', 'Kreisklinik Aiblinger Land gGmbH'],
    ]);
    expect(roles('Travel Registered Nurse – ICU Step-Down\nVantage Staffing Partners | Remote / multi-state · Sep 2019 – May 2021\nFive 13-week assignments in three states.')).toEqual([
      ['Travel Registered Nurse – ICU Step-Down', 'Vantage Staffing Partners'],
    ]);
  });

  it('a duty ending in an accented word and a full stop is a sentence, never the next role\'s employer', () => {
    expect(roles('Enfermera asistencial\toct. 2014 — abr. 2018\nClínica San Rafael del Turia, Valencia\nCuidados posoperatorios, administración de medicación, registro en historia clínica electrónica.\nEnfermera (sustituciones de verano)\tjun. 2013 — sept. 2013\nResidencia de Mayores Los Almendros, Torrent')).toEqual([
      ['Enfermera asistencial', 'Clínica San Rafael del Turia'],
      ['Enfermera (sustituciones de verano)', 'Residencia de Mayores Los Almendros'],
    ]);
  });

  it('an employer with its place before a title whose words name a service is the employer', () => {
    expect(roles('Hollow Oak Credit Union, New Braunfels, TX — Member Services Representative\n06/2011 – 07/2014\nOpened accounts and processed loan applications.')).toEqual([
      ['Member Services Representative', 'Hollow Oak Credit Union'],
    ]);
  });

  it('a title\'s lower-case second part is the title\'s, with the employer beside it', () => {
    expect(roles('09.2014 – 05.2017\nMagazynier – operator wózka widłowego | Agro-Hurt Kórnik Sp. j., Kórnik\nPrzyjęcia i wydania towaru.')).toEqual([
      ['Magazynier – operator wózka widłowego', 'Agro-Hurt Kórnik Sp. j.'],
    ]);
    expect(roles('Marketingkoordinator hos Nordlys Foods A/S, Aarhus\naug. 2017 – nu\nNyhedsbreve.\nStudentermedhjælper, marketing hos Kvist & Co. Reklamebureau, Aarhus\nsep. 2015 – jun. 2017\nTekstforfatning.')).toEqual([
      ['Marketingkoordinator', 'Nordlys Foods A/S'],
      ['Studentermedhjælper, marketing', 'Kvist & Co. Reklamebureau'],
    ]);
  });

  it('a duty over a role whose own employer stands below its dates is no group employer', () => {
    expect(
      roles(`Arbetsledare el\tsedan 2020
Mälarkraft Elinstallation AB, Västerås
Planering, materialbeställning och slutbesiktning
Projekt: laddinfrastruktur för 140 laddplatser, Bostads AB Mälarporten
Elektriker\t2014 – 2020
Norrby El & Data AB, Eskilstuna
Installation och felsökning i bostäder, KNX-styrning, solcellsanläggningar
Elektrikerlärling\t2012 – 2014
Norrby El & Data AB, Eskilstuna`),
    ).toEqual([
      ['Arbetsledare el', 'Mälarkraft Elinstallation AB'],
      ['Elektriker', 'Norrby El & Data AB'],
      ['Elektrikerlärling', 'Norrby El & Data AB'],
    ]);
  });
});
