/**
 * Validation of administrator imports of the three market entities of the spec (§3): European company
 * profiles, market trends and opportunity signals, from CSV or JSON text. Nothing is stored here: the
 * result is the valid records plus every problem with its row and field, ready for a dry-run report.
 *
 * CSV: a header row with the spec's field names; list cells separated by ";"; cross_border as
 * true/false (yes/no, 1/0); growth_rate as a percent number ("12.5" or "12.5%").
 * JSON: an array of objects with the same field names and real lists, booleans and numbers.
 * `row` in an error is the CSV line (the header is line 1) or the 1-based position in the JSON array;
 * 0 means the file as a whole.
 */
import { z } from 'zod';
import { parseCsv } from './csv';

/** Kairos limit, not in the spec: larger imports go through the file pipeline, not a dry run. */
export const ADMIN_IMPORT_MAX_ROWS = 5_000;

const TEXT_MAX = 5_000;
const NAME_MAX = 200;
const LIST_MAX = 50;

function requiredText(max = NAME_MAX) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);
}

function optionalText(max = TEXT_MAX) {
  return z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
}

const list = z
  .array(
    z
      .string({ error: 'items must be text' })
      .trim()
      .min(1, 'items must not be empty')
      .max(NAME_MAX, `items must be at most ${NAME_MAX} characters`),
    {
      error: 'must be a list',
    },
  )
  .max(LIST_MAX, `must have at most ${LIST_MAX} items`)
  .default([]);

export const companyProfileImportSchema = z
  .object({
    european_id: requiredText(100),
    name: requiredText(),
    industry: requiredText(),
    location: requiredText(),
    regions: list,
    languages: list,
    transformation_focus: list,
    cultural_values: optionalText(),
    regulatory_context: optionalText(),
    reputation_highlights: optionalText(),
    trend_insights: optionalText(),
    opportunities_forecast: optionalText(),
    cross_border: z.boolean({ error: 'must be true or false' }).default(false),
    executive_summary: optionalText(),
    remote_policy: optionalText(),
  })
  .strict();
export type CompanyProfileImport = z.infer<typeof companyProfileImportSchema>;

export const marketTrendImportSchema = z
  .object({
    industry: requiredText(),
    region: requiredText(),
    /** percent: 12.5 means 12.5 % */
    growth_rate: z
      .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number (percent)') })
      .min(-100, 'must be at least -100 (%)')
      .max(1000, 'must be at most 1000 (%)'),
    emerging_skills: list,
    declining_skills: list,
    forecast_summary: optionalText(),
    transformation_drivers: list,
  })
  .strict();
export type MarketTrendImport = z.infer<typeof marketTrendImportSchema>;

