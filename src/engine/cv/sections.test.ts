import { describe, expect, it } from 'vitest';
import { capitalHeadingPrefix, headingKind, splitSections } from './sections';
import { toLines } from './test-lines';

const h = (text: string, heading = true) => headingKind({ text, heading, bold: false });

describe('headingKind', () => {
  it.each([
    ['EXPERIENCE', 'experience'],
    ['Berufliche Laufbahn', 'experience'],
    ['BERUFLICHE STATIONEN', 'experience'],
    ['Expérience professionnelle', 'experience'],
    ['EXPERIENCIA LABORAL', 'experience'],
    ['Esperienza professionale', 'experience'],
    ['Werkervaring', 'experience'],
    ['ΕΠΑΓΓΕΛΜΑΤΙΚΗ ΕΜΠΕΙΡΙΑ', 'experience'],
    ['Професионален опит', 'experience'],
    ['ΕΚΠΑΙΔΕΥΣΗ / EDUCATION & QUALIFICATIONS', 'education'],
    ['Përvoja e punës', 'experience'],
    ['Radno iskustvo', 'experience'],
    ['Academic Positions', 'experience'],
    ['Methods & Software', 'skills'],
    ['Research Supervision', 'references'],
    ['Teaching Experience', 'experience'],
    // a US résumé's student and community roles are no jobs; its leadership experience is
    ['Leadership & Activities', 'projects'],
    ['Community Involvement', 'projects'],
    ['Leadership Experience', 'experience'],
    ['Certificate in HVAC Technology', undefined],
    ['Lan esperientzia / Experiencia laboral', 'experience'],
    ['Hizkuntzak / Idiomas', 'languages'],
    ['Чужди езици', 'languages'],
    ['Ξένες γλώσσες', 'languages'],
    // capitals fold as their small letters do ("Æ" as "æ")
    ['FÆRNI', 'skills'],
    // the Europass editor's language headings
    ['UMIEJĘTNOŚCI JĘZYKOWE', 'languages'],
    // an academic CV's grants are neither degrees nor jobs
    ['RESEARCH FUNDING', 'awards'],
    // two headings joined: the first decides
    ['Ďalšie vzdelávanie a certifikáty', 'certifications'],
    ['Počítačové zručnosti a ďalšie schopnosti', 'skills'],
    ['TECHNICAL AND RESEARCH SKILLS', 'skills'],
    // a German ellipsis names its kind in its last word; a compound on a skills word is one
    // a qualifier before the projects' heading word
    ['UTVALGTE PROSJEKTER', 'projects'],
    ['Selected Projects', 'projects'],
    ['EDV- UND FACHKENNTNISSE', 'skills'],
    ['Fach- und Methodenkompetenz', 'skills'],
    ['Aus- und Weiterbildung', 'education'],
    ['Sozialkompetenzen', 'skills'],
    ['Nyelvi készségek', 'languages'],
    ['STARFSREYNSLA', 'experience'],
    ['Taithí Oibre / Work Experience', 'experience'],
    // three languages, one of them in no lexicon (Luxembourgish)
    ['Expérience professionnelle · Berufserfahrung · Beruffserfarung', 'experience'],
    ['Istruzione e formazione', 'education'],
    ['FORMACIÓN', 'education'],
    ['Opleiding', 'education'],
    ['Bildungsweg', 'education'],
    ['COMPÉTENCES TECHNIQUES', 'skills'],
    ['Kompetenzen', 'skills'],
    ['Habilidades', 'skills'],
    ['Vaardigheden', 'skills'],
    ['Competenze', 'skills'],
    ['Sprachen', 'languages'],
    ['IDIOMAS', 'languages'],
    ['Talen', 'languages'],
    ['CERTIFICACIONES', 'certifications'],
    ["CENTRES D'INTÉRÊT", 'interests'],
    ['Mandate', 'volunteering'],
    ['COORDONNÉES', 'contact'],
    ['Profilo', 'summary'],
    ['✎ EXPERIENCE', 'experience'],
    ['★ SKILLS', 'skills'],
    ['E X P E R I E N C E', 'experience'],
    ['Skills & Tools', 'skills'],
    // miscellany in the other languages ends the section above it and is read as nothing, like references
    ['ÖVRIGT', 'references'],
    ['Andre oplysninger', 'references'],
    ['MUUT TIEDOT', 'references'],
    ['Dodatkowe informacje', 'references'],
    ['Egyéb információk', 'references'],
    ['KITA INFORMACIJA', 'references'],
    ['Alte informații', 'references'],
  ])('%s → %s', (text, kind) => {
    expect(h(text)).toBe(kind);
  });

  it('does not take a sentence or a job title for a heading', () => {
    expect(h('Lead Brand Designer')).toBeUndefined();
    expect(h('Experience with Docker and Kubernetes in production.', false)).toBeUndefined();
    expect(h('Marketing Managerin')).toBeUndefined();
  });
});

