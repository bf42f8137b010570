import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, Signal, Trend } from '@/contract/market';
import type { DatasetSetting, DatasetSettingList, MarketImportResult } from '@/contract/market-admin';
import { DATASETS } from '@/engine/market/datasets';
import { companyProfiles, marketTrends, opportunitySignals } from '../../db/schema/market';
import type { LiveMessage } from '../../platform/events';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';
import { datasetSettings } from './admin-service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn('market-admin@example.com', { admin: true })).client;
});
afterAll(() => t.close());

const base = '/api/admin/market';
const missingId = '00000000-0000-4000-8000-000000000000';

function send(client: TestClient, method: string, path: string, json?: unknown): Promise<Response> {
  return client.request(`${base}${path}`, { method, ...(json === undefined ? {} : { json }) });
}

async function ok<T>(res: Response, status = 200): Promise<T> {
  const body = (await res.json()) as T;
  expect({ status: res.status, body }).toMatchObject({ status });
  return body;
}

async function count(table: typeof companyProfiles | typeof marketTrends | typeof opportunitySignals): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row?.n ?? 0);
}

async function importData(body: { entity: string; format: string; content: string; dry_run: boolean }): Promise<MarketImportResult> {
  return ok<MarketImportResult>(await send(admin, 'POST', '/import', body));
}

async function updateSignals(): Promise<string[]> {
  const rows = await t.database.db.select().from(opportunitySignals).where(eq(opportunitySignals.type, 'market_update'));
  return rows.map((r) => r.message);
}

const company = {
  european_id: 'NL-admin-test-bv',
  name: 'Admin Test BV',
  industry: 'Software',
  location: 'Utrecht, Netherlands',
  regions: ['Netherlands', 'Belgium'],
  languages: ['Dutch', 'English'],
  transformation_focus: ['Cloud Migration'],
  cross_border: true,
  executive_summary: 'Builds planning software.',
};

describe('admin market routes: access', () => {
  it('refuses signed-out callers (401) and people who are not administrators (403)', async () => {
    expect((await send(t.client(), 'POST', '/companies', company)).status).toBe(401);
    expect((await send(t.client(), 'GET', '/datasets')).status).toBe(401);
    const { client: user } = await t.signedIn('market-user@example.com');
    for (const [method, path, body] of [
      ['POST', '/companies', company],
      ['DELETE', `/trends/${missingId}`, undefined],
      ['POST', '/import', { entity: 'trends', format: 'json', content: '[]', dry_run: true }],
      ['GET', '/datasets', undefined],
      ['PUT', '/datasets/wef', { enabled: false }],
    ] as const) {
      const res = await send(user, method, path, body);
      expect({ route: `${method} ${path}`, status: res.status }).toEqual({ route: `${method} ${path}`, status: 403 });
      expect((await res.json()).error.code).toBe('FORBIDDEN');
    }
    const [none] = await t.database.db.select().from(companyProfiles).where(eq(companyProfiles.europeanId, company.european_id));
    expect(none).toBeUndefined();
  });
});