export const opportunitySignalImportSchema = z
  .object({
    type: requiredText(50),
    message: requiredText(1_000),
    region: requiredText(),
    languages: list,
    link: z
      .httpUrl({ error: 'must be an http or https address' })
      .max(2_000, 'must be at most 2000 characters')
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();
export type OpportunitySignalImport = z.infer<typeof opportunitySignalImportSchema>;

export interface AdminImportError {
  row: number;
  /** the field name, '' for the row or file as a whole */
  field: string;
  message: string;
}

export interface AdminImportResult<T> {
  /** rows read (data rows for CSV, items for JSON) */
  total: number;
  valid: T[];
  errors: AdminImportError[];
}

export type AdminImportFormat = 'csv' | 'json';

export type CellKind = 'text' | 'list' | 'boolean' | 'number';

export interface EntitySpec<T> {
  schema: z.ZodType<T>;
  kinds: Record<string, CellKind>;
  /** a key that must be unique within one import, with its field */
  uniqueBy?: { field: string; key: (record: T) => string };
}

function kindsOf(shape: Record<string, z.ZodType>, special: Record<string, CellKind>): Record<string, CellKind> {
  return Object.fromEntries(Object.keys(shape).map((k) => [k, special[k] ?? 'text']));
}

const COMPANY: EntitySpec<CompanyProfileImport> = {
  schema: companyProfileImportSchema,
  kinds: kindsOf(companyProfileImportSchema.shape, {
    regions: 'list',
    languages: 'list',
    transformation_focus: 'list',
    cross_border: 'boolean',
  }),
  uniqueBy: { field: 'european_id', key: (c) => c.european_id.toLowerCase() },
};

const TREND: EntitySpec<MarketTrendImport> = {
  schema: marketTrendImportSchema,
  kinds: kindsOf(marketTrendImportSchema.shape, {
    growth_rate: 'number',
    emerging_skills: 'list',
    declining_skills: 'list',
    transformation_drivers: 'list',
  }),
  uniqueBy: { field: 'region', key: (t) => `${t.industry.toLowerCase()}\u0000${t.region.toLowerCase()}` },
};

const SIGNAL: EntitySpec<OpportunitySignalImport> = {
  schema: opportunitySignalImportSchema,
  kinds: kindsOf(opportunitySignalImportSchema.shape, { languages: 'list' }),
};

const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0']);
const PERCENT_RE = /^-?\d+(?:\.\d+)?\s*%?$/;

// A CSV cell → the value the schema expects; an empty cell is "not given" so defaults apply. Cells
// that cannot be converted are passed on as text, and the schema's message names the field.
function fromCell(cell: string, kind: CellKind): unknown {
  const t = cell.trim();
  if (t === '') return undefined;
  switch (kind) {
    case 'list':
      return t
        .split(';')
        .map((s) => s.trim())
        .filter((s) => s !== '');
    case 'boolean':
      return TRUE_WORDS.has(t.toLowerCase()) ? true : FALSE_WORDS.has(t.toLowerCase()) ? false : t;
    case 'number':
      return PERCENT_RE.test(t) ? Number(t.replace('%', '').trim()) : t;
    case 'text':
      return t;
  }
}

interface RawRow {
  row: number;
  value: unknown;
}

interface RawRows {
  /** data rows in the file, readable or not */
  total: number;
  rows: RawRow[];
}

function csvRows(text: string, kinds: Record<string, CellKind>, errors: AdminImportError[]): RawRows {
  const rows = parseCsv(text);
  const header = rows[0];
  const total = Math.max(0, rows.length - 1);
  if (!header) {
    errors.push({ row: 0, field: '', message: 'the file is empty' });
    return { total, rows: [] };
  }
  if (header.error) {
    errors.push({ row: header.line, field: '', message: header.error });
    return { total, rows: [] };
  }
  const names = header.fields.map((f) => f.trim());
  const known = names.map((n) => Object.hasOwn(kinds, n));
  names.forEach((n, i) => {
    if (!known[i])
      errors.push({ row: header.line, field: n, message: `unknown column (expected one of ${Object.keys(kinds).join(', ')})` });
    else if (names.indexOf(n) !== i) errors.push({ row: header.line, field: n, message: 'duplicate column' });
  });
  if (errors.length > 0) return { total, rows: [] };

  const out: RawRow[] = [];
  for (const r of rows.slice(1)) {
    if (r.error) errors.push({ row: r.line, field: '', message: r.error });
    else if (r.fields.length !== names.length)
      errors.push({ row: r.line, field: '', message: `expected ${names.length} columns, found ${r.fields.length}` });
    else
      out.push({
        row: r.line,
        value: Object.fromEntries(names.map((n, i) => [n, fromCell(r.fields[i], kinds[n])]).filter(([, v]) => v !== undefined)),
      });
  }
  return { total, rows: out };
}

function jsonRows(text: string, errors: AdminImportError[]): RawRows {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    errors.push({ row: 0, field: '', message: `not valid JSON: ${e instanceof Error ? e.message : String(e)}` });
    return { total: 0, rows: [] };
  }
  if (!Array.isArray(data)) {
    errors.push({ row: 0, field: '', message: 'expected a JSON array of objects' });
    return { total: 0, rows: [] };
  }
  return { total: data.length, rows: data.map((value, i) => ({ row: i + 1, value })) };
}

function issueErrors(row: number, issues: readonly z.core.$ZodIssue[]): AdminImportError[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') return issue.keys.map((k) => ({ row, field: k, message: 'unknown field' }));
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    const message = issue.path.length > 1 ? `item ${Number(issue.path[1]) + 1}: ${issue.message}` : issue.message;
    return [{ row, field, message: field === '' && issue.code === 'invalid_type' ? 'must be an object' : message }];
  });
}

/** The shared validation of one import file against an entity's schema (also used by earnings.ts). */
export function validateRows<T>(spec: EntitySpec<T>, text: string, format: AdminImportFormat): AdminImportResult<T> {
  const errors: AdminImportError[] = [];
  const { total, rows } = format === 'csv' ? csvRows(text, spec.kinds, errors) : jsonRows(text, errors);
  if (total > ADMIN_IMPORT_MAX_ROWS) {
    return { total, valid: [], errors: [{ row: 0, field: '', message: `too many rows: ${total} (at most ${ADMIN_IMPORT_MAX_ROWS})` }] };
  }
  const valid: T[] = [];
  const seen = new Map<string, number>();
  for (const { row, value } of rows) {
    const parsed = spec.schema.safeParse(value);
    if (!parsed.success) {
      for (const error of issueErrors(row, parsed.error.issues)) errors.push(error);
      continue;
    }
    if (spec.uniqueBy) {
      const k = spec.uniqueBy.key(parsed.data);
      const first = seen.get(k);
      if (first !== undefined) {
        errors.push({ row, field: spec.uniqueBy.field, message: `duplicate of row ${first}` });
        continue;
      }
      seen.set(k, row);
    }
    valid.push(parsed.data);
  }
  return { total, valid, errors: errors.sort((x, y) => x.row - y.row) };
}

export function validateCompanyProfiles(text: string, format: AdminImportFormat): AdminImportResult<CompanyProfileImport> {
  return validateRows(COMPANY, text, format);
}

export function validateMarketTrends(text: string, format: AdminImportFormat): AdminImportResult<MarketTrendImport> {
  return validateRows(TREND, text, format);
}

export function validateOpportunitySignals(text: string, format: AdminImportFormat): AdminImportResult<OpportunitySignalImport> {
  return validateRows(SIGNAL, text, format);
}
