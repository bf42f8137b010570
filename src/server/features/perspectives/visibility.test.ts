import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvAccepted, CvDetail } from '@/contract/cvs';
import type { Perspective, PublicPortfolioDto } from '@/contract/perspectives';
import type { TalentList } from '@/contract/talents';
import type { SharingSettings } from '@/contract/visibility';
import { DEFAULT_VISIBILITY } from '@/contract/visibility';
import { samplePath } from '../../../../tests/support/cv-samples';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let client: TestClient;
let slug: string;

const OWNER = 'share-owner@example.com';
const CHALLENGE = 'I keep freezing in salary talks';
const GOAL = 'Relocate to Lisbon by spring';
const STREET = '221B Baker Street, London NW1 6XE';

async function perspectives(): Promise<Perspective[]> {
  return ((await (await client.get('/api/perspectives')).json()) as { perspectives: Perspective[] }).perspectives;
}

async function view(kind: Perspective['kind']): Promise<string> {
  const p = (await perspectives()).find((x) => x.kind === kind)!;
  const res = await client.get(`/api/perspectives/${p.id}/preview`);
  expect(res.status).toBe(200);
  return JSON.stringify(await res.json());
}

async function pdfText(kind: Perspective['kind']): Promise<string> {
  const p = (await perspectives()).find((x) => x.kind === kind)!;
  const res = await client.get(`/api/perspectives/${p.id}/pdf`);
  expect(res.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true });
  return text;
}

async function portfolio(): Promise<{ status: number; body: string; headers: Headers }> {
  const res = await t.client('198.51.100.20').get(`/api/public/portfolios/${slug}`);
  return { status: res.status, body: res.status === 200 ? JSON.stringify(await res.json()) : '', headers: res.headers };
}

async function share(json: object): Promise<SharingSettings> {
  const res = await client.request('/api/profile/sharing', { method: 'PUT', json });
  expect(res.status).toBe(200);
  return (await res.json()) as SharingSettings;
}

/** Messages from portfolio visitors to `to` (sign-up mail aside). */
async function outbox(to: string): Promise<{ subject: string; text: string }[]> {
  const { rows } = await t.database.query<{ subject: string; text: string }>(
    `SELECT subject, text FROM mail_outbox WHERE "to" = $1 AND subject LIKE '%portfolio%' ORDER BY created_at DESC`,
    [to],
  );
  return rows;
}

