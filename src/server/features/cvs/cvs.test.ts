import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvAccepted, CvDetail, CvList, CvSummary } from '@/contract/cvs';
import type { Talent, TalentList } from '@/contract/talents';
import { cvSamplesDir, samplePath } from '../../../../tests/support/cv-samples';
import { cvs, hiddenTalents } from '../../db/schema/cvs';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';
import { sweepStuckCvs, TIMED_OUT_REASON } from './analysis';
import { englishText, renderGenerated } from '@/engine/messages/messages';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ worker: true, env: { RATE_LIMIT_SCALE: '10' } });
});
afterAll(() => t.close());

function form(name: string, bytes: Uint8Array | string): FormData {
  const data = new FormData();
  data.append('file', new File([bytes as BlobPart], name));
  return data;
}

async function upload(client: TestClient, name: string, bytes: Uint8Array | string): Promise<Response> {
  return client.request('/api/cvs?keepBoth=true', { method: 'POST', body: form(name, bytes) });
}

async function uploadSample(client: TestClient, file: string): Promise<string> {
  const res = await upload(client, path.basename(file), fs.readFileSync(samplePath(file)));
  expect(res.status).toBe(202);
  const body = (await res.json()) as CvAccepted;
  expect(body.status).toBe('processing');
  return body.id;
}

