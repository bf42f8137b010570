import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

const fields = (text: string) => parseCsv(text).map((r) => r.fields);

describe('parseCsv', () => {
  it('reads plain rows with LF or CRLF, with or without a final line end', () => {
    expect(fields('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(fields('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(fields('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(fields('a,,c,\n,,,')).toEqual([
      ['a', '', 'c', ''],
      ['', '', '', ''],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const rows = parseCsv('name,note\r\n"Smith, J.","said ""hi""\r\nand left"\r\nnext,row\r\n');
    expect(rows.map((r) => r.fields)).toEqual([
      ['name', 'note'],
      ['Smith, J.', 'said "hi"\r\nand left'],
      ['next', 'row'],
    ]);
    // the row after a multi-line field starts on the right line
    expect(rows.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('reads an empty quoted field and a quoted field at the end of the text', () => {
    expect(fields('"",x\n"last"')).toEqual([['', 'x'], ['last']]);
  });

  it('drops a leading BOM', () => {
    expect(fields('\uFEFFiso2,name\nDE,Germany')).toEqual([
      ['iso2', 'name'],
      ['DE', 'Germany'],
    ]);
  });

  it('skips blank lines but keeps counting them', () => {
    const rows = parseCsv('a\n\n\r\nb\n');
    expect(rows).toEqual([
      { line: 1, fields: ['a'] },
      { line: 4, fields: ['b'] },
    ]);
  });

  it('flags an unterminated quote with the line it was opened on, without throwing', () => {
    const rows = parseCsv('a,b\n1,"open\n2,3\n');
    expect(rows[1].line).toBe(2);
    expect(rows[1].error).toBe('unterminated quoted field (opened on line 2)');
    expect(rows).toHaveLength(2);
  });

  it('flags text after a closing quote and a quote inside an unquoted field', () => {
    const rows = parseCsv('"ab"c,d\nab"c,d\nok,row');
    expect(rows[0]).toMatchObject({ line: 1, fields: ['abc', 'd'], error: 'unexpected text after a closing quote' });
    expect(rows[1].error).toMatch(/quote inside an unquoted field/);
    expect(rows[2]).toEqual({ line: 3, fields: ['ok', 'row'] });
  });

  it('returns nothing for empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });
});
