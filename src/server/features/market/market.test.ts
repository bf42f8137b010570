import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvAccepted, CvDetail } from '@/contract/cvs';
import type { Company, CountryDetail, MarketOverview, SkillGap, Signal, Trend } from '@/contract/market';
import { cvSamplesDir, samplePath } from '../../../../tests/support/cv-samples';
import { companyProfiles, marketTrends } from '../../db/schema/market';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp({ worker: true });
  ({ client } = await t.signedIn('market@example.com'));
});
afterAll(() => t.close());

async function get<T>(url: string, c: TestClient = client): Promise<T> {
  const res = await c.get(url);
  expect({ url, status: res.status }).toEqual({ url, status: 200 });
  return (await res.json()) as T;
}

describe('market data seeded from the sourced files', () => {
  it('lists companies ordered by name, with derived fields marked as derived', async () => {
    const { companies, total } = await get<{ companies: Company[]; total: number }>('/api/market/companies?limit=500');
    expect(total).toBe(180);
    const names = companies.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const allianz = companies.find((c) => c.name === 'Allianz')!;
    expect(allianz).toMatchObject({ european_id: 'DE-allianz', location: 'Munich, Germany', industry: 'Financial and insurance activities' });
    // focus areas come only from company-specific facts: none are derived from the industry (issue 20)
    expect(allianz.transformation_focus).toEqual([]);
    expect(allianz.derived.transformation_focus).toBeUndefined();
    // the headcount belongs to a dataset whose licence is not cleared: hidden by default
    expect(allianz.employees).toBeNull();
  });

  it('searches case-insensitively over name, industry, focus and regions', async () => {
    const byName = await get<{ companies: Company[] }>('/api/market/companies?search=ALLIANZ');
    expect(byName.companies.map((c) => c.name)).toContain('Allianz');
    const byRegion = await get<{ companies: Company[]; total: number }>('/api/market/companies?search=netherlands&limit=500');
    expect(byRegion.total).toBeGreaterThan(0);
    expect(byRegion.companies.every((c) => c.regions.includes('Netherlands'))).toBe(true);
    // a city in its local and its English form, and an industry word in another language
    const milano = await get<{ companies: Company[] }>('/api/market/companies?search=milano&limit=500');
    const milan = await get<{ companies: Company[] }>('/api/market/companies?search=milan&limit=500');
    expect(milano.companies.length).toBeGreaterThan(0);
    expect(milano.companies.map((c) => c.id).sort()).toEqual(milan.companies.map((c) => c.id).sort());
    const munich = await get<{ companies: Company[] }>('/api/market/companies?search=m%C3%BCnchen&limit=500');
    expect(munich.companies.map((c) => c.name)).toContain('Allianz');
    const none = await get<{ companies: Company[]; total: number }>('/api/market/companies?search=%25_nothing');
    expect(none.total).toBe(0);
  });

  it('finds one company by id, european_id or name, and 404 otherwise', async () => {
    const { companies } = await get<{ companies: Company[] }>('/api/market/companies?search=allianz');
    const allianz = companies.find((c) => c.name === 'Allianz')!;
    for (const key of [allianz.id, allianz.european_id, 'allianz']) {
      expect((await get<Company>(`/api/market/companies/${encodeURIComponent(key)}`)).id).toBe(allianz.id);
    }
    expect((await client.get('/api/market/companies/no-such-company')).status).toBe(404);
  });

  it('serves trends by last update with an industry filter, and signals newest first', async () => {
    const { trends } = await get<{ trends: Trend[] }>('/api/market/trends');
    expect(trends.length).toBeGreaterThan(0);
    expect(trends.every((tr) => tr.growth_rate === null)).toBe(true); // no source publishes one
    const filtered = await get<{ trends: Trend[] }>('/api/market/trends?industry=all%20ind');
    expect(filtered.trends.length).toBe(trends.length);
    expect((await get<{ trends: Trend[] }>('/api/market/trends?industry=shipbuilding')).trends).toEqual([]);
    const { signals } = await get<{ signals: Signal[] }>('/api/market/signals?limit=500');
    expect(signals.length).toBe(132);
    const times = signals.map((s) => s.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('shows a known country with sourced figures and an unknown one as no data', async () => {
    const de = await get<CountryDetail>('/api/market/countries/DE');
    expect(de).toMatchObject({ code: 'DE', name: 'Germany', known: true });
    const unemployment = (de.indicators as { unemploymentRate: { value: number; period: string; source: string } }).unemploymentRate;
    expect(unemployment.period).toBe('2024');
    expect(unemployment.source).toMatch(/Eurostat/);
    expect(de.shortages.length).toBeGreaterThan(0);
    expect(de.fit).toBeNull(); // no analysed CV yet
    const unknown = await get<CountryDetail>('/api/market/countries/XX');
    expect(unknown).toMatchObject({ known: false, indicators: null, employers: [] });
  });
});

describe('personalised overview', () => {
  it('without an analysed CV: general data with the fallback notice; Optimized caches, Standard does not', async () => {
    const { client: fresh } = await t.signedIn('no-cv@example.com');
    const first = await get<MarketOverview>('/api/market/overview?mode=optimized', fresh);
    expect(first.fallback).toBe(true);
    expect(first.person.cv_id).toBeNull();
    expect(first.counts).toMatchObject({ companies: 180, countries: 31 });
    expect(first.comparison.map((c) => c.country)).toEqual(expect.arrayContaining(['DE', 'NL', 'SE', 'FR', 'IT']));
    expect(first.performance.from_cache).toBe(false);
    const second = await get<MarketOverview>('/api/market/overview?mode=optimized', fresh);
    expect(second.performance.from_cache).toBe(true);
    expect(second.performance.cache_size).toBeGreaterThan(0);
    const standard = await get<MarketOverview>('/api/market/overview?mode=standard', fresh);
    expect([standard.mode, standard.performance.from_cache]).toEqual(['standard', false]);
    expect(standard.top_locations[0]!.job_vacancy_rate?.source).toMatch(/Eurostat/);
  });

  it.skipIf(!cvSamplesDir)('with an analysed CV: occupations, companies, cross-border fit and a skill gap from the person’s own skills', async () => {
    const body = new FormData();
    body.append('file', new File([fs.readFileSync(samplePath('en-uk-software-engineer.pdf'))], 'cv.pdf'));
    const { id } = (await (await client.request('/api/cvs?keepBoth=true', { method: 'POST', body })).json()) as CvAccepted;
    for (let i = 0; i < 200; i++) {
      const cv = (await (await client.get(`/api/cvs/${id}`)).json()) as CvDetail;
      if (cv.status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const overview = await get<MarketOverview>('/api/market/overview?mode=standard&countries=PL,es');
    expect(overview.fallback).toBe(false);
    expect(overview.person.cv_id).toBe(id);
    expect(overview.person.skills).toBeGreaterThan(3);
    expect(overview.person.occupations.length).toBeGreaterThan(0);
    const codes = overview.comparison.map((c) => c.country);
    expect(codes).toEqual(expect.arrayContaining(['DE', 'NL', 'SE', 'FR', 'IT', 'PL', 'ES']));
    expect(overview.comparison[0]!.bestMatch).toBe(true);
    expect(overview.comparison.slice(1).some((c) => c.bestMatch)).toBe(false);
    // the software engineer's skills practise the fields of information-and-communication companies
    expect(overview.relevant_companies.length).toBeGreaterThan(0);
    expect(overview.relevant_companies[0]!.company.industry).toBe('Information and communication');
    for (const r of overview.relevant_companies) expect(r.score).toBeGreaterThan(0.5);
    expect(overview.relevant_companies.length).toBeLessThanOrEqual(20);
    expect(overview.insights.length).toBeLessThanOrEqual(10);
    expect(overview.recommendations.length).toBeLessThanOrEqual(5);

    const gap = await get<SkillGap>('/api/market/skill-gap?occupation=backend-developer');
    expect(gap.occupation.id).toBe('backend-developer');
    expect(gap.skillGapScore).toBeGreaterThan(0);
    expect(gap.skillGapScore).toBeLessThanOrEqual(1);
    expect(gap.heldSkills.length + gap.missingSkills.length).toBeGreaterThan(5);
    // the advice travels as facts for the web to word in the person's language, one per English sentence
    expect(gap.advice.length).toBe(gap.recommendations.length);
    expect(gap.advice.every((a) => ['learn', 'build-on', 'more-essential', 'all-essential', 'optional'].includes(a.kind))).toBe(true);
    expect((await client.get('/api/market/skill-gap?occupation=astronaut-of-mars')).status).toBe(404);

    const report = await client.get('/api/market/report');
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toBe('application/pdf');
    expect(report.headers.get('content-disposition')).toMatch(/^attachment; filename="kairos-market-report-\d{4}-\d{2}-\d{2}\.pdf"/);
    const pdf = new Uint8Array(await report.arrayBuffer());
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    // the report reads back as text with the person's best-match country and the skill gap
    const { readDocument } = await import('@/engine/cv/read/read-document');
    const read = await readDocument(pdf);
    const text = read.ok ? read.document.lines.map((l) => l.text).join('\n') : '';
    expect(text).toContain('Best-match countries');
    expect(text).toContain('(best match)');
    expect(text).toMatch(/Skill gap: .+ \(ISCO \d{4}\)/);
  });

  it('drops the Optimized cache when market data changes in the database', async () => {
    const before = await get<MarketOverview>('/api/market/overview?mode=optimized');
    await t.database.db.insert(companyProfiles).values({ europeanId: 'XX-test-co', name: 'Test Co', industry: 'Testing', location: 'Nowhere' });
    // the trigger's NOTIFY reaches this process's listener asynchronously
    let after = before;
    for (let i = 0; i < 40 && after.counts.companies === before.counts.companies; i++) {
      await new Promise((r) => setTimeout(r, 25));
      after = await get<MarketOverview>('/api/market/overview?mode=optimized');
    }
    expect(after.counts.companies).toBe(before.counts.companies + 1);
  });
});

describe('live market updates', () => {
  it('a database write reaches every signed-in person over Server-Sent Events', async () => {
    const { client: watcher } = await t.signedIn('watcher@example.com');
    const controller = new AbortController();
    const res = await watcher.request('/api/events', { signal: controller.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: ready')) text += (await reader.read()).value ?? '';
    await t.database.db.insert(marketTrends).values({ industry: 'Renewable energy', region: 'Germany', growthRate: 12.5, emergingSkills: ['Heat pumps'] });
    const deadline = Date.now() + 5000;
    while (!text.includes('event: market') && Date.now() < deadline) text += (await reader.read()).value ?? '';
    controller.abort();
    const data = JSON.parse(/event: market\ndata: (.*)/.exec(text)![1]!) as { type: string; op: string; label: string; region: string };
    expect(data).toMatchObject({ type: 'trend', op: 'insert', label: 'Renewable energy', region: 'Germany' });
  });
});