describe('splitSections', () => {
  it('a heading wrapped onto two lines of a narrow label column is one heading', () => {
    const sections = splitSections(
      toLines(`# DOŚWIADCZENIE
# ZAWODOWE
03/2019 — 12/2023	Kierownik sklepu
# WYKSZTAŁCENIE
2010 — 2014	Licencjat z ekonomii`),
    );
    expect(sections.map((s) => [s.kind, s.title, s.lines.length])).toEqual([
      ['header', '', 0],
      ['experience', 'DOŚWIADCZENIE ZAWODOWE', 1],
      ['education', 'WYKSZTAŁCENIE', 1],
    ]);
  });

  it('inside a skills section, "Languages:" with spoken languages and "Certifications:" start their own sections', () => {
    const sections = splitSections(
      toLines(`# SKILLS
Skills: Urban Planning, AutoCAD, Revit
Tools: Jira, Confluence
Languages: Java, TypeScript, Go
Certifications: Registered architect (2024)
Languages: English (native), Dutch (B2)`),
    );
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['header', []],
      ['skills', ['Skills: Urban Planning, AutoCAD, Revit', 'Tools: Jira, Confluence', 'Languages: Java, TypeScript, Go']],
      ['certifications', ['Registered architect (2024)']],
      ['languages', ['English (native), Dutch (B2)']],
    ]);
  });

  it('a table row whose label cell names the languages starts their section inside a skills section ("Sprachen ⇥ …")', () => {
    const sections = splitSections(toLines('# Kenntnisse\nEDV\tSAP IS-H, MS Office\nSprachen\tDeutsch (Muttersprache), Englisch (gut)'));
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['header', []],
      ['skills', ['EDV\tSAP IS-H, MS Office']],
      ['languages', ['Deutsch (Muttersprache), Englisch (gut)']],
    ]);
  });

  it('"INFORMÁTICA" set as a heading opens the skills, "Informatica" under a degree does not; "OTROS DATOS DE INTERÉS" ends them', () => {
    const sections = splitSections(toLines('# Formación\nLaurea magistrale\nInformatica\nINFORMÁTICA\nMicrosoft Office, SAP Retail\nOTROS DATOS DE INTERÉS\nDisponibilidad inmediata.'));
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['header', []],
      ['education', ['Laurea magistrale', 'Informatica']],
      ['skills', ['Microsoft Office, SAP Retail']],
      ['references', ['Disponibilidad inmediata.']],
    ]);
  });

  it('the older Europass table: a [label | value] row naming the mother tongue, the foreign languages or the computer skills opens its section', () => {
    const rows = [
      ['Aptitudini şi competenţe personale'],
      ['Limba maternă', 'română'],
      ['Limbi străine cunoscute', 'engleză (B2), franceză (A2)'],
      ['Competenţe şi aptitudini de utilizare a calculatorului', 'AutoCAD MEP, Revit'],
    ];
    const lines = rows.flatMap((cells, row) => cells.map((text, cell) => ({ ...toLines(text)[0], table: { index: 0, row, cell } })));
    const sections = splitSections([{ ...toLines('# Experienţa profesională')[0] }, ...lines]);
    expect(sections.slice(2).map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['languages', ['Limba maternă\tromână']],
      ['languages', ['engleză (B2), franceză (A2)']],
      ['skills', ['AutoCAD MEP, Revit']],
    ]);
    // a plural's ending in brackets: "LIMBA(I) MATERNĂ(E)", "Mother tongue(s)"
    expect(splitSections(toLines('# SKILLS\nLIMBA(I) MATERNĂ(E)\tromână\nMother tongue(s)\tGerman')).map((s) => s.kind)).toEqual(['header', 'skills', 'languages', 'languages']);
  });

  it("the 2004 European format's label rows open the skills, in mixed case too; a short mixed-case label does not", () => {
    const sections = splitSections(
      toLines('# Altre lingue\nInglese\tB2\nCapacità e competenze tecniche\tOperazioni di cassa; antiriciclaggio\nSocial skills and competences\tTeamwork\nTeam Lead\tAcme'),
    );
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['header', []],
      ['languages', ['Inglese\tB2']],
      ['skills', ['Operazioni di cassa; antiriciclaggio']],
      ['skills', ['Teamwork', 'Team Lead\tAcme']],
    ]);
  });

  it('splits a CV into header and sections, with inline "Skills:" headings', () => {
    const sections = splitSections(
      toLines(`Jane Doe
jane@example.com
# EXPERIENCE
Engineer, Acme Ltd, Leeds \t 2019 - 2021
# EDUCATION
BSc Physics, University of Leeds, 2015 - 2018
Skills: Python, SQL`),
    );
    expect(sections.map((s) => s.kind)).toEqual(['header', 'experience', 'education', 'skills']);
    expect(sections[0].lines.map((l) => l.text)).toEqual(['Jane Doe', 'jane@example.com']);
    expect(sections[3].lines[0].text).toBe('Python, SQL');
  });
});

