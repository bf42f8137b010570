import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL } from '../testing/test-app';

type Received = { to: string; body: string };

describe('mail over SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the verification mail through a real SMTP server, and its link verifies the account', async () => {
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const browser = t.client();
      const res = await browser.post('/api/auth/sign-up/email', { email: 'smtp@example.com', password: 'password-123', name: 'Mail' });
      expect(res.status).toBe(200);
      const mail = received.find((m) => m.to === 'smtp@example.com');
      expect(mail).toBeDefined();
      // quoted-printable may wrap the link: unfold soft line breaks first
      const body = mail!.body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = body.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s"<]+/)?.[0];
      expect(link).toBeTruthy();
      const verify = await browser.get(link!.replace(TEST_APP_URL, '').replace(/&amp;/g, '&'));
      expect(verify.status).toBe(302);
      expect(browser.hasSession()).toBe(true);
      const { rows } = await t.database.query('SELECT id FROM mail_outbox');
      expect(rows).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
