import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachingSession } from '@/contract/coach';
import type { CvAccepted, CvDetail } from '@/contract/cvs';
import type { ConsentsResponse, JsonResume } from '@/contract/privacy';
import type { UserSettingsBody } from '@/contract/profile';
import { securityAuditLog } from '../../db/schema/platform';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';
import { sanitiseFileName } from './export';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const CV_TEXT = `Ana Müller
ana.mueller@example.org | +41 79 123 45 67 | Zürich, Switzerland
linkedin.com/in/ana-mueller

PROFILE
UX designer with eight years in hospitality who now designs booking products.

EXPERIENCE
UX Designer, Helvetia Digital, Zürich
03/2021 – present
- Led user research for the booking app and ran usability tests with Figma prototypes
- Introduced a design system used by four product teams

Front Office Manager, Hotel Bellevue, Bern
01/2016 – 02/2021
- Managed a team of 12 and handled guest complaints
- Trained new staff in the Opera reservation system

EDUCATION
MSc Interaction Design, ETH Zürich, 2019 – 2021
BSc Hospitality Management, EHL Lausanne, 2012 – 2015

SKILLS
Figma, User Research, Usability Testing, Prototyping, Design Systems, HTML, CSS, Team Leadership

LANGUAGES
German (native), English (C1), French (B2)
`;

function form(name: string, text: string): FormData {
  const data = new FormData();
  data.append('file', new File([text], name));
  return data;
}