describe('headings inside table cells', () => {
  it('a heading word that opens a multi-line cell heads the rest of the cell; a lone label cell stays as it was', () => {
    const cell = (text: string, row: number, cell: number) => ({ text, page: 1, column: 'full' as const, heading: false, table: { index: 0, row, cell } });
    const sections = splitSections([
      cell('Work experience', 0, 0),
      cell('10.2022 – 08.2025', 0, 0),
      cell('Hotel manager', 0, 0),
      cell('Education', 0, 0),
      cell('Tourism management\t2017 – 2020', 0, 0),
      cell('University of Ljubljana', 0, 0),
      cell('Languages', 0, 1),
      cell('Slovenian native', 0, 1),
    ]);
    expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ['header', 0],
      ['experience', 2],
      ['education', 2],
      ['languages', 1],
    ]);
  });

  it("the Europass editor's label cells: alone in their row, or one line beside a cell of several (not an entry section's there)", () => {
    const cell = (text: string, row: number, cell: number) => ({ text, page: 1, column: 'full' as const, heading: false, table: { index: 0, row, cell } });
    const sections = splitSections([
      cell('Esperienza professionale', 0, 0),
      cell('04/2019 – alla data attuale', 1, 0),
      cell('Farmacista', 1, 1),
      cell('Farmacia Comunale, Bologna', 1, 1),
      cell('Competenze comunicative', 2, 0),
      cell('▪ consulenza al banco', 2, 1),
      cell('▪ gestione dei reclami', 2, 1),
      cell('Klinická prax', 3, 0),
      cell('chirurgia mäkkých tkanív', 3, 1),
      cell('RTG diagnostika', 3, 1),
    ]);
    expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ['header', 0],
      ['experience', 3],
      ['skills', 5],
    ]);
  });
});


describe('a heading in capitals that shares its line with the first item', () => {
  it('splits a known heading off; capitals that are not a heading, or a line all in capitals, stay whole', () => {
    const sections = splitSections(
      toLines(`# EXPERIENCE
2014 – 2019 Store manager
IDIOMAS Español – nativo
Inglés – bilingüe (C1)
HABILIDADES Inventory Management
Visual Merchandising`),
    );
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['header', []],
      ['experience', ['2014 – 2019 Store manager']],
      ['languages', ['Español – nativo', 'Inglés – bilingüe (C1)']],
      ['skills', ['Inventory Management', 'Visual Merchandising']],
    ]);
    expect(capitalHeadingPrefix('SAP Certified Application Associate')).toBeUndefined();
    expect(capitalHeadingPrefix('HR Business Partner')).toBeUndefined();
    expect(capitalHeadingPrefix('SKILLS AND TOOLS')).toBeUndefined();
  });
});

describe('sections side by side (held-out CVs, 2026-11-29)', () => {
  it('two headings on one row split the rows below into their columns; a heading cell opens its column\'s next section', () => {
    const sections = splitSections(
      toLines('Ana Horvat\nRADNO ISKUSTVO\nRecepcionarka\t2017. – 2021.\nVJEŠTINE\tJEZICI\nOpera PMS\thrvatski – materinski\neVisitor\tengleski – C1\nMS Office\tOSTALO\nExcel'),
    );
    const of = (kind: string) => sections.filter((s) => s.kind === kind).flatMap((s) => s.lines.map((l) => l.text));
    expect(of('skills')).toEqual(['Opera PMS', 'eVisitor', 'MS Office', 'Excel']);
    expect(of('languages')).toEqual(['hrvatski – materinski', 'engleski – C1']);
  });

  it('two headings joined on a plain line: the first decides', () => {
    expect(h('Cursussen en certificaten', false)).toBe('certifications');
    expect(h('FORMACIÓN COMPLEMENTARIA')).toBe('certifications');
  });
});

