import { describe, expect, it } from 'vitest';
import { earningsFor, validateEarnings } from './earnings';

const HEADER = 'country,isco_group,measure,value,currency,period,source,url';

describe('earnings import format (issue 20)', () => {
  it('reads a Structure of Earnings Survey table by ISCO major group, with period and source', () => {
    const csv = [
      HEADER,
      'DE,OC2,median_annual_gross,58000,EUR,2022,Eurostat earn_ses22_28,https://ec.europa.eu/eurostat/databrowser/view/earn_ses22_28',
      'Italy,4,mean_monthly_gross,2100.5,EUR,2022,Eurostat earn_ses22_28,',
    ].join('\n');
    const r = validateEarnings(csv, 'csv');
    expect(r.errors).toEqual([]);
    expect(r.valid).toEqual([
      { country: 'DE', isco_group: '2', measure: 'median_annual_gross', value: 58000, currency: 'EUR', period: '2022', source: 'Eurostat earn_ses22_28', url: 'https://ec.europa.eu/eurostat/databrowser/view/earn_ses22_28' },
      { country: 'IT', isco_group: '4', measure: 'mean_monthly_gross', value: 2100.5, currency: 'EUR', period: '2022', source: 'Eurostat earn_ses22_28', url: null },
    ]);
  });

  it('names each problem with its row and column: country, group, measure, value, currency, period, source, duplicates', () => {
    const csv = [
      HEADER,
      'XX,2,median_annual_gross,1,EUR,2022,Eurostat earn_ses22_28,',
      'DE,12,median_annual_gross,1,EUR,2022,Eurostat earn_ses22_28,',
      'DE,2,salary,1,EUR,2022,Eurostat earn_ses22_28,',
      'DE,2,median_annual_gross,-5,euro,,,',
      'DE,3,median_annual_gross,40000,EUR,2022,Eurostat earn_ses22_28,',
      'DE,OC3,median_annual_gross,41000,EUR,2022,Eurostat earn_ses22_28,',
    ].join('\n');
    const r = validateEarnings(csv, 'csv');
    expect(r.valid).toHaveLength(1);
    expect(r.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'country'],
      [3, 'isco_group'],
      [4, 'measure'],
      [5, 'value'],
      [5, 'currency'],
      [5, 'period'],
      [5, 'source'],
      [7, 'period'],
    ]);
    expect(r.errors.at(-1)?.message).toBe('duplicate of row 6');
  });

  it('refuses unknown columns and accepts JSON with the same fields', () => {
    expect(validateEarnings('country,isco,value\nDE,2,1', 'csv').errors[0]).toMatchObject({ row: 1, field: 'isco' });
    const json = JSON.stringify([{ country: 'FR', isco_group: 2, measure: 'median_hourly_gross', value: 24.1, currency: 'EUR', period: '2022', source: 'Eurostat earn_ses22_28' }]);
    expect(validateEarnings(json, 'json').valid[0]).toMatchObject({ country: 'FR', isco_group: '2' });
  });

  it('gives a person the figures of their occupations’ major groups in one country, newest first', () => {
    const row = (country: string, iscoGroup: string, period: string) => ({ country, iscoGroup, groupLabel: '', measure: 'median_annual_gross' as const, value: 1, currency: 'EUR', period, source: 'Eurostat earn_ses' });
    const rows = [row('DE', '2', '2018'), row('DE', '2', '2022'), row('DE', '4', '2022'), row('FR', '2', '2022')];
    expect(earningsFor(rows, 'DE', ['2421', '2142']).map((r) => r.period)).toEqual(['2022', '2018']);
    expect(earningsFor(rows, 'IT', ['2421'])).toEqual([]);
  });
});
