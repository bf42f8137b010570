import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.mailer.send({ to: 'someone@example.com', subject: 'Reset your password', text: 'Link: http://localhost:3000/reset?token=secret' });
});
afterAll(() => t.close());

const paths = ['/api/dev/mail', '/dev/mail'];

describe('the development outbox', () => {
  it('answers a browser on this machine (127.0.0.0/8, ::1, IPv4-mapped loopback)', async () => {
    for (const ip of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.client(ip).get('/api/dev/mail');
      expect(res.status, ip).toBe(200);
      expect((await res.json()).messages[0]).toMatchObject({ to: 'someone@example.com' });
    }
    expect(await (await t.client('127.0.0.1').get('/dev/mail')).text()).toContain('token=secret');
  });

  it('does not exist for a client on another address', async () => {
    for (const path of paths) {
      const res = await t.client('203.0.113.10').get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('token=secret');
    }
  });

  it('is not opened by a forged X-Forwarded-For from a remote peer', async () => {
    for (const path of paths) {
      const res = await t.client('198.51.100.7').get(path, { headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(res.status, path).toBe(404);
    }
  });

  it('refuses a remote client forwarded by a trusted proxy on this machine', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      expect((await proxied.client('127.0.0.1').get('/api/dev/mail', { headers: { 'x-forwarded-for': '198.51.100.7' } })).status).toBe(404);
      expect((await proxied.client('127.0.0.1').get('/api/dev/mail')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('is not served at all once SMTP is configured', async () => {
    const smtp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      for (const path of paths) expect((await smtp.client('127.0.0.1').get(path)).status, path).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
