import { describe, expect, it } from 'vitest';
import { SHORTAGE_COLUMNS, importShortageOccupations } from './shortage-occupations';
import { toCsv } from './test-csv';

function row(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    occupation: 'Software developers',
    occupation_local: 'Softwareentwicklung',
    iso2: 'DE',
    severity_or_rank: 'expert level',
    metric: 'BA Engpassanalyse',
    year: '2023',
    source_publisher: 'Bundesagentur für Arbeit via AFP/Münchener Post',
    source_url: 'https://example.org/ba',
    ...overrides,
  };
}

describe('importShortageOccupations', () => {
  it('reads national and EU-wide rows with their publisher and dataset', () => {
    const { records, errors } = importShortageOccupations(
      toCsv(SHORTAGE_COLUMNS, [
        row(),
        row({
          iso2: 'EU',
          occupation: 'Cooks',
          occupation_local: '',
          source_publisher: 'European Labour Authority via euhelpers.pl (secondary)',
        }),
      ]),
    );
    expect(errors).toEqual([]);
    expect(records[0]).toMatchObject({
      country: 'DE',
      euWide: false,
      localName: 'Softwareentwicklung',
      period: '2023',
      dataset: 'national-agencies',
      secondary: false,
    });
    expect(records[1]).toMatchObject({ country: 'EU', euWide: true, localName: null, dataset: 'ela-eures', secondary: true });
  });

  it('reports malformed rows', () => {
    const { records, errors } = importShortageOccupations(
      toCsv(SHORTAGE_COLUMNS, [
        row({ year: '23' }),
        row({ iso2: 'ZZ' }),
        row({ source_url: 'ftp://x' }),
        row({ occupation: '' }),
        row({ source_publisher: 'Forbes' }),
      ]),
    );
    expect(records).toEqual([]);
    expect(errors.map((e) => [e.line, e.column])).toEqual([
      [2, 'year'],
      [3, 'iso2'],
      [4, 'source_url'],
      [5, 'occupation'],
      [6, 'source_publisher'],
    ]);
  });
});
