import { describe, expect, it } from 'vitest';
import { joinRow, joinWrapped, layoutPage, type PdfItem } from './pdf-layout';
import { collapseLetterSpacing } from './headings';

const item = (text: string, x: number, y: number, width = text.length * 5, extra: Partial<PdfItem> = {}): PdfItem => ({
  text,
  x,
  y,
  width,
  fontSize: 10,
  bold: false,
  eol: false,
  ...extra,
});

describe('pdf layout', () => {
  it('joins touching runs without a space, near runs with one, far runs with a TAB', () => {
    expect(joinRow([item('After E', 50, 100, 40), item('ff', 90, 100, 6), item('ects', 96, 100, 20)])).toBe('After Effects');
    expect(joinRow([item('Data', 50, 100, 20), item('Scientist', 73, 100, 40)])).toBe('Data Scientist');
    expect(joinRow([item('Engineer', 50, 100, 40), item('2019 – 2021', 400, 99, 50)])).toBe('Engineer\t2019 – 2021');
    // chips side by side in a sidebar, 1.8 em apart: two items, not two words of one
    expect(joinRow([item('Gamificación', 445, 621, 53, { fontSize: 8.2 }), item('ABP', 513, 621, 16, { fontSize: 8.2 })])).toBe('Gamificación\tABP');
    // tag chips 1.3 em apart (a word space is a quarter of one)
    expect(joinRow([item('Gestão de pipeline', 387, 300, 80, { fontSize: 9.8 }), item('Licitações', 480, 300, 45, { fontSize: 9.8 })])).toBe('Gestão de pipeline\tLicitações');
  });

  it("the Europass editor's title in bold capitals and employer in plain capitals, a space apart, are two parts", () => {
    const bold = { bold: true };
    expect(joinRow([item('JEFE DE PARTIDA', 50, 100, 80, bold), item('HOTEL PATIO DE LA ALAMEDA', 133, 100, 130)])).toBe('JEFE DE PARTIDA | HOTEL PATIO DE LA ALAMEDA');
    // a name with its letters after a comma stays one
    expect(joinRow([item('DANIELLE OKAFOR,', 50, 100, 90, bold), item('BSN, RN', 143, 100, 40)])).toBe('DANIELLE OKAFOR, BSN, RN');
  });

  it('collapses a short word of a letter-spaced row that was too short to be told spaced by itself', () => {
    const spaced = { spaced: true };
    expect(joinRow([item('JEFA', 200, 700, 45, spaced), item('D E', 259, 700, 14.5), item('ESTUDIOS', 280, 700, 60, spaced)])).toBe('JEFA DE ESTUDIOS');
    // without a spaced neighbour, two letters stay as written
    expect(joinRow([item('Grade', 50, 100, 25), item('A B', 78, 100, 12)])).toBe('Grade A B');
    // a bold label and its value, a cell's padding apart (under 1.5 em), are two cells; a bold word in a sentence is not
    expect(joinRow([item('Scheduling', 50, 100, 50, { bold: true }), item('Primavera P6', 108, 100, 60)])).toBe('Scheduling\tPrimavera P6');
    expect(joinRow([item('Led', 50, 100, 15, { bold: true }), item('a team', 68, 100, 30)])).toBe('Led a team');
  });

  it('a timeline whose spaced-capitals headings run across its date column is read row by row', () => {
    const spaced = { spaced: true, bold: true };
    const items: PdfItem[] = [];
    let y = 760;
    for (const [left, rightWord] of [
      ['EXPERIENCE', 'PROFESSIONNELLE'],
      ['FORMATION', 'ET DIPLÔMES'],
    ]) {
      // the heading's words, one run each, a word space apart on both sides of the gutter at x 150
      items.push(item(left, 40, y, 105, spaced), item(rightWord, 153, y, 120, spaced));
      y -= 20;
      for (let i = 0; i < 3; i++) {
        items.push(item('03/2019 – 05/2022', 40, y, 70), item(`Title ${i}`, 150, y, 80));
        items.push(item(`Employer ${i}, Lyon`, 150, y - 12, 90), item(`• duty ${i} of the role in some words`, 150, y - 24, 200));
        y -= 44;
      }
    }
    const lines = layoutPage(items, 595);
    expect(lines.every((l) => l.column === 'full')).toBe(true);
    expect(lines.map((l) => l.text)).toContain('EXPERIENCE PROFESSIONNELLE');
    expect(lines.map((l) => l.text)).toContain('03/2019 – 05/2022\tTitle 0');
  });

  it('a header band\'s contact cell and a date far below it are no sidebar: the contact stays at the top', () => {
    const items: PdfItem[] = [item('Zuzana Nováková', 40, 800, 150, { fontSize: 18 }), item('Vrchní inspektor', 40, 780, 80)];
    ['Praha, Česká republika', '601 555 520', 'zuzana@example.com', '17.08.1992'].forEach((t, i) => items.push(item(t, 400, 804 - i * 12, 110)));
    for (let i = 0; i < 30; i++) items.push(item(`body line ${i} of the experience section`, 40, 740 - i * 14, i % 3 === 0 ? 300 : 200));
    items.push(item('2014 – 2017', 470, 740 - 20 * 14, 50));
    const texts = layoutPage(items, 595).map((l) => l.text);
    expect(texts.slice(0, 6).some((t) => t.includes('Praha, Česká republika'))).toBe(true);
    expect(texts.indexOf('body line 0 of the experience section')).toBeGreaterThan(texts.findIndex((t) => t.includes('Praha')));
  });

  it('a sidebar\'s contact data, one per row, is not joined as a wrapped paragraph', () => {
    const eol = { eol: true, fontSize: 9 };
    const lines = layoutPage(
      [
        item('Maribor, Slovenija', 52, 748, 71, eol),
        item('+386 41 555 841', 52, 735, 68, eol),
        item('matevz.krajnc@example.com', 52, 721, 118, eol),
        item('18.10.1986', 52, 707, 45, { fontSize: 9 }),
      ],
      595,
    );
    expect(lines.map((l) => l.text)).toEqual(['Maribor, Slovenija', '+386 41 555 841', 'matevz.krajnc@example.com', '18.10.1986']);
  });

  it('a table with the dates in its left cells, above a skills list, is no sidebar', () => {
    const items: PdfItem[] = [];
    let y = 760;
    for (let e = 0; e < 3; e++) {
      items.push(item(`0${e + 1}/2019 — 0${e + 2}/2021`, 49, y, 98), item(`Title ${e}`, 177, y, 80));
      for (let k = 1; k <= 3; k++) items.push(item(`▪ duty ${k} of role ${e} in a few more words`, 181, y - k * 14, 180));
      y -= 70;
    }
    for (let k = 0; k < 8; k++) items.push(item(`▪ Skill number ${k}`, 42, y - k * 12, 90));
    y -= 8 * 12 + 30;
    for (let k = 0; k < 4; k++) items.push(item(`Language ${k}`, 42, y - k * 20, 60), item('B2', 212, y - k * 20, 12));
    const lines = layoutPage(items, 595);
    expect(lines.every((l) => l.column === 'full')).toBe(true);
    const texts = lines.map((l) => l.text);
    expect(texts.indexOf('▪ duty 1 of role 0 in a few more words')).toBeLessThan(texts.findIndex((t) => t.startsWith('02/2019')));
  });

  it('reads a right sidebar as its own block, never line by line across the gutter', () => {
    const items: PdfItem[] = [];
    for (let i = 0; i < 8; i++) {
      items.push(item(`main line ${i} with some words`, 40, 700 - i * 14, 250));
      // a sidebar keeps its own leading: its rows do not line up with the main column's
      items.push(item(`side ${i}`, 420, 706 - i * 12.5, 60));
    }
    const lines = layoutPage(items, 595);
    expect(lines.slice(0, 8).every((l) => l.column === 'main' && l.text.startsWith('main'))).toBe(true);
    expect(lines.slice(8).every((l) => l.column === 'side' && l.text.startsWith('side'))).toBe(true);
  });

  it('reads a Europass label column across: each label, date and section name with the content on its row', () => {
    const bold = { bold: true };
    const rows: [string | null, string | null, number][] = [
      ['Address', '4 Wilmslow Road, Manchester', 750],
      ['Phone', '+44 7700 900696', 730],
      ['WORK EXPERIENCE', null, 705],
      ['since Oct 2021', 'Senior Associate', 685],
      [null, 'Patel & Co. LLP, Leeds', 671],
      [null, '• Managed a team of 8 people and the budget of the office', 657],
      ['Jun 2019 – Aug 2021', 'Solicitor', 630],
      [null, 'Whitfield & Co. LLP, Cardiff', 616],
      ['LANGUAGES', 'English native', 590],
      [null, 'Spanish full professional proficiency', 576],
      ['SKILLS', 'Contract Law, GDPR, Litigation', 550],
    ];
    const items: PdfItem[] = [];
    for (const [label, content, y] of rows) {
      if (label) items.push(item(label, 40, y, 90, label === label.toUpperCase() && /[A-Z]{4}/.test(label) ? bold : {}));
      if (content) items.push(item(content, 200, y, 300));
    }
    const texts = layoutPage(items, 595).map((l) => l.text);
    expect(texts).toEqual([
      'Address\t4 Wilmslow Road, Manchester',
      'Phone\t+44 7700 900696',
      'WORK EXPERIENCE',
      'since Oct 2021\tSenior Associate',
      'Patel & Co. LLP, Leeds',
      '• Managed a team of 8 people and the budget of the office',
      'Jun 2019 – Aug 2021\tSolicitor',
      'Whitfield & Co. LLP, Cardiff',
      'LANGUAGES',
      'English native',
      'Spanish full professional proficiency',
      'SKILLS',
      'Contract Law, GDPR, Litigation',
    ]);
  });

  it('sections side by side under one row of their names are read column by column, down to a row across the page', () => {
    const items: PdfItem[] = [
      item('LANGUAGES', 70, 305, 58, { fontSize: 11, bold: true }),
      item('CERTIFICATIONS', 321, 305, 112, { fontSize: 11, bold: true }),
      item('Catalan', 55, 282, 32),
      item('native', 100, 282, 30),
      item('ISTQB Certified Tester Foundation Level (2019)', 313, 284, 210),
      item('ISTQB Agile Tester Extension (2022)', 313, 272, 162),
      item('Spanish', 55, 267, 40),
      item('native', 100, 267, 30),
      item('English', 55, 252, 34),
      item('B2', 100, 252, 12),
      item('OTHER', 70, 210, 49, { fontSize: 11, bold: true }),
      item('Climbing and analogue photography, member of a human-tower team since 2015.', 54, 191, 455),
    ];
    expect(layoutPage(items, 595).map((l) => l.text)).toEqual([
      'LANGUAGES',
      // (a level in its column, over an em from the name, is a cell of its own)
      'Catalan\tnative',
      'Spanish native',
      'English\tB2',
      'CERTIFICATIONS',
      'ISTQB Certified Tester Foundation Level (2019)',
      'ISTQB Agile Tester Extension (2022)',
      'OTHER',
      'Climbing and analogue photography, member of a human-tower team since 2015.',
    ]);
  });

  it('the Europass template: labels in capitals, not bold, a section name alone on its row, a long label wrapped below', () => {
    const rows: [string | null, string | null, number][] = [
      ['PERSONAL INFORMATION', null, 770],
      [null, 'Rui Santos', 750],
      [null, 'Rua Nova 2, 4470-157 Maia (Portugal)', 736],
      ['DESIRED POSITION', 'Logistics Coordinator', 710],
      ['WORK EXPERIENCE', null, 685],
      ['03/2021 – present', 'Logistics Coordinator', 665],
      [null, 'Ribadouro Logística, S.A., Maia (Portugal)', 651],
      ['03/2017 – 02/2021', 'Warehouse Manager', 625],
      [null, 'Ribadouro Logística, S.A., Maia (Portugal)', 611],
      ['JOB-RELATED', 'Stock management', 585],
      ['SKILLS', 'Route planning', 571],
      ['DIGITAL SKILLS', 'SAP EWM, Power BI', 545],
    ];
    const items: PdfItem[] = [];
    for (const [label, content, y] of rows) {
      if (label) items.push(item(label, 40, y, 110));
      if (content) items.push(item(content, 200, y, 300));
    }
    expect(layoutPage(items, 595).map((l) => l.text)).toEqual([
      'PERSONAL INFORMATION',
      'Rui Santos',
      'Rua Nova 2, 4470-157 Maia (Portugal)',
      'DESIRED POSITION\tLogistics Coordinator',
      'WORK EXPERIENCE',
      '03/2021 – present\tLogistics Coordinator',
      'Ribadouro Logística, S.A., Maia (Portugal)',
      '03/2017 – 02/2021\tWarehouse Manager',
      'Ribadouro Logística, S.A., Maia (Portugal)',
      'JOB-RELATED\tStock management',
      'SKILLS\tRoute planning',
      'DIGITAL SKILLS\tSAP EWM, Power BI',
    ]);
  });

  it('a Europass page without dates is read across too, and a page footer in the label column is no label', () => {
    const rows: [string | null, string | null, number][] = [
      ['MOTHER TONGUE', 'Finnish', 770],
      ['OTHER LANGUAGES', 'English B2, Swedish B1', 750],
      ['COMMUNICATION SKILLS', 'Good negotiation skills gained at owner evenings', 725],
      ['JOB-RELATED SKILLS', 'Harvest planning', 700],
      [null, 'Timber trade', 686],
      ['DIGITAL SKILLS', 'QGIS, Microsoft Office', 660],
      ['DRIVING LICENCE', 'B, T', 635],
      ['© European Union, 2002-2025 | europass.europa.eu', 'Page 2 / 2', 40],
    ];
    const items: PdfItem[] = [];
    for (const [label, content, y] of rows) {
      if (label) items.push(item(label, 40, y, label.length > 30 ? 150 : 110));
      if (content) items.push(item(content, 200, y, 300));
    }
    const texts = layoutPage(items, 595).map((l) => l.text);
    expect(texts).toEqual([
      'MOTHER TONGUE\tFinnish',
      'OTHER LANGUAGES\tEnglish B2, Swedish B1',
      'COMMUNICATION SKILLS\tGood negotiation skills gained at owner evenings',
      'JOB-RELATED SKILLS\tHarvest planning',
      'Timber trade',
      'DIGITAL SKILLS\tQGIS, Microsoft Office',
      'DRIVING LICENCE\tB, T',
      '© European Union, 2002-2025 | europass.europa.eu Page 2 / 2',
    ]);
  });

  it('reads a table CV whose label cells are centred beside their content: a date moves up onto its entry\'s title row', () => {
    // a German tabular Lebenslauf from Word: headings in bold on rows of their own, labels, and dates
    // centred in their cell — between the two lines of a two-line entry, on the middle line of a three-line one
    const bold = { bold: true };
    const items: PdfItem[] = [
      item('Persönliche Daten', 40, 800, 90, bold),
      item('Name', 40, 780, 30),
      item('Sabine Krüger', 180, 780, 70),
      item('Telefon', 40, 760, 35),
      item('0511 5550 2741', 180, 760, 70),
      item('Berufserfahrung', 40, 730, 80, bold),
      item('Stationsleitung Intensivstation', 180, 712, 150, bold),
      item('seit 04/2020', 40, 700, 60),
      item('Medizinische Hochschule Hannover', 180, 700, 160),
      item('Personalverantwortung für 32 Pflegekräfte', 180, 688, 200),
      item('Fachkrankenpflegerin Intensivpflege', 180, 670, 170, bold),
      item('10/2011 – 03/2020', 40, 664, 80),
      item('DIAKOVERE Friederikenstift gGmbH, Hannover', 180, 658, 210),
      item('Gesundheits- und Krankenpflegerin', 180, 640, 170, bold),
      item('10/2008 – 09/2011', 40, 634, 80),
      item('Allgemeines Krankenhaus Celle', 180, 628, 150),
      item('Hannover, 14.03.2025', 40, 600, 100),
    ];
    expect(layoutPage(items, 595).map((l) => l.text)).toEqual([
      'Persönliche Daten',
      'Name\tSabine Krüger',
      'Telefon\t0511 5550 2741',
      'Berufserfahrung',
      'seit 04/2020\tStationsleitung Intensivstation',
      'Medizinische Hochschule Hannover',
      'Personalverantwortung für 32 Pflegekräfte',
      '10/2011 – 03/2020\tFachkrankenpflegerin Intensivpflege',
      'DIAKOVERE Friederikenstift gGmbH, Hannover',
      '10/2008 – 09/2011\tGesundheits- und Krankenpflegerin',
      'Allgemeines Krankenhaus Celle',
      'Hannover, 14.03.2025',
    ]);
  });

  it('the classic Europass CV: a date set top-aligned beside a bigger title, a wrapped label joined, a skills page of three labels', () => {
    const small = { fontSize: 8 };
    const items: PdfItem[] = [
      item('WORK EXPERIENCE', 50, 617, 110, small),
      item('05/2019–Present', 99, 599, 60, { fontSize: 8.5 }),
      item('Head pharmacist', 184, 596, 90, { fontSize: 11 }),
      item('Arnica Pharmacy Ltd, Iași (Romania)', 184, 581, 200, { fontSize: 9 }),
      item('dispensing prescriptions and stock control', 196, 566, 220, { fontSize: 9 }),
      item('Sector: retail sale of pharmaceutical goods', 184, 502, 220, { fontSize: 7.5 }),
      item('10/2015–04/2019', 95, 485, 64, { fontSize: 8.5 }),
      item('Pharmacist', 184, 482, 60, { fontSize: 11 }),
      item('Health Pharmacies S.A., Iași (Romania)', 184, 468, 200, { fontSize: 9 }),
      item('patient counselling, dermocosmetics', 196, 452, 200, { fontSize: 9 }),
      item('MOTHER TONGUE(S)', 84, 420, 76, small),
      item('Romanian', 184, 420, 50, { fontSize: 9 }),
      item('ORGANISATIONAL / MANAGERIAL', 40, 400, 120, small),
      item('leadership of a team of six', 184, 398.5, 150, { fontSize: 9 }),
      item('SKILLS', 120, 390, 40, small),
      item('shift planning', 184, 386, 80, { fontSize: 9 }),
    ];
    expect(layoutPage(items, 595).map((l) => l.text)).toEqual([
      'WORK EXPERIENCE',
      '05/2019–Present\tHead pharmacist',
      'Arnica Pharmacy Ltd, Iași (Romania)',
      'dispensing prescriptions and stock control',
      'Sector: retail sale of pharmaceutical goods',
      '10/2015–04/2019\tPharmacist',
      'Health Pharmacies S.A., Iași (Romania)',
      'patient counselling, dermocosmetics',
      'MOTHER TONGUE(S)\tRomanian',
      'ORGANISATIONAL / MANAGERIAL SKILLS\tleadership of a team of six',
      'shift planning',
    ]);
    // the second page: no dates, three labels in capitals, one set a little above its list, one with its value on its side
    const page2: PdfItem[] = [
      item('JOB-RELATED SKILLS ACQUIRED', 52, 801, 110, small),
      item('pharmaceutical counselling', 196, 796, 130, { fontSize: 9 }),
      item('AT WORK', 98, 790, 40, small),
      item('pharmacovigilance', 196, 783, 90, { fontSize: 9 }),
      item('stock management', 196, 770, 90, { fontSize: 9 }),
      item('DIGITAL SKILLS', 77, 726, 80, small),
      item('Microsoft Word, Excel', 196, 724, 110, { fontSize: 9 }),
      item('WinFarm (pharmacy software)', 196, 711, 140, { fontSize: 9 }),
      item('SIUI (e-prescriptions)', 196, 698, 120, { fontSize: 9 }),
      item('DRIVING LICENCE', 73, 612, 80, small),
      item('B', 184, 611, 6, { fontSize: 9 }),
      item('ADDITIONAL INFORMATION', 54, 585, 100, { fontSize: 8.5 }),
      item('MEMBERSHIPS', 110, 567, 50, small),
      item('member of the College of Pharmacists of Romania, since 2014', 184, 565, 280, { fontSize: 9 }),
    ];
    expect(layoutPage(page2, 595).map((l) => l.text)).toEqual([
      'JOB-RELATED SKILLS ACQUIRED AT WORK\tpharmaceutical counselling',
      'pharmacovigilance',
      'stock management',
      'DIGITAL SKILLS\tMicrosoft Word, Excel',
      'WinFarm (pharmacy software)',
      'SIUI (e-prescriptions)',
      'DRIVING LICENCE\tB',
      'ADDITIONAL INFORMATION',
      'MEMBERSHIPS\tmember of the College of Pharmacists of Romania, since 2014',
    ]);
  });

  it('keeps right-aligned dates on their title row (no false column)', () => {
    const items: PdfItem[] = [];
    for (let i = 0; i < 8; i++) {
      items.push(item(`Job title ${i}`, 40, 700 - i * 30, 80));
      items.push(item(`Jan 201${i} – Dec 201${i}`, 460, 700 - i * 30 + 0.9, 90));
    }
    const lines = layoutPage(items, 595);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatchObject({ text: 'Job title 0\tJan 2010 – Dec 2010', column: 'full' });
  });

  it('joins wrapped runs back: words with a space, a broken e-mail without', () => {
    expect(joinWrapped('katharina.vogelsang@exam', 'ple.com')).toBe('katharina.vogelsang@example.com');
    expect(joinWrapped('Salesforce Marketing', 'Cloud')).toBe('Salesforce Marketing Cloud');
    const lines = layoutPage([item('Antoine', 20, 780, 70, { eol: true, fontSize: 19 }), item('Mercier', 20, 760, 68, { fontSize: 19 })], 595);
    expect(lines.map((l) => l.text)).toEqual(['Antoine Mercier']);
  });

  it('collapses letter-spaced headings, keeping a leading icon apart', () => {
    expect(collapseLetterSpacing('E X P E R I E N C E')).toBe('EXPERIENCE');
    expect(collapseLetterSpacing('✉ E D U C AT I O N')).toBe('✉ EDUCATION');
    expect(collapseLetterSpacing('Python · R · SQL')).toBe('Python · R · SQL');
  });

  it('collapses a capital heading whose last word is letter-spaced with kerned pairs; a list of short words stays', () => {
    expect(collapseLetterSpacing('DARBO PAT I R T I S')).toBe('DARBO PATIRTIS');
    expect(collapseLetterSpacing('AWA R D S')).toBe('AWARDS');
    expect(collapseLetterSpacing('PHP JS C R')).toBe('PHP JS C R');
  });
});

