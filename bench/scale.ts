// Issue 6 "Load and faults" on a real PostgreSQL: 2 web processes + 1 worker (bench/scale-env.ts).
//   load:        200 keep-alive connections reading what the dashboard reads, for 30 s
//   worker-kill: ~30 uploads, the worker SIGKILLed mid-way, a new worker started: what became of each CV
//   pg-restart:  PostgreSQL stopped and started under reads and writes: status codes, recovery, no lost writes
// Prints figures, never pass/fail. Needs a PostgreSQL it may create a database on (BENCH_DATABASE_URL).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { cvSamplesDir } from '../tests/support/cv-samples';
import { Connection, Stats, sleep } from './http-load';
import type { Reply } from './http-load';
import { APP_URL, WEB_PORTS, adminUrl, createScaleEnv, postgresReachable, settled, statusCounts, upload } from './scale-env';
import type { Person, ScaleEnv } from './scale-env';

export const scaleParts = ['load', 'worker-kill', 'pg-restart'] as const;
export type ScalePart = (typeof scaleParts)[number];

const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const LOAD_SECONDS = num('BENCH_LOAD_SECONDS', 30);
const CONNECTIONS = num('BENCH_CONNECTIONS', 200);
const USERS = num('BENCH_USERS', 50);
const THINK_MS = num('BENCH_THINK_MS', 5000);
const FLAT_OUT_SECONDS = num('BENCH_FLAT_OUT_SECONDS', 10);

/** What the dashboard reads when it opens (auth provider, onboarding prompt, CV widgets, insights, analytics). */
function dashboardReads(person: Person): string[] {
  return [
    '/api/auth/get-session',
    '/api/me/role',
    '/api/onboarding',
    '/api/cvs',
    ...(person.cvId ? [`/api/cvs/${person.cvId}`] : []),
    '/api/talents',
    '/api/performance',
  ];
}

