// `npm start` serves the built web app: build it when it is missing or older than its sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const index = path.join(root, 'dist/web/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
const sources = Math.max(newestMtime(path.join(root, 'src/web')), fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs);
if (built < sources) {
  console.log(built ? 'Web sources changed: rebuilding the web app...' : 'Building the web app (first start)...');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}
