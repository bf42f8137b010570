import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvAccepted, CvDetail } from '@/contract/cvs';
import type { UserSettingsUpdate } from '@/contract/profile';
import { createTestApp, TEST_APP_URL } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';
import { marketUpdatesJob, notifyCvResultJob, weeklyDigestJob } from './jobs';
import { renderMail } from './render';
import { signUnsubscribeToken, unsubscribeSecret } from './token';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Mail = { subject: string; text: string; html: string | null; headers: Record<string, string> | null };

const CV_TEXT = `Jana Example
Senior Software Engineer
jana@example.com

EXPERIENCE
Senior Software Engineer, Acme GmbH, Berlin — 2019 – present
Led a team of five engineers building TypeScript and React applications; introduced PostgreSQL performance tuning and CI with Docker.

Software Developer, Beta AG, Munich — 2015 – 2019
Built Java and Python services, mentored junior developers and presented at meetups.

EDUCATION
MSc Computer Science, TU Berlin, 2015

SKILLS
TypeScript, React, Node.js, PostgreSQL, Docker, Java, Python, Kubernetes

LANGUAGES
German (native), English (C1)
`;

async function mailsTo(t: TestApp, to: string): Promise<Mail[]> {
  const { rows } = await t.database.query<Mail>(
    'SELECT subject, text, html, headers FROM mail_outbox WHERE "to" = $1 ORDER BY created_at',
    [to],
  );
  return rows;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function patchSettings(client: TestClient, update: UserSettingsUpdate): Promise<void> {
  const res = await client.request('/api/settings', { method: 'PATCH', json: update });
  expect(res.status).toBe(200);
}

async function settings(client: TestClient) {
  return (await (await client.get('/api/settings')).json()) as { notifications: Record<string, boolean> };
}

function unsubscribeUrl(mail: Mail): string {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  const url = header.match(/^<(.+)>$/)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe URL in ${header}`);
  return url;
}

describe('CV analysis result mail (through the real queue and worker)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: true });
  });
  afterAll(() => t.close());

  async function uploadAndSettle(client: TestClient): Promise<CvDetail> {
    const data = new FormData();
    data.append('file', new File([CV_TEXT], 'jana-example.txt'));
    const res = await client.request('/api/cvs?keepBoth=true', { method: 'POST', body: data });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as CvAccepted;
    return waitFor('the analysis', async () => {
      const cv = (await (await client.get(`/api/cvs/${id}`)).json()) as CvDetail;
      return cv.status === 'processing' ? undefined : cv;
    });
  }

  /** Until the notify job of this CV has run (completed), so an absent mail is really absent. */
  async function notifyJobDone(cvId: string): Promise<void> {
    await waitFor('the notify-cv-result job', async () => {
      const { rows } = await t.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'notify-cv-result' AND data->>'cvId' = $1 AND state = 'completed'",
        [cvId],
      );
      return Number(rows[0]?.n) > 0 ? true : undefined;
    });
  }

  it('mails the finished analysis in the person’s language, with one-click unsubscribe headers and a link to the CV', async () => {
    const email = 'cv-mail@example.com';
    const { client } = await t.signedIn(email);
    await patchSettings(client, { preferences: { language: 'de' } });
    const cv = await uploadAndSettle(client);
    expect(cv.status).toBe('analyzed');

    const [mail, ...more] = await waitFor('the result mail', async () => {
      const mails = await mailsTo(t, email);
      return mails.length ? mails : undefined;
    });
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Ihre Lebenslauf-Analyse ist fertig');
    expect(mail!.text).toMatch(/Ihre Lebenslauf-Analyse ist fertig: \d+ Kompetenz(en)?, \d+ (verborgenes Talent|verborgene Talente)\./);
    expect(mail!.text).toContain(`${TEST_APP_URL}/cv/${cv.id}`);
    expect(mail!.text).toContain('weil E-Mail-Benachrichtigungen in Ihren Kairos-Einstellungen aktiviert sind');
    expect(mail!.text).toContain(`${TEST_APP_URL}/settings`);
    expect(mail!.html).toContain('<html lang="de">');
    expect(mail!.html).toContain(`href="${TEST_APP_URL}/cv/${cv.id}"`);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = unsubscribeUrl(mail!);
    expect(url).toMatch(new RegExp(`^${TEST_APP_URL}/api/notifications/unsubscribe\\?token=`));
    // the visible link is the same
    expect(mail!.text).toContain(url);

    // a duplicated job for the same outcome sends nothing more
    await notifyCvResultJob.handler({ cvId: cv.id }, t.deps);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it('sends nothing when e-mail notifications are off', async () => {
    const email = 'cv-quiet@example.com';
    const { client } = await t.signedIn(email);
    await patchSettings(client, { notifications: { emailNotifications: false } });
    const cv = await uploadAndSettle(client);
    await notifyJobDone(cv.id);
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('mails a failed analysis with its reason (escaped in HTML)', async () => {
    const email = 'cv-failed@example.com';
    const { client, userId } = await t.signedIn(email);
    const { rows } = await t.database.query<{ id: string }>(
      `INSERT INTO cvs (user_id, title, file_name, format, mime_type, size_bytes, sha256, storage_key, status, failure_reason)
       VALUES ($1, 'My <b>CV</b>', 'cv.pdf', 'pdf', 'application/pdf', 10, 'x', 'none', 'failed', 'The file could not be read.') RETURNING id`,
      [userId],
    );
    const cvId = rows[0]!.id;
    await notifyCvResultJob.handler({ cvId }, t.deps);
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe('Your CV could not be analysed');
    expect(mail!.text).toContain('Reason: The file could not be read.');
    expect(mail!.text).toContain(`${TEST_APP_URL}/cv/${cvId}`);
    expect(mail!.html).toContain('My &lt;b&gt;CV&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>CV</b>');
    expect(client.hasSession()).toBe(true);
  });

  it('renders a failure reason stored as a message in the recipient’s language', async () => {
    const email = 'cv-failed-de@example.com';
    const { client, userId } = await t.signedIn(email);
    await patchSettings(client, { preferences: { language: 'de' } });
    const { rows } = await t.database.query<{ id: string }>(
      `INSERT INTO cvs (user_id, title, file_name, format, mime_type, size_bytes, sha256, storage_key, status, failure_reason, failure_message)
       VALUES ($1, 'CV', 'cv.pdf', 'pdf', 'application/pdf', 10, 'x', 'none', 'failed', 'This PDF is password-protected. Remove the password and upload it again.',
               '{"key":"failure.passwordProtected","params":{"pdf":true}}'::jsonb) RETURNING id`,
      [userId],
    );
    await notifyCvResultJob.handler({ cvId: rows[0]!.id }, t.deps);
    const [mail] = await mailsTo(t, email);
    expect(mail!.text).toContain('Dieses PDF ist passwortgeschützt.');
    expect(mail!.text).not.toContain('password-protected');
  });
});

describe('scheduled notification mail and unsubscribe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends the weekly digest only to people who opted in and have something to report, once a week', async () => {
    const withNews = await t.signedIn('digest-yes@example.com');
    const nothing = await t.signedIn('digest-empty@example.com');
    const notOptedIn = await t.signedIn('digest-off@example.com');
    await patchSettings(withNews.client, { notifications: { weeklyInsights: true }, preferences: { language: 'fr' } });
    await patchSettings(nothing.client, { notifications: { weeklyInsights: true } });
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const client of [withNews.client, notOptedIn.client]) {
      expect((await client.post('/api/tasks', { title: 'Prepare the interview', due_date: inTwoDays })).status).toBe(201);
      expect((await client.post('/api/tasks', { title: 'Send the portfolio', due_date: '2020-01-06' })).status).toBe(201);
    }
    await t.database.query(
      "INSERT INTO coaching_sessions (user_id, query, response, kind, engine, language) VALUES ($1, 'q', 'r', 'general', 'local', 'fr')",
      [withNews.userId],
    );

    await weeklyDigestJob.handler({}, t.deps);
    const [mail, ...more] = await mailsTo(t, 'digest-yes@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Votre semaine sur Kairos');
    expect(mail!.text).toContain('1 séance de coaching');
    expect(mail!.text).toMatch(/Tâches à échéance cette semaine\n- Prepare the interview \(échéance le .+\)/);
    expect(mail!.text).toMatch(/Tâches en retard\n- Send the portfolio \(échéance le 6 janv\. 2020\)/);
    expect(mail!.text).toContain(`${TEST_APP_URL}/dashboard`);
    expect(mail!.headers?.['List-Unsubscribe']).toContain('/api/notifications/unsubscribe?token=');
    expect(await mailsTo(t, 'digest-empty@example.com')).toEqual([]);
    expect(await mailsTo(t, 'digest-off@example.com')).toEqual([]);

    // a retried or duplicated run in the same week sends nothing more
    await weeklyDigestJob.handler({}, t.deps);
    expect(await mailsTo(t, 'digest-yes@example.com')).toHaveLength(1);
  });

  it('mails new market signals once, however often the job runs', async () => {
    const fan = await t.signedIn('market-fan@example.com');
    await t.signedIn('market-off@example.com');
    await patchSettings(fan.client, { notifications: { marketUpdates: true }, preferences: { language: 'es' } });
    await new Promise((r) => setTimeout(r, 20));
    await t.database.query(
      "INSERT INTO european_opportunity_signals (type, message, region) VALUES ('skill_shortage', 'Nurses are in short supply', 'Spain')",
    );

    // duplicated (concurrent) and repeated runs
    await Promise.all([marketUpdatesJob.handler({}, t.deps), marketUpdatesJob.handler({}, t.deps)]);
    await marketUpdatesJob.handler({}, t.deps);

    const mails = await mailsTo(t, 'market-fan@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('1 nueva señal del mercado');
    expect(mails[0]!.text).toContain('- Nurses are in short supply (Spain)');
    // signals from before the person opted in (the seeded ones) are not news to them
    expect(mails[0]!.text.match(/^- /gm)).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${TEST_APP_URL}/market-intelligence`);
    expect(await mailsTo(t, 'market-off@example.com')).toEqual([]);
  });

  it('unsubscribes with one POST (204), never on GET, and refuses a bad token with 400', async () => {
    const { client, userId } = await t.signedIn('unsub@example.com');
    await patchSettings(client, { notifications: { weeklyInsights: true, marketUpdates: true }, preferences: { language: 'de' } });
    const token = signUnsubscribeToken(await unsubscribeSecret(t.deps), userId, 'weekly_digest');
    const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
    const anonymous = t.client();

    const page = await anonymous.get(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Möchten Sie den wöchentlichen Überblick nicht mehr erhalten?');
    expect(html).toMatch(/<form method="post" action="\/api\/notifications\/unsubscribe\?token=[^"]+">/);
    expect(html).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await settings(client)).notifications).toMatchObject({ weeklyInsights: true, marketUpdates: true });

    // a mail provider's one-click POST: another origin, no cookie
    const oneClick = await anonymous.request(url, {
      method: 'POST',
      headers: { origin: 'https://mail.example.net', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(204);
    expect((await settings(client)).notifications).toMatchObject({ weeklyInsights: false, marketUpdates: true, emailNotifications: true });

    // the page's own form gets a page back
    const market = signUnsubscribeToken(await unsubscribeSecret(t.deps), userId, 'market_updates');
    const done = await anonymous.request(`/api/notifications/unsubscribe?token=${encodeURIComponent(market)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'source=page',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Sie haben E-Mails mit Markt-Updates abbestellt.');
    expect((await settings(client)).notifications.marketUpdates).toBe(false);

    // tampered (another kind with this signature), truncated and missing tokens
    const tampered = token.replace('weekly_digest', 'cv_result');
    for (const bad of [tampered, token.slice(0, -4), '']) {
      const res = await anonymous.request(`/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`, { method: 'POST', body: '' });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('unsubscribe link is invalid'),
      });
    }
    expect((await settings(client)).notifications.emailNotifications).toBe(true);
    const badPage = await anonymous.get(`/api/notifications/unsubscribe?token=${encodeURIComponent(tampered)}`, {
      headers: { 'accept-language': 'fr-CH, en;q=0.5' },
    });
    expect(badPage.status).toBe(400);
    expect(await badPage.text()).toContain('Ce lien de désabonnement n’est pas valide');
  });

  it('creates the settings of someone who never saved any, switching only that one off', async () => {
    const { client, userId } = await t.signedIn('never-saved@example.com');
    const token = signUnsubscribeToken(await unsubscribeSecret(t.deps), userId, 'cv_result');
    expect((await t.client().request(`/api/notifications/unsubscribe?token=${token}`, { method: 'POST', body: '' })).status).toBe(204);
    const after = await settings(client);
    expect(after.notifications).toEqual({
      emailNotifications: false,
      pushNotifications: false,
      weeklyInsights: false,
      marketUpdates: false,
    });
  });
});

describe('notification headers over SMTP', () => {
  it('passes List-Unsubscribe and List-Unsubscribe-Post to the SMTP server', async () => {
    const bodies: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        stream.on('end', () => {
          bodies.push(body);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` } });
    try {
      const links = { settings: `${TEST_APP_URL}/settings`, unsubscribe: `${TEST_APP_URL}/api/notifications/unsubscribe?token=abc` };
      await t.deps.mailer.send(
        renderMail(
          'en',
          'market_updates',
          'smtp-headers@example.com',
          { subject: 'Hi', name: null, blocks: [{ type: 'text', text: 'Body' }] },
          links,
        ),
      );
      expect(bodies).toHaveLength(1);
      // long header lines are folded (RFC 5322): unfold before reading them
      const headers = bodies[0]!.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      expect(headers).toContain(`List-Unsubscribe: <${links.unsubscribe}>`);
      expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(headers).toContain('From: Kairos <no-reply@kairos.local>');
    } finally {
      await t.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
