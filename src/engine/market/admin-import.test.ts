import { describe, expect, it } from 'vitest';
import { ADMIN_IMPORT_MAX_ROWS, validateCompanyProfiles, validateMarketTrends, validateOpportunitySignals } from './admin-import';

const COMPANY_HEADER = 'european_id,name,industry,location,regions,languages,transformation_focus,cross_border,remote_policy';

describe('validateCompanyProfiles', () => {
  it('reads CSV with ;-separated lists, booleans and defaults', () => {
    const csv = `${COMPANY_HEADER}\r\nDE-001,Acme GmbH,Software,Berlin,DE;AT;CH,German; English,Cloud migration;AI,yes,Hybrid\r\nNL-002,Beta BV,Logistics,Rotterdam,,,,,\r\n`;
    const { total, valid, errors } = validateCompanyProfiles(csv, 'csv');
    expect(errors).toEqual([]);
    expect(total).toBe(2);
    expect(valid[0]).toMatchObject({
      european_id: 'DE-001',
      regions: ['DE', 'AT', 'CH'],
      languages: ['German', 'English'],
      transformation_focus: ['Cloud migration', 'AI'],
      cross_border: true,
      remote_policy: 'Hybrid',
    });
    expect(valid[1]).toMatchObject({
      regions: [],
      languages: [],
      transformation_focus: [],
      cross_border: false,
      remote_policy: null,
      executive_summary: null,
    });
  });

  it('reports every problem with its CSV line and field for a dry run', () => {
    const csv = [
      COMPANY_HEADER,
      ',No Id,Software,Berlin,,,,,',
      'DE-003,Gamma,Software,Munich,,,,maybe,',
      'DE-004,Delta,Software,Hamburg,,,,false',
      'DE-005,Epsilon,Software,"Köln, NRW",,,,no,',
      'de-005,Epsilon again,Software,Köln,,,,no,',
    ].join('\n');
    const { total, valid, errors } = validateCompanyProfiles(csv, 'csv');
    expect(total).toBe(5);
    expect(valid.map((v) => v.european_id)).toEqual(['DE-005']);
    expect(errors).toEqual([
      { row: 2, field: 'european_id', message: 'is required' },
      { row: 3, field: 'cross_border', message: 'must be true or false' },
      { row: 4, field: '', message: 'expected 9 columns, found 8' },
      { row: 6, field: 'european_id', message: 'duplicate of row 5' },
    ]);
  });

  it('reports unknown and duplicate columns once, on the header', () => {
    const { valid, errors } = validateCompanyProfiles('european_id,name,industry,location,ceo,name\nX,Y,Z,W,Bob,Y', 'csv');
    expect(valid).toEqual([]);
    expect(errors).toEqual([
      { row: 1, field: 'ceo', message: expect.stringMatching(/^unknown column/) },
      { row: 1, field: 'name', message: 'duplicate column' },
    ]);
  });

  it('reads JSON and reports unknown fields, wrong types and bad items by position', () => {
    const json = JSON.stringify([
      { european_id: 'A', name: 'A', industry: 'Energy', location: 'Oslo', languages: ['Norwegian', 'English'], cross_border: true },
      { european_id: 'B', name: 'B', industry: 'Energy', location: 'Oslo', ceo: 'Bob' },
      { european_id: 'C', name: 'C', industry: 'Energy', location: 'Oslo', regions: 'NO', cross_border: 'yes' },
      { european_id: 'D', name: 'D', industry: 'Energy', location: 'Oslo', languages: ['English', ''] },
      'not an object',
    ]);
    const { total, valid, errors } = validateCompanyProfiles(json, 'json');
    expect(total).toBe(5);
    expect(valid.map((v) => v.european_id)).toEqual(['A']);
    expect(errors).toEqual([
      { row: 2, field: 'ceo', message: 'unknown field' },
      { row: 3, field: 'regions', message: 'must be a list' },
      { row: 3, field: 'cross_border', message: 'must be true or false' },
      { row: 4, field: 'languages', message: 'item 2: items must not be empty' },
      { row: 5, field: '', message: 'must be an object' },
    ]);
  });

  it('reports unreadable JSON and a non-array as file errors', () => {
    expect(validateCompanyProfiles('{', 'json').errors[0]).toMatchObject({
      row: 0,
      field: '',
      message: expect.stringMatching(/^not valid JSON/),
    });
    expect(validateCompanyProfiles('{"a":1}', 'json').errors).toEqual([{ row: 0, field: '', message: 'expected a JSON array of objects' }]);
    expect(validateCompanyProfiles('', 'csv').errors).toEqual([{ row: 0, field: '', message: 'the file is empty' }]);
  });

  it('refuses an import above the row limit', () => {
    const json = JSON.stringify(Array.from({ length: ADMIN_IMPORT_MAX_ROWS + 1 }, () => ({})));
    const r = validateCompanyProfiles(json, 'json');
    expect(r.valid).toEqual([]);
    expect(r.errors).toEqual([
      { row: 0, field: '', message: `too many rows: ${ADMIN_IMPORT_MAX_ROWS + 1} (at most ${ADMIN_IMPORT_MAX_ROWS})` },
    ]);
  });
});

describe('validateMarketTrends', () => {
  it('reads growth_rate as a percent, with or without the sign', () => {
    const csv = 'industry,region,growth_rate,emerging_skills,declining_skills\nSoftware,DE,12.5%,Python;Kubernetes,COBOL\nRetail,FR,-3,,\n';
    const { valid, errors } = validateMarketTrends(csv, 'csv');
    expect(errors).toEqual([]);
    expect(valid[0]).toMatchObject({
      growth_rate: 12.5,
      emerging_skills: ['Python', 'Kubernetes'],
      declining_skills: ['COBOL'],
      transformation_drivers: [],
      forecast_summary: null,
    });
    expect(valid[1].growth_rate).toBe(-3);
  });

  it('reports a missing or non-numeric growth rate and a duplicate industry and region', () => {
    const csv = 'industry,region,growth_rate\nSoftware,DE,\nSoftware,NL,fast\nSoftware,DE,5\nsoftware,de,6\n';
    const { valid, errors } = validateMarketTrends(csv, 'csv');
    expect(valid).toHaveLength(1);
    expect(errors).toEqual([
      { row: 2, field: 'growth_rate', message: 'is required' },
      { row: 3, field: 'growth_rate', message: 'must be a number (percent)' },
      { row: 5, field: 'region', message: 'duplicate of row 4' },
    ]);
  });
});

describe('validateOpportunitySignals', () => {
  it('accepts http and https links only', () => {
    const json = JSON.stringify([
      { type: 'hiring', message: 'Acme hires 50 engineers', region: 'DE', languages: ['German'], link: 'https://acme.example/jobs' },
      { type: 'hiring', message: 'No link', region: 'DE' },
      { type: 'hiring', message: 'Bad link', region: 'DE', link: 'javascript:alert(1)' },
      { type: 'hiring', message: 'FTP', region: 'DE', link: 'ftp://acme.example' },
      { type: '', message: '', region: 'DE' },
    ]);
    const { valid, errors } = validateOpportunitySignals(json, 'json');
    expect(valid.map((v) => v.link)).toEqual(['https://acme.example/jobs', null]);
    expect(errors).toEqual([
      { row: 3, field: 'link', message: 'must be an http or https address' },
      { row: 4, field: 'link', message: 'must be an http or https address' },
      { row: 5, field: 'type', message: 'is required' },
      { row: 5, field: 'message', message: 'is required' },
    ]);
  });
});
