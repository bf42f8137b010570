import { describe, expect, it } from 'vitest';
import { COUNTRY_COLUMNS, importCountries } from './countries';
import { toCsv } from './test-csv';

const EUROSTAT = 'Eurostat une_rt_a via https://example.org';

function row(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    iso2: 'AT',
    eurostat_code: 'AT',
    name: 'Austria',
    capital: 'Vienna',
    official_languages: 'German',
    currency: 'EUR',
    static_facts_source: 'General reference',
    population: '9158800',
    population_date: '2024-01-01',
    population_source: 'Eurostat tps00001',
    unemployment_rate: '5.2',
    unemployment_year: '2024',
    unemployment_source: EUROSTAT,
    minimum_wage_period: '2025-01',
    minimum_wage_note: 'no national statutory minimum wage (collective agreements)',
    minimum_wage_source: 'Eurostat earn_mw_cur',
    english_proficiency_band: 'very high',
    english_proficiency_year: '2024',
    english_proficiency_source: 'EF EPI 2024 as reported',
    ...overrides,
  };
}

describe('importCountries', () => {
  it('reads figures with value, period, source and dataset, and empty cells as null', () => {
    const { records, errors } = importCountries(toCsv(COUNTRY_COLUMNS, [row()]));
    expect(errors).toEqual([]);
    const at = records[0];
    expect(at.unemploymentRate).toEqual({ value: 5.2, period: '2024', source: EUROSTAT, dataset: 'eurostat' });
    expect(at.population).toMatchObject({ value: 9158800, period: '2024-01-01', dataset: 'eurostat' });
    expect(at.englishProficiencyBand).toMatchObject({ value: 'very high', dataset: 'ef-epi' });
    expect(at.englishProficiencyScore).toBeNull();
    expect(at.employmentRate).toBeNull();
    // no figure, but the note says why
    expect(at.minimumWage).toBeNull();
    expect(at.minimumWageNote).toMatch(/no national statutory minimum wage/);
  });

  it('takes the dataset of the population from its source', () => {
    const { records } = importCountries(
      toCsv(COUNTRY_COLUMNS, [row({ iso2: 'NO', eurostat_code: 'NO', population_source: 'Statistics Norway (SSB)' })]),
    );
    expect(records[0].population?.dataset).toBe('national-agencies');
  });

  it('accepts Eurostat codes EL and UK beside GR and GB', () => {
    const { records, errors } = importCountries(
      toCsv(COUNTRY_COLUMNS, [row({ iso2: 'GR', eurostat_code: 'EL' }), row({ iso2: 'GB', eurostat_code: 'UK' })]),
    );
    expect(errors).toEqual([]);
    expect(records.map((r) => r.code)).toEqual(['GR', 'GB']);
  });

  it('reports malformed rows with their line and column and skips them', () => {
    const text = toCsv(COUNTRY_COLUMNS, [
      row(),
      row({ iso2: 'XX', eurostat_code: 'XX' }),
      row({ iso2: 'EL', eurostat_code: 'EL' }),
      row({ iso2: 'BE', eurostat_code: 'BE', unemployment_rate: '5,7' }),
      row({ iso2: 'BG', eurostat_code: 'BG', unemployment_year: '' }),
      row({ iso2: 'CZ', eurostat_code: 'CZ', name: '' }),
      row({ iso2: 'DK', eurostat_code: 'DK', english_proficiency_band: 'excellent' }),
      row({ iso2: 'EE', eurostat_code: 'EE', population_source: 'a blog' }),
      row(),
    ]);
    const { records, errors } = importCountries(text + 'FI,FI,Finland\r\n');
    expect(records.map((r) => r.code)).toEqual(['AT']);
    expect(errors).toEqual([
      { line: 3, column: 'iso2', message: 'unknown country code "XX"' },
      { line: 4, column: 'iso2', message: 'unknown country code "EL" (use the ISO code GR)' },
      { line: 5, column: 'unemployment_rate', message: 'unemployment_rate must be a number (found "5,7")' },
      { line: 6, column: 'unemployment_year', message: 'missing period of unemployment_rate (column unemployment_year)' },
      { line: 7, column: 'name', message: 'missing required field name' },
      { line: 8, column: 'english_proficiency_band', message: expect.stringMatching(/unknown English proficiency band "excellent"/) },
      { line: 9, column: 'population_source', message: expect.stringMatching(/cannot tell which dataset/) },
      { line: 10, column: 'iso2', message: 'duplicate iso2 AT (an earlier row has it)' },
      { line: 11, message: `expected ${COUNTRY_COLUMNS.length} columns, found 3` },
    ]);
  });

  it('stops at a missing column and reports unexpected ones', () => {
    const header = COUNTRY_COLUMNS.filter((c) => c !== 'unemployment_rate');
    expect(importCountries(toCsv(header, [row()])).errors).toEqual([{ line: 1, message: 'missing column unemployment_rate' }]);
    const extra = importCountries(toCsv([...COUNTRY_COLUMNS, 'gdp'], [row()]));
    expect(extra.records).toHaveLength(1);
    expect(extra.errors).toEqual([{ line: 1, column: 'gdp', message: 'unexpected column gdp (ignored)' }]);
    expect(importCountries('').errors).toEqual([{ line: 1, message: 'the file is empty' }]);
  });
});
