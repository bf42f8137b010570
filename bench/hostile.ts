// `npm run bench -- hostile` (ADR 009): the built server (dist/server/main.mjs, embedded PGlite in a
// temporary data directory) as a child process; two people; every hostile file uploaded through
// HTTP with, per file, its settle time and status, the peak RSS of the server and of the server with
// its analysis processes (/proc/<pid>/status VmRSS every 100 ms, children from
// /proc/<pid>/task/<pid>/children) and /api/health latency polled every 100 ms; then ten big
// PDFs at once from person A while person B lists their CVs. Figures only, never pass/fail.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { hostileFiles, manyItemsPdf } from '../tests/support/hostile-files';

const PORT = 3207;
const BASE = `http://localhost:${PORT}`;
const PASSWORD = 'bench-hostile-password';


class Client {
  private cookie = '';
  async signIn(email: string): Promise<void> {
    const res = await this.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
    this.cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }
  fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', BASE);
    if (this.cookie) headers.set('cookie', this.cookie);
    return fetch(`${BASE}${pathname}`, { ...init, headers });
  }
  async upload(name: string, bytes: Uint8Array): Promise<{ status: number; id?: string }> {
    const form = new FormData();
    form.append('file', new File([bytes as BlobPart], name));
    const res = await this.fetch('/api/cvs?keepBoth=true', { method: 'POST', body: form });
    const body = (await res.json()) as { id?: string };
    return { status: res.status, id: body.id };
  }
  async cv(id: string): Promise<{ status: string; failure_reason: string | null }> {
    return (await (await this.fetch(`/api/cvs/${id}`)).json()) as { status: string; failure_reason: string | null };
  }
}

/** How a failed CV ended, in a word: the analysis limits' reasons, or the reader's own message. */
const endOf = (reason: string | null) =>
  /too long/.test(reason ?? '')
    ? '(time)'
    : /too much memory/.test(reason ?? '')
      ? '(memory)'
      : /ended unexpectedly|did not finish/.test(reason ?? '')
        ? '(crash)'
        : '(reader)';

const pct = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

const rssOf = (pid: number | string) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0; // gone meanwhile
  }
};
const childrenOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return [];
  }
};

/** Samples the server's RSS (alone, and with its analysis processes) and /api/health latency every 100 ms until stopped. */
function watch(pid: number) {
  const health: number[] = [];
  let peakRss = 0;
  let peakTotal = 0;
  let running = true;
  let failures = 0;
  const rssTimer = setInterval(() => {
    const own = rssOf(pid);
    peakRss = Math.max(peakRss, own);
    peakTotal = Math.max(peakTotal, own + childrenOf(pid).reduce((n, child) => n + rssOf(child), 0));
  }, 100);
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
        async (r) => (await r.arrayBuffer(), r.ok),
        () => false,
      );
      if (ok) health.push(performance.now() - started);
      else failures++;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      clearInterval(rssTimer);
      await loop;
      return { health, peakRssMb: peakRss, peakTotalMb: peakTotal, failures };
    },
  };
}

async function bigPdf(pages: number, seed: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([595, 842]);
    let y = 800;
    page.drawText(p === 0 ? `Alex Bench ${seed}` : `Experience (continued ${p})`, { x: 50, y, size: 16, font });
    for (let line = 0; line < 50; line++) {
      y -= 15;
      page.drawText(
        `Project lead ${2000 + ((p + line) % 24)} - ${2001 + ((p + line) % 24)}: delivered SQL, Python and TypeScript systems for team ${line}`,
        { x: 50, y, size: 9, font },
      );
    }
  }
  return doc.save();
}

