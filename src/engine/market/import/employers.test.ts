import { describe, expect, it } from 'vitest';
import { EMPLOYER_COLUMNS, importEmployers } from './employers';
import { toCsv } from './test-csv';

const SOURCE = 'Forbes Global 2000 (2024 edition) via Kaggle dataset';

function row(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Siemens',
    iso2: 'DE',
    hq_city: 'Munich',
    industry_nace: 'C',
    industry_label: 'Manufacturing',
    forbes_industry: 'Engineering- Manufacturing',
    employees: '320000',
    employees_year: '2024 (as listed in Forbes Global 2000 2024)',
    forbes_2000_rank_2024: '68',
    website_domain: 'siemens.com',
    website_source: 'unverified: well-known corporate domain entered from general knowledge',
    source: SOURCE,
    ...overrides,
  };
}

describe('importEmployers', () => {
  it('reads headcount and rank as figures and the website with its note', () => {
    const { records, errors } = importEmployers(toCsv(EMPLOYER_COLUMNS, [row()]));
    expect(errors).toEqual([]);
    expect(records[0]).toMatchObject({
      name: 'Siemens',
      country: 'DE',
      city: 'Munich',
      nace: { section: 'C', label: 'Manufacturing' },
      employees: {
        value: 320000,
        period: '2024',
        note: 'as listed in Forbes Global 2000 2024',
        source: SOURCE,
        dataset: 'forbes-global-2000',
      },
      rank: { value: 68, period: '2024', dataset: 'forbes-global-2000' },
      website: { domain: 'siemens.com', verified: false },
    });
  });

  it('keeps a blanked headcount and a missing website as null', () => {
    const { records } = importEmployers(toCsv(EMPLOYER_COLUMNS, [row({ employees: '', website_domain: '', website_source: '' })]));
    expect(records[0].employees).toBeNull();
    expect(records[0].website).toBeNull();
  });

  it('reports malformed rows', () => {
    const { records, errors } = importEmployers(
      toCsv(EMPLOYER_COLUMNS, [
        row({ industry_nace: 'Z' }),
        row({ employees: '320 000' }),
        row({ forbes_2000_rank_2024: '' }),
        row({ website_source: '' }),
        row({ iso2: 'US' }),
        row({ source: 'Wikipedia' }),
        row(),
        row(),
      ]),
    );
    expect(records).toHaveLength(1);
    expect(errors.map((e) => [e.line, e.column])).toEqual([
      [2, 'industry_nace'],
      [3, 'employees'],
      [4, 'forbes_2000_rank_2024'],
      [5, 'website_source'],
      [6, 'iso2'],
      [7, 'source'],
      [9, 'name'],
    ]);
  });
});