async function uploadCv(client: TestClient, name: string, text: string): Promise<CvDetail> {
  const res = await client.request('/api/cvs?keepBoth=true', { method: 'POST', body: form(name, text) });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as CvAccepted;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const cv = (await (await client.get(`/api/cvs/${id}`)).json()) as CvDetail;
    if (cv.status !== 'processing') return cv;
    if (Date.now() > deadline) throw new Error(`CV ${id} still processing`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const patchSettings = (client: TestClient, body: unknown) => client.request('/api/settings', { method: 'PATCH', json: body });
const consentsOf = async (client: TestClient) => (await (await client.get('/api/privacy/consents')).json()) as ConsentsResponse;
const granted = (c: ConsentsResponse, purpose: string) => c.consents.find((x) => x.purpose === purpose)!.granted;

describe('privacy rights', () => {
  let t: TestApp;
  let ana: { client: TestClient; userId: string };
  let bob: { client: TestClient; userId: string };
  let anaCv: CvDetail;
  let bobCv: CvDetail;
  const fileName = 'Ana Müller CV (2026).txt';

  beforeAll(async () => {
    t = await createTestApp({ worker: true, env: { RATE_LIMIT_SCALE: '10' } });
    ana = await t.signedIn('ana@example.com');
    bob = await t.signedIn('bob@example.com');
    anaCv = await uploadCv(ana.client, fileName, CV_TEXT);
    bobCv = await uploadCv(bob.client, 'bob.txt', CV_TEXT.replace(/Ana Müller/g, 'Bob Bobson').replace('ana.mueller', 'bob.secret'));
    expect([anaCv.status, bobCv.status]).toEqual(['analyzed', 'analyzed']);
    expect(
      (await ana.client.request('/api/profile', { method: 'PUT', json: { full_name: 'Ana Müller', location: 'Zürich' } })).status,
    ).toBe(200);
    expect((await ana.client.post('/api/tasks', { title: 'Ana’s task' })).status).toBe(201);
    expect((await bob.client.post('/api/tasks', { title: 'Bob’s private task' })).status).toBe(201);
    expect((await ana.client.post('/api/coach/sessions', { query: 'How should I prepare for a job interview?' })).status).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  describe('consents follow the settings switches', () => {
    it('records one grant per switch turned on, one withdrawal per switch turned off, nothing for an unchanged switch', async () => {
      const { client } = await t.signedIn('switches@example.com');
      let c = await consentsOf(client);
      expect(c.consents.map((x) => [x.purpose, x.granted])).toEqual([
        ['external_model', false],
        ['public_portfolio', false],
        ['analytics', false],
      ]);
      expect(c.history).toEqual([]);

      expect((await patchSettings(client, { privacy: { profileVisibility: 'public', analyticsOptOut: false } })).status).toBe(200);
      c = await consentsOf(client);
      expect([granted(c, 'public_portfolio'), granted(c, 'analytics')]).toEqual([true, true]);
      expect(c.history).toHaveLength(2);
      expect(c.history.every((h) => h.withdrawn_at === null && !Number.isNaN(Date.parse(h.granted_at)))).toBe(true);

      // saving again with the same values (or other settings) records nothing
      expect((await patchSettings(client, { privacy: { profileVisibility: 'public' }, preferences: { theme: 'dark' } })).status).toBe(200);
      expect((await consentsOf(client)).history).toHaveLength(2);

      expect((await patchSettings(client, { privacy: { profileVisibility: 'private' } })).status).toBe(200);
      c = await consentsOf(client);
      expect(granted(c, 'public_portfolio')).toBe(false);
      expect(granted(c, 'analytics')).toBe(true);
      const portfolio = c.history.filter((h) => h.purpose === 'public_portfolio');
      expect(portfolio).toHaveLength(1);
      expect(portfolio[0]!.withdrawn_at).not.toBeNull();
      expect(c.consents.find((x) => x.purpose === 'public_portfolio')!.withdrawn_at).toBe(portfolio[0]!.withdrawn_at);
    });

    it('a consent given or withdrawn in the list switches the matching setting', async () => {
      const { client } = await t.signedIn('consent-list@example.com');
      let res = await client.post('/api/privacy/consents', { purpose: 'analytics', granted: true });
      expect(res.status).toBe(200);
      expect(granted((await res.json()) as ConsentsResponse, 'analytics')).toBe(true);
      let settings = (await (await client.get('/api/settings')).json()) as UserSettingsBody;
      expect(settings.privacy.analyticsOptOut).toBe(false);

      res = await client.post('/api/privacy/consents', { purpose: 'public_portfolio', granted: true });
      settings = (await (await client.get('/api/settings')).json()) as UserSettingsBody;
      expect(settings.privacy.profileVisibility).toBe('public');

      // a double grant records one row; a withdrawal closes it
      await client.post('/api/privacy/consents', { purpose: 'external_model', granted: true });
      await client.post('/api/privacy/consents', { purpose: 'external_model', granted: true });
      await client.post('/api/privacy/consents', { purpose: 'analytics', granted: false });
      const c = await consentsOf(client);
      expect(c.history.filter((h) => h.purpose === 'external_model')).toHaveLength(1);
      expect(granted(c, 'external_model')).toBe(true);
      expect(granted(c, 'analytics')).toBe(false);
      settings = (await (await client.get('/api/settings')).json()) as UserSettingsBody;
      expect(settings.privacy.analyticsOptOut).toBe(true);

      expect((await client.post('/api/privacy/consents', { purpose: 'marketing', granted: true })).status).toBe(400);
    });
  });

  describe('data export', () => {
    let zip: JSZip;
    let res: Response;
    beforeAll(async () => {
      await patchSettings(ana.client, { privacy: { profileVisibility: 'public' } });
      expect((await ana.client.request('/api/themes/preference', { method: 'PUT', json: { key: 'scandinavian/nordic-minimalism' } })).status).toBe(200);
      res = await ana.client.get('/api/privacy/export');
      expect(res.status).toBe(200);
      zip = await JSZip.loadAsync(new Uint8Array(await res.arrayBuffer()));
    });

    it('is one zip archive, served as a download', () => {
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="kairos-data-\d{4}-\d{2}-\d{2}\.zip"$/);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    });

    it('holds every part, a README, and the original CV byte for byte', async () => {
      const names = Object.keys(zip.files);
      for (const part of [
        'README.txt',
        'account.json',
        'profile.json',
        'settings.json',
        'cvs.json',
        'talents.json',
        'coaching-sessions.json',
        'perspectives.json',
        'tasks.json',
        'consents.json',
        'notification-deliveries.json',
        'analytics-events.json',
        'security-events.json',
      ]) {
        expect(names).toContain(part);
        if (part.endsWith('.json')) JSON.parse(await zip.file(part)!.async('string')); // valid JSON
      }
      const readme = await zip.file('README.txt')!.async('string');
      for (const part of names.filter((n) => n.endsWith('.json'))) expect(readme).toContain(part);

      const original = `cvs/${anaCv.id}/${sanitiseFileName(fileName)}`;
      expect(names).toContain(original);
      const bytes = await zip.file(original)!.async('uint8array');
      expect(Buffer.from(bytes).equals(Buffer.from(CV_TEXT))).toBe(true);

      const cvsJson = JSON.parse(await zip.file('cvs.json')!.async('string')) as Record<string, unknown>[];
      expect(cvsJson).toHaveLength(1);
      expect(cvsJson[0]).toMatchObject({ id: anaCv.id, file_name: fileName, status: 'analyzed', original });
      expect((cvsJson[0]!.parsed_data as { personalInfo: { name: string } }).personalInfo.name).toBe('Ana Müller');
      expect(cvsJson[0]).not.toHaveProperty('storage_key');

      const profile = JSON.parse(await zip.file('profile.json')!.async('string')) as Record<string, unknown>;
      expect(profile).toMatchObject({ full_name: 'Ana Müller', location: 'Zürich' });
      const settings = JSON.parse(await zip.file('settings.json')!.async('string')) as { cultural_theme: { theme_key: string } | null };
      expect(settings.cultural_theme?.theme_key).toBe('scandinavian/nordic-minimalism');
      const tasks = JSON.parse(await zip.file('tasks.json')!.async('string')) as { title: string }[];
      expect(tasks.map((x) => x.title)).toEqual(['Ana’s task']);
      const coaching = JSON.parse(await zip.file('coaching-sessions.json')!.async('string')) as { query: string }[];
      expect(coaching[0]!.query).toBe('How should I prepare for a job interview?');
      const consents = JSON.parse(await zip.file('consents.json')!.async('string')) as { purpose: string }[];
      expect(consents.map((x) => x.purpose)).toEqual(['public_portfolio']);
      const security = JSON.parse(await zip.file('security-events.json')!.async('string')) as Record<string, unknown>[];
      expect(security.map((e) => e.event_type)).toContain('login_success');
      expect(Object.keys(security[0]!).sort()).toEqual(['created_at', 'event_type', 'severity']);
    });

    it('has no password hash or session token, and nothing of another person', async () => {
      const account = JSON.parse(await zip.file('account.json')!.async('string')) as Record<string, unknown>;
      expect(account).toMatchObject({ email: 'ana@example.com', id: ana.userId });
      const [{ password }] = (
        await t.database.query<{ password: string }>('SELECT password FROM accounts WHERE user_id = $1', [ana.userId])
      ).rows as [{ password: string }];
      const [{ token }] = (await t.database.query<{ token: string }>('SELECT token FROM sessions WHERE user_id = $1 LIMIT 1', [ana.userId]))
        .rows as [{ token: string }];
      let all = '';
      for (const file of Object.values(zip.files)) if (!file.dir) all += await file.async('string');
      expect(all).not.toContain(password);
      expect(all).not.toContain(token);
      expect(all).not.toMatch(/"password"|"token"|access_token|refresh_token/);
      for (const foreign of ['bob@example.com', bob.userId, bobCv.id, 'Bob Bobson', 'Bob’s private task', 'bob.secret'])
        expect(all).not.toContain(foreign);
    });

    it('needs a session', async () => {
      expect((await t.client().get('/api/privacy/export')).status).toBe(401);
    });
  });

  describe('JSON Resume', () => {
    it('serves an analysed CV in the JSON Resume shape, as a download', async () => {
      const res = await ana.client.get(`/api/cvs/${anaCv.id}/json-resume`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.resume\.json"$/);
      const resume = (await res.json()) as JsonResume;
      expect(resume.$schema).toMatch(/jsonresume/);
      expect(resume.basics.name).toBe('Ana Müller');
      expect(resume.basics.email).toBe('ana.mueller@example.org');
      expect(resume.basics.profiles.map((p) => p.network)).toContain('LinkedIn');
      expect(resume.work.length).toBeGreaterThanOrEqual(2);
      expect(resume.work[0]).toMatchObject({ name: expect.stringMatching(/Helvetia/) as unknown, position: 'UX Designer' });
      expect(resume.work[0]).not.toHaveProperty('endDate');
      expect(resume.education.some((e) => /ETH/.test(e.institution ?? ''))).toBe(true);
      expect(resume.skills.map((s) => s.name)).toContain('Figma');
      expect(resume.languages.map((l) => l.language)).toEqual(expect.arrayContaining(['German', 'English', 'French']));
      for (const w of resume.work) if (w.startDate) expect(w.startDate).toMatch(/^\d{4}(-\d{2})?(-\d{2})?$/);
    });

    it('is 404 for another person’s CV', async () => {
      expect((await bob.client.get(`/api/cvs/${anaCv.id}/json-resume`)).status).toBe(404);
      expect((await ana.client.get(`/api/cvs/${bobCv.id}/json-resume`)).status).toBe(404);
    });
  });

  describe('account deletion', () => {
    it('refuses a wrong confirmation with the spec’s message', async () => {
      const res = await ana.client.request('/api/account', { method: 'DELETE', json: { confirm: 'bob@example.com' } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Type your e-mail address to confirm');
      const empty = await ana.client.request('/api/account', { method: 'DELETE', json: {} });
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as { error: { message: string } }).error.message).toBe('Type your e-mail address to confirm');
    });

    it('removes every row and the stored file, keeps the security record without personal data, and signs out', async () => {
      const id = ana.userId;
      const [stored] = (await t.database.query<{ storage_key: string }>('SELECT storage_key FROM cvs WHERE id = $1', [anaCv.id])).rows;
      await t.deps.files.get(stored!.storage_key); // there before
      // a failed sign-in naming the address: personal data in the log, to be scrubbed
      expect(
        (await t.client('198.51.100.7').post('/api/auth/sign-in/email', { email: 'ana@example.com', password: 'wrong-password' })).status,
      ).toBe(401);
      const before = (
        await t.database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM security_audit_log WHERE user_id = $1 OR event_details->>'email' = 'ana@example.com'`,
          [id],
        )
      ).rows[0]!.n;
      expect(before).toBeGreaterThanOrEqual(2); // login_success (with user id, IP, agent), login_failed (with the address)
      // an administrator's role change about her names her id
      await t.deps.audit.record({ eventType: 'admin_role_change', severity: 'medium', userId: null, details: { target_user_id: id, old_role: 'user', new_role: 'admin' } });

      const res = await ana.client.request('/api/account', { method: 'DELETE', json: { confirm: '  ANA@example.com ' } });
      expect(res.status).toBe(204);
      expect(res.headers.getSetCookie().some((c) => /^better-auth\.session_token=;.*Max-Age=0/i.test(c))).toBe(true);
      expect(ana.client.hasSession()).toBe(false);

      for (const table of [
        'users',
        'accounts',
        'sessions',
        'profiles',
        'user_settings',
        'cvs',
        'hidden_talents',
        'coaching_sessions',
        'profile_perspectives',
        'tasks',
        'consents',
        'notification_deliveries',
        'analytics_events',
      ]) {
        const col = table === 'users' ? 'id' : 'user_id';
        const { rows } = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${col} = $1`, [id]);
        expect([table, rows[0]!.n]).toEqual([table, 0]);
      }
      await expect(t.deps.files.get(stored!.storage_key)).rejects.toThrow(/not found/);

      const kept = await t.database.db
        .select()
        .from(securityAuditLog)
        .where(
          sql`${securityAuditLog.eventDetails}::text LIKE '%ana@example.com%' OR ${securityAuditLog.userId} = ${id} OR ${securityAuditLog.eventDetails} ->> 'target_user_id' = ${id}`,
        );
      expect(kept).toEqual([]);
      const { rows: scrubbed } = await t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM security_audit_log WHERE user_id IS NULL AND ip_address IS NULL AND user_agent IS NULL AND event_type IN ('signup', 'login_success', 'login_failed')`,
      );
      expect(scrubbed[0]!.n).toBeGreaterThanOrEqual(before);
      const [deleted] = await t.database.db.select().from(securityAuditLog).where(eq(securityAuditLog.eventType, 'account_deleted'));
      expect(deleted).toMatchObject({ userId: null, ipAddress: null, userAgent: null, eventDetails: {} });

      // the deleted person cannot sign in; the other person is untouched
      expect((await t.client().post('/api/auth/sign-in/email', { email: 'ana@example.com', password: 'password-123' })).status).toBe(401);
      expect((await ana.client.get('/api/profile')).status).toBe(401);
      expect((await bob.client.get(`/api/cvs/${bobCv.id}`)).status).toBe(200);
      const bobTasks = (await (await bob.client.get('/api/tasks')).json()) as { tasks: unknown[] };
      expect(bobTasks.tasks).toHaveLength(1);
    });
  });
});

describe('external model only with consent', () => {
  let stub: http.Server;
  let calls = 0;
  beforeAll(async () => {
    stub = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        calls++;
        const content = JSON.stringify({ response: 'Model answer.', insights: [], recommendations: [], action_items: [] });
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      });
    });
    await new Promise<void>((r) => stub.listen(0, '127.0.0.1', () => r()));
  });
  afterAll(() => new Promise<void>((r) => stub.close(() => r())));

  it('answers locally without consent, from the model with it, and locally again once withdrawn', async () => {
    const port = (stub.address() as AddressInfo).port;
    const t = await createTestApp({ env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'stub-model' } });
    try {
      const { client } = await t.signedIn('careful@example.com');
      const ask = async (query: string) => (await (await client.post('/api/coach/sessions', { query })).json()) as CoachingSession;
      expect((await consentsOf(client)).external_model_configured).toBe(true);

      const local = await ask('How should I prepare for a job interview?');
      expect(local.engine).toBe('local');
      expect(calls).toBe(0);

      await client.post('/api/privacy/consents', { purpose: 'external_model', granted: true });
      const model = await ask('How do I prepare for a panel interview?');
      expect(model.engine).toBe('llm:stub-model');
      expect(calls).toBe(1);

      await client.post('/api/privacy/consents', { purpose: 'external_model', granted: false });
      const again = await ask('How do I negotiate my salary?');
      expect(again.engine).toBe('local');
      expect(calls).toBe(1);
    } finally {
      await t.close();
    }
  });
});
