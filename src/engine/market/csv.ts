/**
 * A small RFC 4180 CSV reader: comma-separated, fields optionally in double quotes ("" inside a quoted
 * field is one quote; commas, quotes and line breaks may appear inside quotes), CRLF or LF line ends,
 * a leading UTF-8 BOM ignored. Each row keeps the 1-based line it starts on, so importers can point an
 * operator at the exact line of a spreadsheet export.
 *
 * It never throws: a malformed row (unterminated quote, text after a closing quote, a quote inside an
 * unquoted field) comes back with `error` set and its fields read as leniently as possible, for the
 * caller to report and skip.
 */

export interface CsvRow {
  /** 1-based line on which the row starts (a quoted field may carry it over several lines) */
  line: number;
  fields: string[];
  /** set when the row breaks RFC 4180; the fields are then a best effort */
  error?: string;
}

const QUOTE = '"';
const COMMA = ',';

function isLineEnd(c: string | undefined): boolean {
  return c === '\n' || c === '\r';
}

/**
 * Parses CSV text into rows. Blank lines (nothing at all between two line ends) are skipped; a line
 * holding only `""` is a row with one empty field.
 */
export function parseCsv(text: string): CsvRow[] {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let i = 0;
  let line = 1;

  // consumes one line end (CRLF, LF or a lone CR) at i, if there is one
  const skipLineEnd = (): boolean => {
    if (src[i] === '\r') {
      i += src[i + 1] === '\n' ? 2 : 1;
      line++;
      return true;
    }
    if (src[i] === '\n') {
      i++;
      line++;
      return true;
    }
    return false;
  };

  while (i < src.length) {
    const row: CsvRow = { line, fields: [] };
    const fail = (message: string) => {
      row.error ??= message;
    };

    if (isLineEnd(src[i])) {
      skipLineEnd(); // a blank line is not a record
      continue;
    }

    for (;;) {
      let field = '';
      if (src[i] === QUOTE) {
        const openedOn = line;
        i++;
        let closed = false;
        while (i < src.length) {
          const c = src[i];
          if (c === QUOTE) {
            if (src[i + 1] === QUOTE) {
              field += QUOTE;
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (c === '\r' || c === '\n') {
            // keep the line break as written, but count it
            const crlf = c === '\r' && src[i + 1] === '\n';
            field += crlf ? '\r\n' : c;
            i += crlf ? 2 : 1;
            line++;
            continue;
          }
          field += c;
          i++;
        }
        if (!closed) fail(`unterminated quoted field (opened on line ${openedOn})`);
        // anything between the closing quote and the next separator is malformed; keep it
        while (i < src.length && src[i] !== COMMA && !isLineEnd(src[i])) {
          fail('unexpected text after a closing quote');
          field += src[i];
          i++;
        }
      } else {
        while (i < src.length && src[i] !== COMMA && !isLineEnd(src[i])) {
          if (src[i] === QUOTE) fail('quote inside an unquoted field (quote the whole field and double the quote)');
          field += src[i];
          i++;
        }
      }
      row.fields.push(field);
      if (src[i] === COMMA) {
        i++;
        continue;
      }
      break;
    }

    rows.push(row);
    skipLineEnd();
  }
  return rows;
}