describe('deliberate line breaks are not taken for wrapped paragraphs', () => {
  const item = (text: string, x: number, y: number, width: number): PdfItem => ({ text, x, y, width, fontSize: 10, bold: false, eol: true });

  it('keeps short contact lines apart, and joins a paragraph that really wrapped', () => {
    const lines = layoutPage(
      [
        item('Hamburg, Germany', 40, 700, 80),
        item('someone@example.com', 40, 687, 100),
        item('Coordinated the migration of twelve regional warehouses to the new system and', 40, 600, 400),
        item('trained the staff.', 40, 587, 80),
      ],
      595,
    ).map((l) => l.text);
    expect(lines).toContain('Hamburg, Germany');
    expect(lines).toContain('someone@example.com');
    expect(lines).toContain('Coordinated the migration of twelve regional warehouses to the new system and trained the staff.');
  });

  it('keeps a right sidebar’s one-per-line items apart even when none reaches the box edge', () => {
    const items: PdfItem[] = [];
    for (let i = 0; i < 10; i++) items.push(item(`Main column sentence number ${i} that runs wide`, 30, 760 - i * 14, 330));
    const skills = ['Ventilación mecánica', 'Soporte vital avanzado', 'Farmacología', 'Gestión de turnos', 'Triaje', 'Cuidados paliativos', 'Docencia', 'Calidad'];
    for (const [i, text] of skills.entries()) items.push(item(text, 400, 757.3 - i * 12.7, text.length * 4.5));
    const side = layoutPage(items, 595).filter((l) => l.column === 'side').map((l) => l.text);
    expect(side).toEqual(skills);
  });
});