/** Polls until the CV left `processing` (the worker runs in process). */
async function settled(client: TestClient, id: string, waitMs = 20_000): Promise<CvDetail> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const res = await client.get(`/api/cvs/${id}`);
    expect(res.status).toBe(200);
    const cv = (await res.json()) as CvDetail;
    if (cv.status !== 'processing') return cv;
    if (Date.now() > deadline) throw new Error(`CV ${id} still processing at step ${cv.step}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function truthName(file: string): string {
  const truth = JSON.parse(fs.readFileSync(samplePath(file.replace(/\.[a-z]+$/, '.truth.json')), 'utf8')) as { contact: { full_name: string } };
  return truth.contact.full_name.toLowerCase();
}

describe.skipIf(!cvSamplesDir)('CV upload and analysis through HTTP, queue and database', () => {
  const formats = ['en-uk-software-engineer.pdf', 'it-contabile.docx', 'de-geschaeftsfuehrer-legacy.doc', 'fr-kinesitherapeute.txt'];

  it.each(formats)('analyses %s and stores what the engine found', async (file) => {
    const { client } = await t.signedIn(`format-${file.replace(/\W/g, '')}@example.com`);
    const id = await uploadSample(client, file);
    const cv = await settled(client, id);
    expect(cv.status).toBe('analyzed');
    expect(cv.format).toBe(path.extname(file).slice(1));
    expect(cv.parsed_data?.personalInfo.name?.toLowerCase()).toBe(truthName(file));
    expect(cv.skills_count).toBeGreaterThan(0);
    expect(cv.parsed_data?.meta.durationMs).toBeGreaterThan(0);
    expect(cv.quality?.score).toBeGreaterThan(0);
    expect(cv.quality?.components.length).toBeGreaterThan(3);
    expect(cv.is_active).toBe(true);
    expect(cv.failure_reason).toBeNull();
    for (const talent of cv.talents) {
      expect(talent.status).toBe('discovered');
      expect(talent.supporting_evidence.length).toBeGreaterThan(0);
    }
  });

  it('lists own CVs newest first with the dashboard counters', async () => {
    const { client } = await t.signedIn('lister@example.com');
    const first = await uploadSample(client, 'fr-kinesitherapeute.txt');
    await settled(client, first);
    const second = await uploadSample(client, 'en-hospitality-to-ux.txt');
    await settled(client, second);
    const list = (await (await client.get('/api/cvs')).json()) as CvList;
    expect(list.cvs.map((c) => c.id)).toEqual([second, first]);
    expect(list.counts).toEqual({ uploaded: 2, analyzed: 2, active: 1, draft: 0, processing: 0, failed: 0 });
    // the newest analysed CV represents the person
    expect(list.cvs.find((c) => c.is_active)?.id).toBe(second);
    const detail = (await (await client.get(`/api/cvs/${second}`)).json()) as CvDetail;
    expect(detail.talents.length).toBeGreaterThan(0);
    expect(list.cvs[0]!.talents_count).toBe(detail.talents.length);
    expect(list.cvs[0]!.skills_count).toBe(detail.parsed_data!.skills.length);
  });

  it.each([
    ['encrypted.pdf', /password/i],
    ['truncated.pdf', /damaged|incomplete/i],
  ])('marks bad/%s failed with its own reason, and keeps serving', async (file, reason) => {
    const { client } = await t.signedIn(`bad-${file.replace(/\W/g, '')}@example.com`);
    const id = await uploadSample(client, `bad/${file}`);
    const cv = await settled(client, id);
    expect(cv.status).toBe('failed');
    expect(cv.failure_reason).toMatch(reason);
    // the same reason as a message, which the web renders in the interface language (ADR 018)
    expect(cv.failure_message?.key).toMatch(/^failure\./);
    expect(renderGenerated('en', cv.failure_message, '')).toBe(cv.failure_reason);
    expect(renderGenerated('de', cv.failure_message, '')).toMatch(/passwortgeschützt|beschädigt/);
    expect(cv.is_active).toBe(false);
    expect((await client.get('/api/health')).status).toBe(200);
  });

  // ADR 013: where Tesseract is installed (CI installs it) the 80-dpi scan is read with OCR; elsewhere it keeps its message
  const hasOcr = spawnSync('tesseract', ['--version']).status === 0;
  it(`bad/scanned-image-only.pdf is ${hasOcr ? 'read with OCR' : 'failed with the scan message'}`, async () => {
    const { client } = await t.signedIn('bad-scan@example.com');
    // OCR of a page takes ~15 s on a quiet 2-core machine: wait for it as long as the analysis budget allows
    const cv = await settled(client, await uploadSample(client, 'bad/scanned-image-only.pdf'), 90_000);
    if (hasOcr) {
      expect(cv.status).toBe('analyzed');
      expect(cv.parsed_data!.personalInfo.name).toBe('Oliver Pennington');
    } else {
      expect(cv.status).toBe('failed');
      expect(cv.failure_reason).toMatch(/scan|image/i);
    }
  }, 120_000);

  it('refuses empty and renamed files at upload with their messages', async () => {
    const { client } = await t.signedIn('refused@example.com');
    const empty = await upload(client, 'empty.pdf', fs.readFileSync(samplePath('bad/empty.pdf')));
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.message).toMatch(/empty/i);
    const renamed = await upload(client, 'renamed-text.docx', fs.readFileSync(samplePath('bad/renamed-text.docx')));
    expect(renamed.status).toBe(415);
    expect((await renamed.json()).error.message).toMatch(/named \.docx but is not a Word document/);
    // photos of a CV (PNG, JPEG) are read with OCR; an animated GIF is not a CV format
    const image = await upload(client, 'anim.gif', new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0]));
    expect(image.status).toBe(415);
    const missing = await client.request('/api/cvs', { method: 'POST', body: new FormData() });
    expect(missing.status).toBe(400);
    expect(((await (await client.get('/api/cvs')).json()) as CvList).counts.uploaded).toBe(0);
  });

  it('answers 413 for more than 10 MB, declared or streamed, without storing anything', async () => {
    const { client } = await t.signedIn('toolarge@example.com');
    const big = new Uint8Array(11 * 1024 * 1024).fill(0x41);
    const declared = await upload(client, 'big.txt', big);
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.code).toBe('PAYLOAD_TOO_LARGE');

    // chunked: no Content-Length, so the limit must count bytes while they arrive
    const multipart = new Response(form('big.txt', big));
    const contentType = multipart.headers.get('content-type')!;
    const bytes = new Uint8Array(await multipart.arrayBuffer());
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 1024 * 1024) controller.enqueue(bytes.subarray(i, i + 1024 * 1024));
        controller.close();
      },
    });
    const streamed = await client.request('/api/cvs', { method: 'POST', body: stream, headers: { 'content-type': contentType }, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await (await client.get('/api/cvs')).json()) as CvList).counts.uploaded).toBe(0);
  });

  it('serves the original only as a download, byte for byte', async () => {
    const { client } = await t.signedIn('downloader@example.com');
    const file = 'en-hospitality-to-ux.txt';
    const id = await uploadSample(client, file);
    const res = await client.get(`/api/cvs/${id}/file`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="en-hospitality-to-ux.txt"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(samplePath(file)))).toBe(true);
  });

  it('deletes a CV with its file and talents, and the next CV becomes active', async () => {
    const { client, userId } = await t.signedIn('deleter@example.com');
    const older = await uploadSample(client, 'en-hospitality-to-ux.txt');
    await settled(client, older);
    const newer = await uploadSample(client, 'it-contabile.docx');
    expect((await settled(client, newer)).is_active).toBe(true);
    const [row] = await t.database.db.select().from(cvs).where(eq(cvs.id, newer));
    expect((await client.request(`/api/cvs/${newer}`, { method: 'DELETE' })).status).toBe(204);
    expect((await client.get(`/api/cvs/${newer}`)).status).toBe(404);
    await expect(t.deps.files.get(row!.storageKey)).rejects.toThrow(/not found/);
    const left = await t.database.db.select().from(hiddenTalents).where(eq(hiddenTalents.cvId, newer));
    expect(left).toEqual([]);
    const list = (await (await client.get('/api/cvs')).json()) as CvList;
    expect(list.cvs.map((c) => [c.id, c.is_active])).toEqual([[older, true]]);
    expect(userId).toBeTruthy();
  });

  it('moves a CV to drafts (out of the profile) and back, and activates on request', async () => {
    const { client } = await t.signedIn('drafter@example.com');
    const a = await uploadSample(client, 'en-hospitality-to-ux.txt');
    await settled(client, a);
    const b = await uploadSample(client, 'fr-kinesitherapeute.txt');
    await settled(client, b);
    const drafted = (await (await client.request(`/api/cvs/${b}`, { method: 'PATCH', json: { draft: true } })).json()) as CvSummary;
    expect([drafted.status, drafted.is_active]).toEqual(['draft', false]);
    let list = (await (await client.get('/api/cvs')).json()) as CvList;
    expect(list.counts).toMatchObject({ uploaded: 2, analyzed: 1, active: 1, draft: 1 });
    expect(list.cvs.find((c) => c.is_active)?.id).toBe(a);
    expect((await client.post(`/api/cvs/${b}/activate`)).status).toBe(409);
    await client.request(`/api/cvs/${b}`, { method: 'PATCH', json: { draft: false, title: 'Kiné 2026' } });
    const activated = (await (await client.post(`/api/cvs/${b}/activate`)).json()) as CvSummary;
    expect([activated.title, activated.is_active]).toEqual(['Kiné 2026', true]);
    list = (await (await client.get('/api/cvs')).json()) as CvList;
    expect(list.cvs.filter((c) => c.is_active).map((c) => c.id)).toEqual([b]);
    expect((await client.request(`/api/cvs/${a}`, { method: 'PATCH', json: {} })).status).toBe(400);
  });

  it('fails a CV whose worker vanished, and Try Again analyses it', async () => {
    const { client, userId } = await t.signedIn('stuck@example.com');
    const id = await uploadSample(client, 'en-hospitality-to-ux.txt');
    await settled(client, id);
    // as if the worker had been killed mid-analysis ten minutes ago
    await t.database.db
      .update(cvs)
      .set({ status: 'processing', step: 'parsed', isActive: false, updatedAt: sql`now() - interval '10 minutes'` })
      .where(eq(cvs.id, id));
    expect(await sweepStuckCvs(t.deps)).toBe(1);
    const failed = (await (await client.get(`/api/cvs/${id}`)).json()) as CvDetail;
    expect([failed.status, failed.failure_reason, failed.failure_message]).toEqual(['failed', englishText(TIMED_OUT_REASON), TIMED_OUT_REASON]);
    const again = await client.post(`/api/cvs/${id}/retry`);
    expect(again.status).toBe(202);
    expect((await settled(client, id)).status).toBe('analyzed');
    expect((await client.post(`/api/cvs/${id}/retry`)).status).toBe(409);
    expect(userId).toBeTruthy();
  });

  it('pushes the real steps to the owner over Server-Sent Events, and nothing to others', async () => {
    const { client } = await t.signedIn('listener@example.com');
    const other = await t.signedIn('bystander@example.com');
    const mine = await readEvents(client);
    const theirs = await readEvents(other.client);
    const id = await uploadSample(client, 'en-hospitality-to-ux.txt');
    const events = await mine.until((e) => e.event === 'cv' && (e.data as { status: string }).status === 'analyzed');
    const steps = events.filter((e) => e.event === 'cv').map((e) => (e.data as { step: string | null }).step);
    expect(steps).toEqual(['uploaded', 'parsed', 'extracted', 'analysing', 'generating', null]);
    const done = events.at(-1)!.data as { cv_id: string; talents_count: number; confidence: number };
    expect(done.cv_id).toBe(id);
    expect(done.talents_count).toBeGreaterThanOrEqual(0);
    theirs.stop();
    expect(theirs.received().filter((e) => e.event === 'cv')).toEqual([]);
    mine.stop();
  });
});

describe.skipIf(!cvSamplesDir)('hidden talents', () => {
  let client: TestClient;
  let talents: Talent[];

  beforeAll(async () => {
    ({ client } = await t.signedIn('talented@example.com'));
    const id = await uploadSample(client, 'en-hospitality-to-ux.txt');
    await settled(client, id);
    talents = ((await (await client.get('/api/talents')).json()) as TalentList).talents;
  });

  it('lists the active CV’s talents, highest confidence first, with verbatim evidence', async () => {
    expect(talents.length).toBeGreaterThan(1);
    const scores = talents.map((x) => x.confidence_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const text = fs.readFileSync(samplePath('en-hospitality-to-ux.txt'), 'utf8').replace(/\s+/g, ' ');
    for (const talent of talents) for (const e of talent.supporting_evidence) expect(text).toContain(e.replace(/\s+/g, ' ').slice(0, 40));
  });

  it('stores each talent’s message key, its parameters and its ESCO transversal skill (ADR 019)', () => {
    for (const talent of talents) {
      expect(talent.talent_key).toMatch(/^[a-z-]+$/);
      expect(talent.message_params?.lines).toBeGreaterThan(0);
      expect(talent.esco_uri).toMatch(/^http:\/\/data\.europa\.eu\/esco\/skill\//);
    }
  });

  it('validates, reviews, develops and masters by the spec’s rules', async () => {
    const [first, second] = talents as [Talent, Talent];
    const validated = (await (await client.request(`/api/talents/${first.id}`, { method: 'PATCH', json: { action: 'validate' } })).json()) as Talent;
    expect([validated.status, validated.confidence_score, validated.validation_sources]).toEqual(['validated', 100, ['cv', 'person']]);
    // Validate and Needs Review only on discovered talents
    expect((await client.request(`/api/talents/${first.id}`, { method: 'PATCH', json: { action: 'review' } })).status).toBe(409);
    const reviewed = (await (await client.request(`/api/talents/${second.id}`, { method: 'PATCH', json: { action: 'review' } })).json()) as Talent;
    expect([reviewed.status, reviewed.confidence_score]).toEqual(['discovered', 50]);
    const developing = (await (await client.request(`/api/talents/${second.id}`, { method: 'PATCH', json: { action: 'develop' } })).json()) as Talent;
    expect(developing.status).toBe('developing');
    expect(developing.development_plan?.steps.length).toBeGreaterThan(0);
    // the plan's steps are now the person's tasks, with their due dates
    const { tasks } = (await (await client.get('/api/tasks?sort=due_date')).json()) as { tasks: { title: string; due_date: string; source: string }[] };
    const fromPlan = tasks.filter((x) => x.source === 'talent');
    expect(fromPlan.map((x) => [x.title, x.due_date])).toEqual(developing.development_plan!.steps.map((s) => [s.title.slice(0, 200), s.due]));
    const mastered = (await (await client.request(`/api/talents/${second.id}`, { method: 'PATCH', json: { action: 'master' } })).json()) as Talent;
    expect(mastered.status).toBe('mastered');
    const list = (await (await client.get('/api/talents')).json()) as TalentList;
    expect(list.counts).toMatchObject({ total: talents.length, validated: 1, mastered: 1 });
    expect((await client.request(`/api/talents/${first.id}`, { method: 'PATCH', json: { action: 'fly' } })).status).toBe(400);
  });

  it('keeps the person’s decisions when a newer CV shows the same talent', async () => {
    const id = await uploadSample(client, 'en-hospitality-to-ux.txt');
    const cv = await settled(client, id);
    expect(cv.is_active).toBe(true);
    const again = cv.talents.find((x) => x.talent_name === talents[0]!.talent_name);
    expect([again?.status, again?.confidence_score]).toEqual(['validated', 100]);
  });
});

describe.skipIf(!cvSamplesDir)('ownership: another person’s CV and talents do not exist for you', () => {
  it('answers 404 on every CV and talent route, and changes nothing', async () => {
    const owner = await t.signedIn('owner@example.com');
    const intruder = await t.signedIn('intruder@example.com');
    const id = await uploadSample(owner.client, 'en-hospitality-to-ux.txt');
    const cv = await settled(owner.client, id);
    const talentId = cv.talents[0]?.id;
    expect(talentId).toBeTruthy();
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/cvs/${id}`],
      ['GET', `/api/cvs/${id}/file`],
      ['DELETE', `/api/cvs/${id}`],
      ['POST', `/api/cvs/${id}/retry`],
      ['POST', `/api/cvs/${id}/activate`],
      ['PATCH', `/api/cvs/${id}`, { title: 'mine now' }],
      ['PATCH', `/api/talents/${talentId}`, { action: 'validate' }],
    ];
    for (const [method, url, json] of attempts) {
      const res = await intruder.client.request(url, { method, json: json ?? (method === 'GET' ? undefined : {}) });
      expect({ method, url, status: res.status }).toEqual({ method, url, status: 404 });
    }
    expect(((await (await intruder.client.get('/api/cvs')).json()) as CvList).cvs).toEqual([]);
    expect(((await (await intruder.client.get('/api/talents')).json()) as TalentList).talents).toEqual([]);
    const after = (await (await owner.client.get(`/api/cvs/${id}`)).json()) as CvDetail;
    expect([after.title, after.talents[0]?.status]).toEqual([cv.title, 'discovered']);
  });
});

type SseEvent = { event: string; data: unknown };

/** Opens /api/events and collects parsed messages until stopped. */
async function readEvents(client: TestClient) {
  const controller = new AbortController();
  const res = await client.request('/api/events', { signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // aborted
    }
  })();
  // the stream is live once its first message arrived
  while (!events.some((e) => e.event === 'ready')) await new Promise<void>((r) => waiters.push(r));
  return {
    received: () => events,
    async until(done: (e: SseEvent) => boolean): Promise<SseEvent[]> {
      const deadline = Date.now() + 20_000;
      while (!events.some(done)) {
        if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
        await Promise.race([new Promise<void>((r) => waiters.push(r)), new Promise((r) => setTimeout(r, 200))]);
      }
      return events;
    },
    stop() {
      controller.abort();
      void reader.cancel().catch(() => {});
      void pump;
    },
  };
}
