// The e2e server (playwright.config.ts webServer): a fresh embedded database in a temporary folder,
// the administrator created with the operator CLI, then the built app. On SIGTERM/SIGINT (Playwright's
// graceful shutdown) it stops the app and removes the folder, so no run leaves anything in /tmp.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-e2e-'));
const env = { ...process.env, DATA_DIR: dataDir };
const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });

const [email, password] = [process.env.E2E_ADMIN_EMAIL, process.env.E2E_ADMIN_PASSWORD];
const created = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'user:create', '--email', email, '--password', password, '--admin', '--verified'], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (created.status !== 0) {
  removeDataDir();
  process.exit(created.status ?? 1);
}

const server = spawn(process.execPath, ['dist/server/main.mjs'], { cwd: root, env, stdio: 'inherit' });
server.once('exit', (code) => {
  removeDataDir();
  process.exit(code ?? 0);
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