describe('a timeline with a date column', () => {
  const item = (text: string, x: number, y: number, width: number, bold = false): PdfItem => ({ text, x, y, width, fontSize: 10, bold, eol: true });

  it('is read across even when its left edge also holds a skills list and headings below the timeline', () => {
    const items: PdfItem[] = [item('Radka Example', 40, 800, 150, true), item('Třída Svobody 40, 779 00 Olomouc · 601 555 920 · radka@example.com', 40, 786, 330)];
    items.push(item('P R O F I L', 40, 765, 60, true), item('Sales representative with 15 years of practice, reliable and focused on results.', 40, 750, 380));
    items.push(item('P R A C O V N Í', 40, 730, 80, true), item('Z K U Š E N O S T I', 125, 730, 100, true));
    const entries = [
      ['12/2021 -', 'nyní', 'Key Account Manager', 'Example Trade s.r.o., Brno'],
      ['5/2020 -', '11/2021', 'Sales Representative', 'Sample Retail a.s., Ostrava'],
      ['3/2016 -', '3/2020', 'Sales Representative', 'Model Goods a.s., Olomouc'],
      ['1/2011 -', '1/2016', 'Sales Assistant', 'Other Goods a.s., Olomouc'],
    ];
    let y = 712;
    for (const [from, to, title, employer] of entries) {
      items.push(item(from!, 40, y, 45), item(title!, 150, y, 120, true), item(to!, 40, y - 12, 40), item(employer!, 150, y - 12, 150));
      for (let b = 0; b < 3; b++) items.push(item(`• Responsible for a budget of ${b + 2}50k CZK`, 150, y - 24 - b * 12, 200));
      y -= 68;
    }
    items.push(item('D O V E D N O S T I', 40, y, 100, true));
    for (const [i, skill] of ['Salesforce', 'CRM', 'Negotiation', 'B2B Sales', 'Key Account Management', 'Lead Generation', 'Excel'].entries()) items.push(item(skill, 40, y - 14 - i * 12, skill.length * 5));
    const lines = layoutPage(items, 595).map((l) => l.text);
    expect(lines).toContain('12/2021 -\tKey Account Manager');
    expect(lines).toContain('nyní\tExample Trade s.r.o., Brno');
    // the skills follow the timeline instead of coming before it as a sidebar
    expect(lines.indexOf('Salesforce')).toBeGreaterThan(lines.indexOf('nyní\tExample Trade s.r.o., Brno'));
  });

});

