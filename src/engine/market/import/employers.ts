/**
 * employers.csv → large employers by country (Forbes Global 2000, 2024 edition). Headcount and rank
 * are sourced figures; the website domain keeps its verified/unverified note because the domains were
 * not in the dataset.
 */
import type { Figure } from '../figure';
import { importCsv } from './table';
import type { ImportResult, RowReader } from './table';

export const EMPLOYER_COLUMNS = [
  'name',
  'iso2',
  'hq_city',
  'industry_nace',
  'industry_label',
  'forbes_industry',
  'employees',
  'employees_year',
  'forbes_2000_rank_2024',
  'website_domain',
  'website_source',
  'note',
  'source',
] as const;

export interface EmployerWebsite {
  domain: string;
  /** false while the domain has not been checked against the company (all of them in market-data) */
  verified: boolean;
  note: string;
}

export interface EmployerRecord {
  name: string;
  /** headquarters country */
  country: string;
  city: string;
  /** NACE Rev. 2 section, assigned by the compiler (judgement, per SOURCES.md) */
  nace: { section: string; label: string };
  forbesIndustry: string;
  employees: Figure | null;
  /** Forbes Global 2000 rank in the 2024 edition */
  rank: Figure;
  website: EmployerWebsite | null;
  note: string | null;
  source: string;
}

const NACE_SECTION_RE = /^[A-U]$/;
// "2024 (as listed in Forbes Global 2000 2024)" → period 2024, the rest kept as the figure's note
const YEAR_WITH_NOTE_RE = /^(\d{4})(?:\s*\((.+)\))?$/;

function readEmployer(row: RowReader): EmployerRecord {
  const source = row.required('source');
  const dataset = row.datasetOf(source, 'source');
  if (dataset !== null && dataset !== 'forbes-global-2000') row.error(`the source is not the Forbes Global 2000 (${dataset})`, 'source');

  const section = row.required('industry_nace');
  if (section !== '' && !NACE_SECTION_RE.test(section))
    row.error(`industry_nace must be a NACE section letter A-U (found "${section}")`, 'industry_nace');

  const yearCell = row.raw('employees_year');
  const year = YEAR_WITH_NOTE_RE.exec(yearCell);
  if (yearCell !== '' && !year) row.error(`employees_year must start with a year (found "${yearCell}")`, 'employees_year');
  const employees = row.figure('employees', {
    period: year ? { text: year[1] } : { column: 'employees_year' },
    source: { column: 'source' },
    dataset: 'forbes-global-2000',
    integer: true,
    ...(year?.[2] ? { note: year[2] } : {}),
  });

  const rankValue = row.number('forbes_2000_rank_2024', { integer: true, min: 1 });
  if (rankValue === null && row.raw('forbes_2000_rank_2024') === '')
    row.error('missing required field forbes_2000_rank_2024', 'forbes_2000_rank_2024');

  const domain = row.optional('website_domain');
  const websiteNote = row.optional('website_source');
  if (domain && !websiteNote)
    row.error('website_domain needs website_source (verified or unverified, and where it comes from)', 'website_source');

  return {
    name: row.required('name'),
    country: row.country('iso2'),
    city: row.required('hq_city'),
    nace: { section, label: row.required('industry_label') },
    forbesIndustry: row.required('forbes_industry'),
    employees,
    rank: { value: rankValue ?? 0, period: '2024', source, dataset: 'forbes-global-2000' }, // 0 only in a rejected row
    website: domain && websiteNote ? { domain, verified: !/^unverified\b/i.test(websiteNote), note: websiteNote } : null,
    note: row.optional('note'),
    source,
  };
}

/** Parses the text of employers.csv. */
export function importEmployers(text: string): ImportResult<EmployerRecord> {
  const seen = new Set<string>();
  return importCsv(text, EMPLOYER_COLUMNS, (row) => {
    const record = readEmployer(row);
    row.unique(seen, `${record.name} (${record.country})`, 'name');
    return record;
  });
}
