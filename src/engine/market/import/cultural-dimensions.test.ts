import { describe, expect, it } from 'vitest';
import { CULTURAL_DIMENSION_COLUMNS, importCulturalDimensions } from './cultural-dimensions';
import { toCsv } from './test-csv';

const SOURCE = 'Geert Hofstede dimension data matrix, file 6-dimensions-for-website-2015-08-16.csv';

function row(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    iso2: 'DE',
    hofstede_label: 'Germany',
    power_distance: '35',
    individualism: '67',
    motivation_towards_achievement_and_success: '66',
    uncertainty_avoidance: '65',
    long_term_orientation: '83',
    indulgence: '40',
    data_version: '2015-08-16 matrix (LTO = ltowvs, IVR = ivr)',
    source: SOURCE,
    ...overrides,
  };
}

describe('importCulturalDimensions', () => {
  it('dates each score by the matrix and keeps gaps as null', () => {
    const { records, errors } = importCulturalDimensions(
      toCsv(CULTURAL_DIMENSION_COLUMNS, [row(), row({ iso2: 'IS', power_distance: '', individualism: '' })]),
    );
    expect(errors).toEqual([]);
    expect(records[0].dimensions.powerDistance).toEqual({ value: 35, period: '2015-08-16', source: SOURCE, dataset: 'hofstede' });
    expect(records[1].dimensions.powerDistance).toBeNull();
    expect(records[1].dimensions.indulgence?.value).toBe(40);
  });

  it('keeps published scores above 100', () => {
    const { records } = importCulturalDimensions(toCsv(CULTURAL_DIMENSION_COLUMNS, [row({ iso2: 'GR', uncertainty_avoidance: '112' })]));
    expect(records[0].dimensions.uncertaintyAvoidance?.value).toBe(112);
  });

  it('reports malformed rows', () => {
    const { records, errors } = importCulturalDimensions(
      toCsv(CULTURAL_DIMENSION_COLUMNS, [
        row({ power_distance: 'high' }),
        row({ iso2: 'US' }),
        row({ data_version: 'latest' }),
        row({ source: 'Eurostat' }),
        row({ indulgence: '-3' }),
      ]),
    );
    expect(records).toEqual([]);
    expect(errors.map((e) => [e.line, e.column])).toEqual([
      [2, 'power_distance'],
      [3, 'iso2'],
      [4, 'data_version'],
      [5, 'source'],
      [6, 'indulgence'],
    ]);
  });
});
