import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryDetail } from '@/contract/market';
import type { MarketImportResult } from '@/contract/market-admin';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

// The country page's earnings (issue 20): figures by ISCO-08 major group once an operator imports
// them through the admin import, none (and the minimum wage only as the minimum wage) otherwise.
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let admin: TestClient;
let person: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn('earnings-admin@example.com', { admin: true })).client;
  person = (await t.signedIn('earnings-person@example.com')).client;
});
afterAll(() => t.close());

async function country(code: string): Promise<CountryDetail> {
  const res = await person.get(`/api/market/countries/${code}`);
  expect(res.status).toBe(200);
  return (await res.json()) as CountryDetail;
}

const earningsCsv = [
  'country,isco_group,measure,value,currency,period,source,url',
  'AT,OC2,median_annual_gross,58123,EUR,2022,Eurostat earn_ses22_28,https://ec.europa.eu/eurostat/databrowser/view/earn_ses22_28/default/table',
  'Austria,3,median_annual_gross,47010,EUR,2022,Eurostat earn_ses22_28,',
  'AT,2,median_annual_gross,55000,EUR,2018,Eurostat earn_ses18_28,',
].join('\n');

describe('earnings on the country page', () => {
  it('without imported earnings: none, and the minimum wage stays the minimum wage indicator', async () => {
    const de = await country('DE');
    expect(de.known).toBe(true);
    expect(de.earnings).toEqual([]);
    // the statutory minimum wage is there, as itself (a sourced figure), never as earnings
    const minimumWage = (de.indicators as { minimumWage: { value: number; source: string; period: string } | null }).minimumWage;
    expect(minimumWage).toMatchObject({ value: expect.any(Number), source: expect.stringMatching(/Eurostat/), period: expect.any(String) });
  });

  it('an operator imports earnings through the admin import; the country shows them with period and primary source', async () => {
    const importRes = await admin.request('/api/admin/market/import', { method: 'POST', json: { entity: 'earnings', format: 'csv', content: earningsCsv, dry_run: false } });
    const result = (await importRes.json()) as MarketImportResult;
    expect({ status: importRes.status, errors: result.errors }).toEqual({ status: 200, errors: [] });

    const at = await country('AT');
    // newest period first, then by group; each figure names its period and source
    expect(at.earnings.map((e) => [e.isco_group, e.period, e.value])).toEqual([
      ['2', '2022', 58123],
      ['3', '2022', 47010],
      ['2', '2018', 55000],
    ]);
    expect(at.earnings[0]).toMatchObject({ group: 'Professionals', measure: 'median_annual_gross', currency: 'EUR', source: 'Eurostat earn_ses22_28', mine: false });
    // another country still has none
    expect((await country('DE')).earnings).toEqual([]);
  });

  it('refuses a file with a bad row and imports nothing from it', async () => {
    const bad = 'country,isco_group,measure,value,currency,period,source\nFR,12,median_annual_gross,-5,EUR,2022,Eurostat earn_ses22_28';
    const res = await admin.request('/api/admin/market/import', { method: 'POST', json: { entity: 'earnings', format: 'csv', content: bad, dry_run: false } });
    const body = (await res.json()) as MarketImportResult;
    expect(body.errors.length).toBeGreaterThan(0);
    expect((await country('FR')).earnings).toEqual([]);
  });

  it('a person cannot import earnings', async () => {
    const res = await person.request('/api/admin/market/import', { method: 'POST', json: { entity: 'earnings', format: 'csv', content: earningsCsv, dry_run: true } });
    expect(res.status).toBe(403);
  });
});
