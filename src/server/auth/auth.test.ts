import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestMail, TEST_APP_URL } from '../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function events(type: string) {
  const { rows } = await t.database.query<{ event_type: string; severity: string; user_id: string | null; ip_address: string; event_details: Record<string, unknown> }>(
    'SELECT * FROM security_audit_log WHERE event_type = $1 ORDER BY created_at DESC',
    [type],
  );
  return rows;
}

/** Follows a mailed link like a browser would: GET, keep cookies, return the redirect target. */
async function follow(client: ReturnType<TestApp['client']>, link: string) {
  const res = await client.get(link.replace(TEST_APP_URL, ''));
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

describe('sign-up, e-mail verification and sign-in', () => {
  const email = 'ada@example.com';

  it('requires a verified e-mail before the first sign-in, then signs in', async () => {
    const browser = t.client();
    const signUp = await browser.post('/api/auth/sign-up/email', { email, password: 'correct-horse', name: 'Ada', callbackURL: '/auth/callback?type=signup' });
    expect(signUp.status).toBe(200);
    expect(browser.hasSession()).toBe(false);
    expect(await events('signup')).toHaveLength(1);

    const early = await browser.post('/api/auth/sign-in/email', { email, password: 'correct-horse' });
    expect(early.status).toBe(403);
    expect((await early.json()).code).toBe('EMAIL_NOT_VERIFIED');
    const failed = await events('login_failed');
    expect(failed[0]).toMatchObject({ severity: 'medium', ip_address: '203.0.113.10' });
    expect(failed[0]!.event_details).toMatchObject({ reason: 'email_not_verified' });

    const mail = await latestMail(t.database, email);
    expect(mail.subject).toMatch(/verify/i);
    const { status, location } = await follow(browser, mail.link);
    expect(status).toBe(302);
    expect(location).toContain('/auth/callback');
    expect(browser.hasSession()).toBe(true);
    expect((await events('email_verified'))[0]!.user_id).toBeTruthy();

    const role = await browser.get('/api/me/role');
    expect(role.status).toBe(200);
    expect(await role.json()).toEqual({ role: 'user', is_admin: false, is_super_admin: false, permissions: { 'privacy.self': true } });

    const other = t.client();
    const signIn = await other.post('/api/auth/sign-in/email', { email, password: 'correct-horse' });
    expect(signIn.status).toBe(200);
    expect((await events('login_success'))[0]).toMatchObject({ severity: 'info' });

    const out = await other.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect((await other.get('/api/me/role')).status).toBe(401);
    expect((await events('logout'))[0]!.user_id).toBeTruthy();
  });

  it('records a failed login with a wrong password as medium severity', async () => {
    const res = await t.client().post('/api/auth/sign-in/email', { email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect((await events('login_failed'))[0]!.event_details).toMatchObject({ reason: 'invalid_credentials', email });
  });

  it('rejects passwords shorter than 8 characters', async () => {
    const res = await t.client().post('/api/auth/sign-up/email', { email: 'short@example.com', password: 'short', name: '' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PASSWORD_TOO_SHORT');
  });

  it('refuses a cross-site sign-in', async () => {
    const res = await t.client().post('/api/auth/sign-in/email', { email, password: 'correct-horse' }, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});

describe('password reset', () => {
  const email = 'grace@example.com';

  it('mails a link, resets the password and signs the person in', async () => {
    await t.deps.auth.api.signUpEmail({ body: { email, password: 'first-password', name: 'Grace' } });
    const browser = t.client();
    const request = await browser.post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    expect(request.status).toBe(200);
    expect((await events('password_reset_request'))[0]!.event_details).toMatchObject({ email });

    const mail = await latestMail(t.database, email);
    expect(mail.subject).toMatch(/reset/i);
    const { location } = await follow(browser, mail.link);
    const token = new URL(location, TEST_APP_URL).searchParams.get('token');
    expect(new URL(location, TEST_APP_URL).pathname).toBe('/auth/reset-password');
    expect(token).toBeTruthy();

    const reset = await browser.post('/api/auth/reset-password', { newPassword: 'second-password', token });
    expect(reset.status).toBe(200);
    expect(browser.hasSession()).toBe(true);
    expect((await browser.get('/api/me/role')).status).toBe(200);

    const again = await t.client().post('/api/auth/reset-password', { newPassword: 'third-password', token });
    expect(again.status).toBe(400);
    expect((await t.client().post('/api/auth/sign-in/email', { email, password: 'second-password' })).status).toBe(200);
  });

  it('sends an invalid or expired link back with INVALID_TOKEN', async () => {
    const res = await t.client().get('/api/auth/reset-password/not-a-token?callbackURL=/auth/reset-password');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('error=INVALID_TOKEN');
  });
});

describe('magic link', () => {
  it('signs an existing person in from the mailed link', async () => {
    const email = 'linus@example.com';
    await t.deps.auth.api.signUpEmail({ body: { email, password: 'whatever-pass', name: 'Linus' } });
    const browser = t.client();
    const res = await browser.post('/api/auth/sign-in/magic-link', { email, callbackURL: '/auth/callback?type=magiclink' });
    expect(res.status).toBe(200);
    const mail = await latestMail(t.database, email);
    const { location } = await follow(browser, mail.link);
    expect(location).toBe(`${TEST_APP_URL}/auth/callback?type=magiclink`);
    expect(browser.hasSession()).toBe(true);
    expect((await events('magic_link_login'))[0]!.user_id).toBeTruthy();

    const reused = await follow(t.client(), mail.link);
    expect(reused.location).toContain('error=');
    expect(await events('magic_link_failed')).toHaveLength(1);
  });
});

describe('session errors', () => {
  it('answers 503 and records session_init_error when the session store fails', async () => {
    const broken = await createTestApp();
    try {
      const { createUser } = await import('../features/users/service');
      await createUser(broken.deps, { email: 'fragile@example.com', password: 'fragile-pass', verified: true });
      const client = broken.client();
      expect((await client.post('/api/auth/sign-in/email', { email: 'fragile@example.com', password: 'fragile-pass' })).status).toBe(200);
      await broken.database.exec('ALTER TABLE sessions RENAME TO sessions_gone');
      const res = await client.get('/api/me/role');
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
      expect(JSON.stringify(body)).not.toMatch(/sessions_gone|SELECT|relation/);
      const { rows } = await broken.database.query<{ severity: string }>("SELECT severity FROM security_audit_log WHERE event_type = 'session_init_error'");
      expect(rows).toEqual([{ severity: 'high' }]);
    } finally {
      await broken.close();
    }
  });
});

describe('account mails in the person’s language', () => {
  it('writes the verification mail in the language of the page the person signed up on', async () => {
    const email = 'greta@example.com';
    const res = await t
      .client()
      .post('/api/auth/sign-up/email', { email, password: 'correct-horse', name: 'Greta' }, { headers: { 'x-kairos-language': 'de' } });
    expect(res.status).toBe(200);
    const mail = await latestMail(t.database, email);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Kairos');
    expect(mail.text).toContain('Der Link ist 24 Stunden gültig.');
  });

  it('follows the saved interface language over the page’s and the browser’s', async () => {
    const email = 'giulia@example.com';
    const { user } = await t.deps.auth.api.signUpEmail({ body: { email, password: 'first-password', name: 'Giulia' } });
    await t.database.query(`INSERT INTO user_settings (user_id, settings) VALUES ($1, $2)`, [
      user.id,
      JSON.stringify({ preferences: { language: 'it', timezone: 'Europe/Rome', theme: 'system', culturalContext: 'european' } }),
    ]);
    const res = await t
      .client()
      .post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' }, { headers: { 'x-kairos-language': 'fr', 'accept-language': 'nl-NL,nl;q=0.9' } });
    expect(res.status).toBe(200);
    const mail = await latestMail(t.database, email);
    expect(mail.subject).toBe('Reimposta la tua password di Kairos');
  });

  it('falls back to the browser’s languages, then English', async () => {
    const email = 'joost@example.com';
    await t.client().post('/api/auth/sign-up/email', { email, password: 'correct-horse', name: 'Joost' }, { headers: { 'accept-language': 'pt-PT, nl;q=0.8' } });
    expect((await latestMail(t.database, email)).subject).toBe('Bevestig je e-mailadres voor Kairos');
    const other = 'kim@example.com';
    await t.client().post('/api/auth/sign-up/email', { email: other, password: 'correct-horse', name: 'Kim' }, { headers: { 'accept-language': 'pt-PT' } });
    expect((await latestMail(t.database, other)).subject).toBe('Verify your e-mail address for Kairos');
  });
});
