#!/usr/bin/env node
// npm run eval:cv -- [dir]
// Scores the CV engine with the shared scorer (score.mjs in the samples dir) on a folder of CVs with
// *.truth.json files, then checks the malformed inputs in its bad/ subfolder. Default folder: env
// CV_SAMPLES_DIR, else ../shared/cv-samples relative to the project root.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2).filter((a) => a !== '--');
const extra = args.filter((a) => a.startsWith('--'));
const dirArg = args.find((a) => !a.startsWith('--'));
const dir = path.resolve(dirArg ?? process.env.CV_SAMPLES_DIR ?? path.join(root, '../shared/cv-samples'));

if (!fs.existsSync(dir)) {
  console.error(`CV samples folder not found: ${dir} (pass a folder or set CV_SAMPLES_DIR)`);
  process.exit(2);
}
// the scorer sits beside the samples; a custom folder without one falls back to the shared set's scorer
const scorerCandidates = [path.join(dir, 'score.mjs'), process.env.CV_SAMPLES_DIR && path.join(process.env.CV_SAMPLES_DIR, 'score.mjs'), path.join(root, '../shared/cv-samples/score.mjs')].filter(Boolean);
const scorer = scorerCandidates.find((p) => fs.existsSync(p));
if (!scorer) {
  console.error(`score.mjs not found (looked in ${scorerCandidates.join(', ')})`);
  process.exit(2);
}

const cmd = 'npm run --silent cv:analyze --';
const run = (scorerArgs) => spawnSync(process.execPath, [scorer, ...scorerArgs], { cwd: root, stdio: 'inherit' }).status ?? 1;

console.log(`# CV extraction accuracy — ${dir}`);
let status = run(['--cmd', cmd, ...extra, dir]);
const bad = path.join(dir, 'bad');
if (fs.existsSync(bad)) {
  console.log(`\n# Malformed inputs — ${bad}`);
  status = run(['--bad', '--cmd', cmd, bad]) || status;
}
process.exit(status);
