// The scale-out setup the load and fault benchmarks run against: a database of its own on a real
// PostgreSQL, the built server as 2 web processes + 1 worker process, signed-in people with analysed CVs.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { loadConfig } from '../src/server/config';
import type { AppDeps } from '../src/server/context';
import { openPostgres } from '../src/server/db/client';
import type { Database } from '../src/server/db/client';
import { createUser } from '../src/server/features/users/service';
import { silentLogger } from '../src/server/platform/logger';
import { buildDeps, prepareDatabase } from '../src/server/runtime';
import { samplePath } from '../tests/support/cv-samples';
import { sleep } from './http-load';

const root = path.resolve(import.meta.dirname, '..');
/** A private server bundle: `dist/` belongs to whoever builds and serves the web app at the same time. */
const bundleDir = path.join(root, 'node_modules/.cache/kairos-bench/server');
export const WEB_PORTS = [3211, 3212] as const;
export const APP_URL = `http://localhost:${WEB_PORTS[0]}`;
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
export const PASSWORD = 'bench-password-1';

/** The PostgreSQL the benchmarks may create a database on (and drop it again). */
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The server's entries bundled as `npm run build` does (scripts/build-server.mjs), into the private folder. */
async function buildServerBundle(): Promise<void> {
  await build({
    entryPoints: { web: path.join(root, 'src/server/web.ts'), worker: path.join(root, 'src/server/worker.ts') },
    outdir: bundleDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['@electric-sql/pglite', 'pg', 'pg-native', 'pg-boss', '@node-rs/argon2', 'nodemailer', 'swagger-ui-dist', 'pdfjs-dist'],
    banner: { js: "import { createRequire as __kairosRequire } from 'node:module'; const require = __kairosRequire(import.meta.url);" },
    alias: { '@': path.join(root, 'src') },
    logLevel: 'warning',
  });
}

export type Person = { email: string; userId: string; cookie: string; cvId: string | null };

export type ScaleEnv = {
  dbUrl: string;
  database: Database;
  deps: AppDeps;
  logDir: string;
  webs: ChildProcess[];
  worker: ChildProcess;
  people: Person[];
  startWorker(): Promise<ChildProcess>;
  /** Marks a process the benchmark is about to kill itself. */
  expectExit(child: ChildProcess): void;
  /** Processes that died on their own (exit code or signal we did not send). */
  unexpectedExits: string[];
  signIn(email: string, port?: number): Promise<string>;
  close(): Promise<void>;
};

