import { describe, expect, it } from 'vitest';
import { extractContact } from './contact';
import { withoutTitles } from './names';
import type { Line } from './read/types';
import { splitSections, linesOf } from './sections';
import { toLines } from './test-lines';

function nameOf(text: string, lines: Line[] = toLines(text)): string | null {
  const sections = splitSections(lines);
  return extractContact({ header: linesOf(sections, 'header'), contact: linesOf(sections, 'contact'), all: lines }).name;
}

describe('names', () => {
  it.each([
    ['CURRICULUM VITAE', 'Ana Souza Lima'],
    ['Lebenslauf', 'Jonas Brandt'],
    ['ŽIVOTOPIS', 'Tomáš Král'],
    ['ANSIOLUETTELO', 'Aino Virtanen'],
    ['Życiorys', 'Ewa Zielińska'],
    ['Levnadsbeskrivning', 'Karin Lund'],
    ['Currículo', 'João Pedro Alves'],
    ['Résumé', 'Camille Laurent'],
  ])('a document title (%s) above the name is not the name', (title, name) => {
    expect(nameOf(`${title}\n${name}\nexample@example.com\n# Experience\nx`)).toBe(name);
  });

  it.each([
    ['Jméno a příjmení:\tPavel Dvořák', 'Pavel Dvořák'],
    ['Imię i nazwisko: Marta Nowak', 'Marta Nowak'],
    ['Nome: Giulia Neri', 'Giulia Neri'],
    ['Ime i prezime: Ivana Kovač', 'Ivana Kovač'],
    ['Vārds, uzvārds: Līga Ozola', 'Līga Ozola'],
    ['Nombre: Lucía Fernández Ortega', 'Lucía Fernández Ortega'],
    // titles printed around the name are not part of it
    ['Jméno a příjmení:\tIng. Petra Dvořáková', 'Petra Dvořáková'],
    ['Name: Dr.-Ing. Jan Weber', 'Jan Weber'],
    ['Naam: mr. drs. Sanne de Vries', 'Sanne de Vries'],
    ['Jméno a příjmení: Mgr. Jana Malá, Ph.D.', 'Jana Malá'],
  ])('a name printed only in a personal-data block (%s)', (row, name) => {
    expect(nameOf(`ŽIVOTOPIS\n# Osobní údaje\n${row}\nTelefon: +420 737 555 014\n# Praxe\nx`)).toBe(name);
  });

  it('a title before a name printed alone at the top is dropped; a one-word rest keeps the title', () => {
    expect(nameOf('Dr. Anna Schmidt\nanna@example.com\n# Experience\nx')).toBe('Anna Schmidt');
    expect(withoutTitles('Dr. Schmidt')).toBe('Dr. Schmidt');
    expect(withoutTitles('Jordan Ellison, MBA')).toBe('Jordan Ellison');
    expect(withoutTitles('Mario Rossi')).toBe('Mario Rossi');
    expect(withoutTitles('Siobhán Murphy RGN')).toBe('Siobhán Murphy');
    expect(withoutTitles('PRIYA SHARMA ACA')).toBe('PRIYA SHARMA');
    // a surname in capitals is the name's own
    expect(withoutTitles('Jean DUPONT')).toBe('Jean DUPONT');
    // credentials after a comma, known or shaped like one; a name in capitals keeps a word after its comma
    expect(withoutTitles('Priya N. Raman, CPA')).toBe('Priya N. Raman');
    expect(withoutTitles('Tanya R. Whitfield, RN, BSN')).toBe('Tanya R. Whitfield');
    expect(withoutTitles('Dana Okafor, SHRM-CP')).toBe('Dana Okafor');
    expect(withoutTitles('Lee Brandt, M.Ed.')).toBe('Lee Brandt');
    expect(withoutTitles('DOE, JANE')).toBe('DOE, JANE');
    expect(withoutTitles('ANNA KOWALSKI, RN')).toBe('ANNA KOWALSKI');
  });

  it('a name printed with credentials after its comma is still the name', () => {
    expect(nameOf('Priya N. Raman, CPA\nAccounting Manager\nBrooklyn, NY 11215\n# Experience\nx')).toBe('Priya N. Raman');
    expect(nameOf('Tanya R. Whitfield, RN\nRegistered Nurse\n# Summary\nx')).toBe('Tanya R. Whitfield');
  });

  it('given and family name in separate rows are joined', () => {
    expect(nameOf(`Lebenslauf\n# Persönliche Daten\nNachname: Schäfer\nVorname: Lena\nGeburtsdatum: 01.02.1990\n# Berufserfahrung\nx`)).toBe('Lena Schäfer');
  });

  it('a first name above the surnames is joined', () => {
    expect(nameOf(`Mette\nKjærgaard Holm\nGrafisk designer\n# Erfaring\nx`)).toBe('Mette Kjærgaard Holm');
    // so is a given name with an initial above the surname
    expect(nameOf(`Renée A.\nCastellano\nMarketing Manager\n# Experience\nx`)).toBe('Renée A. Castellano');
  });

  it('on a PDF the largest type wins over a sidebar word', () => {
    const line = (text: string, fontSize: number, column: Line['column'] = 'full'): Line => ({ text, page: 1, column, fontSize, heading: fontSize > 12 });
    const lines = [line('Social Media', 10, 'side'), line('Project Work', 10, 'side'), line('Hanna Berg', 24, 'main'), line('Marketing', 12, 'main')];
    expect(nameOf('', lines)).toBe('Hanna Berg');
  });

  it('first name and surname as two separate large lines (moderncv)', () => {
    const line = (text: string, fontSize: number): Line => ({ text, page: 1, column: 'full', fontSize, heading: fontSize > 12 });
    const lines = [line('Andreea', 27), line('Researcher in microbiology', 12), line('Str. Exemplu 5', 9), line('Popescu', 27), line('+40 745 555 018', 9)];
    expect(nameOf('', lines)).toBe('Andreea Popescu');
    // or given names above the surname, one line after the other
    const two = [line('Inês Carvalho', 26), line('Monteiro', 26), line('ARQUITETA', 9)];
    expect(nameOf('', two)).toBe('Inês Carvalho Monteiro');
    // or a given name over two surnames with a header band's other column between them
    const band = [line('Calle Delicias 45, 3º B', 9), line('Javier\t50017 Zaragoza', 26), line('+34 676 555 213', 9), line('Ortega Ruiz\tjavier@example.com', 26)];
    expect(nameOf('', band)).toBe('Javier Ortega Ruiz');
    // a scan measures type roughly, sets a sidebar heading as large and reads a speck as a word
    const ruled = [line('ALICIA M. | BRENNAN-ORTIZ', 26), line('Human Resources Generalist | SHRM-CP', 11)];
    expect(nameOf('', ruled)).toBe('ALICIA M. BRENNAN-ORTIZ');
    expect(nameOf('Jasmine Le\njasmine.le@example.com')).toBe('Jasmine Le');
    const scanned = [line('Beatriz Almeida', 21.4), line('Santos', 23.8), line('Engenheira Civil', 11), line('CONTACTO', 21.4), line('Esa.', 23.8)].map((l) => ({ ...l, ocr: true }));
    expect(nameOf('', scanned)).toBe('Beatriz Almeida Santos');
  });

  it('gives a confidence with the name', () => {
    const lines = toLines('Maria Keller\nmaria@example.com\n# Profil\nx');
    const c = extractContact({ header: lines.slice(0, 2), contact: [], all: lines });
    expect(c.confidence?.name).toBeGreaterThan(0.3);
    expect(c.confidence?.name).toBeLessThanOrEqual(1);
  });

  it('the 2004 European format: its wrapped title over a "SURNAME, Given" in the Nome row', () => {
    expect(nameOf(`FORMATO EUROPEO\nPER IL CURRICULUM\nVITAE\n# INFORMAZIONI PERSONALI\nNome\tBERTOLINI, Giorgio\nE-mail\tgiorgio.bertolini@example.com\n# ESPERIENZA LAVORATIVA\nx`)).toBe(
      'BERTOLINI, Giorgio',
    );
  });
});

describe('names over three lines', () => {
  it('a first name over two surnames set alike on a line each, in a sidebar', () => {
    const line = (text: string, fontSize: number, bold: boolean): Line => ({ text, page: 1, column: 'side', heading: true, bold, fontSize });
    const lines: Line[] = [
      line('JG', 20, true),
      line('Lucía', 17, false),
      line('GARRIDO', 13.5, true),
      line('PASCUAL', 13.5, true),
      { text: 'Ilustradora', page: 1, column: 'side', heading: false, fontSize: 9 },
      { text: 'CONTACTO', page: 1, column: 'side', heading: true, bold: true, fontSize: 9 },
      { text: 'lucia.garrido@example.com', page: 1, column: 'side', heading: false, fontSize: 9 },
    ];
    expect(nameOf('', lines)).toBe('Lucía GARRIDO PASCUAL');
  });
});
