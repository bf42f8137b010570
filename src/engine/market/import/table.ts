/**
 * Shared machinery for the market-data importers: header checks, typed cell readers that collect
 * problems instead of throwing, and the rule that a row with any problem is reported and skipped.
 */
import { parseCsv } from '../csv';
import { isEuropeanCountry } from '../country-codes';
import { datasetForSource } from '../datasets';
import type { DatasetId } from '../datasets';
import type { Figure } from '../figure';

export interface ImportError {
  /** 1-based line in the file */
  line: number;
  /** the column (CSV header name) the problem is in, when it is in one */
  column?: string;
  message: string;
}

export interface ImportResult<T> {
  records: T[];
  errors: ImportError[];
}

const DECIMAL_RE = /^-?\d+(?:\.\d+)?$/;
const INTEGER_RE = /^-?\d+$/;
const HTTP_URL_RE = /^https?:\/\/\S+$/i;

/** Where a figure's period or source comes from: another column, or a fixed text. */
type CellOrText = { column: string } | { text: string };

export interface FigureSpec {
  period: CellOrText;
  source: CellOrText;
  /** a fixed dataset, or 'by-source' to take it from the publisher the source names */
  dataset: DatasetId | 'by-source';
  /** a qualifier stored with the figure */
  note?: string;
  integer?: boolean;
}

/** Reads the cells of one row; every problem is recorded with its column. */
export class RowReader {
  readonly errors: ImportError[] = [];

  constructor(
    readonly line: number,
    private readonly cells: ReadonlyMap<string, string>,
  ) {}

  error(message: string, column?: string): void {
    this.errors.push(column === undefined ? { line: this.line, message } : { line: this.line, column, message });
  }

  /** The trimmed cell, '' when empty. */
  raw(column: string): string {
    return (this.cells.get(column) ?? '').trim();
  }

  optional(column: string): string | null {
    const v = this.raw(column);
    return v === '' ? null : v;
  }

  required(column: string): string {
    const v = this.raw(column);
    if (v === '') this.error(`missing required field ${column}`, column);
    return v;
  }

  /** A number, null for an empty cell; anything else is an error ("5,2", "n/a", "1e3"). */
  number(column: string, opts: { integer?: boolean; min?: number } = {}): number | null {
    const v = this.raw(column);
    if (v === '') return null;
    if (!(opts.integer ? INTEGER_RE : DECIMAL_RE).test(v)) {
      this.error(`${column} must be ${opts.integer ? 'a whole number' : 'a number'} (found "${v}")`, column);
      return null;
    }
    const n = Number(v);
    if (opts.min !== undefined && n < opts.min) {
      this.error(`${column} must be at least ${opts.min} (found ${n})`, column);
      return null;
    }
    return n;
  }

  /** A covered country code (ISO 3166-1); `extra` lists pseudo codes allowed here, such as 'EU'. */
  country(column: string, extra: readonly string[] = []): string {
    const v = this.required(column);
    if (v === '' || isEuropeanCountry(v) || extra.includes(v)) return v;
    const hint = v === 'EL' ? ' (use the ISO code GR)' : v === 'UK' ? ' (use the ISO code GB)' : '';
    this.error(`unknown country code "${v}"${hint}`, column);
    return v;
  }

  url(column: string, { required }: { required: boolean }): string | null {
    const v = required ? this.required(column) : this.raw(column);
    if (v === '') return null;
    if (!HTTP_URL_RE.test(v)) this.error(`${column} must be an http(s) address (found "${v}")`, column);
    return v;
  }

  /** Records `key` as seen; a repeat (in a row that is otherwise fine) is an error. */
  unique(seen: Set<string>, key: string, column: string): void {
    if (this.errors.length > 0 || key === '') return;
    if (seen.has(key)) this.error(`duplicate ${column} ${key} (an earlier row has it)`, column);
    else seen.add(key);
  }

  /** The dataset a source string belongs to; an unattributable source is an error. */
  datasetOf(source: string, column: string): DatasetId | null {
    if (source === '') return null;
    const dataset = datasetForSource(source);
    if (!dataset) this.error(`cannot tell which dataset the source belongs to: "${source.slice(0, 80)}"`, column);
    return dataset;
  }

  /**
   * A sourced figure from a value column: null when the value is empty; when it is present its period
   * and source are required, so a figure never travels without them.
   */
  figure(valueColumn: string, spec: FigureSpec): Figure | null {
    const value = this.number(valueColumn, { integer: spec.integer });
    if (value === null) return null;
    return this.sourced(valueColumn, value, spec);
  }

  /** Like `figure`, for a text value (a band, a label). */
  textFigure(valueColumn: string, spec: FigureSpec): Figure<string> | null {
    const value = this.optional(valueColumn);
    if (value === null) return null;
    return this.sourced(valueColumn, value, spec);
  }

  private sourced<T>(valueColumn: string, value: T, spec: FigureSpec): Figure<T> | null {
    const period = this.fromSpec(spec.period, `period of ${valueColumn}`);
    const source = this.fromSpec(spec.source, `source of ${valueColumn}`);
    const sourceColumn = 'column' in spec.source ? spec.source.column : valueColumn;
    const dataset = spec.dataset === 'by-source' ? this.datasetOf(source, sourceColumn) : spec.dataset;
    if (period === '' || source === '' || dataset === null) return null;
    return spec.note === undefined ? { value, period, source, dataset } : { value, period, source, dataset, note: spec.note };
  }

  private fromSpec(spec: CellOrText, what: string): string {
    if ('text' in spec) return spec.text;
    const v = this.raw(spec.column);
    if (v === '') this.error(`missing ${what} (column ${spec.column})`, spec.column);
    return v;
  }
}

/**
 * Reads a CSV file with the given header: every record built by `build` from a row without problems,
 * every problem with its line. A missing column stops the import (every row would be wrong); an
 * unexpected column is reported and ignored.
 */
export function importCsv<T>(text: string, columns: readonly string[], build: (row: RowReader) => T): ImportResult<T> {
  const rows = parseCsv(text);
  const errors: ImportError[] = [];
  const records: T[] = [];
  const header = rows[0];
  if (!header) return { records, errors: [{ line: 1, message: 'the file is empty' }] };
  if (header.error) return { records, errors: [{ line: header.line, message: `header: ${header.error}` }] };

  const names = header.fields.map((f) => f.trim());
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) errors.push({ line: header.line, column: name, message: `duplicate column ${name}` });
    else if (!columns.includes(name)) errors.push({ line: header.line, column: name, message: `unexpected column ${name} (ignored)` });
    seen.add(name);
  }
  const missing = columns.filter((c) => !seen.has(c));
  if (missing.length > 0) {
    errors.push({ line: header.line, message: `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` });
    return { records, errors };
  }

  for (const row of rows.slice(1)) {
    if (row.error) {
      errors.push({ line: row.line, message: row.error });
      continue;
    }
    if (row.fields.length !== names.length) {
      errors.push({ line: row.line, message: `expected ${names.length} columns, found ${row.fields.length}` });
      continue;
    }
    const cells = new Map<string, string>();
    names.forEach((name, i) => {
      if (!cells.has(name)) cells.set(name, row.fields[i]);
    });
    const reader = new RowReader(row.line, cells);
    const record = build(reader);
    if (reader.errors.length > 0) for (const error of reader.errors) errors.push(error);
    else records.push(record);
  }
  return { records, errors };
}

/** Splits a `;`-separated list cell; empty items are dropped. */
export function splitList(cell: string): string[] {
  return cell
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
