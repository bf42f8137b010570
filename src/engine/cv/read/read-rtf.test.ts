import { describe, expect, it } from 'vitest';
import { MAX_RTF_GROUP_DEPTH } from './limits';
import { readDocument } from './read-document';
import { rtfToLines } from './read-rtf';
import { sniffFormat } from './sniff-format';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);
const texts = (rtf: string): string[] => rtfToLines(bytes(rtf)).lines.map((l) => l.text);

const HEAD = String.raw`{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0\fswiss Arial;}{\f1 Times New Roman;}}{\colortbl;\red0\green0\blue0;}{\stylesheet{\s1 heading 1;}}{\info{\title Lebenslauf}{\author Someone Else}}`;

describe('RTF reading', () => {
  it("French and German via \\'hh in code page 1252, skipping the tables of fonts, colours, styles and info", () => {
    const rtf = String.raw`${HEAD}\pard\plain\f0\fs20 Ren\'e9e Dupr\'e9\par Stra\'dfe 5, M\'fcnchen\par}`;
    expect(texts(rtf)).toEqual(['Renée Dupré', 'Straße 5, München']);
  });

  it("Polish and Czech via \\'hh in code page 1250", () => {
    const rtf = String.raw`{\rtf1\ansi\ansicpg1250{\fonttbl{\f0 Arial CE;}}\pard Pawe\'b3 \'a3ukasz, Wroc\'b3aw\par Ji\'f8\'ed \'c8ern\'fd, \'e8e\'9atina\par}`;
    expect(texts(rtf)).toEqual(['Paweł Łukasz, Wrocław', 'Jiří Černý, čeština']);
  });

  it('\\uN escapes with their \\ucN fallbacks skipped, negative values and surrogate pairs', () => {
    const rtf = String.raw`{\rtf1\ansi\ansicpg1252\uc1\pard Pawe\u322?, \u269\'e8e\u353?tina\par{\uc2 Gro\u223\'df\'dfe}\par Emoji \u-10179?\u-8704?\par}`;
    expect(texts(rtf)).toEqual(['Paweł, čeština', 'Große', 'Emoji 😀']);
  });

  it('tabs, line breaks, table cells and rows, bold headings, literal braces, {\\*…} destinations, fields and pictures', () => {
    const rtf = String.raw`${HEAD}{\*\generator Word;}{\header {\pard Page header\par}}
\pard\b BERUFSERFAHRUNG\b0\par
\pard Projektleiterin\tab seit 03/2021\line Berlin \{remote\}\par
{\field{\*\fldinst HYPERLINK "mailto:anna@example.com"}{\fldrslt anna@example.com}}\par
{\pict\pngblip 89504e470d0a1a0a}{\*\bkmkstart x}
\trowd\cellx3000\cellx6000\pard\intbl 2015 \endash  2019\cell Universit\'e4t Wien\cell\row
\pard Ende\par}`;
    const { lines } = rtfToLines(bytes(rtf));
    expect(lines.map((l) => l.text)).toEqual([
      'BERUFSERFAHRUNG',
      'Projektleiterin\tseit 03/2021',
      'Berlin {remote}',
      'anna@example.com',
      '2015 – 2019',
      'Universität Wien',
      'Ende',
    ]);
    expect(lines[0]).toMatchObject({ heading: true, bold: true });
    // table cells are read as DOCX and ODT cells are: a line each, with their row and column
    expect(lines.slice(4, 6).map((l) => l.table)).toEqual([
      { index: 0, row: 0, cell: 0 },
      { index: 0, row: 0, cell: 1 },
    ]);
    expect(lines[6].table).toBeUndefined();
  });

  it('a cell of several paragraphs and list items stays one cell; a list number\'s own \\pard does not leave the table', () => {
    const rtf = String.raw`${HEAD}\trowd\cellx6000\cellx9000\pard\intbl\b Pflegefachfrau\b0 , Klinik Nord\par
\pard\intbl{\listtext\pard\plain \u8226\'95\tab}Grundpflege\par
\pard\intbl{\listtext\pard\plain \u8226\'95\tab}Wundversorgung\cell\pard\intbl 2020 \endash  heute\cell\row
\trowd\cellx6000\cellx9000\pard\intbl Pfleger\cell\cell\row
\pard Ende\par}`;
    const { lines } = rtfToLines(bytes(rtf));
    expect(lines.map((l) => [l.text, l.table ? `${l.table.row}:${l.table.cell}` : null])).toEqual([
      ['Pflegefachfrau, Klinik Nord', '0:0'],
      ['•\tGrundpflege', '0:0'],
      ['•\tWundversorgung', '0:0'],
      ['2020 – heute', '0:1'],
      ['Pfleger', '1:0'],
      ['Ende', null],
    ]);
  });

  it('skips \\bin data and bounds group depth', () => {
    expect(texts(String.raw`{\rtf1 A{\bin4 }}}}B}\par C\par}`)).toEqual(['AB', 'C']);
    const deep = `{\\rtf1 ${'{'.repeat(MAX_RTF_GROUP_DEPTH + 5)}x${'}'.repeat(MAX_RTF_GROUP_DEPTH + 5)}}`;
    expect(() => rtfToLines(bytes(deep))).toThrow(/nested/);
  });

  it('is typed by content and read through readDocument; a deep file is refused as damaged', async () => {
    const rtf = String.raw`${HEAD}\pard Anna Schmidt\par Projektleiterin bei der Beispiel GmbH in Berlin seit 2021\par anna@example.com\par}`;
    expect(await sniffFormat(bytes(rtf), { fileName: 'cv.doc' })).toEqual({ ok: true, format: 'rtf' });
    const result = await readDocument(bytes(rtf), { fileName: 'cv.doc' });
    expect(result.ok && result.document.format).toBe('rtf');
    const deep = `{\\rtf1 ${'{'.repeat(10_000)}`;
    expect(await readDocument(bytes(deep), { fileName: 'cv.rtf' })).toMatchObject({ ok: false, error: { code: 'CORRUPT_FILE' } });
  });
});
