import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvRecordResponse } from '@/contract/cv-record';
import type { CvAccepted, CvDetail } from '@/contract/cvs';
import type { Perspective, RenderedPerspectiveDto } from '@/contract/perspectives';
import type { TalentList } from '@/contract/talents';
import { cvCorrections, cvs } from '../../db/schema/cvs';
import type { LiveMessage } from '../../platform/events';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let client: TestClient;
let cvId: string;
const CV = fs.readFileSync(new URL('../../../../tests/fixtures/record/record-cv.txt', import.meta.url));

async function settled(id: string): Promise<CvDetail> {
  // generous: the analysis runs in a child process, on a machine that may be busy
  const deadline = Date.now() + 180_000;
  for (;;) {
    const cv = (await (await client.get(`/api/cvs/${id}`)).json()) as CvDetail;
    if (cv.status !== 'processing') return cv;
    if (Date.now() > deadline) throw new Error('still processing');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function upload(name: string): Promise<string> {
  const body = new FormData();
  body.append('file', new File([CV], name));
  const res = await client.request('/api/cvs?keepBoth=true', { method: 'POST', body });
  expect(res.status).toBe(202);
  return ((await res.json()) as CvAccepted).id;
}

async function record(id = cvId): Promise<CvRecordResponse> {
  const res = await client.get(`/api/cvs/${id}/record`);
  expect(res.status).toBe(200);
  return (await res.json()) as CvRecordResponse;
}

async function hrView(): Promise<RenderedPerspectiveDto> {
  const { perspectives } = (await (await client.get('/api/perspectives')).json()) as { perspectives: Perspective[] };
  const hr = perspectives.find((p) => p.kind === 'hr')!;
  return (await (await client.get(`/api/perspectives/${hr.id}/preview`)).json()) as RenderedPerspectiveDto;
}

beforeAll(async () => {
  // a busy machine must not turn a slow analysis into a failed one
  t = await createTestApp({ worker: true, env: { ANALYSIS_TIMEOUT_SECONDS: '45' } });
  ({ client } = await t.signedIn('record@example.com'));
  cvId = await upload('maria.txt');
  const cv = await settled(cvId);
  expect(cv.failure_reason).toBeNull();
  expect(cv.status).toBe('analyzed');
}, 240_000);
afterAll(() => t.close());

describe('the person’s record: corrections on top of the analysis', { timeout: 240_000 }, () => {
  it('starts as the analysis, with no corrections', async () => {
    const r = await record();
    expect(r.corrections).toEqual({});
    expect(r.record.experience.map((e) => e.position)).toEqual(['Sofware Enginer', 'Junior Developer']);
    expect(r.record.corrected).toBe(false);
  });

  it('stores corrections apart, shows the corrected record, and recomputes talents, score, insights and views live', async () => {
    const before = await settled(cvId);
    const r0 = await record();
    const [current, junior] = r0.record.experience;
    const published: LiveMessage[] = [];
    const unsubscribe = await t.deps.events.subscribe((m) => published.push(m));
    const res = await client.request(`/api/cvs/${cvId}/corrections`, {
      method: 'PUT',
      json: {
        experience: { edited: { [current!.key]: { position: 'Software Engineer' } }, deleted: [junior!.key] },
        skills: { merged: { js: 'JavaScript' }, added: [{ name: 'Kubernetes', proficiency: 'advanced' }] },
        languages: { edited: { english: { level: 'C2' } } },
      },
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as CvRecordResponse;
    expect(saved.record.experience.map((e) => e.position)).toEqual(['Software Engineer']);
    expect(saved.record.skills.map((s) => s.name)).toContain('Kubernetes');
    expect(saved.record.skills.map((s) => s.name)).not.toContain('JS');
    expect(saved.record.languages.find((l) => l.name === 'English')?.level).toBe('C2');
    // the engine's output is untouched; the corrections are their own row
    const [row] = await t.database.db.select({ parsed: cvs.parsedData }).from(cvs).where(eq(cvs.id, cvId));
    expect(row!.parsed!.experience.map((e) => e.position)).toEqual(['Sofware Enginer', 'Junior Developer']);
    const [stored] = await t.database.db.select().from(cvCorrections).where(eq(cvCorrections.cvId, cvId));
    expect(stored!.corrections.experience?.deleted).toEqual([junior!.key]);
    // derived data follows the record: the deleted role's evidence is gone from talents and score
    const after = await settled(cvId);
    expect(after.parsed_data?.experience.map((e) => e.position)).toEqual(['Software Engineer']);
    expect(after.quality?.score).not.toBe(before.quality?.score);
    const evidence = after.talents.flatMap((x) => x.supporting_evidence).join(' ');
    expect(evidence).not.toContain('report preparation time');
    const talents = (await (await client.get('/api/talents')).json()) as TalentList;
    expect(talents.talents.flatMap((x) => x.supporting_evidence).join(' ')).not.toContain('report preparation time');
    // the recruiter view reads the same record
    expect(JSON.stringify(await hrView())).toContain('Software Engineer');
    expect(JSON.stringify(await hrView())).not.toContain('Sofware Enginer');
    // and the open pages were told
    await new Promise((r) => setTimeout(r, 100));
    unsubscribe();
    expect(published.some((m) => m.name === 'cv' && (m.data as { cv_id: string; corrected?: boolean }).cv_id === cvId && (m.data as { corrected?: boolean }).corrected)).toBe(true);
  });

  it('keeps the corrections across Try Again (a new analysis of the same file)', async () => {
    await t.database.db.update(cvs).set({ status: 'failed', failureReason: 'test' }).where(eq(cvs.id, cvId));
    expect((await client.post(`/api/cvs/${cvId}/retry`, {})).status).toBe(202);
    const cv = await settled(cvId);
    expect(cv.status).toBe('analyzed');
    expect(cv.parsed_data?.experience.map((e) => e.position)).toEqual(['Software Engineer']);
    expect(cv.talents.flatMap((x) => x.supporting_evidence).join(' ')).not.toContain('report preparation time');
    expect((await record()).corrections.experience?.edited).toBeDefined();
  });

  it('offers a new CV version the corrections that still apply, and carries them over on request', async () => {
    const next = await upload('maria-2026.txt');
    await settled(next);
    const offered = await record(next);
    expect(offered.carry_over_from).toMatchObject({ cv_id: cvId });
    expect(offered.carry_over_from!.applicable).toBeGreaterThan(0);
    const res = await client.post(`/api/cvs/${next}/corrections/carry-over`, { from_cv_id: cvId });
    expect(res.status).toBe(200);
    const carried = (await res.json()) as CvRecordResponse;
    expect(carried.record.experience.map((e) => e.position)).toEqual(['Software Engineer']);
    expect(carried.carry_over_from).toBeNull();
  });

  it('refuses invalid corrections and another person’s CV', async () => {
    expect((await client.request(`/api/cvs/${cvId}/corrections`, { method: 'PUT', json: { experience: { added: [{ id: 'x' }] } } })).status).toBe(400);
    expect((await client.request(`/api/cvs/${cvId}/corrections`, { method: 'PUT', json: { unknown: 1 } })).status).toBe(400);
    const { client: other } = await t.signedIn('record-other@example.com');
    expect((await other.get(`/api/cvs/${cvId}/record`)).status).toBe(404);
    expect((await other.request(`/api/cvs/${cvId}/corrections`, { method: 'PUT', json: {} })).status).toBe(404);
    expect((await other.post(`/api/cvs/${cvId}/corrections/carry-over`, { from_cv_id: cvId })).status).toBe(404);
  });
});
