// `npm start` runs built code: the web app (Vite) and the server bundle (esbuild, dependencies
// left external). Each is rebuilt only when missing or older than its sources, so a warm start
// pays for neither. Each step says what it builds and, when done, how long it took.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const sources = (...parts) => Math.max(...parts.map((p) => newestMtime(path.join(root, p))));
const lock = path.join(root, 'package-lock.json');

/** One line per step: what it does, then (same line) how long it took. */
async function step(label, run) {
  process.stdout.write(`${label}... `);
  const started = performance.now();
  await run();
  process.stdout.write(`done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

const webBuilt = mtime(path.join(root, 'dist/web/index.html'));
if (webBuilt < sources('src/web', 'src/contract', 'vite.config.ts', 'package-lock.json')) {
  await step(webBuilt ? 'Web sources changed: rebuilding the web app (Vite, pre-compressed assets)' : 'Building the web app (first start; Vite, pre-compressed assets)', () =>
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' }),
  );
}

const serverEntries = ['main', 'web', 'worker', 'analysis-worker'];
const serverBuilt = Math.min(...serverEntries.map((e) => mtime(path.join(root, 'dist/server', `${e}.mjs`))));
if (serverBuilt < Math.max(sources('src/server', 'src/contract', 'src/engine'), mtime(lock))) {
  // loaded only when needed: esbuild's API costs start-up time otherwise
  await step(serverBuilt ? 'Server sources changed: rebuilding the server bundle (esbuild)' : 'Building the server bundle (first start; esbuild)', async () => {
    const { buildServer } = await import('./build-server.mjs');
    await buildServer();
  });
}
