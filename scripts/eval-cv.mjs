#!/usr/bin/env node
// npm run eval:cv -- [dir] [scorer options]
//   Scores the CV engine on a folder of CVs with *.truth.json files, then checks the malformed inputs
//   in its bad/ subfolder. Default folder: env CV_SAMPLES_DIR, else the committed copy tests/fixtures/cv-samples
//   (`npm run derive:shared`).
// npm run eval:cv -- --generated N [--seed S] [--formats pdf,docx,txt] [--keep] [--json file]
//   Generates N CVs with the project's own corpus generator (tests/corpus) into a temporary folder,
//   scores them, and prints the scores broken down by format, layout and language.
// The scorer is the repository's copy, scripts/cv-score.mjs (same rules as the shared kit's score.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scorer = path.join(root, 'scripts/cv-score.mjs');
const FIELDS = ['name', 'email', 'phone', 'location', 'exp_f1', 'exp_dates', 'edu_f1', 'skills_f1', 'lang_f1'];
const args = process.argv.slice(2).filter((a) => a !== '--');

function take(name, withValue = true) {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = withValue ? args[at + 1] : true;
  args.splice(at, withValue ? 2 : 1);
  return value;
}

const run = (scorerArgs) => spawnSync(process.execPath, [scorer, ...scorerArgs], { cwd: root, stdio: 'inherit' }).status ?? 1;

const generated = take('generated');
if (generated !== undefined) process.exit(evalGenerated(Number(generated)));

const extra = args.filter((a) => a.startsWith('--'));
const dirArg = args.find((a) => !a.startsWith('--'));
const dir = path.resolve(dirArg ?? process.env.CV_SAMPLES_DIR ?? path.join(root, 'tests/fixtures/cv-samples'));
if (!fs.existsSync(dir)) {
  console.error(`CV samples folder not found: ${dir} (pass a folder or set CV_SAMPLES_DIR)`);
  process.exit(2);
}
const cmd = 'npm run --silent cv:analyze --';
console.log(`# CV extraction accuracy — ${dir}`);
let status = run(['--cmd', cmd, ...extra, dir]);
const bad = path.join(dir, 'bad');
if (fs.existsSync(bad)) {
  console.log(`\n# Malformed inputs — ${bad}`);
  status = run(['--bad', '--cmd', cmd, bad]) || status;
}
process.exit(status);

function evalGenerated(count) {
  const seed = Number(take('seed') ?? 1);
  const formats = take('formats');
  const keep = take('keep', false);
  const jsonOut = take('json');
  if (!Number.isInteger(count) || count < 1) {
    console.error('usage: npm run eval:cv -- --generated N [--seed S] [--formats pdf,docx,txt] [--keep] [--json file]');
    return 2;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-corpus-'));
  const gen = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/corpus-generate.ts', '--count', String(count), '--seed', String(seed), '--out', dir, ...(formats ? ['--formats', formats] : [])], { cwd: root, stdio: 'inherit' });
  if (gen.status !== 0) return gen.status ?? 1;
  const json = path.join(dir, 'scores.json');
  // the same program `npm run cv:analyze` runs, without npm's start-up on every file
  const cmd = 'node --import tsx scripts/cv-analyze.ts';
  console.log(`# CV extraction accuracy — ${count} generated CVs (seed ${seed})`);
  const status = run(['--cmd', cmd, '--json', json, ...args, dir]);
  if (!fs.existsSync(json)) return status || 1;
  const scores = JSON.parse(fs.readFileSync(json, 'utf8'));
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const meta = new Map(manifest.files.map((f) => [f.file, f]));
  const rows = scores.results.map((r) => ({ ...meta.get(path.basename(r.file)), failed: r.failed, fields: r.score.fields, overall: r.score.overall }));
  for (const key of ['format', 'layout', 'locale']) console.log(`\n${breakdown(rows, key)}`);
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ seed, count, rows }, null, 2));
  if (keep) console.log(`\nkept: ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
  return status;
}


/** A markdown table: one row per value of `key`, mean of each field over the files where it is scored. */
function breakdown(rows, key) {
  const groups = new Map();
  for (const r of rows) groups.set(r[key] ?? '?', [...(groups.get(r[key] ?? '?') ?? []), r]);
  const mean = (xs) => (xs.length ? (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2) : '-');
  const head = `| ${key} | n | failed | overall | ${FIELDS.join(' | ')} |\n|${' --- |'.repeat(FIELDS.length + 4)}`;
  const lines = [...groups.entries()].sort(([a], [b]) => String(a).localeCompare(String(b))).map(([value, rs]) => {
    const cells = FIELDS.map((f) => mean(rs.map((r) => r.fields[f]).filter((x) => x !== null && x !== undefined)));
    return `| ${value} | ${rs.length} | ${rs.filter((r) => r.failed).length} | ${mean(rs.map((r) => r.overall))} | ${cells.join(' | ')} |`;
  });
  return `${head}\n${lines.join('\n')}`;
}
