import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachingSession } from '@/contract/coach';
import type { JobDetail } from '@/contract/jobs';
import type { ParsedData } from '@/contract/cvs';
import { ADS, RECORDS } from '@/engine/jobs/test-ads';
import type { JobMatch, Tailoring } from '@/engine/jobs/types';
import { cvs } from '../../db/schema/cvs';
import { companyProfiles, marketCountries } from '../../db/schema/market';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let client: TestClient;
let other: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const me = await t.signedIn('ad-files@example.com');
  client = me.client;
  ({ client: other } = await t.signedIn('other-ad-files@example.com'));
  const r = RECORDS.de;
  const parsed = {
    personalInfo: { name: r.personalInfo.name, email: null, phone: null, location: r.personalInfo.location, links: [] },
    summary: r.summary,
    // the Docker line first: the tailored CV must move the lines that show the ad's skills before it
    experience: r.experience.map((e, i) => ({ ...e, location: null, description: i === 0 ? 'Betrieb der Services mit Docker\nEntwicklung von REST-Services mit Java und Spring Boot\nMigration der Datenbank auf PostgreSQL' : e.description })),
    education: r.education.map((e) => ({ ...e, startDate: null, endDate: null })),
    skills: r.skills.map((s) => ({ ...s, category: 'software', proficiency: 'advanced' as const })),
    languages: r.languages,
    meta: { language: 'de', format: 'pdf', pages: 1, engineVersion: 'test', durationMs: 0, warnings: [] },
  } as ParsedData;
  await t.database.db.insert(cvs).values({ userId: me.userId, title: 'CV', fileName: 'cv.pdf', format: 'pdf', mimeType: 'application/pdf', sizeBytes: 1, sha256: 'x', storageKey: 'x', status: 'analyzed', isActive: true, parsedData: parsed });
  await t.database.db.insert(companyProfiles).values({ europeanId: 'test-nordlicht', name: 'Nordlicht Logistik GmbH', industry: 'Logistics', location: 'Hamburg' }).onConflictDoNothing();
  await t.database.db.insert(marketCountries).values({ code: 'DE', name: 'Germany', record: {} }).onConflictDoNothing();
}, 60_000);
afterAll(() => t.close());

function form(name: string, bytes: Uint8Array | string): FormData {
  const data = new FormData();
  data.append('file', new File([bytes as BlobPart], name));
  return data;
}

describe('job-ad files', { timeout: 120_000 }, () => {
  it('reads an uploaded ad in the isolated reader and saves it with its match and market context', async () => {
    const res = await client.request('/api/jobs/upload', { method: 'POST', body: form('anzeige.txt', ADS.de) });
    expect(res.status).toBe(201);
    const job = (await res.json()) as JobDetail;
    expect(job).toMatchObject({ status: 'saved', title: 'Senior Backend-Entwickler Java', employer: 'Nordlicht Logistik GmbH' });
    expect(job.source_text).toContain('Kafka');
    expect((job.analysis.match as unknown as JobMatch).score).toBeGreaterThan(50);
    expect(job.market.company).toMatchObject({ name: 'Nordlicht Logistik GmbH' });
    expect(job.market.country).toEqual({ code: 'DE', name: 'Germany' });
    // the uploaded ad is the owner's alone
    expect((await other.get(`/api/jobs/${job.id}`)).status).toBe(404);
  });

  it('refuses a file that is not a PDF, DOCX, ODT or TXT by its content, with a clear message', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
    const res = await client.request('/api/jobs/upload', { method: 'POST', body: form('ad.pdf', png) });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/PDF, DOCX, ODT or TXT/);
    const empty = await client.request('/api/jobs/upload', { method: 'POST', body: form('ad.txt', '') });
    expect(empty.status).toBe(422);
    expect((await client.request('/api/jobs/upload', { method: 'POST', body: new FormData() })).status).toBe(400);
    expect((await t.app.request('/api/jobs/upload', { method: 'POST', body: form('ad.txt', ADS.de) })).status).toBe(401);
  });

  it('exports the CV tailored to an ad: the person’s name, the lines that fit the ad first, nothing invented', async () => {
    const job = (await (await client.post('/api/jobs', { text: ADS.de })).json()) as JobDetail;
    const tailoring = job.analysis.tailoring as unknown as Tailoring;
    expect(tailoring.leadWith.length).toBeGreaterThan(0);

    const res = await client.get(`/api/jobs/${job.id}/cv?format=docx&lang=de`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('wordprocessingml');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    const xml = await (await JSZip.loadAsync(new Uint8Array(await res.arrayBuffer()))).file('word/document.xml')!.async('string');
    expect(xml).toContain('Jonas Berger');
    expect(xml.toUpperCase()).toContain('SCHWERPUNKTE FÜR DIESE STELLE');
    const lead = xml.indexOf(tailoring.leadWith[0].line);
    expect(lead).toBeGreaterThan(-1);
    // in the experience itself, the Docker line (no skill of the ad's must-haves) now follows the Java line
    const experience = xml.toUpperCase().indexOf('BERUFSERFAHRUNG');
    const javaLine = xml.indexOf('Entwicklung von REST-Services mit Java und Spring Boot', experience);
    const dockerLine = xml.indexOf('Betrieb der Services mit Docker', experience);
    expect(lead).toBeLessThan(experience);
    expect(javaLine).toBeGreaterThan(experience);
    expect(javaLine).toBeLessThan(dockerLine);

    const pdf = await client.get(`/api/jobs/${job.id}/cv?format=pdf`);
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('exports a tailored CV only for the ad’s owner, and only with an analysed CV', async () => {
    const job = (await (await client.post('/api/jobs', { text: ADS.de })).json()) as JobDetail;
    expect((await other.get(`/api/jobs/${job.id}/cv?format=docx`)).status).toBe(404);
    const own = (await (await other.post('/api/jobs', { text: ADS.fr })).json()) as JobDetail;
    expect((await other.get(`/api/jobs/${own.id}/cv?format=docx`)).status).toBe(409);
    expect((await client.get(`/api/jobs/${job.id}/cv?format=europass-xml`)).status).toBe(400);
  });

  it('lets the coach answer "am I ready for this one?" and "what should I learn first for it?" from the latest saved ad', async () => {
    const job = (await (await client.post('/api/jobs', { text: ADS.de })).json()) as JobDetail;
    const match = job.analysis.match as unknown as JobMatch;
    const learn = (await (await client.post('/api/coach/sessions', { query: 'Was sollte ich zuerst lernen für diese Stelle?' })).json()) as CoachingSession;
    expect(learn.response).toContain(`${match.score}/100`);
    expect(learn.response).toContain('Microservices');
    expect(learn.response).toContain('Senior Backend-Entwickler');
    expect(learn.recommendations[0]).toMatchObject({ priority: 'high' });
    const ready = (await (await client.post('/api/coach/sessions', { query: 'Am I ready for this one?' })).json()) as CoachingSession;
    expect(ready.response).toMatch(new RegExp(`^You match ${match.score}/100`));
    // someone without a saved ad gets the coach's usual answer, not another person's ad
    const theirs = (await (await other.post('/api/coach/sessions', { query: 'Am I ready for this one?' })).json()) as CoachingSession;
    expect(theirs.response).not.toContain('Senior Backend-Entwickler');
  });
});