describe('lists in a padded box', () => {
  it('a list item wrapped inside a padded box keeps its lower-case second row; rows a <br> apart stay items', () => {
    const run = (text: string, x: number, y: number, width: number, fontSize: number, eol = false): PdfItem => ({ text, x, y, width, fontSize, bold: false, eol });
    const body = (text: string, y: number, width: number, eol: boolean) => run(text, 34.5, y, width, 9, eol);
    // a one-column page whose box is wide (the page text reaches x = 500) and a list wrapped at ~165
    const wrapped = [
      run('COMPÉTENCES', 25, 540, 100, 10.5),
      body('Conduite en sécurité et éco-', 513.4, 127.8, true),
      body('conduite', 501.4, 39.1, false),
      body('Accueil et information des', 486.4, 117.7, true),
      body('voyageurs', 474.4, 47, false),
      body('Vente et contrôle des titres de', 458.7, 128, true),
      body('transport', 446.7, 40, false),
      run('A paragraph elsewhere on the page that reaches the right edge of the text box', 34.5, 300, 465, 9),
    ];
    expect(layoutPage(wrapped, 595).map((l) => l.text)).toEqual(
      expect.arrayContaining(['Conduite en sécurité et éco-conduite', 'Accueil et information des voyageurs', 'Vente et contrôle des titres de transport']),
    );
    // evenly spaced rows (a <br> between items) are separate items even in lower case
    const even = [
      run('JEZIKI', 25, 520, 40, 11.5),
      body('slovenščina (materni jezik)', 497.9, 106, true),
      body('angleščina (dobro)', 484.4, 74.5, true),
      body('španščina (dobro)', 470.9, 72, true),
      body('nemščina (odlično)', 457.4, 75.5, false),
      run('INTERESI', 25, 430, 56, 11.5),
      run('A paragraph elsewhere on the page that reaches the right edge of the text box', 34.5, 300, 465, 9),
    ];
    expect(layoutPage(even, 595).map((l) => l.text)).toEqual(expect.arrayContaining(['angleščina (dobro)', 'španščina (dobro)', 'nemščina (odlično)']));
  });
});

