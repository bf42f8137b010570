// The embedded setup a bench part measures over HTTP: PGlite in a temporary folder, the app on a port,
// the worker in process, one verified person signed in and their CV analysed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite, runMigrations } from '../src/server/db/client';
import { createUser } from '../src/server/features/users/service';
import { silentLogger } from '../src/server/platform/logger';
import type { AppDeps } from '../src/server/context';
import { buildDeps } from '../src/server/runtime';
import { startWorker } from '../src/server/worker-runtime';

export interface EmbeddedApp {
  base: string;
  /** the signed-in person's session cookie and the app's origin, for every request */
  cookie: string;
  origin: string;
  deps: AppDeps;
  /** the person's analysed CV */
  cvId: string;
  close(): Promise<void>;
}

export async function startEmbeddedApp(port: number, cvFile: string): Promise<EmbeddedApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-bench-'));
  const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  await runMigrations(database);
  const config = loadConfig({ DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'test', RATE_LIMIT_SCALE: '100' });
  const deps = buildDeps(config, database, silentLogger, { webDir: undefined });
  const server = serve({ fetch: createApp(deps).fetch, port });
  await startWorker(deps);
  const base = `http://localhost:${port}`;
  const close = async () => {
    server.close();
    await deps.events.close();
    await deps.queue.stop();
    await deps.analysis.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await createUser(deps, { email: 'bench@example.com', password: 'bench-password', verified: true });
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.appUrl },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
    });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const body = new FormData();
    body.append('file', new File([fs.readFileSync(cvFile)], path.basename(cvFile)));
    const { id } = (await (await fetch(`${base}/api/cvs`, { method: 'POST', body, headers: { cookie, origin: config.appUrl } })).json()) as { id: string };
    while (((await (await fetch(`${base}/api/cvs/${id}`, { headers: { cookie } })).json()) as { status: string }).status === 'processing') {
      await new Promise((r) => setTimeout(r, 50));
    }
    return { base, cookie, origin: config.appUrl, deps, cvId: id, close };
  } catch (error) {
    await close();
    throw error;
  }
}
