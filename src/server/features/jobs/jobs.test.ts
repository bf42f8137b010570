import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDetail, JobSummary } from '@/contract/jobs';
import type { ParsedData } from '@/contract/cvs';
import type { Task } from '@/contract/tasks';
import { ADS, RECORDS } from '@/engine/jobs/test-ads';
import type { JobMatch } from '@/engine/jobs/types';
import { cvs } from '../../db/schema/cvs';
import { jobAds } from '../../db/schema/jobs';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let client: TestClient;
let other: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const me = await t.signedIn('jobs@example.com');
  client = me.client;
  ({ client: other } = await t.signedIn('other-jobs@example.com'));
  const r = RECORDS.de;
  const parsed = {
    personalInfo: { name: r.personalInfo.name, email: null, phone: null, location: r.personalInfo.location, links: [] },
    summary: r.summary,
    experience: r.experience.map((e) => ({ ...e, location: null })),
    education: r.education.map((e) => ({ ...e, startDate: null, endDate: null })),
    skills: r.skills.map((s) => ({ ...s, category: 'software', proficiency: 'advanced' as const })),
    languages: r.languages,
    meta: { language: 'de', format: 'pdf', pages: 1, engineVersion: 'test', durationMs: 0, warnings: [] },
  } as ParsedData;
  await t.database.db.insert(cvs).values({
    userId: me.userId,
    title: 'CV',
    fileName: 'cv.pdf',
    format: 'pdf',
    mimeType: 'application/pdf',
    sizeBytes: 1,
    sha256: 'x',
    storageKey: 'x',
    status: 'analyzed',
    isActive: true,
    parsedData: parsed,
  });
}, 60_000);
afterAll(() => t.close());

describe('job ads', () => {
  it('analyses a pasted ad against the active CV without saving it', async () => {
    const res = await client.post('/api/jobs/analyze', { text: ADS.de, relocation: 'within-country' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as JobDetail['analysis'];
    const match = body.match as unknown as JobMatch;
    expect(match.score).toBeGreaterThan(50);
    expect(match.skills.find((s) => s.id === 'java')).toMatchObject({ status: 'covered' });
    expect(match.missingMustHaves.map((s) => s.id)).toContain('microservices');
    expect(body.tailoring).toMatchObject({ coverLetter: { language: 'de' } });
    expect((await (await client.get('/api/jobs')).json()).jobs).toEqual([]);
  });

  it('answers a person without an analysed CV with the ad and no match', async () => {
    const body = (await (await other.post('/api/jobs/analyze', { text: ADS.fr })).json()) as JobDetail['analysis'];
    expect(body.match).toBeNull();
    expect(body.ad).toMatchObject({ language: 'fr' });
  });

  it('saves, tracks and deletes an application; a missing skill becomes one task', async () => {
    const res = await client.post('/api/jobs', { text: ADS.de });
    expect(res.status).toBe(201);
    const job = (await res.json()) as JobDetail;
    expect(job).toMatchObject({ status: 'saved', title: 'Senior Backend-Entwickler Java', employer: 'Nordlicht Logistik GmbH', place: 'Hamburg' });

    const taskRes = await client.post(`/api/jobs/${job.id}/tasks`, { skill_id: 'microservices' });
    expect(taskRes.status).toBe(201);
    const task = (await taskRes.json()) as Task;
    expect(task).toMatchObject({ title: 'Microservices', source: 'job', priority: 'high' });
    const again = await client.post(`/api/jobs/${job.id}/tasks`, { skill_id: 'microservices' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Task).id).toBe(task.id);
    expect(((await (await client.get('/api/tasks')).json()) as { tasks: Task[] }).tasks.map((x) => x.id)).toContain(task.id);
    expect((await client.post(`/api/jobs/${job.id}/tasks`, { skill_id: 'not-in-the-ad' })).status).toBe(404);

    const applied = (await (await client.request(`/api/jobs/${job.id}`, { method: 'PATCH', json: { status: 'applied', notes: 'Sent via portal', contacts: [{ name: 'A. Recruiter', role: 'HR' }], next_step: 'Call back', next_step_due: '2026-12-01' } })).json()) as JobSummary;
    expect(applied.applied_at).not.toBeNull();
    const interview = (await (await client.request(`/api/jobs/${job.id}`, { method: 'PATCH', json: { status: 'interview' } })).json()) as JobSummary;
    expect(interview.status_history.map((h) => h.status)).toEqual(['saved', 'applied', 'interview']);

    const list = (await (await client.get('/api/jobs')).json()) as { jobs: JobSummary[]; pipeline: { perWeek: { applications: number }[]; interviewRate: number } };
    expect(list.jobs.map((j) => j.id)).toEqual([job.id]);
    expect(list.pipeline.interviewRate).toBe(1);
    expect(list.pipeline.perWeek.reduce((n, w) => n + w.applications, 0)).toBe(1);

    const detail = (await (await client.get(`/api/jobs/${job.id}`)).json()) as JobDetail;
    expect(detail.analysis.match).not.toBeNull();
    expect((await client.request(`/api/jobs/${job.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await client.get(`/api/jobs/${job.id}`)).status).toBe(404);
  });

  it('never shows a job ad to anyone else', async () => {
    const job = (await (await client.post('/api/jobs', { text: ADS.nl })).json()) as JobDetail;
    expect((await other.get(`/api/jobs/${job.id}`)).status).toBe(404);
    expect((await other.request(`/api/jobs/${job.id}`, { method: 'PATCH', json: { status: 'offer' } })).status).toBe(404);
    expect((await other.post(`/api/jobs/${job.id}/tasks`, { skill_id: 'hubspot' })).status).toBe(404);
    expect((await other.request(`/api/jobs/${job.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(((await (await other.get('/api/jobs')).json()) as { jobs: unknown[] }).jobs).toEqual([]);
    const [row] = await t.database.db.select().from(jobAds).where(eq(jobAds.id, job.id));
    expect(row?.status).toBe('saved');
  });

  it('explains invalid input and asks for a session', async () => {
    expect((await client.post('/api/jobs', { text: 'too short' })).status).toBe(400);
    expect((await client.request('/api/jobs/00000000-0000-0000-0000-000000000000', { method: 'PATCH', json: {} })).status).toBe(400);
    expect((await t.app.request('/api/jobs')).status).toBe(401);
  });
});
