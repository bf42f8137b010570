import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvAccepted, CvDetail } from '@/contract/cvs';
import { cvSamplesDir, samplePath } from '../../../../tests/support/cv-samples';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

// The scale-out path: this test process is a web process only; analyses run in separate worker
// processes (`src/server/worker.ts`) that share PostgreSQL (queue, NOTIFY wake-up, stored files).
const url = process.env.TEST_DATABASE_URL;
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let dataDir: string;

function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
    env: { ...process.env, DATABASE_URL: t.databaseUrl, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info', BETTER_AUTH_SECRET: 'worker-secret-worker-secret-worker-secret-01' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${out}`)), 30_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Worker started')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited (${code}):\n${out}`)));
  });
}

async function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

async function status(client: TestClient, id: string): Promise<CvDetail> {
  return (await (await client.get(`/api/cvs/${id}`)).json()) as CvDetail;
}

async function settled(client: TestClient, id: string): Promise<CvDetail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const cv = await status(client, id);
    if (cv.status !== 'processing') return cv;
    if (Date.now() > deadline) throw new Error(`still processing at step ${cv.step}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!url || !cvSamplesDir)('scale-out: web process and separate worker processes on PostgreSQL', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-worker-'));
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a worker process analyses uploads; with no worker nothing is lost, and the next worker picks it up', async () => {
    const { client } = await t.signedIn('scale@example.com');
    const upload = async () => {
      const body = new FormData();
      body.append('file', new File([fs.readFileSync(samplePath('it-contabile.docx'))], 'it-contabile.docx'));
      const res = await client.request('/api/cvs?keepBoth=true', { method: 'POST', body });
      expect(res.status).toBe(202);
      return ((await res.json()) as CvAccepted).id;
    };

    const first = await startWorker();
    const a = await upload();
    expect((await settled(client, a)).status).toBe('analyzed');
    await kill(first, 'SIGKILL');

    // no worker running: the upload waits in the queue, not lost and not failed
    const b = await upload();
    await new Promise((r) => setTimeout(r, 1500));
    expect((await status(client, b)).status).toBe('processing');

    const second = await startWorker();
    try {
      const cv = await settled(client, b);
      expect(cv.status).toBe('analyzed');
      expect(cv.skills_count).toBeGreaterThan(0);
    } finally {
      await kill(second, 'SIGTERM');
    }
  }, 90_000);
});
