/**
 * shortage_occupations.csv → occupations in shortage, EU-wide (EURES) or on a national list. The
 * severity is kept as published: each country measures it differently, so rows compare only within
 * one country and one source.
 */
import type { DatasetId } from '../datasets';
import { importCsv } from './table';
import type { ImportResult, RowReader } from './table';

export const SHORTAGE_COLUMNS = [
  'occupation',
  'occupation_local',
  'iso2',
  'severity_or_rank',
  'metric',
  'year',
  'source_publisher',
  'source_url',
] as const;

/** The pseudo country code of EU-wide rows. */
export const EU_SCOPE = 'EU';

export interface ShortageOccupationRecord {
  /** English name */
  occupation: string;
  /** the name on the national list, in its language */
  localName: string | null;
  /** ISO code, or 'EU' for the EU-wide EURES rows */
  country: string;
  euWide: boolean;
  /** as published: "82.4% of hiring projects judged difficult", "expert level", "list position 3" */
  severity: string;
  /** what the source measured */
  metric: string;
  period: string;
  publisher: string;
  url: string;
  /** read from a secondary summary rather than the publisher's own report */
  secondary: boolean;
  dataset: DatasetId;
}

const YEAR_RE = /^\d{4}$/;

function readShortage(row: RowReader): ShortageOccupationRecord {
  const country = row.country('iso2', [EU_SCOPE]);
  const period = row.required('year');
  if (period !== '' && !YEAR_RE.test(period)) row.error(`year must be a four-digit year (found "${period}")`, 'year');
  const publisher = row.required('source_publisher');
  const dataset = row.datasetOf(publisher, 'source_publisher');
  if (dataset !== null && dataset !== 'ela-eures' && dataset !== 'national-agencies') {
    row.error(`the publisher is neither EURES/ELA nor a national agency (${dataset})`, 'source_publisher');
  }
  const metric = row.required('metric');
  return {
    occupation: row.required('occupation'),
    localName: row.optional('occupation_local'),
    country,
    euWide: country === EU_SCOPE,
    severity: row.required('severity_or_rank'),
    metric,
    period,
    publisher,
    url: row.url('source_url', { required: true }) ?? '',
    secondary: /secondary|summarised by/i.test(`${publisher} ${metric}`),
    dataset: dataset ?? 'national-agencies', // null only in a rejected row
  };
}

/** Parses the text of shortage_occupations.csv. */
export function importShortageOccupations(text: string): ImportResult<ShortageOccupationRecord> {
  return importCsv(text, SHORTAGE_COLUMNS, readShortage);
}
