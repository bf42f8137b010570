import type { CultureData } from './cross-border';
import type { CulturalDimensionsRecord, HofstedeDimension } from './import/cultural-dimensions';
import { HOFSTEDE_DIMENSIONS } from './import/cultural-dimensions';
import type { WorkCultureRecord } from './import/work-culture';

/** Test helper: a Hofstede row; `null` leaves a dimension out. */
export function dims(code: string, values: readonly (number | null)[]): CulturalDimensionsRecord {
  const dimensions = Object.fromEntries(
    HOFSTEDE_DIMENSIONS.map((d, i) => [
      d,
      values[i] === null ? null : { value: values[i], period: '2015-08-16', source: 'Hofstede matrix', dataset: 'hofstede' as const },
    ]),
  ) as Record<HofstedeDimension, CulturalDimensionsRecord['dimensions'][HofstedeDimension]>;
  return { code, label: code, dimensions, dataVersion: '2015-08-16 matrix', note: null };
}

export function notes(code: string, ...topics: string[]): WorkCultureRecord {
  const source = { id: 'S1', citation: 'A guide, https://example.org', url: 'https://example.org' };
  return {
    country: code,
    countryName: code,
    dataset: 'work-culture',
    notes: topics.map((topic) => ({ topic, text: `${topic} note for ${code}.`, sources: [source] })),
  };
}

export const CULTURE: CultureData = {
  notes: [notes('DE', 'Communication', 'Work values', 'Networking', 'Career and structure', 'Lunch')],
  dimensions: [dims('DE', [35, 67, 66, 65, 83, 40]), dims('ES', [57, 51, 42, 86, 48, 44]), dims('CY', [null, null, null, null, null, 70])],
};
