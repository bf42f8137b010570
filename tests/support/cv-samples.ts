import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The CV samples are committed under tests/fixtures/cv-samples (copied from the shared set by
// `npm run derive:shared`), so every clone runs the same tests. CV_SAMPLES_DIR points elsewhere.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = process.env.CV_SAMPLES_DIR ?? path.join(root, 'tests/fixtures/cv-samples');

if (!fs.existsSync(path.join(dir, 'README.md'))) {
  throw new Error(`CV samples not found in ${dir}: run \`npm run derive:shared\` or set CV_SAMPLES_DIR.`);
}

export const cvSamplesDir: string = dir;

export function samplePath(name: string): string {
  return path.join(cvSamplesDir, name);
}