describe('companies', () => {
  it('creates a company with admin provenance and announces it on the live channel', async () => {
    const messages: LiveMessage[] = [];
    const unsubscribe = await t.deps.events.subscribe((m) => messages.push(m));
    try {
      const created = await ok<Company>(await send(admin, 'POST', '/companies', company), 201);
      expect(created).toMatchObject({
        european_id: 'NL-admin-test-bv',
        name: 'Admin Test BV',
        regions: ['Netherlands', 'Belgium'],
        cross_border: true,
        cultural_values: null,
        source: 'Entered by an administrator',
        dataset: null,
        derived: {},
        employees: null,
      });
      expect(new Date(created.updated_at).toISOString()).toBe(created.updated_at);
      const [row] = await t.database.db.select().from(companyProfiles).where(eq(companyProfiles.id, created.id));
      expect(row?.searchText).toEqual(expect.stringContaining('admin test bv'));
      expect(row?.searchText).toEqual(expect.stringContaining('software'));

      await expect
        .poll(() => messages.find((m) => (m.data as { id?: string }).id === created.id))
        .toMatchObject({
          name: 'market',
          userId: '*',
          data: { type: 'company', op: 'insert', id: created.id, label: 'Admin Test BV', region: 'Utrecht, Netherlands' },
        });
    } finally {
      unsubscribe();
    }
  });

  it('answers 409 for a european_id that is taken, on create and on update', async () => {
    const again = await send(admin, 'POST', '/companies', { ...company, name: 'Someone else' });
    expect(again.status).toBe(409);
    const { error } = await again.json();
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toContain('"NL-admin-test-bv" already exists');

    const other = await ok<Company>(
      await send(admin, 'POST', '/companies', { ...company, european_id: 'NL-other-bv', name: 'Other BV' }),
      201,
    );
    const clash = await send(admin, 'PATCH', `/companies/${other.id}`, { european_id: 'NL-admin-test-bv' });
    expect(clash.status).toBe(409);
    expect(await send(admin, 'DELETE', `/companies/${other.id}`).then((r) => r.status)).toBe(204);
  });

  it('updates only the fields sent, keeps the search text current, and rejects an empty or invalid update', async () => {
    const [row] = await t.database.db.select().from(companyProfiles).where(eq(companyProfiles.europeanId, company.european_id));
    const updated = await ok<Company>(await send(admin, 'PATCH', `/companies/${row!.id}`, { name: 'Renamed BV', remote_policy: 'Hybrid' }));
    expect(updated).toMatchObject({
      name: 'Renamed BV',
      remote_policy: 'Hybrid',
      // not sent, so not reset to the import defaults
      regions: ['Netherlands', 'Belgium'],
      transformation_focus: ['Cloud Migration'],
      cross_border: true,
      executive_summary: 'Builds planning software.',
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(row!.updatedAt.getTime());
    const [after] = await t.database.db.select().from(companyProfiles).where(eq(companyProfiles.id, row!.id));
    expect(after?.searchText).toEqual(expect.stringContaining('renamed bv'));
    expect(after?.searchText).not.toContain('admin test bv');

    const empty = await send(admin, 'PATCH', `/companies/${row!.id}`, {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/Nothing to update/) });
    expect((await send(admin, 'PATCH', `/companies/${row!.id}`, { name: '  ' })).status).toBe(400);
    expect((await send(admin, 'PATCH', `/companies/${row!.id}`, { dataset: 'eurostat' })).status).toBe(400);
    expect((await send(admin, 'PATCH', `/companies/${missingId}`, { name: 'Nobody' })).status).toBe(404);
    expect((await send(admin, 'PATCH', '/companies/not-a-uuid', { name: 'Nobody' })).status).toBe(400);
  });

  it('no longer marks a field as derived once an administrator sets it', async () => {
    const [sourced] = await t.database.db
      .insert(companyProfiles)
      .values({
        europeanId: 'DE-sourced-ag',
        name: 'Sourced AG',
        industry: 'Manufacturing',
        location: 'Munich, Germany',
        regions: ['Germany'],
        languages: ['German'],
        source: 'Forbes Global 2000 (2024)',
        dataset: 'forbes-global-2000',
        derived: { regions: 'The headquarters country', languages: 'The official languages of the headquarters country' },
      })
      .returning();
    const updated = await ok<Company>(await send(admin, 'PATCH', `/companies/${sourced!.id}`, { regions: ['Germany', 'Austria'] }));
    expect(updated.derived).toEqual({ languages: 'The official languages of the headquarters country' });
    expect(updated).toMatchObject({ source: 'Forbes Global 2000 (2024)', dataset: 'forbes-global-2000' });
    const resourced = await ok<Company>(await send(admin, 'PATCH', `/companies/${sourced!.id}`, { source: 'Company annual report 2025' }));
    expect(resourced.source).toBe('Company annual report 2025');
  });

  it('deletes a company, then answers 404', async () => {
    const [row] = await t.database.db.select().from(companyProfiles).where(eq(companyProfiles.europeanId, company.european_id));
    expect((await send(admin, 'DELETE', `/companies/${row!.id}`)).status).toBe(204);
    const gone = await send(admin, 'DELETE', `/companies/${row!.id}`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.code).toBe('NOT_FOUND');
  });
});

describe('trends and signals', () => {
  it('creates, updates and deletes a trend', async () => {
    const created = await ok<Trend>(
      await send(admin, 'POST', '/trends', {
        industry: 'Renewable Energy',
        region: 'Nordics',
        growth_rate: 12.5,
        emerging_skills: ['Grid Planning'],
      }),
      201,
    );
    expect(created).toMatchObject({
      growth_rate: 12.5,
      emerging_skills: ['Grid Planning'],
      declining_skills: [],
      source: 'Entered by an administrator',
    });
    const updated = await ok<Trend>(await send(admin, 'PATCH', `/trends/${created.id}`, { growth_rate: -3, source: 'IEA 2025' }));
    expect(updated).toMatchObject({ growth_rate: -3, emerging_skills: ['Grid Planning'], region: 'Nordics', source: 'IEA 2025' });
    expect(Date.parse(updated.last_updated)).toBeGreaterThanOrEqual(Date.parse(created.last_updated));
    expect((await send(admin, 'PATCH', `/trends/${created.id}`, { growth_rate: 'fast' })).status).toBe(400);
    expect((await send(admin, 'POST', '/trends', { industry: 'Retail', region: 'EU' })).status).toBe(400); // growth rate required
    expect((await send(admin, 'DELETE', `/trends/${created.id}`)).status).toBe(204);
    expect((await send(admin, 'PATCH', `/trends/${created.id}`, { growth_rate: 1 })).status).toBe(404);
  });

  it('creates, updates and deletes a signal', async () => {
    const created = await ok<Signal>(
      await send(admin, 'POST', '/signals', {
        type: 'hiring',
        message: 'Nurses wanted in Bavaria',
        region: 'Germany',
        link: 'https://example.org/jobs',
      }),
      201,
    );
    expect(created).toMatchObject({
      languages: [],
      link: 'https://example.org/jobs',
      dataset: null,
      source: 'Entered by an administrator',
    });
    const updated = await ok<Signal>(await send(admin, 'PATCH', `/signals/${created.id}`, { link: null, languages: ['German'] }));
    expect(updated).toMatchObject({ link: null, languages: ['German'], message: 'Nurses wanted in Bavaria' });
    expect((await send(admin, 'PATCH', `/signals/${created.id}`, { link: 'javascript:alert(1)' })).status).toBe(400);
    expect((await send(admin, 'DELETE', `/signals/${created.id}`)).status).toBe(204);
    expect((await send(admin, 'DELETE', `/signals/${created.id}`)).status).toBe(404);
  });
});

describe('import', () => {
  const companiesCsv = [
    'european_id,name,industry,location,regions,transformation_focus,cross_border',
    'FR-import-one,Import One,Logistics,"Lyon, France",France;Spain,Automation,yes',
    'FR-import-two,Import Two,Retail,"Lille, France",France,,no',
    ',No Id,Retail,Paris,,,maybe',
  ].join('\n');

  it('dry run reports the row errors and writes nothing', async () => {
    const before = { companies: await count(companyProfiles), signals: await count(opportunitySignals) };
    const result = await importData({ entity: 'companies', format: 'csv', content: companiesCsv, dry_run: true });
    expect(result).toMatchObject({ entity: 'companies', dry_run: true, total: 3, valid: 2, inserted: 0, updated: 0 });
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { row: 4, field: 'european_id', message: 'is required' },
        { row: 4, field: 'cross_border', message: 'must be true or false' },
      ]),
    );
    expect({ companies: await count(companyProfiles), signals: await count(opportunitySignals) }).toEqual(before);
  });

  it('a real run writes the valid rows, skips the bad one, and adds one market_update signal', async () => {
    const before = await count(companyProfiles);
    const result = await importData({ entity: 'companies', format: 'csv', content: companiesCsv, dry_run: false });
    expect(result).toMatchObject({ dry_run: false, total: 3, valid: 2, inserted: 2, updated: 0 });
    expect(result.errors.map((e) => e.row)).toEqual([4, 4]);
    expect(await count(companyProfiles)).toBe(before + 2);
    const [one] = await t.database.db.select().from(companyProfiles).where(eq(companyProfiles.europeanId, 'FR-import-one'));
    expect(one).toMatchObject({
      regions: ['France', 'Spain'],
      crossBorder: true,
      source: 'Imported by an administrator',
      dataset: null,
      derived: {},
      searchText: expect.stringContaining('import one'),
    });
    expect(await updateSignals()).toContain('Market data updated: 2 companies imported');
  });

  it('re-importing upserts companies by european_id (no duplicates) and takes over sourced rows', async () => {
    await t.database.db.insert(companyProfiles).values({
      europeanId: 'IT-sourced-spa',
      name: 'Sourced SpA',
      industry: 'Banking',
      location: 'Milan, Italy',
      website: 'sourced.example',
      source: 'Forbes Global 2000 (2024)',
      dataset: 'forbes-global-2000',
      derived: { regions: 'The headquarters country', website: 'Domain not verified against the company' },
    });
    const before = await count(companyProfiles);
    const json = JSON.stringify([
      { european_id: 'FR-import-one', name: 'Import One Group', industry: 'Logistics', location: 'Lyon, France', regions: ['France'] },
      { european_id: 'IT-sourced-spa', name: 'Sourced SpA', industry: 'Banking', location: 'Milan, Italy', regions: ['Italy', 'Europe'] },
      { european_id: 'PL-import-new', name: 'Import New', industry: 'Software', location: 'Kraków, Poland' },
    ]);
    const result = await importData({ entity: 'companies', format: 'json', content: json, dry_run: false });
    expect(result).toMatchObject({ total: 3, valid: 3, inserted: 1, updated: 2, errors: [] });
    expect(await count(companyProfiles)).toBe(before + 1);
    const [one] = await t.database.db.select().from(companyProfiles).where(eq(companyProfiles.europeanId, 'FR-import-one'));
    expect(one).toMatchObject({ name: 'Import One Group', regions: ['France'], transformationFocus: [], crossBorder: false });
    const [sourced] = await t.database.db.select().from(companyProfiles).where(eq(companyProfiles.europeanId, 'IT-sourced-spa'));
    expect(sourced).toMatchObject({
      regions: ['Italy', 'Europe'],
      source: 'Imported by an administrator',
      dataset: null,
      website: 'sourced.example',
      // the website was not imported, so its note stays
      derived: { website: 'Domain not verified against the company' },
    });
    expect(await updateSignals()).toContain('Market data updated: 3 companies imported');
  });

  it('writes a large import in several statements, all in one go', async () => {
    const rows = Array.from({ length: 1_201 }, (_, i) => ({
      european_id: `BULK-${i}`,
      name: `Bulk ${i}`,
      industry: 'Services',
      location: 'Vienna, Austria',
    }));
    const before = await count(companyProfiles);
    expect(await importData({ entity: 'companies', format: 'json', content: JSON.stringify(rows), dry_run: false })).toMatchObject({
      valid: 1_201,
      inserted: 1_201,
      updated: 0,
    });
    const renamed = rows.map((r) => ({ ...r, name: `${r.name} GmbH` }));
    expect(await importData({ entity: 'companies', format: 'json', content: JSON.stringify(renamed), dry_run: false })).toMatchObject({
      inserted: 0,
      updated: 1_201,
    });
    expect(await count(companyProfiles)).toBe(before + 1_201);
    const [last] = await t.database.db.select().from(companyProfiles).where(eq(companyProfiles.europeanId, 'BULK-1200'));
    expect(last?.name).toBe('Bulk 1200 GmbH');
  });

  it('upserts trends by industry and region, and inserts signals', async () => {
    const trends = JSON.stringify([
      { industry: 'Healthcare', region: 'Ireland', growth_rate: 4, emerging_skills: ['Telehealth'] },
      { industry: 'Construction', region: 'Poland', growth_rate: '7%' },
      { industry: 'Construction', region: 'Poland', growth_rate: 2 },
    ]);
    const first = await importData({ entity: 'trends', format: 'json', content: trends, dry_run: false });
    expect(first).toMatchObject({ total: 3, valid: 2, inserted: 2, updated: 0 });
    expect(first.errors).toEqual([{ row: 2, field: 'growth_rate', message: 'must be a number (percent)' }]);

    const csv =
      'industry,region,growth_rate,emerging_skills\nhealthcare,IRELAND,5.5%,Telehealth;Care Robotics\nConstruction,Poland,2,\nTourism,Croatia,3,\n';
    const before = await count(marketTrends);
    const second = await importData({ entity: 'trends', format: 'csv', content: csv, dry_run: false });
    expect(second).toMatchObject({ total: 3, valid: 3, inserted: 1, updated: 2, errors: [] });
    expect(await count(marketTrends)).toBe(before + 1);
    const healthcare = await t.database.db
      .select()
      .from(marketTrends)
      .where(sql`lower(${marketTrends.industry}) = 'healthcare'`);
    expect(healthcare).toHaveLength(1);
    expect(healthcare[0]).toMatchObject({
      growthRate: 5.5,
      emergingSkills: ['Telehealth', 'Care Robotics'],
      source: 'Imported by an administrator',
    });
    expect(await updateSignals()).toEqual(
      expect.arrayContaining(['Market data updated: 2 trends imported', 'Market data updated: 3 trends imported']),
    );

    const signalsBefore = await count(opportunitySignals);
    const signals = await importData({
      entity: 'signals',
      format: 'csv',
      content: 'type,message,region,languages,link\nhiring,Welders wanted,Poland,Polish,https://example.org\nhiring,,Poland,,\n',
      dry_run: false,
    });
    expect(signals).toMatchObject({ total: 2, valid: 1, inserted: 1, updated: 0 });
    expect(signals.errors).toEqual([{ row: 3, field: 'message', message: 'is required' }]);
    // the signal row plus the market_update announcement
    expect(await count(opportunitySignals)).toBe(signalsBefore + 2);
  });

  it('writes nothing (not even the announcement) when no row is valid, and reports a broken file', async () => {
    const before = { trends: await count(marketTrends), signals: await count(opportunitySignals) };
    const broken = await importData({ entity: 'trends', format: 'json', content: '{"industry":', dry_run: false });
    expect(broken).toMatchObject({ total: 0, valid: 0, inserted: 0 });
    expect(broken.errors[0]).toMatchObject({ row: 0, field: '', message: expect.stringMatching(/^not valid JSON/) });
    const header = await importData({ entity: 'trends', format: 'csv', content: 'industry,region,colour\nA,B,red\n', dry_run: false });
    expect(header.errors).toEqual([expect.objectContaining({ row: 1, field: 'colour' })]);
    expect({ trends: await count(marketTrends), signals: await count(opportunitySignals) }).toEqual(before);
  });

  it('refuses an invalid request and a file larger than 5 MB', async () => {
    expect((await send(admin, 'POST', '/import', { entity: 'countries', format: 'csv', content: 'x', dry_run: true })).status).toBe(400);
    expect((await send(admin, 'POST', '/import', { entity: 'trends', format: 'xml', content: 'x', dry_run: true })).status).toBe(400);
    expect((await send(admin, 'POST', '/import', { entity: 'trends', format: 'csv', content: 'x' })).status).toBe(400);
    const big = await send(admin, 'POST', '/import', {
      entity: 'trends',
      format: 'csv',
      content: 'é'.repeat(2.6 * 1024 * 1024),
      dry_run: true,
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('datasets', () => {
  it('lists every dataset with its licence note and the Kairos defaults', async () => {
    const { datasets } = await ok<DatasetSettingList>(await send(admin, 'GET', '/datasets'));
    expect(datasets.map((d) => d.id)).toEqual(DATASETS.map((d) => d.id));
    const byId = new Map(datasets.map((d) => [d.id, d]));
    expect(byId.get('eurostat')).toMatchObject({
      enabled: true,
      default_enabled: true,
      commercial_use_cleared: true,
      overridden: false,
      updated_at: null,
    });
    expect(byId.get('wef')).toMatchObject({ enabled: true, default_enabled: true, commercial_use_cleared: false });
    expect(byId.get('wef')?.licence).toMatch(/All rights reserved/);
    expect(byId.get('hofstede')).toMatchObject({ enabled: false, default_enabled: false });
    const settings = await datasetSettings(t.database.db);
    expect(settings).toMatchObject({ eurostat: true, wef: true, hofstede: false, 'forbes-global-2000': false });
  });

  it('switches a dataset on and off, and datasetSettings follows', async () => {
    const on = await ok<DatasetSetting>(await send(admin, 'PUT', '/datasets/hofstede', { enabled: true }));
    expect(on).toMatchObject({ id: 'hofstede', enabled: true, default_enabled: false, overridden: true });
    expect(on.updated_at).not.toBeNull();
    const off = await ok<DatasetSetting>(await send(admin, 'PUT', '/datasets/wef', { enabled: false }));
    expect(off).toMatchObject({ id: 'wef', enabled: false, default_enabled: true, overridden: true });
    expect(await datasetSettings(t.database.db)).toMatchObject({ hofstede: true, wef: false, eurostat: true });

    const { datasets } = await ok<DatasetSettingList>(await send(admin, 'GET', '/datasets'));
    expect(datasets.filter((d) => d.overridden).map((d) => [d.id, d.enabled])).toEqual([
      ['hofstede', true],
      ['wef', false],
    ]);
    await ok<DatasetSetting>(await send(admin, 'PUT', '/datasets/hofstede', { enabled: false }));
    expect((await datasetSettings(t.database.db)).hofstede).toBe(false);

    expect((await send(admin, 'PUT', '/datasets/imaginary', { enabled: true })).status).toBe(404);
    expect((await send(admin, 'PUT', '/datasets/wef', { enabled: 'yes' })).status).toBe(400);
  });
});
