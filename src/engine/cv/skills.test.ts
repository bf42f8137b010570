import { describe, expect, it } from 'vitest';
import { estimateProficiency, extractSkills, splitSkillItems } from './skills';
import { toLines } from './test-lines';
import type { ExperienceEntry } from './types';

describe('splitSkillItems', () => {
  it('a label in its own cell before a list is no item; chips a TAB apart are two', () => {
    expect(splitSkillItems('Methoden / Methods\tS&OP, Lean Logistics')).toEqual(['S&OP', 'Lean Logistics']);
    expect(splitSkillItems('Laborator\tqPCR, microscopie')).toEqual(['qPCR', 'microscopie']);
    expect(splitSkillItems('Gamificación\tABP')).toEqual(['Gamificación', 'ABP']);
    // a first cell that names a skill stays
    expect(splitSkillItems('Excel\tWord, PowerPoint')).toEqual(['Excel', 'Word', 'PowerPoint']);
  });

  it('splits on commas, bullets, " / " and sub-labels', () => {
    expect(splitSkillItems('SEO / SEA')).toEqual(['SEO', 'SEA']);
    expect(splitSkillItems('Scrum · Kanban')).toEqual(['Scrum', 'Kanban']);
    expect(splitSkillItems('■ Brand Identity')).toEqual(['Brand Identity']);
    expect(splitSkillItems('Testing: Selenium, Cypress Languages: Java, SQL Tools: Jira, Git')).toEqual(['Selenium', 'Cypress', 'Java', 'SQL', 'Jira', 'Git']);
    expect(splitSkillItems('User interviews; Usability testing; Figma;')).toEqual(['User interviews', 'Usability testing', 'Figma']);
  });
});

