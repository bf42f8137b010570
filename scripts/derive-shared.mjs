#!/usr/bin/env node
// npm run derive:shared — copies what the repository needs from the shared folder beside it
// (../shared, or SHARED_DIR) into committed files, so tests and evaluations run on any clone:
//   ../shared/cv-samples  → tests/fixtures/cv-samples (samples, *.truth.json, bad/, scans/, README.md;
//   the scorer is kept once, as scripts/cv-score.mjs, with exports for the tests)
//   ../shared/market-data → seed/market-data (the files the first start imports)
// Re-runnable: each target folder is replaced by a fresh copy. The app and the tests never read ../shared.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shared = path.resolve(process.env.SHARED_DIR ?? path.join(root, '../shared'));

const samples = path.join(shared, 'cv-samples');
const sampleFiles = (dir) => fs.readdirSync(dir).filter((f) => /\.(pdf|docx|doc|txt|jpg|jpeg|png|truth\.json)$/.test(f));

const copies = [
  {
    from: samples,
    to: path.join(root, 'tests/fixtures/cv-samples'),
    files: () => [
      'README.md',
      ...sampleFiles(samples),
      ...['bad', 'scans'].flatMap((sub) => (fs.existsSync(path.join(samples, sub)) ? fs.readdirSync(path.join(samples, sub)).map((f) => `${sub}/${f}`) : [])),
    ],
  },
  {
    from: path.join(shared, 'market-data'),
    to: path.join(root, 'seed/market-data'),
    files: () => fs.readdirSync(path.join(shared, 'market-data')).filter((f) => /\.(csv|md)$/.test(f)),
  },
];

for (const { from, to, files } of copies) {
  if (!fs.existsSync(from)) {
    console.error(`derive:shared: ${from} not found (set SHARED_DIR to the shared folder)`);
    process.exit(2);
  }
  const list = files().sort();
  fs.rmSync(to, { recursive: true, force: true });
  let bytes = 0;
  for (const file of list) {
    const target = path.join(to, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(from, file), target);
    bytes += fs.statSync(target).size;
  }
  console.log(`${path.relative(root, to)}: ${list.length} files, ${(bytes / 1024).toFixed(0)} KB from ${from}`);
}