beforeAll(async () => {
  t = await createTestApp({ worker: true });
  ({ client } = await t.signedIn(OWNER));
  // onboarding's answers: the challenge becomes the bio, the goals the career goals
  await client.post('/api/onboarding/complete', {
    career_role: 'job_seeker',
    full_name: 'Imogen Aldridge',
    current_role: 'Engineering Manager',
    career_goals: [GOAL],
    challenges: CHALLENGE,
  });
  await client.request('/api/profile', { method: 'PUT', json: { location: STREET, phone: '+44 7700 900456' } });
  const body = new FormData();
  body.append('file', new File([fs.readFileSync(samplePath('en-uk-software-engineer.pdf'))], 'cv.pdf'));
  const { id } = (await (await client.request('/api/cvs', { method: 'POST', body })).json()) as CvAccepted;
  // the machine may be busy: wait up to two minutes for the analysis
  for (let i = 0; i < 1200; i++) {
    if (((await (await client.get(`/api/cvs/${id}`)).json()) as CvDetail).status !== 'processing') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  slug = (await perspectives()).find((p) => p.kind === 'public')!.slug!;
  await client.request('/api/settings', { method: 'PATCH', json: { privacy: { profileVisibility: 'public' } } });
}, 150_000);
afterAll(() => t.close());

describe('visibility of profile fields', () => {
  it('starts from the defaults: onboarding answers private, contact data for perspectives only', async () => {
    const res = await client.get('/api/profile/sharing');
    expect(res.status).toBe(200);
    const sharing = (await res.json()) as SharingSettings;
    expect(sharing).toEqual({ fields: DEFAULT_VISIBILITY, allow_contact: false, allow_indexing: false });
    expect(sharing.fields).toMatchObject({ bio: 'private', career_goals: 'private', email: 'perspectives', phone: 'perspectives', full_name: 'public' });
    expect((await t.client('198.51.100.21').get('/api/profile/sharing')).status).toBe(401);
    expect((await client.request('/api/profile/sharing', { method: 'PUT', json: { fields: { bio: 'everyone' } } })).status).toBe(400);
  });

  it('a private onboarding answer appears in no perspective, PDF or portfolio', async () => {
    for (const kind of ['hr', 'technical', 'executive', 'public'] as const) {
      const json = await view(kind);
      expect(json, kind).not.toContain(CHALLENGE);
      expect(json, kind).not.toContain(GOAL);
    }
    for (const kind of ['hr', 'technical'] as const) {
      const text = await pdfText(kind);
      expect(text, kind).not.toContain('salary talks');
      expect(text, kind).not.toContain('Lisbon');
    }
    const open = await portfolio();
    expect(open.status).toBe(200);
    expect(open.body).not.toContain(CHALLENGE);
    expect(open.body).not.toContain(GOAL);
  });

  it('turned to perspectives, the answer appears in the recruiter view and its PDF but not in the portfolio', async () => {
    await share({ fields: { bio: 'perspectives', career_goals: 'perspectives' } });
    const hr = await view('hr');
    expect(hr).toContain(CHALLENGE);
    expect(hr).toContain(GOAL);
    expect(await pdfText('hr')).toContain('salary talks');
    expect((await portfolio()).body).not.toContain(CHALLENGE);
    await share({ fields: { bio: 'private', career_goals: 'private' } });
    expect(await view('hr')).not.toContain(CHALLENGE);
  });

  it('contact data reaches the recruiter view, never the portfolio; made private it leaves the recruiter view too', async () => {
    expect(await view('hr')).toContain(OWNER);
    expect((await portfolio()).body).not.toContain(OWNER);
    expect((await portfolio()).body).not.toContain('900456');
    await share({ fields: { phone: 'private' } });
    const withoutPhone = await view('hr');
    expect(withoutPhone).not.toContain('900456');
    // hiding one contact field leaves the other where the person shares it
    expect(withoutPhone).toContain(OWNER);
    await share({ fields: { email: 'private' } });
    const hr = await view('hr');
    expect(hr).not.toContain(OWNER);
    expect(hr).not.toContain('900456');
    expect(await pdfText('hr')).not.toContain(OWNER);
    await share({ fields: { email: 'perspectives', phone: 'perspectives' } });
  });

  it('shared views show the city, never the street address', async () => {
    for (const kind of ['hr', 'public'] as const) {
      const json = await view(kind);
      expect(json, kind).toContain('London');
      expect(json, kind).not.toContain('Baker');
      expect(json, kind).not.toContain('NW1');
    }
  });

  it('the headline names the onboarding role without the CV’s employer', async () => {
    const hr = JSON.parse(await view('hr')) as { sections: { key: string; items: { text: string }[] }[] };
    const headline = hr.sections.find((s) => s.key === 'headline')!.items[0]!.text;
    expect(headline).toContain('Engineering Manager');
    expect(headline).not.toMatch(/Engineering Manager at /);
  });
});

describe('the public portfolio', () => {
  it('shows only validated or mastered talents, with the name for the page head, noindex by default', async () => {
    const { talents } = (await (await client.get('/api/talents')).json()) as TalentList;
    expect(talents.length).toBeGreaterThanOrEqual(2);
    const [validated, developing] = talents;
    await client.request(`/api/talents/${validated!.id}`, { method: 'PATCH', json: { action: 'validate' } });
    await client.request(`/api/talents/${developing!.id}`, { method: 'PATCH', json: { action: 'develop' } });
    const res = await t.client('198.51.100.22').get(`/api/public/portfolios/${slug}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as PublicPortfolioDto;
    const shown = body.sections.find((s) => s.key === 'talents')?.items.map((i) => i.text) ?? [];
    expect(shown).toContain(validated!.talent_name);
    expect(shown).not.toContain(developing!.talent_name);
    expect(body).toMatchObject({ owner_name: 'Imogen Aldridge', contact_allowed: false, indexable: false });
  });

  it('allows indexing only when the person turns it on', async () => {
    await share({ allow_indexing: true });
    expect(JSON.parse((await portfolio()).body)).toMatchObject({ indexable: true });
    await share({ allow_indexing: false });
    expect(JSON.parse((await portfolio()).body)).toMatchObject({ indexable: false });
  });

  it('a hidden name leaves the portfolio', async () => {
    await share({ fields: { full_name: 'perspectives' } });
    const open = await portfolio();
    expect(open.body).not.toContain('Imogen');
    expect(JSON.parse(open.body)).toMatchObject({ owner_name: null });
    expect(await view('hr')).toContain('Imogen');
    await share({ fields: { full_name: 'public' } });
  });
});

describe('contacting the person through the portfolio', () => {
  const message = { name: 'Rhea Visitor', email: 'rhea@recruiter.example', message: 'We have a role that fits you well. Can we talk?' };

  it('is refused while the person does not accept messages, and for unknown or private portfolios', async () => {
    const visitor = t.client('198.51.100.30');
    expect((await visitor.post(`/api/public/portfolios/${slug}/contact`, message)).status).toBe(404);
    expect((await visitor.post('/api/public/portfolios/nobody-here/contact', message)).status).toBe(404);
    expect(await outbox(OWNER)).toHaveLength(0);
  });

  it('delivers the message to the person when allowed, without ever returning their address', async () => {
    await share({ allow_contact: true });
    expect((await portfolio()).body).toContain('"contact_allowed":true');
    const res = await t.client('198.51.100.31').post(`/api/public/portfolios/${slug}/contact`, message);
    expect(res.status).toBe(202);
    const answer = await res.text();
    expect(answer).not.toContain(OWNER);
    const [mail] = await outbox(OWNER);
    expect(mail!.text).toContain('We have a role that fits you well');
    expect(mail!.text).toContain('rhea@recruiter.example');
    expect(mail!.subject).toContain('Rhea Visitor');
  });

  it('validates the message and limits how many one visitor sends', async () => {
    const visitor = t.client('198.51.100.32');
    expect((await visitor.post(`/api/public/portfolios/${slug}/contact`, { ...message, email: 'not-an-address' })).status).toBe(400);
    expect((await visitor.post(`/api/public/portfolios/${slug}/contact`, { ...message, extra: 1 })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await visitor.post(`/api/public/portfolios/${slug}/contact`, message)).status);
    expect(statuses).toContain(429);
  });

  it('a private profile’s portfolio takes no messages', async () => {
    await client.request('/api/settings', { method: 'PATCH', json: { privacy: { profileVisibility: 'private' } } });
    expect((await t.client('198.51.100.33').post(`/api/public/portfolios/${slug}/contact`, message)).status).toBe(404);
    expect((await portfolio()).status).toBe(404);
    await client.request('/api/settings', { method: 'PATCH', json: { privacy: { profileVisibility: 'public' } } });
  });
});