describe('a label column\'s heading in the first cell (held-out CV, 2026-11-29)', () => {
  it('opens its section with the rest of the line; a title that only starts like a heading does not', () => {
    const sections = splitSections(toLines('Elin Åkerström\nARBETSLIVSERFARENHET\t2018 – nu\tFörskollärare, Förskolan Gläntan\nKOMPETENSER\tUtomhuspedagogik\tTAKK'));
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['header', ['Elin Åkerström']],
      ['experience', ['2018 – nu\tFörskollärare, Förskolan Gläntan']],
      ['skills', ['Utomhuspedagogik\tTAKK']],
    ]);
    expect(splitSections(toLines('# EXPERIENCE\nTRAINING COORDINATOR\t2019 – 2021')).map((s) => s.kind)).toEqual(['header', 'experience']);
  });

  it("the classic Europass labels in capitals: a skills word first heads its row, the label its title; a grid label's row keeps its content", () => {
    const sections = splitSections(toLines('Ana Pop\nCOMPETENȚE DE COMUNICARE\tbune competențe de comunicare\nCOMPETENȚE DIGITALE\tAUTOEVALUARE\nWinFarm'));
    expect(sections.map((s) => [s.kind, s.title, s.lines.map((l) => l.text)])).toEqual([
      ['header', '', ['Ana Pop']],
      ['skills', 'COMPETENȚE DE COMUNICARE', ['bune competențe de comunicare']],
      ['skills', 'COMPETENȚE DIGITALE', ['AUTOEVALUARE', 'WinFarm']],
    ]);
  });

  it('a sidebar read after the main column that opens with contact data is a contact section', () => {
    const main = toLines(`# EDUCATION\nTemple University — B.A., Political Science`).map((l) => ({ ...l, column: 'main' as const }));
    const side = toLines(`1720 Spruce Street\nPhiladelphia, PA 19103\n215.555.0163\n# SKILLS\nLegal research`).map((l) => ({ ...l, column: 'side' as const }));
    const kinds = splitSections([...main, ...side]).map((s) => [s.kind, s.lines.map((l) => l.text)]);
    expect(kinds).toContainEqual(['contact', ['1720 Spruce Street', 'Philadelphia, PA 19103', '215.555.0163']]);
    expect(kinds).toContainEqual(['education', ['Temple University — B.A., Political Science']]);
  });

  it('a languages line inside skills opens its own section even when a level holds a comma', () => {
    const sections = splitSections(toLines(`# SKILLS\nTechnical: Excel, Square POS\nLanguages: English, Vietnamese (fluent – speaking, reading and writing)`));
    expect(sections.map((s) => s.kind)).toEqual(['header', 'skills', 'languages']);
  });

  it('Ukrainian headings', () => {
    expect(h('ДОСВІД РОБОТИ')).toBe('experience');
    expect(h('ОСВІТА')).toBe('education');
    expect(h('ПРОФЕСІЙНІ НАВИЧКИ')).toBe('skills');
    expect(h('МОВИ')).toBe('languages');
  });

  it('an apprenticeship beside the education and cards beside the certificates are headings of their kinds', () => {
    expect(h('APPRENTICESHIP & EDUCATION')).toBe('education');
    expect(h('CERTIFICATIONS & CARDS')).toBe('certifications');
    expect(h('TICKETS & LICENCES')).toBe('certifications');
  });
});


describe('job titles set like headings', () => {
  it('a title in lower case over its employer and dates stays in the experience section when the headings are in capitals', () => {
    const lines = [
      { text: 'EXPERIÊNCIA', page: 1, column: 'full' as const, heading: true, bold: true, fontSize: 13 },
      { text: 'Analista de Compras', page: 1, column: 'full' as const, heading: true, bold: true, fontSize: 13 },
      { text: 'Siderúrgica Vale do Aço Ltda.', page: 1, column: 'full' as const, heading: false, bold: true, fontSize: 10 },
      { text: '05/2020 – Atual', page: 1, column: 'full' as const, heading: false, fontSize: 10 },
      { text: 'FORMAÇÃO', page: 1, column: 'full' as const, heading: true, bold: true, fontSize: 13 },
      { text: 'Bacharelado em Administração', page: 1, column: 'full' as const, heading: false, fontSize: 10 },
    ];
    expect(splitSections(lines).map((s) => [s.kind, s.lines.length])).toEqual([
      ['header', 0],
      ['experience', 3],
      ['education', 1],
    ]);
  });
});
