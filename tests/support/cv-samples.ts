import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The shared CV samples live beside the project (../shared/cv-samples), not in it.
// CV_SAMPLES_DIR overrides; on CI a missing sample set is an error, never a silent skip.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const candidates = [process.env.CV_SAMPLES_DIR, path.join(root, '../shared/cv-samples'), '/work/shared/cv-samples'].filter(
  (p): p is string => Boolean(p),
);

export const cvSamplesDir: string | undefined = candidates.find((p) => fs.existsSync(path.join(p, 'README.md')));

if (!cvSamplesDir && process.env.CI === 'true') {
  throw new Error(`CV samples not found (looked in ${candidates.join(', ')}); set CV_SAMPLES_DIR.`);
}

export function samplePath(name: string): string {
  if (!cvSamplesDir) throw new Error('CV samples not found; set CV_SAMPLES_DIR');
  return path.join(cvSamplesDir, name);
}