export async function runScale(parts: readonly ScalePart[]): Promise<void> {
  if (!(await postgresReachable())) {
    console.log(`${parts.join(', ')}: skipped: no PostgreSQL (${new URL(adminUrl).host} unreachable; set BENCH_DATABASE_URL)`);
    return;
  }
  if (!cvSamplesDir) {
    console.log(`${parts.join(', ')}: skipped: CV samples not found (set CV_SAMPLES_DIR)`);
    return;
  }
  const env = await createScaleEnv({ users: USERS });
  try {
    if (parts.includes('load')) await load(env);
    if (parts.includes('worker-kill')) await workerKill(env);
    if (parts.includes('pg-restart')) await pgRestart(env);
    if (env.unexpectedExits.length) console.log(`  processes that died on their own: ${env.unexpectedExits.join('; ')}`);
  } finally {
    await env.close();
  }
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function load(env: ScaleEnv): Promise<void> {
  const connections = Array.from({ length: CONNECTIONS }, (_, i) => {
    const person = env.people[i % env.people.length]!;
    return { person, conn: new Connection(WEB_PORTS[i % WEB_PORTS.length]!, { cookie: person.cookie }) };
  });
  // warm every connection (and each process's JIT) before measuring
  await Promise.all(connections.map(({ conn }) => conn.request('GET', '/api/me/role')));
  const reads = dashboardReads(env.people[0]!).length;
  console.log(
    `load: ${CONNECTIONS} keep-alive connections (${env.people.length} people with 3 analysed CVs, half on each web process), each reading the dashboard's ${reads} API calls one after the other:`,
  );
  await loadPhase(
    env,
    connections,
    THINK_MS,
    LOAD_SECONDS,
    `paced, every connection reopens the dashboard ${THINK_MS / 1000} s (±50%) after the last one loaded`,
  );
  if (FLAT_OUT_SECONDS > 0) await loadPhase(env, connections, 0, FLAT_OUT_SECONDS, 'flat out, no pause (capacity)');
  for (const { conn } of connections) conn.close();
}

async function loadPhase(
  env: ScaleEnv,
  connections: { person: Person; conn: Connection }[],
  thinkMs: number,
  seconds: number,
  label: string,
): Promise<void> {
  const total = new Stats();
  const byPath = new Map<string, Stats>();
  const failures = new Map<string, number>();
  const pids = [...env.webs, env.worker].map((c) => c.pid);
  const cpuBefore = pids.map(cpuSeconds);
  const pgCpuBefore = postgresCpuSeconds();
  const benchCpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    connections.map(async ({ person, conn }) => {
      if (thinkMs) await sleep(Math.random() * thinkMs); // spread the first loads over one pause
      while (performance.now() < until) {
        for (const url of dashboardReads(person)) {
          const reply = await conn.request('GET', url);
          total.add(reply);
          const key = url.replace(/[0-9a-f-]{36}/, ':id');
          if (!byPath.has(key)) byPath.set(key, new Stats());
          byPath.get(key)!.add(reply);
          if (reply.status < 200 || reply.status > 299) {
            const text = `${reply.status} ${key}: ${reply.body.slice(0, 120)}`;
            failures.set(text, (failures.get(text) ?? 0) + 1);
          }
        }
        if (thinkMs) await sleep(Math.min(thinkMs * (0.5 + Math.random()), Math.max(0, until - performance.now())));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = pids.map((pid, i) => cpuSeconds(pid) - cpuBefore[i]!);
  const pgCpu = postgresCpuSeconds() - pgCpuBefore;
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const webCpuMs = ((cpu[0]! + cpu[1]!) * 1000) / Math.max(1, total.count);

  console.log(
    `  ${label}, ${elapsed.toFixed(1)} s: ${total.count} requests, ${(total.count / elapsed).toFixed(0)} req/s; ${total.summary()}; errors ${total.errors} (${total.statusText()})   [target p99 ≤ 100 ms, 0 errors]`,
  );
  for (const [key, s] of byPath) console.log(`    ${key.padEnd(24)} ${String(s.count).padStart(6)} requests  ${s.summary()}`);
  console.log(
    `    CPU: web ${cpu[0]!.toFixed(1)} s + ${cpu[1]!.toFixed(1)} s (${webCpuMs.toFixed(2)} ms a request), PostgreSQL ${pgCpu.toFixed(1)} s, worker ${cpu[2]!.toFixed(1)} s, ` +
      `load generator ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} s — of ${(elapsed * os.cpus().length).toFixed(0)} s on ${os.cpus().length} cores; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  for (const [text, n] of [...failures].slice(0, 5)) console.log(`    ${n}× ${text}`);
}

/** CPU seconds of every PostgreSQL server process (local server only; 0 when unknown). */
function postgresCpuSeconds(): number {
  let sum = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres')) sum += cpuSeconds(Number(pid));
    } catch {
      // gone
    }
  }
  return sum;
}

async function workerKill(env: ScaleEnv): Promise<void> {
  const files = fs
    .readdirSync(cvSamplesDir!)
    .filter((f) => /\.(pdf|docx|doc|txt)$/.test(f))
    .sort();
  const uploader = env.people[1]!;
  const ids: string[] = [];
  const refused: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < 30; i++) {
    const id = await upload(WEB_PORTS[i % 2]!, uploader.cookie, files[i % files.length]!);
    if (id) ids.push(id);
    else refused.push(i);
  }
  // kill when about a third is done and an analysis is under way (its step has moved past 'uploaded')
  let inFlight = 0;
  for (;;) {
    const counts = await statusCounts(env.database, ids);
    const { rows: running } = await env.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM cvs WHERE id = ANY($1::uuid[]) AND status = 'processing' AND step IS DISTINCT FROM 'uploaded'",
      [ids],
    );
    inFlight = running[0]?.n ?? 0;
    if (((counts.analyzed ?? 0) + (counts.failed ?? 0) >= 10 && inFlight > 0) || performance.now() - t0 > 60_000) break;
    await sleep(5);
  }
  const before = await statusCounts(env.database, ids);
  env.expectExit(env.worker);
  const exited = new Promise((r) => env.worker.once('exit', r));
  env.worker.kill('SIGKILL');
  await exited;
  const killedAt = performance.now();
  env.worker = await env.startWorker();
  const after = await settled(env.database, ids, 150_000);
  const settleSeconds = (performance.now() - killedAt) / 1000;
  const { rows } = await env.database.query<{ id: string; status: string; failure_reason: string | null }>(
    'SELECT id, status, failure_reason FROM cvs WHERE id = ANY($1::uuid[])',
    [ids],
  );
  const reasons = new Map<string, number>();
  for (const r of rows.filter((r) => r.status === 'failed'))
    reasons.set(r.failure_reason ?? '(no reason)', (reasons.get(r.failure_reason ?? '(no reason)') ?? 0) + 1);
  const lost = ids.length - rows.length;
  console.log(
    `worker-kill: ${ids.length} uploads accepted${refused.length ? ` (${refused.length} refused)` : ''}; worker SIGKILLed with ${before.analyzed ?? 0} analysed, ${before.failed ?? 0} failed, ${before.processing ?? 0} processing (${inFlight} mid-analysis); new worker started; ` +
      `after ${settleSeconds.toFixed(1)} s: analyzed ${after.analyzed ?? 0}, failed ${after.failed ?? 0}, stuck (processing) ${after.processing ?? 0}, lost ${lost}   [target 0 stuck, 0 lost]`,
  );
  for (const [reason, n] of reasons) console.log(`    failed ${n}× ${reason}`);
}

/** How to stop and start the local PostgreSQL (Debian's pg_ctlcluster), or null when not possible here. */
function postgresControl(): { stop: () => void; start: () => void } | null {
  const custom = process.env.BENCH_PG_CTL; // e.g. "pg_ctlcluster --skip-systemctl-redirect 15 main"
  let command: string[] | null = custom ? custom.split(' ') : null;
  if (!command && fs.existsSync('/etc/postgresql') && ['localhost', '127.0.0.1'].includes(new URL(adminUrl).hostname)) {
    const version = fs.readdirSync('/etc/postgresql').sort().at(-1);
    if (version && fs.existsSync(`/etc/postgresql/${version}/main`))
      command = ['pg_ctlcluster', '--skip-systemctl-redirect', version, 'main'];
  }
  if (!command) return null;
  const [bin, ...args] = command;
  const run = (action: string) => execFileSync(bin!, [...args, action], { stdio: 'ignore' });
  try {
    run('status');
  } catch {
    return null;
  }
  return { stop: () => run('stop'), start: () => run('start') };
}

async function pgRestart(env: ScaleEnv): Promise<void> {
  const control = postgresControl();
  if (!control) {
    console.log('pg-restart: skipped: cannot stop and start this PostgreSQL from here (set BENCH_PG_CTL, e.g. "pg_ctlcluster 15 main")');
    return;
  }
  type Sample = { at: number; reply: Reply; kind: 'read' | 'write' };
  const samples: Sample[] = [];
  const created = new Map<string, string>(); // task id → owner
  const t0 = performance.now();
  let running = true;
  const readers = Array.from({ length: 20 }, (_, i) => {
    const person = env.people[i % env.people.length]!;
    return new Connection(WEB_PORTS[i % 2]!, { cookie: person.cookie });
  });
  const writers = Array.from({ length: 5 }, (_, i) => {
    const person = env.people[(i + 20) % env.people.length]!;
    return { person, conn: new Connection(WEB_PORTS[i % 2]!, { cookie: person.cookie, origin: APP_URL }) };
  });
  let writes = 0;
  const loops = [
    ...readers.map(async (conn) => {
      while (running) {
        for (const url of ['/api/auth/get-session', '/api/cvs', '/api/talents', '/api/performance']) {
          samples.push({ at: performance.now() - t0, reply: await conn.request('GET', url), kind: 'read' });
        }
        await sleep(50);
      }
    }),
    ...writers.map(async ({ person, conn }) => {
      while (running) {
        const reply = await conn.request('POST', '/api/tasks', { title: `bench task ${++writes}` });
        samples.push({ at: performance.now() - t0, reply, kind: 'write' });
        if (reply.status === 201) created.set((JSON.parse(reply.body) as { id: string }).id, person.userId);
        await sleep(100);
      }
    }),
  ];
  await sleep(3000);
  const stopAt = performance.now() - t0;
  control.stop();
  const stoppedAt = performance.now() - t0;
  await sleep(3000);
  control.start();
  const startedAt = performance.now() - t0;
  // the first 200 after PostgreSQL answers again
  let firstOk = NaN;
  const deadline = performance.now() + 60_000;
  while (Number.isNaN(firstOk) && performance.now() < deadline) {
    const ok = samples.find((s) => s.at > startedAt && s.reply.status >= 200 && s.reply.status < 300);
    if (ok) firstOk = ok.at;
    else await sleep(20);
  }
  await sleep(3000);
  running = false;
  await Promise.all(loops);
  for (const conn of [...readers, ...writers.map((w) => w.conn)]) conn.close();

  const recoveredAt = Number.isNaN(firstOk) ? Infinity : firstOk;
  const during = samples.filter((s) => s.at >= stopAt && s.at < recoveredAt);
  const after = samples.filter((s) => s.at >= recoveredAt + 1000);
  const count = (list: Sample[]) => {
    const s = new Stats();
    for (const x of list) s.add(x.reply);
    return s.statusText();
  };
  const bodies = new Map<string, number>();
  for (const s of during.filter((s) => s.reply.status >= 500)) {
    const key = `${s.reply.status} ${s.reply.body.slice(0, 160)}`;
    bodies.set(key, (bodies.get(key) ?? 0) + 1);
  }
  const ids = [...created.keys()];
  const { rows } = await env.database.query<{ n: number }>('SELECT count(*)::int AS n FROM tasks WHERE id = ANY($1::uuid[])', [ids]);
  const alive = [...env.webs, env.worker].filter((c) => c.exitCode === null && c.signalCode === null).length;
  console.log(
    `pg-restart: 20 readers + 5 writers (POST /api/tasks); PostgreSQL stopped at ${(stopAt / 1000).toFixed(1)} s (down after ${((stoppedAt - stopAt) / 1000).toFixed(1)} s), started again at ${(startedAt / 1000).toFixed(1)} s; ` +
      `first 2xx ${Number.isFinite(recoveredAt) ? `${((recoveredAt - startedAt) / 1000).toFixed(2)} s after it was back` : 'never (60 s)'}   [target: recovers by itself]`,
  );
  console.log(`    answers while away (${during.length}): ${count(during)}   [target 503, never 500]`);
  for (const [body, n] of bodies) console.log(`      ${n}× ${body}`);
  console.log(`    answers from 1 s after recovery (${after.length}): ${count(after)}`);
  console.log(
    `    writes answered 201: ${ids.length}; of those in the database afterwards: ${rows[0]?.n ?? 0}   [target: all]; processes alive ${alive} of 3`,
  );
}

export function isScalePart(part: string | undefined): part is ScalePart {
  return (scaleParts as readonly string[]).includes(part ?? '');
}