describe('a header band over two columns', () => {
  it('a contact row across the gutter at the top of the shared height is the band; the columns start below it', () => {
    const run = (text: string, x: number, y: number, width: number, fontSize = 9): PdfItem => ({ text, x, y, width, fontSize, bold: false, eol: false });
    const items: PdfItem[] = [
      run('Lieke van den Brink', 27, 798, 230, 24),
      run('@', 28, 718, 8), run('lieke@example.com', 42, 718, 127), run('+31 6 5550 4172', 203, 718, 65), run('Naaldwijk, Netherlands', 302, 718, 88), run('linkedin.com/in/lieke', 424, 718, 124),
      run('WORK EXPERIENCE', 27, 676, 122, 11.5), run('SKILLS', 364, 676, 44, 11.5),
    ];
    for (let i = 0; i < 12; i++) items.push(run(`main column line ${i} of an entry`, 27, 650 - i * 14, 280), run(`Skill ${i}`, 370, 643 - i * 19.5, 60));
    const lines = layoutPage(items, 595);
    const contact = lines.find((l) => l.text.includes('lieke@example.com'));
    expect(contact?.column).toBe('full');
    expect(contact?.text).toContain('Naaldwijk, Netherlands');
    expect(lines.find((l) => l.text === 'main column line 0 of an entry')?.column).toBe('main');
    expect(lines.find((l) => l.text === 'Skill 0')?.column).toBe('side');
  });
});
