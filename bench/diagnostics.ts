// Issue 7 target: the integration-tests run completes in ≤ 5 s on the embedded setup. Figures only.
// Starts the app on a fresh embedded database with the worker in process (as `npm start` does),
// signs in an administrator and runs POST /api/admin/diagnostics/run five times over HTTP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { DiagnosticsRun } from '../src/contract/diagnostics';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { createUser } from '../src/server/features/users/service';
import { silentLogger } from '../src/server/platform/logger';
import { buildDeps, prepareDatabase } from '../src/server/runtime';
import { startWorker } from '../src/server/worker-runtime';

const PORT = 3207;
const RUNS = 5;

export async function diagnostics(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-bench-'));
  const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  await prepareDatabase(database, undefined);
  const config = loadConfig({ DATA_DIR: dataDir, PORT: String(PORT), NODE_ENV: 'test' });
  const deps = buildDeps(config, database, silentLogger, { webDir: undefined });
  const server = serve({ fetch: createApp(deps).fetch, port: PORT });
  const worker = await startWorker(deps);
  const base = `http://localhost:${PORT}`;
  try {
    await createUser(deps, { email: 'bench-admin@example.com', password: 'bench-password', admin: true, verified: true });
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.appUrl },
      body: JSON.stringify({ email: 'bench-admin@example.com', password: 'bench-password' }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
    const headers = { cookie: signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), origin: config.appUrl, 'content-type': 'application/json' };
    const times: number[] = [];
    let lastRun: DiagnosticsRun | undefined;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/admin/diagnostics/run`, { method: 'POST', headers, body: '{}' });
      lastRun = (await res.json()) as DiagnosticsRun;
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`run answered ${res.status}`);
    }
    const s = (ms: number) => (ms / 1000).toFixed(2);
    const sorted = [...times].sort((a, b) => a - b);
    const { passed, warnings, failed, total } = lastRun!.summary;
    console.log(
      `integration-tests run (POST /api/admin/diagnostics/run, embedded database, worker in process, ${total} checks): runs ${times.map(s).join(', ')} s; median ${s(sorted[Math.floor(RUNS / 2)]!)} s, max ${s(sorted.at(-1)!)} s   [target ≤ 5 s]`,
    );
    console.log(`  last run: ${passed} passed, ${warnings} warnings, ${failed} failed; slowest check ${lastRun!.results.reduce((a, b) => (b.durationMs > a.durationMs ? b : a)).id} (${Math.max(...lastRun!.results.map((r) => r.durationMs))} ms)`);
  } finally {
    await worker.stop();
    await deps.events.close();
    server.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
