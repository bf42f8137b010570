import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../app';
import type { AppOptions } from '../app';
import { loadConfig } from '../config';
import type { Config } from '../config';
import type { AppDeps } from '../context';
import { openPglite, openPostgres } from '../db/client';
import type { Database } from '../db/client';
import { silentLogger } from '../platform/logger';
import { createUser } from '../features/users/service';
import { buildDeps, prepareDatabase } from '../runtime';
import { startWorker } from '../worker-runtime';

export const TEST_APP_URL = 'http://localhost:3000';

/**
 * A real app on a real database: a copy of the migrated PGlite template, or — when
 * TEST_DATABASE_URL is set — a fresh database on that PostgreSQL server.
 */
export async function createTestApp(opts: { env?: Record<string, string>; deps?: Partial<AppDeps>; app?: AppOptions; worker?: boolean } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-test-'));
  const { database, dispose, url } = await openTestDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    // as in production: files in the database on PostgreSQL, in the data directory on PGlite
    FILE_STORE: url ? 'database' : 'local',
    ...opts.env,
  });
  const deps = buildDeps(config, database, silentLogger, { webDir: undefined, ...opts.deps });
  const app = createApp(deps, opts.app);
  // the job worker runs in process, as with `npm start` on the embedded database
  if (opts.worker) await startWorker(deps);
  return {
    app,
    deps,
    database,
    config,
    /** The PostgreSQL URL of this test's database (undefined on PGlite). */
    databaseUrl: url,
    /** A browser-like client: keeps cookies, sends the app's Origin, comes from `ip`. */
    client: (ip = '203.0.113.10') => new TestClient(app, ip),
    /** A verified account, signed in: its client, and its user id. */
    async signedIn(email: string, opts: { admin?: boolean; ip?: string } = {}) {
      const user = await createUser(deps, { email, password: 'password-123', admin: opts.admin, verified: true });
      const client = new TestClient(app, opts.ip ?? '203.0.113.10');
      const res = await client.post('/api/auth/sign-in/email', { email, password: 'password-123' });
      if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status}`);
      return { client, userId: user.id };
    },
    async close() {
      await deps.events.close();
      await deps.queue.stop();
      await deps.analysis.close();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(): Promise<{ database: Database; dispose: () => Promise<void>; url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = fs.readFileSync(inject('pgliteTemplate'));
    const database = await openPglite({ memory: true, loadDataDir: new Blob([template]) });
    return { database, dispose: () => database.close() };
  }
  const name = `kairos_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString());
  await prepareDatabase(database, dbUrl.toString());
  return {
    database,
    url: dbUrl.toString(),
    async dispose() {
      await database.close().catch(() => {}); // a test may have closed it already
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

type App = ReturnType<typeof createApp>;

export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: App,
    private readonly ip: string,
  ) {}

  async request(pathname: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', headers.get('origin') ?? TEST_APP_URL);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    const url = pathname.startsWith('http') ? pathname : `${TEST_APP_URL}${pathname}`;
    const response = await this.app.request(url, { ...init, headers, body }, { incoming: { socket: { remoteAddress: this.ip } } });
    for (const sc of response.headers.getSetCookie()) {
      const [pair] = sc.split(';');
      const [name, ...value] = pair!.split('=');
      const v = value.join('=');
      if (/max-age=0/i.test(sc) || v === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), v);
    }
    return response;
  }

  get(pathname: string, init: RequestInit = {}) {
    return this.request(pathname, { ...init, method: 'GET' });
  }

  post(pathname: string, json?: unknown, init: RequestInit = {}) {
    return this.request(pathname, { ...init, method: 'POST', json: json ?? {} });
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((k) => k.endsWith('session_token'));
  }
}

/** Latest outbox mail to `to`, and the first link in it. */
export async function latestMail(database: Database, to: string): Promise<{ subject: string; text: string; link: string }> {
  const { rows } = await database.query<{ subject: string; text: string }>(
    'SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1',
    [to],
  );
  const mail = rows[0];
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail to ${to}`);
  return { ...mail, link };
}