export async function createScaleEnv(opts: { users: number }): Promise<ScaleEnv> {
  const t0 = performance.now();
  const dbName = `kairos_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dbUrl = url.toString();
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-bench-scale-'));

  await buildServerBundle();
  const database = await openPostgres(dbUrl);
  await prepareDatabase(database, dbUrl);
  const config = loadConfig({ DATABASE_URL: dbUrl, DATA_DIR: logDir, APP_URL, BETTER_AUTH_SECRET: SECRET, NODE_ENV: 'production' });
  const deps = buildDeps(config, database, silentLogger, { webDir: undefined });

  const unexpectedExits: string[] = [];
  const children: ChildProcess[] = [];
  const expected = new Set<ChildProcess>();
  const env = (port?: number) => ({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    DATA_DIR: logDir,
    APP_URL,
    BETTER_AUTH_SECRET: SECRET,
    // everyone signs in from 127.0.0.1 here
    RATE_LIMIT_SCALE: '1000',
    LOG_LEVEL: 'info',
    ...(port ? { PORT: String(port), HOST: '127.0.0.1' } : {}),
  });
  let workers = 0;
  const launch = (entry: 'web' | 'worker', name: string, port?: number) => {
    const log = fs.openSync(path.join(logDir, `${name}.log`), 'a');
    // BENCH_NODE_ARGS: e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server processes
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, path.join(bundleDir, `${entry}.mjs`)], {
      cwd: root,
      env: env(port),
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    child.once('exit', (code, signal) => {
      if (!expected.has(child)) unexpectedExits.push(`${name} exited (${signal ?? code}); log ${path.join(logDir, `${name}.log`)}`);
    });
    return child;
  };
  const waitForLog = async (name: string, text: string, child: ChildProcess) => {
    const file = path.join(logDir, `${name}.log`);
    const deadline = Date.now() + 60_000;
    while (!(fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(text))) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${name} did not start; see ${file}`);
      await sleep(50);
    }
  };
  const startWorker = async () => {
    const name = `worker-${++workers}`;
    const child = launch('worker', name);
    children.push(child);
    await waitForLog(name, 'Worker started', child);
    return child;
  };

  const close = async () => {
    for (const c of children) expected.add(c);
    await Promise.all(
      children.map(async (c) => {
        if (c.exitCode !== null || c.signalCode !== null) return;
        const exited = new Promise((r) => c.once('exit', r));
        c.kill('SIGTERM');
        await Promise.race([exited, sleep(8000).then(() => c.kill('SIGKILL'))]);
      }),
    );
    await deps.events.close();
    await deps.queue.stop();
    await database.close();
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await a.end();
    if (!process.env.BENCH_KEEP_LOGS) fs.rmSync(logDir, { recursive: true, force: true });
  };

  const webs = WEB_PORTS.map((port, i) => launch('web', `web-${i + 1}`, port));
  children.push(...webs);
  const signIn = async (email: string, port: number = WEB_PORTS[0]) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_URL },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };

  let worker: ChildProcess;
  const people: Person[] = [];
  try {
    worker = await startWorker();
    await Promise.all(webs.map((w, i) => waitForLog(`web-${i + 1}`, 'is ready at', w)));

    // people: the first uploads a few CVs through HTTP and the worker; everyone else gets copies of those rows
    for (let i = 0; i < opts.users; i++) {
      const email = `bench-${i}@example.com`;
      const user = await createUser(deps, { email, password: PASSWORD, name: `Bench Person ${i}`, verified: true });
      people.push({ email, userId: user.id, cookie: '', cvId: null });
    }
    people[0]!.cookie = await signIn(people[0]!.email);
    for (const file of ['en-uk-software-engineer.pdf', 'it-contabile.docx', 'fr-kinesitherapeute.txt']) {
      const id = await upload(WEB_PORTS[0], people[0]!.cookie, file);
      if (!id) throw new Error(`upload of ${file} refused`);
      if ((await settled(database, [id], 60_000)).processing) throw new Error(`${file} was not analysed in 60 s; see ${logDir}`);
    }
    await copyCvs(
      database,
      people[0]!.userId,
      people.slice(1).map((p) => p.userId),
    );
    for (const [i, p] of people.entries()) {
      if (i > 0) p.cookie = await signIn(p.email, WEB_PORTS[i % 2]);
      const { rows } = await database.query<{ id: string }>(
        `SELECT id FROM cvs WHERE user_id = $1 AND status = 'analyzed' ORDER BY is_active DESC, created_at DESC LIMIT 1`,
        [p.userId],
      );
      p.cvId = rows[0]?.id ?? null;
    }
    console.log(
      `  setup: database ${dbName}, 2 web processes (ports ${WEB_PORTS.join(', ')}) + 1 worker, ${people.length} people with 3 analysed CVs each, signed in — ${((performance.now() - t0) / 1000).toFixed(1)} s; logs in ${logDir}`,
    );
  } catch (error) {
    // no server processes or database left behind by a failed setup
    await close().catch(() => {});
    throw error;
  }

  return {
    dbUrl,
    database,
    deps,
    logDir,
    webs,
    worker,
    people,
    startWorker,
    expectExit: (child) => expected.add(child),
    unexpectedExits,
    signIn,
    close,
  };
}

/** POST /api/cvs with a sample; the new CV's id, or null when refused. */
export async function upload(port: number, cookie: string, file: string): Promise<string | null> {
  const body = new FormData();
  body.append('file', new File([fs.readFileSync(samplePath(file))], file));
  const res = await fetch(`http://127.0.0.1:${port}/api/cvs?keepBoth=true`, { method: 'POST', body, headers: { cookie, origin: APP_URL } });
  const text = await res.text();
  return res.status === 202 ? (JSON.parse(text) as { id: string }).id : null;
}

/** Waits until none of `ids` is processing (or the time is up); counts by status. */
export async function settled(database: Database, ids: string[], timeoutMs: number): Promise<Record<string, number>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await statusCounts(database, ids);
    if (!counts.processing || Date.now() > deadline) return counts;
    await sleep(100);
  }
}

export async function statusCounts(database: Database, ids: string[]): Promise<Record<string, number>> {
  const { rows } = await database.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM cvs WHERE id = ANY($1::uuid[]) GROUP BY status',
    [ids],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** Copies one person's CVs (and their hidden talents) to others, whatever columns the tables have today. */
async function copyCvs(database: Database, fromUser: string, toUsers: string[]): Promise<void> {
  const columns = async (table: string, skip: string[]) => {
    const { rows } = await database.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
      [table],
    );
    return rows.map((r) => r.column_name).filter((c) => !skip.includes(c));
  };
  const cvCols = (await columns('cvs', ['id', 'user_id'])).map((c) => pg.escapeIdentifier(c)).join(', ');
  const talentCols = (await columns('hidden_talents', ['id', 'user_id', 'cv_id'])).map((c) => pg.escapeIdentifier(c)).join(', ');
  const { rows: sources } = await database.query<{ id: string }>('SELECT id FROM cvs WHERE user_id = $1', [fromUser]);
  for (const userId of toUsers) {
    for (const { id } of sources) {
      const { rows } = await database.query<{ id: string }>(
        `INSERT INTO cvs (user_id, ${cvCols}) SELECT $1, ${cvCols} FROM cvs WHERE id = $2 RETURNING id`,
        [userId, id],
      );
      await database.query(
        `INSERT INTO hidden_talents (user_id, cv_id, ${talentCols}) SELECT $1, $2, ${talentCols} FROM hidden_talents WHERE cv_id = $3`,
        [userId, rows[0]!.id, id],
      );
    }
  }
}
