/**
 * cultural_dimensions.csv → Hofstede's six dimension scores per country, each a sourced figure dated
 * by the data matrix (2015-08-16). Scores above 100 are kept as published; partial rows (CY, IS) keep
 * null for the dimensions the matrix does not have.
 */
import type { Figure } from '../figure';
import { importCsv } from './table';
import type { ImportResult, RowReader } from './table';

export const CULTURAL_DIMENSION_COLUMNS = [
  'iso2',
  'hofstede_label',
  'power_distance',
  'individualism',
  'motivation_towards_achievement_and_success',
  'uncertainty_avoidance',
  'long_term_orientation',
  'indulgence',
  'data_version',
  'note',
  'source',
] as const;

/** The six dimensions; "motivation towards achievement and success" is the former "masculinity". */
export const HOFSTEDE_DIMENSIONS = [
  'powerDistance',
  'individualism',
  'motivationTowardsAchievementAndSuccess',
  'uncertaintyAvoidance',
  'longTermOrientation',
  'indulgence',
] as const;
export type HofstedeDimension = (typeof HOFSTEDE_DIMENSIONS)[number];

const DIMENSION_COLUMN: Record<HofstedeDimension, string> = {
  powerDistance: 'power_distance',
  individualism: 'individualism',
  motivationTowardsAchievementAndSuccess: 'motivation_towards_achievement_and_success',
  uncertaintyAvoidance: 'uncertainty_avoidance',
  longTermOrientation: 'long_term_orientation',
  indulgence: 'indulgence',
};

export interface CulturalDimensionsRecord {
  code: string;
  /** the country as the matrix labels it ("Great Britain", "Czech Rep") */
  label: string;
  dimensions: Record<HofstedeDimension, Figure | null>;
  /** e.g. "2015-08-16 matrix (LTO = ltowvs, IVR = ivr)" */
  dataVersion: string;
  note: string | null;
}

const MATRIX_DATE_RE = /^\d{4}-\d{2}-\d{2}\b/;

function readDimensions(row: RowReader): CulturalDimensionsRecord {
  const code = row.country('iso2');
  const dataVersion = row.required('data_version');
  const date = MATRIX_DATE_RE.exec(dataVersion)?.[0] ?? '';
  if (dataVersion !== '' && date === '') row.error('data_version must start with the matrix date (YYYY-MM-DD)', 'data_version');
  const source = row.required('source');
  const dataset = row.datasetOf(source, 'source');
  if (dataset !== null && dataset !== 'hofstede') row.error(`the source is not the Hofstede data matrix (${dataset})`, 'source');
  const dimensions = Object.fromEntries(
    HOFSTEDE_DIMENSIONS.map((d) => [
      d,
      row.figure(DIMENSION_COLUMN[d], {
        period: { text: date || dataVersion },
        source: { column: 'source' },
        dataset: 'hofstede',
        integer: true,
      }),
    ]),
  ) as Record<HofstedeDimension, Figure | null>;
  for (const d of HOFSTEDE_DIMENSIONS) {
    const v = dimensions[d]?.value;
    if (v !== undefined && v < 0) row.error(`${DIMENSION_COLUMN[d]} must not be negative`, DIMENSION_COLUMN[d]);
  }
  return { code, label: row.required('hofstede_label'), dimensions, dataVersion, note: row.optional('note') };
}

/** Parses the text of cultural_dimensions.csv. */
export function importCulturalDimensions(text: string): ImportResult<CulturalDimensionsRecord> {
  const seen = new Set<string>();
  return importCsv(text, CULTURAL_DIMENSION_COLUMNS, (row) => {
    const record = readDimensions(row);
    row.unique(seen, record.code, 'iso2');
    return record;
  });
}