describe('extractSkills', () => {
  const experience: ExperienceEntry[] = [
    { position: 'Data Engineer', company: 'Acme', location: null, startDate: '2016-01', endDate: null, current: true, description: 'Pipelines in Python and SQL on Spark.' },
    { position: 'Analyst', company: 'Beta', location: null, startDate: '2008-01', endDate: '2015-12', current: false, description: 'Reports in Python.' },
  ];

  it("a skill grid's level cells are no skills and make no labels of the skills beside them", () => {
    const grid = toLines('Fejlfinding\nEkspert\nKNX\nØvet\nAutoCAD Electrical\nGrundlæggende').map((l, i) => ({
      ...l,
      table: { index: 2, row: Math.floor(i / 2), cell: i % 2 },
    }));
    expect(extractSkills(grid, [], []).map((s) => s.name)).toEqual(['Fejlfinding', 'KNX', 'AutoCAD Electrical']);
    // its header row names the columns
    const headed = toLines('Kenntnis\nNiveau\nSAP EWM\nsehr gut\nTransporeon\ngut').map((l, i) => ({
      ...l,
      table: { index: 1, row: Math.floor(i / 2), cell: i % 2 },
    }));
    expect(extractSkills(headed, [], []).map((s) => s.name)).toEqual(['SAP EWM', 'Transporeon']);
    // a bulleted list in two columns: every cell an item
    const twoColumns = toLines('• CRRT\n• Epic EHR\n• Telemetry interpretation\n• Ventilator management').map((l, i) => ({
      ...l,
      table: { index: 3, row: Math.floor(i / 2), cell: i % 2 },
    }));
    expect(extractSkills(twoColumns, [], []).map((s) => s.name)).toEqual(['CRRT', 'Epic EHR', 'Telemetry interpretation', 'Ventilator management']);
    // a table of one item a cell: every cell an item
    const items = toLines('Intrapartum care\nCTG interpretation\nNeonatal resuscitation (NRP)\nPerineal suturing').map((l, i) => ({
      ...l,
      table: { index: 4, row: Math.floor(i / 2), cell: i % 2 },
    }));
    expect(extractSkills(items, [], []).map((s) => s.name)).toEqual(['Intrapartum care', 'CTG interpretation', 'Neonatal resuscitation', 'Perineal suturing']);
    // a grid read from a PDF with its header row: each row's first cell is the skill
    expect(extractSkills(toLines('Vještina\tRazina\tNapomena\nMAG zavarivanje (135/136)\tnapredno\tsvi položaji, čelik A/AH36\nTIG zavarivanje (141)\tnapredno\tcjevovodi'), [], []).map((s) => s.name)).toEqual([
      'MAG zavarivanje (135/136)',
      'TIG zavarivanje (141)',
    ]);
    // the same grid read from a PDF: skill and level a TAB apart
    expect(extractSkills(toLines('HPLC\tExpertin\nGC-MS\tsehr gut\nOsnovno održavanje vozila'), [], []).map((s) => s.name)).toEqual([
      'HPLC',
      'GC-MS',
      'Osnovno održavanje vozila',
    ]);
  });

  it("the Europass digital-skills self-assessment grid is no list: the skills after it are", () => {
    const lines = toLines('AUTOVALUTAZIONE\nElaborazione delle informazioni\nComunicazione\nSicurezza\nUtente autonomo\nUtente avanzato\nUtente base\n▪ Wingesfar\n▪ Word, Excel');
    expect(extractSkills(lines, [], []).map((s) => s.name)).toEqual(['Wingesfar', 'Word', 'Excel']);
    const tabbed = toLines('DIGITAALISET TAIDOT\tITSEARVIOINTI\nTiedonhallinta\tViestintä\tTurvallisuus\nItsenäinen\tPerustason\tItsenäinen\nkäyttäjä\tkäyttäjä\tkäyttäjä\nQGIS');
    expect(extractSkills(tabbed, [], []).map((s) => s.name)).toEqual(['QGIS']);
    // the level's second word wrapped under the row that names the user
    const wrapped = toLines('AUTOEVALUARE\nProcesarea\tComunicare\tSecuritate\nUtilizator\tUtilizator\tUtilizator\nindependent\texperimentat\telementar\nWinFarm');
    expect(extractSkills(wrapped, [], []).map((s) => s.name)).toEqual(['WinFarm']);
    // the grid closing the section, its row of users the last line
    expect(extractSkills(toLines('WinFarm\nAUTOEVALUARE\nProcesarea\tComunicare\tSecuritate\nUtilizator\tUtilizator\tUtilizator'), [], []).map((s) => s.name)).toEqual(['WinFarm']);
  });

  it('a list line wrapped inside its last item joins that item again', () => {
    const skills = extractSkills(
      toLines('Accounting\tMonth-end close, Account reconciliation, US GAAP, SOX controls, Consolidations, Variance\nanalysis\nLanguages\tTamil'),
      [],
      [],
    );
    expect(skills.map((s) => s.name)).toContain('Variance analysis');
    expect(skills.map((s) => s.name)).not.toContain('analysis');
  });

  it('a labelled list line wrapped inside an item joins it again, the rest of the next line its items', () => {
    const skills = extractSkills(toLines('Pedagogické:  tvorba školského vzdelávacieho programu, inkluzívne\nvzdelávanie, projektové vyučovanie'), [], []);
    expect(skills.map((s) => s.name)).toEqual(['tvorba školského vzdelávacieho programu', 'inkluzívne vzdelávanie', 'projektové vyučovanie']);
  });

  it("a sidebar's bulleted item wrapped onto a line without the glyph joins its item again; a heading in capitals does not", () => {
    expect(extractSkills(toLines('▸ Comarch ERP Optima\n▸ Symfonia Finanse i\nKsięgowość\n▸ Płatnik'), [], []).map((s) => s.name)).toEqual(['Comarch ERP Optima', 'Symfonia Finanse i Księgowość', 'Płatnik']);
    expect(extractSkills(toLines('• Exact\nCERTIFICATES\n• Radiation Use Licence'), [], []).map((s) => s.name)).not.toContain('Exact CERTIFICATES');
  });

  it('a sub-label on a line of its own is no skill', () => {
    expect(extractSkills(toLines('HR Systems:\nWorkday, ADP Workforce Now,\nBambooHR\nCompliance:\nFMLA, ADA'), [], []).map((s) => s.name)).toEqual(['Workday', 'ADP Workforce Now', 'BambooHR', 'FMLA', 'ADA']);
  });

  it('label rows printed alike are labels all, even one that names a skill', () => {
    const skills = extractSkills(toLines('Systems\tNetSuite, BlackLine\nAccounting\tMonth-end close, US GAAP'), [], []);
    expect(skills.map((s) => s.name)).toEqual(['NetSuite', 'BlackLine', 'Month-end close', 'US GAAP']);
  });

  it('a parenthesis left open closes on the next line', () => {
    const skills = extractSkills(toLines('EDV:\tBMD NTCS, SAP FI, MS Excel (sehr gut – SVERWEIS, Pivot-\nTabellen)\nFachlich:\tUGB-Jahresabschluss'), [], []);
    expect(skills.map((s) => s.name)).toEqual(['BMD NTCS', 'SAP FI', 'MS Excel', 'UGB-Jahresabschluss']);
  });

  it('keeps items as written, drops levels, spoken languages and certifications, adds categories and evidence', () => {
    const skills = extractSkills(
      toLines('Python, Excel (livello avanzato), Zorblex Modelling\nEnglisch (C1)\nAWS Certified Solutions Architect'),
      experience,
      [],
    );
    expect(skills.map((s) => s.name)).toEqual(['Python', 'Excel', 'Zorblex Modelling']);
    const python = skills[0];
    expect(python.category).toBe('software');
    expect(python.evidence).toContain('Pipelines in Python and SQL on Spark.');
    expect(python.proficiency).toBe('expert');
    expect(skills[1].proficiency).toBe('advanced');
    expect(skills[2].category).toBe('other');
  });

  it('a certificate written as a compound is no skill ("heftruckcertificaat")', () => {
    expect(extractSkills(toLines('SAP EWM, Excel, Lean, VCA, heftruckcertificaat'), [], []).map((s) => s.name)).toEqual(['SAP EWM', 'Excel', 'Lean', 'VCA']);
  });

  it.each(['Řidičský průkaz: sk. B', 'Führerschein Klasse B', 'Permis de conduire B', 'Driving licence: full, clean', 'Kørekort: B', 'Prawo jazdy kat. B'])(
    'a driving licence after the list (%s) is no skill',
    (line) => {
      expect(extractSkills(toLines(`SAP FI/CO, Pohoda\n${line}`), [], []).map((s) => s.name)).toEqual(['SAP FI/CO', 'Pohoda']);
    },
  );

  it('keeps a level word that belongs to the skill’s name, drops one that is a level', () => {
    const skills = extractSkills(toLines('Soporte vital avanzado\nExcel avanzado'), [], []);
    expect(skills.map((s) => [s.name, s.proficiency])).toEqual([
      ['Soporte vital avanzado', 'intermediate'],
      ['Excel', 'advanced'],
    ]);
  });

  it('among label rows, a row with one item is one too', () => {
    const lines = toLines('Pflege\tGrundpflege, Wundversorgung\nDokumentation\tKISIM, BESA\nIT\tMS Office');
    expect(extractSkills(lines, [], []).map((s) => s.name)).toEqual(['Grundpflege', 'Wundversorgung', 'KISIM', 'BESA', 'MS Office']);
  });

  it('skips the label cell of a skills table row', () => {
    const lines = toLines('Software\nAutoCAD, Relatics').map((l, i) => ({ ...l, table: { index: 0, row: 0, cell: i } }));
    expect(extractSkills(lines, [], []).map((s) => s.name)).toEqual(['AutoCAD', 'Relatics']);
  });

  it('without a skills section, takes the tools named in the text', () => {
    const skills = extractSkills([], experience, ['Reports in Tableau and Python for the sales team.']);
    expect(skills.map((s) => s.name)).toEqual(['Tableau', 'Python']);
    expect(skills[0].evidence).toEqual(['Reports in Tableau and Python for the sales team.']);
  });
});

