import { describe, expect, it } from 'vitest';
import { extractExperience } from './experience';
import { fieldOf, resolveFieldLabels } from './field-labels';
import { toLines } from './test-lines';

const roles = (text: string) => extractExperience([toLines(text)]).map((e) => [e.position, e.company, e.startDate, e.endDate ?? (e.current ? 'present' : null)]);

describe('experience written as labelled fields', () => {
  it.each([
    ['Empresa: Mercadona S.A.', 'employer', 'Mercadona S.A.'],
    ['Puesto: Jefa de sección', 'position', 'Jefa de sección'],
    ['Name and address of employer: Example Ltd, Leeds', 'employer', 'Example Ltd, Leeds'],
    ['Occupation or position held\tNurse', 'position', 'Nurse'],
    ['Stanowisko: Księgowa', 'position', 'Księgowa'],
    ['Munkáltató: Példa Kft.', 'employer', 'Példa Kft.'],
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

  it('leaves a section without such fields as it is', () => {
    const lines = toLines('Nurse, Example Hospital\t2019 – 2021\nTools: Excel, SAP');
    expect(resolveFieldLabels(lines)).toBe(lines);
  });
});
