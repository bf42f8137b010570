import { describe, expect, it } from 'vitest';
import { extractExperience } from './experience';
import { fieldOf, isSectorLine, resolveFieldLabels } from './field-labels';
import { toLines } from './test-lines';

const roles = (text: string) => extractExperience([toLines(text)]).map((e) => [e.position, e.company, e.startDate, e.endDate ?? (e.current ? 'present' : null)]);

describe("the Europass editor's sector line", () => {
  it('is a label before its value with no colon, and no part of the entry', () => {
    expect(isSectorLine('Attività o settore Farmacia territoriale')).toBe(true);
    expect(isSectorLine('TOIMIALA Metsätalous')).toBe(true);
    expect(isSectorLine('Sector manager for the Nordics')).toBe(false);
    expect(roles('04/2019 – alla data attuale\tFarmacista collaboratore\nFarmacia Comunale, Bologna\n▪ consiglio al banco\nAttività o settore Farmacia territoriale\n09/2016 – 03/2019\tFarmacista\nParafarmacia Salute S.r.l., Imola\n▪ dermocosmesi\nAttività o settore Commercio al dettaglio')).toEqual([
      ['Farmacista collaboratore', 'Farmacia Comunale', '2019-04', 'present'],
      ['Farmacista', 'Parafarmacia Salute S.r.l.', '2016-09', '2019-03'],
    ]);
  });
});

describe('a table whose header row names its columns', () => {
  it('reads each row below it by its columns: the title, the dates and the employer', () => {
    expect(roles('Periode\tFunctie\tWerkgever\n05-2020 — heden\tTeamleider Inbound\tBrabant Fulfilment B.V.\nAansturen van 24 medewerkers\n09-2016 — 04-2020\tVoorman expeditie\tKempen Logistiek')).toEqual([
      ['Teamleider Inbound', 'Brabant Fulfilment B.V.', '2020-05', 'present'],
      ['Voorman expeditie', 'Kempen Logistiek', '2016-09', '2020-04'],
    ]);
  });

  it('reads a Word or OpenDocument table given one line per cell the same way', () => {
    const cells = [
      ['Ajanjakso', 'Tehtävä', 'Työnantaja'],
      ['alkaen 2021', 'Controller', 'Pohjoisen Rakenne Oy, Tampere'],
      ['2018–2020', 'Taloushallinnon asiantuntija', 'Tilitoimisto Numero Oy, Tampere'],
    ];
    const lines = cells.flatMap((row, r) => row.map((text, cell) => ({ text, page: 1, column: 'full' as const, heading: false, table: { index: 1, row: r, cell } })));
    expect(extractExperience([lines]).map((e) => [e.position, e.company, e.startDate, e.current ? 'present' : e.endDate])).toEqual([
      ['Controller', 'Pohjoisen Rakenne Oy', '2021', 'present'],
      ['Taloushallinnon asiantuntija', 'Tilitoimisto Numero Oy', '2018', '2020'],
    ]);
  });
});

describe('the older Europass table', () => {
  it("reads the employer's cell of its name over its address", () => {
    const rows = [
      ['• Date (da – a)', 'Marzo 2020 – ad oggi'],
      ['• Nome e indirizzo del datore di lavoro', 'Farmacia San Gaudenzio s.n.c.', 'Corso Cavour 41, 28100 Novara'],
      ['• Tipo di impiego', 'Farmacista direttore'],
      ['• Principali mansioni e responsabilità', 'Direzione tecnica della farmacia, gestione degli ordini.'],
    ];
    const lines = rows.flatMap(([label, ...values], row) => [
      { text: label, page: 1, column: 'full' as const, heading: false, table: { index: 0, row, cell: 0 } },
      ...values.map((text) => ({ text, page: 1, column: 'full' as const, heading: false, table: { index: 0, row, cell: 1 } })),
    ]);
    expect(extractExperience([lines]).map((e) => [e.position, e.company, e.startDate, e.current])).toEqual([
      ['Farmacista direttore', 'Farmacia San Gaudenzio s.n.c.', '2020-03', true],
    ]);
  });
});

