import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project folder (where package.json is), whether running from src/ through tsx or from the dist/ bundle. */
function findRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');
export const defaultWebDir = path.join(projectRoot, 'dist/web');
