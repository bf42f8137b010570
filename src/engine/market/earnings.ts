/**
 * Earnings by occupation group and country: the import format an operator uses to bring in a table
 * such as Eurostat's Structure of Earnings Survey (earn_ses_*: earnings by ISCO-08 major group). Kairos
 * ships no such data; until an operator imports it, salary questions are answered with "no data" and
 * the statutory minimum wage is shown only as the minimum wage.
 *
 * Columns (CSV header or JSON fields):
 * | column | required | meaning |
 * | `country` | yes | ISO code, Eurostat code (EL, UK) or English name of a covered country |
 * | `isco_group` | yes | ISCO-08 major group: 0–9, or Eurostat's OC0–OC9 |
 * | `measure` | yes | one of EARNINGS_MEASURES (e.g. `median_annual_gross`) |
 * | `value` | yes | a positive number in `currency` |
 * | `currency` | yes | ISO 4217 code (EUR, CHF…) or PPS |
 * | `period` | yes | the reference period as published (`2022`) |
 * | `source` | yes | publisher and dataset code (`Eurostat earn_ses22_28`) |
 * | `url` | no | the page the figure was read from (http/https) |
 * One row per country, group, measure and period; a second is an error.
 */
import { z } from 'zod';
import { validateRows } from './admin-import';
import type { AdminImportFormat, AdminImportResult } from './admin-import';
import { toCountryCode } from './country-codes';

export const EARNINGS_MEASURES = [
  'median_annual_gross',
  'mean_annual_gross',
  'median_monthly_gross',
  'mean_monthly_gross',
  'median_hourly_gross',
  'mean_hourly_gross',
] as const;
export type EarningsMeasure = (typeof EARNINGS_MEASURES)[number];

/** ISCO-08 major groups (ILO), by their one-digit code. */
export const ISCO_MAJOR_GROUPS: Readonly<Record<string, string>> = {
  '0': 'Armed forces occupations',
  '1': 'Managers',
  '2': 'Professionals',
  '3': 'Technicians and associate professionals',
  '4': 'Clerical support workers',
  '5': 'Service and sales workers',
  '6': 'Skilled agricultural, forestry and fishery workers',
  '7': 'Craft and related trades workers',
  '8': 'Plant and machine operators, and assemblers',
  '9': 'Elementary occupations',
};

const required = (what: string) => ({ error: (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? 'is required' : `must be ${what}`) });

export const earningsImportSchema = z
  .object({
    country: z
      .string(required('text'))
      .trim()
      .transform((v, ctx) => {
        const code = toCountryCode(v);
        if (!code) ctx.addIssue({ code: 'custom', message: `unknown country "${v}" (use an ISO code such as DE)` });
        return code ?? v;
      }),
    isco_group: z
      .union([z.string(), z.number()], required('an ISCO-08 major group'))
      .transform((v, ctx) => {
        const m = /^(?:OC)?([0-9])$/i.exec(String(v).trim());
        if (!m) ctx.addIssue({ code: 'custom', message: 'must be an ISCO-08 major group: 0–9 or OC0–OC9' });
        return m ? m[1]! : String(v);
      }),
    measure: z.enum(EARNINGS_MEASURES, { error: `must be one of ${EARNINGS_MEASURES.join(', ')}` }),
    value: z.number(required('a number')).positive('must be more than 0').max(10_000_000, 'must be at most 10,000,000'),
    currency: z
      .string(required('text'))
      .trim()
      .regex(/^(?:[A-Z]{3}|PPS)$/, 'must be an ISO 4217 code (EUR, CHF) or PPS'),
    period: z.string(required('text')).trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
    source: z.string(required('text')).trim().min(3, 'is required: publisher and dataset code').max(300, 'must be at most 300 characters'),
    url: z
      .httpUrl({ error: 'must be an http or https address' })
      .max(2_000)
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();
export type EarningsImport = z.infer<typeof earningsImportSchema>;

export function validateEarnings(text: string, format: AdminImportFormat): AdminImportResult<EarningsImport> {
  return validateRows(
    {
      schema: earningsImportSchema,
      kinds: { country: 'text', isco_group: 'text', measure: 'text', value: 'number', currency: 'text', period: 'text', source: 'text', url: 'text' },
      uniqueBy: { field: 'period', key: (e) => `${e.country}|${e.isco_group}|${e.measure}|${e.period}` },
    },
    text,
    format,
  );
}

/** One imported figure as the person sees it: group, measure, value, period and source. */
export interface EarningsFigure {
  country: string;
  iscoGroup: string;
  groupLabel: string;
  measure: EarningsMeasure;
  value: number;
  currency: string;
  period: string;
  source: string;
}

/**
 * What Kairos can say about earnings for a person in a country: the figures for their occupations'
 * ISCO major groups (newest period first), or nothing. Never the minimum wage as a salary.
 */
export function earningsFor(rows: readonly EarningsFigure[], country: string, iscoCodes: readonly string[]): EarningsFigure[] {
  const groups = new Set(iscoCodes.map((c) => c.trim().charAt(0)).filter((g) => /^[0-9]$/.test(g)));
  return rows
    .filter((r) => r.country === country && groups.has(r.iscoGroup))
    .sort((a, b) => b.period.localeCompare(a.period) || a.iscoGroup.localeCompare(b.iscoGroup) || a.measure.localeCompare(b.measure));
}
