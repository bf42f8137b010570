import { describe, expect, it } from 'vitest';
import { extractLanguages, parseLanguageItem } from './languages';
import { toLines } from './test-lines';

describe('parseLanguageItem', () => {
  it.each([
    ['Deutsch (Muttersprache)', 'German', 'native'],
    ['Englisch: fließend (C1)', 'English', 'C1'],
    ['Français : langue maternelle', 'French', 'native'],
    ['Anglais : courant (C1)', 'English', 'C1'],
    ['Español – nativo', 'Spanish', 'native'],
    ['Catalán – nativo', 'Catalan', 'native'],
    // names no lexicon lists, from the CLDR tables: Latvian, Hungarian, Albanian, Irish
    ['Norvēģu valoda – A1', 'Norwegian', 'A1'],
    ['orosz – alapfok', 'Russian', 'alapfok'],
    ['italisht B2', 'Italian', 'B2'],
    ['Fraincis (B1)', 'French', 'B1'],
    ['Māori – conversational', 'Māori', 'conversational'],
    ['Valenciano – nativo', 'Valencian', 'native'],
    ['Català: llengua materna', 'Catalan', 'native'],
    ['Hmong (Native or Bilingual)', 'Hmong', 'native'],
    ['Italiano: madrelingua', 'Italian', 'native'],
    ['Tedesco: A2', 'German', 'A2'],
    ['Nederlands (moedertaal)', 'Dutch', 'native'],
    ['Tamil - fluent', 'Tamil', 'fluent'],
    ['Vietnamesisch: Muttersprache', 'Vietnamese', 'native'],
    ['Duits goed', 'German', 'goed'],
    ['Swedish ★★★★☆', 'Swedish', '4/5'],
    ['German ●●●○○', 'German', '3/5'],
    ['English - native', 'English', 'native'],
    ['Polish (native)', 'Polish', 'native'],
    ['Irish (Gaeilge) — fluent', 'Irish', 'fluent'],
    ['Engelsk (flytende (ICAO nivå 6))', 'English', 'flytende (ICAO nivå 6)'],
    ['Engelsk flytende (ICAO nivå 6)', 'English', 'flytende (ICAO nivå 6)'],
    ['Duits (goed)', 'German', 'goed'],
    // names of three words, kept whole; a level before the name
    ['American Sign Language (basic)', 'American Sign Language', 'basic'],
    ['Haitian Creole — conversational', 'Haitian Creole', 'conversational'],
    ['Fluent in Portuguese', 'Portuguese', 'Fluent'],
    ['conversational Spanish', 'Spanish', 'conversational'],
    ['Working knowledge of German', 'German', 'Working knowledge'],
    ['Bilingual — Spanish', 'Spanish', 'native'],
    ['Limba engleză C1', 'English', 'C1'],
    ['Język niemiecki – B1', 'German', 'B1'],
  ])('%s → %s / %s', (item, name, level) => {
    expect(parseLanguageItem(item)).toEqual({ name, level });
  });

  it('two languages sharing one level are two items; one language named twice is one', () => {
    const names = (text: string) => extractLanguages(toLines(text)).map((l) => [l.name, l.level]);
    expect(names('Bilingual: English/Spanish')).toEqual([['English', 'native'], ['Spanish', 'native']]);
    expect(names('Portugais et espagnol : notions')).toEqual([['Portuguese', 'notions'], ['Spanish', 'notions']]);
    expect(names('Deutsch / German').map(([n]) => n)).toEqual(['German']);
  });

  it('returns null for an item that names no language', () => {
    expect(parseLanguageItem('Autorizzo il trattamento dei dati personali')).toBeNull();
  });
});

describe('extractLanguages', () => {
  it('reads a table row [name | level] as one item, and a cell of one language a line as several', () => {
    const cell = (row: number, c: number) => ({ index: 0, row, cell: c });
    const rows = toLines('Deutsch\nC1\nEnglisch\nB2').map((l, i) => ({ ...l, table: cell(1 + Math.floor(i / 2), i % 2) }));
    expect(extractLanguages(rows).map((l) => [l.name, l.level])).toEqual([
      ['German', 'C1'],
      ['English', 'B2'],
    ]);
    const dots = toLines('Deutsch\t●●●●●\nPolnisch\t●●●●○').map((l) => ({ ...l, table: cell(0, 0) }));
    expect(extractLanguages(dots).map((l) => [l.name, l.level])).toEqual([
      ['German', '5/5'],
      ['Polish', '4/5'],
    ]);
    const sidebar = toLines('Nederlands: moedertaal\nEngels: uitstekend').map((l) => ({ ...l, table: cell(0, 1) }));
    expect(extractLanguages(sidebar).map((l) => l.name)).toEqual(['Dutch', 'English']);
  });

  it('reads a line of cells apart by a tab [name ⇥ level] as one language, a name given twice as one name', () => {
    const langs = extractLanguages(toLines('Deutsch / German\tMuttersprache / native\nEnglisch / English\tverhandlungssicher / business fluent (C1)\nSpanish\tItalian'));
    expect(langs.map(({ name, level }) => ({ name, level }))).toEqual([
      { name: 'German', level: 'native' },
      { name: 'English', level: 'C1' },
      { name: 'Spanish', level: null },
      { name: 'Italian', level: null },
    ]);
  });

  it('splits two "Language: level" pairs run into one line, and joins a level wrapped onto its own line', () => {
    const langs = extractLanguages(toLines('Niederländisch: gute Kenntnisse Spanisch: fließend\nEngelska mycket goda kunskaper\n(C1)\nTyska goda kunskaper (B2)'));
    expect(langs.map(({ name, level }) => [name, level])).toEqual([
      ['Dutch', 'gute Kenntnisse'],
      ['Spanish', 'fließend'],
      ['English', 'C1'],
      ['German', 'B2'],
    ]);
  });

  it('splits a one-line list and drops duplicates', () => {
    const langs = extractLanguages(toLines('Nederlands (moedertaal) · Engels (C1) · Frans (B1)\nEngels'));
    expect(langs.map((l) => l.name)).toEqual(['Dutch', 'English', 'French']);
  });
  it('reads table rows [name | level] as one language', () => {
    const lines = toLines('Nederlands\nmoedertaal\nEngels\nvloeiend').map((l, i) => ({ ...l, table: { index: 0, row: Math.floor(i / 2), cell: i % 2 } }));
    expect(extractLanguages(lines).map(({ name, level }) => ({ name, level }))).toEqual([
      { name: 'Dutch', level: 'native' },
      { name: 'English', level: 'vloeiend' },
    ]);
  });

  it('maps each language to ESCO\'s language skill, keeping the CV\'s CEFR level', () => {
    const [german, english] = extractLanguages(toLines('Deutsch (C2), Englisch – B2'));
    expect(german).toMatchObject({ name: 'German', level: 'C2', esco_uri: expect.stringMatching(/^http:\/\/data\.europa\.eu\/esco\/skill\//) });
    expect(english).toMatchObject({ name: 'English', level: 'B2', esco_uri: expect.stringMatching(/^http:\/\/data\.europa\.eu\/esco\/skill\//) });
    expect(german.esco_uri).not.toBe(english.esco_uri);
  });
});