export async function hostile(root: string): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist/server/main.mjs')) || !fs.existsSync(path.join(root, 'dist/server/analysis-worker.mjs'))) {
    execFileSync('node', ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  }
  const files = hostileFiles;
  const source = 'tests/support/hostile-files.ts';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-bench-hostile-'));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), APP_URL: BASE, LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '100' };
  for (const email of ['bench-a@kairos.test', 'bench-b@kairos.test']) {
    execFileSync('node', ['--import', 'tsx', 'src/server/cli.ts', 'user:create', '--email', email, '--password', PASSWORD, '--verified'], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
  }
  let child = spawn('node', ['dist/server/main.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `exited (${signal ?? code})`));
  const serving = async () => {
    const started = performance.now();
    for (;;) {
      if (exited) throw new Error(`the server ${exited} before it answered`);
      if (
        await fetch(`${BASE}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return performance.now() - started;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  try {
    await serving();
    const a = new Client();
    const b = new Client();
    await a.signIn('bench-a@kairos.test');
    await b.signIn('bench-b@kairos.test');
    console.log(
      `hostile files (${files.length}, from ${source}); server pid ${child.pid}, ANALYSIS_* defaults unless set in the environment`,
    );
    console.log(
      `  ${'file'.padEnd(28)} ${'expect'.padEnd(9)} ${'got'.padEnd(16)} ${'settle'.padStart(9)} ${'peak RSS server / +analysis'.padStart(27)}  health p50 / p95 / p99`,
    );
    for (const file of files) {
      const bytes = await file.build();
      const w = watch(child.pid!);
      const started = performance.now();
      const up = await a.upload(file.fileName, bytes);
      let got = `${up.status}`;
      if (up.status === 202 && up.id) {
        for (;;) {
          const cv = await a.cv(up.id);
          if (cv.status !== 'processing') {
            got = cv.status === 'failed' ? `failed ${endOf(cv.failure_reason)}` : cv.status;
            break;
          }
          if (performance.now() - started > 120_000 || exited) {
            got = exited ? 'SERVER DIED' : 'stuck';
            break;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      } else if (up.status >= 400 && up.status < 500) got = 'rejected';
      const settle = performance.now() - started;
      const { health, peakRssMb, peakTotalMb, failures } = await w.stop();
      console.log(
        `  ${file.id.slice(0, 28).padEnd(28)} ${file.expect.padEnd(9)} ${got.padEnd(16)} ${(settle / 1000).toFixed(2).padStart(7)} s ${`${peakRssMb.toFixed(0)} MB / ${peakTotalMb.toFixed(0)} MB`.padStart(27)}  ${ms(pct(health, 50))} / ${ms(pct(health, 95))} / ${ms(pct(health, 99))}${failures ? `  (${failures} health calls failed)` : ''}`,
      );
      if (exited) throw new Error(`the server ${exited} on ${file.id}`);
    }

    // ten big PDFs at once from A while B keeps listing their CVs
    const pdfs = await Promise.all(Array.from({ length: 10 }, (_, i) => bigPdf(12, i)));
    const w = watch(child.pid!);
    const bTimes: number[] = [];
    let listing = true;
    const bLoop = (async () => {
      while (listing) {
        const started = performance.now();
        const res = await b.fetch('/api/cvs');
        await res.arrayBuffer();
        if (res.ok) bTimes.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const started = performance.now();
    const ids = (await Promise.all(pdfs.map((bytes, i) => a.upload(`big-${i}.pdf`, bytes)))).map((u) => u.id!);
    const acceptedMs = performance.now() - started;
    const statuses: string[] = [];
    for (const id of ids) {
      for (;;) {
        const cv = await a.cv(id);
        if (cv.status !== 'processing') {
          statuses.push(cv.status);
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const allMs = performance.now() - started;
    listing = false;
    await bLoop;
    const { health, peakRssMb, peakTotalMb } = await w.stop();
    const counts = statuses.reduce<Record<string, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});
    console.log(
      `ten 12-page PDFs at once from A (${(pdfs[0]!.byteLength / 1024).toFixed(0)} KB each): all accepted in ${ms(acceptedMs)}, settled in ${(allMs / 1000).toFixed(2)} s (${JSON.stringify(counts)}), peak RSS ${peakRssMb.toFixed(0)} MB (with analysis processes ${peakTotalMb.toFixed(0)} MB)`,
    );
    console.log(`  /api/health p50 ${ms(pct(health, 50))}, p99 ${ms(pct(health, 99))} (${health.length} calls)   [target p99 ≤ 200 ms]`);
    console.log(
      `  B's GET /api/cvs p50 ${ms(pct(bTimes, 50))}, p99 ${ms(pct(bTimes, 99))} (${bTimes.length} calls)   [target p99 ≤ 300 ms]`,
    );
    console.log(`  the server is ${exited ?? 'still up'}`);

    // the whole server killed while a document is in the engine, then started again (a supervisor's
    // restart): it must come up serving, leave no analysis process behind, and not re-run that CV
    // a page of 400,000 text items keeps pdfjs busy for several seconds: the kill lands mid-engine
    const slow = { id: 'pdf-400k-items', fileName: '400k-items.pdf', build: () => manyItemsPdf(400_000) };
    const crashed = await a.upload(slow.fileName, slow.build());
    for (let i = 0; i < 100 && (await a.cv(crashed.id!)).status === 'processing' && childrenOf(child.pid!).length === 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1500)); // well inside the engine
    const analysisPids = childrenOf(child.pid!);
    const killed = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await killed;
    await new Promise((r) => setTimeout(r, 2000));
    // still running = present and not a zombie (an exited child waits for its new parent to reap it)
    const orphans = analysisPids.filter((pid) => {
      try {
        return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        return false;
      }
    });
    exited = undefined;
    child = spawn('node', ['dist/server/main.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code, signal) => (exited = `exited (${signal ?? code})`));
    const upMs = await serving();
    const restarted = performance.now();
    let settledCv = await a.cv(crashed.id!);
    while (settledCv.status === 'processing' && performance.now() - restarted < 180_000) {
      await new Promise((r) => setTimeout(r, 500));
      settledCv = await a.cv(crashed.id!);
    }
    console.log(
      `SIGKILL of the server with ${slow.id} in the engine: analysis processes still running 2 s later ${orphans.length}; restarted → serving in ${(upMs / 1000).toFixed(2)} s; that CV ${settledCv.status} ${((performance.now() - restarted) / 1000).toFixed(0)} s after the restart (the queue's 60 s expiry)${settledCv.failure_reason ? `: "${settledCv.failure_reason}"` : ''}; the server is ${exited ?? 'up'}`,
    );
  } finally {
    const last = child;
    if (!exited) {
      const gone = new Promise((r) => last.once('exit', r));
      last.kill('SIGTERM');
      await gone;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
