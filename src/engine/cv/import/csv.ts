/**
 * RFC 4180 CSV (quoted fields, doubled quotes, line breaks inside quotes, a byte-order mark), read
 * in one linear pass: a LinkedIn export's columns are found by their names, never by position.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

const key = (column: string): string => column.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Rows as records keyed by lower-cased column name. Some exports put notes above the header, so the
 * header is the first row that holds one of `expected` columns; no such row → no records.
 */
export function csvRecords(text: string, expected: readonly string[]): Record<string, string>[] {
  const rows = parseCsv(text);
  const wanted = new Set(expected.map(key));
  const headerAt = rows.findIndex((r) => r.some((c) => wanted.has(key(c))));
  if (headerAt < 0) return [];
  const header = rows[headerAt].map(key);
  return rows.slice(headerAt + 1).map((r) => Object.fromEntries(header.map((h, i) => [h, (r[i] ?? '').trim()])));
}