describe('experience written as labelled fields', () => {
  it.each([
    ['Empresa: Mercadona S.A.', 'employer', 'Mercadona S.A.'],
    ['Puesto: Jefa de sección', 'position', 'Jefa de sección'],
    ['Name and address of employer: Example Ltd, Leeds', 'employer', 'Example Ltd, Leeds'],
    ['Occupation or position held\tNurse', 'position', 'Nurse'],
    ['Stanowisko: Księgowa', 'position', 'Księgowa'],
    ['Munkáltató: Példa Kft.', 'employer', 'Példa Kft.'],
    ['Numele şi tipul instituţiei de învăţământ / furnizorului de formare\tUniversitatea din Exemplu', 'institution', 'Universitatea din Exemplu'],
    ['Fechas: marzo 2017 – actualidad', 'dates', 'marzo 2017 – actualidad'],
  ])('%s is a field', (text, kind, value) => {
    expect(fieldOf(text)).toEqual({ kind, value });
  });

  it('reads each entry of "Empresa / Puesto / Fechas / Funciones" fields as one role, and the next "Empresa" as the next role', () => {
    expect(
      roles(
        'Empresa: Mercadona S.A.\nPuesto: Jefa de sección de frescos\nFechas: marzo 2017 – actualidad\nFunciones: gestión de un equipo de 12 personas\nEmpresa: El Corte Inglés S.A.\nPuesto: Dependienta\nFechas: junio 2013 – febrero 2017',
      ),
    ).toEqual([
      ['Jefa de sección de frescos', 'Mercadona S.A.', '2017-03', 'present'],
      ['Dependienta', 'El Corte Inglés S.A.', '2013-06', '2017-02'],
    ]);
  });

  it('reads the older Europass table, one [label | value] row a field', () => {
    const rows = [
      ['Perioada', '01.03.2018 – prezent'],
      ['Funcţia sau postul ocupat', 'Inginer proiectant instalaţii'],
      ['Activităţi şi responsabilităţi principale', 'Proiectare instalaţii HVAC'],
      ['Numele şi adresa angajatorului', 'Bosch Building Technologies S.R.L., Cluj-Napoca'],
      ['Tipul activităţii sau sectorul de activitate', 'Construcţii'],
      ['Perioada', '09.2014 – 02.2018'],
      ['Funcţia sau postul ocupat', 'Inginer stagiar'],
      ['Numele şi adresa angajatorului', 'Dacia Group S.A., Cluj-Napoca'],
    ];
    const lines = rows.flatMap(([label, value], row) => toLines(`${label}\n${value}`).map((l, cell) => ({ ...l, table: { index: 0, row, cell } })));
    expect(extractExperience([lines]).map((e) => [e.position, e.company, e.startDate, e.endDate ?? (e.current ? 'present' : null)])).toEqual([
      ['Inginer proiectant instalaţii', 'Bosch Building Technologies S.R.L.', '2018-03', 'present'],
      ['Inginer stagiar', 'Dacia Group S.A.', '2014-09', '2018-02'],
    ]);
  });

  it('leaves a section without such fields as it is', () => {
    const lines = toLines('Nurse, Example Hospital\t2019 – 2021\nTools: Excel, SAP');
    expect(resolveFieldLabels(lines)).toBe(lines);
  });

  it('a date line above labelled fields opens the entry and names the employer no label names', () => {
    expect(
      roles(`Marzo 2018 - Actualidad\tInstalaciones Eléctricas Guadalquivir S.L. (Sevilla)
Puesto: Oficial de 1ª electricista
Funciones: instalaciones de baja tensión en viviendas.
2015-2017\tMontajes Eléctricos Aljarafe S.A. (Mairena del Aljarafe)
Puesto: Oficial de 2ª electricista
Funciones: obra nueva.`),
    ).toEqual([
      ['Oficial de 1ª electricista', 'Instalaciones Eléctricas Guadalquivir S.L.', '2018-03', 'present'],
      ['Oficial de 2ª electricista', 'Montajes Eléctricos Aljarafe S.A.', '2015', '2017'],
    ]);
  });

  it('the 2004 European CV format: its labels, a wrapped long label, the employer without its address', () => {
    expect(fieldOf('• Date (da – a)\tOttobre 2008 – ad oggi')?.kind).toBe('dates');
    expect(fieldOf('• Tipo di impiego\tAssistente di cantiere')?.kind).toBe('position');
    expect(fieldOf('• Nome e tipo di istituto di istruzione o\tIstituto Tecnico per Geometri')?.kind).toBe('institution');
    expect(
      roles(`• Date (da – a)\tMarzo 2001 – Settembre 2008
• Nome e indirizzo del datore di lavoro\tStudio Tecnico Associato Ferri & Landi, Via Marco Emilio Lepido 14, 40132 Bologna
• Tipo di azienda o settore\tStudio tecnico professionale
• Tipo di impiego\tGeometra collaboratore (libero professionista con partita IVA)
• Principali mansioni e responsabilità\tRilievi topografici`),
    ).toEqual([['Geometra collaboratore (libero professionista con partita IVA)', 'Studio Tecnico Associato Ferri & Landi', '2001-03', '2008-09']]);
  });
});
