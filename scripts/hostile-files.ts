/**
 * npm run hostile:write -- <dir>
 * Writes every hostile CV file (tests/support/hostile-files.ts) into <dir>, for manual tests
 * against a running server. Prints one line per file: name, size, what must happen.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hostileFiles } from '../tests/support/hostile-files';

const dir = process.argv.slice(2).find((a) => a !== '--');
if (!dir) {
  console.error('Usage: npm run hostile:write -- <dir>');
  process.exit(2);
}
await mkdir(dir, { recursive: true });
for (const file of hostileFiles) {
  const bytes = await file.build();
  await writeFile(path.join(dir, file.fileName), bytes);
  console.log(`${file.fileName.padEnd(28)} ${String(bytes.length).padStart(10)} bytes  expect ${file.expect}  ${file.description}`);
}