describe('estimateProficiency', () => {
  it('prefers a stated level, then years and recency', () => {
    expect(estimateProficiency('beginner', 10, true)).toBe('beginner');
    expect(estimateProficiency(undefined, 7, false)).toBe('expert');
    expect(estimateProficiency(undefined, 4, true)).toBe('advanced');
    expect(estimateProficiency(undefined, 4, false)).toBe('intermediate');
  });

  it('a line of items apart by spaced hyphens is a list, its last item wrapped onto the next line', () => {
    const lines = toLines('Instrumentación quirúrgica - Circuitos de esterilización - Control de infecciones - Manejo del dolor\nposoperatorio - Orion Clinic - Microsoft Office\nExcel - advanced');
    expect(extractSkills(lines, [], []).map((s) => s.name)).toEqual([
      'Instrumentación quirúrgica', 'Circuitos de esterilización', 'Control de infecciones', 'Manejo del dolor posoperatorio', 'Orion Clinic', 'Microsoft Office', 'Excel',
    ]);
  });

  it('a sub-label with a slash is a label too', () => {
    expect(extractSkills(toLines('CAD/CAE: SolidWorks, Siemens NX\nTools: Minitab, Git'), [], []).map((s) => s.name)).toEqual(['SolidWorks', 'Siemens NX', 'Minitab', 'Git']);
  });

  it('on a scan, a capital I read as a small l after capitals is mended where the vocabulary knows the skill', () => {
    const lines = toLines('Power Bl, Excel, Kjeldahl').map((l) => ({ ...l, ocr: true }));
    expect(extractSkills(lines, [], []).map((s) => s.name)).toEqual(['Power BI', 'Excel', 'Kjeldahl']);
  });
});
