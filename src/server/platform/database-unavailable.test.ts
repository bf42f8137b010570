import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import type { Database } from '../db/client';
import { createUser } from '../features/users/service';
import { createTestApp } from '../testing/test-app';
import { isDatabaseUnavailable } from './errors';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// Nothing listens on port 9 (discard): every query through this pool is refused by the operating system,
// as when PostgreSQL is stopped. The pool connects lazily, so opening it succeeds.
const REFUSING_URL = 'postgres://kairos@127.0.0.1:9/kairos';

function expectUnavailableBody(text: string) {
  const body = JSON.parse(text) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
  expect(body.error.message).toMatch(/temporarily unavailable|try again/i);
  // no SQL, driver internals or stack traces
  expect(text).not.toMatch(/select|insert|from "|ECONNREFUSED|127\.0\.0\.1|at .*\.(ts|js|mjs):\d+/i);
}

describe('isDatabaseUnavailable', () => {
  let refusing: Database;
  beforeAll(async () => {
    refusing = await openPostgres(REFUSING_URL);
  });
  afterAll(async () => {
    await refusing.close();
  });

  it('recognises a refused connection, raw and wrapped by drizzle', async () => {
    const raw = await refusing.query('SELECT 1').then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(raw)).toBe(true);
    const wrapped = await refusing.db.execute(sql`SELECT 1`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(wrapped).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('recognises server shutdown and lost connections, and nothing else', () => {
    const withCode = (code: string) => Object.assign(new Error('terminating connection due to administrator command'), { code });
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('while the database is unreachable', () => {
  let t: TestApp;
  let refusing: Database;
  let signedIn: ReturnType<TestApp['client']>;

  beforeAll(async () => {
    refusing = await openPostgres(REFUSING_URL);
    // sessions still resolve (better-auth keeps the working database); every feature query is refused
    t = await createTestApp({ deps: { database: refusing } });
    // the account is made on the working database too (the feature database refuses)
    await createUser(
      { auth: t.deps.auth, database: t.database },
      { email: 'unavailable@example.com', password: 'password-123', verified: true },
    );
    signedIn = t.client();
    expect((await signedIn.post('/api/auth/sign-in/email', { email: 'unavailable@example.com', password: 'password-123' })).status).toBe(
      200,
    );
  });
  afterAll(async () => {
    await t?.close();
    await refusing?.close();
  });

  it('a signed-in read answers 503 with a clear JSON error instead of 500', async () => {
    const res = await signedIn.get('/api/cvs');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expectUnavailableBody(await res.text());
  });

  it('a write answers 503 too, and says nothing about the SQL it tried', async () => {
    const res = await signedIn.post('/api/tasks', { title: 'written while the database is away' });
    expect(res.status).toBe(503);
    expectUnavailableBody(await res.text());
  });

  it('the health check reports the database as unavailable', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { status: string }).status).toBe('unavailable');
  });
});

describe('after the embedded database has closed', () => {
  let t: TestApp;
  let client: ReturnType<TestApp['client']>;
  beforeAll(async () => {
    t = await createTestApp();
    client = (await t.signedIn('closed@example.com')).client;
    await t.database.close();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a signed-in request answers 503, not 500', async () => {
    const res = await client.get('/api/tasks');
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it("better-auth's own session endpoint answers 503 too, not its 500", async () => {
    const res = await client.get('/api/auth/get-session');
    expect(res.status).toBe(503);
    expectUnavailableBody(await res.text());
  });
});
