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
  ])('%s → %s / %s', (item, name, level) => {
    expect(parseLanguageItem(item)).toEqual({ name, level });
  });

  it('returns null for an item that names no language', () => {
    expect(parseLanguageItem('Autorizzo il trattamento dei dati personali')).toBeNull();
  });
});

describe('extractLanguages', () => {
  it('splits a one-line list and drops duplicates', () => {
    const langs = extractLanguages(toLines('Nederlands (moedertaal) · Engels (C1) · Frans (B1)\nEngels'));
    expect(langs.map((l) => l.name)).toEqual(['Dutch', 'English', 'French']);
  });
  it('reads table rows [name | level] as one language', () => {
    const lines = toLines('Nederlands\nmoedertaal\nEngels\nvloeiend').map((l, i) => ({ ...l, table: { index: 0, row: Math.floor(i / 2), cell: i % 2 } }));
    expect(extractLanguages(lines)).toEqual([
      { name: 'Dutch', level: 'native' },
      { name: 'English', level: 'vloeiend' },
    ]);
  });
});
