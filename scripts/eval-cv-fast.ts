/**
 * node --import tsx scripts/eval-cv-fast.ts <dir> [--layout L] [--details] [--field F]
 * The scorer's rules (scripts/cv-score.mjs) applied in one process: for tuning loops on a generated
 * corpus kept with `npm run eval:cv -- --generated N --keep`. `npm run eval:cv` stays the reference.
 */
import fs from 'node:fs';
import path from 'node:path';
import { analyzeCv } from '../src/engine/cv/analyze-cv';
import { englishLanguageName, normaliseLevel } from '../src/engine/cv/languages';
import { FIELDS, loadPrediction, loadTruth, scoreFile } from './cv-score.mjs';

const args = process.argv.slice(2).filter((a) => a !== '--');
const opt = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const layout = opt('layout');
const locale = opt('locale');
const field = opt('field');
const details = args.includes('--details');
const dir = path.resolve(args.filter((a) => !a.startsWith('--'))[0] ?? '.');
const manifestFile = path.join(dir, 'manifest.json');
const manifest: { files: { file: string; layout?: string; locale?: string; format?: string }[] } = fs.existsSync(manifestFile)
  ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
  : { files: [] };
const meta = new Map(manifest.files.map((f) => [f.file, f]));
const files = fs
  .readdirSync(dir)
  .filter((f) => /\.(pdf|docx|doc|txt|odt|rtf|png|jpe?g)$/i.test(f) && fs.existsSync(path.join(dir, f.replace(/\.[^.]+$/, '.truth.json'))))
  .filter((f) => !layout || meta.get(f)?.layout === layout)
  .filter((f) => !locale || meta.get(f)?.locale === locale);

interface Detail {
  truth?: unknown;
  got?: unknown;
  missing: string[];
  extra: string[];
  dateErrors: string[];
}
interface Score {
  overall: number;
  fields: Record<string, number | null>;
  details: Record<string, Detail | undefined>;
}

// The scorer counts language names only; a level read wrongly ("/ English" for "C1") shows to the
// person and feeds market fit, so it is counted here: truth and reading normalised the same way.
const levelTally = { agree: 0, of: 0 };
const levelMisses: string[] = [];
function tallyLevels(file: string, truth: unknown, languages: readonly { name: string; level: string | null }[]): void {
  const expected = (truth as { languages?: { name: string; level?: string | null }[] }).languages ?? [];
  for (const t of expected) {
    if (!t.level) continue;
    const name = englishLanguageName(t.name) ?? t.name;
    const got = languages.find((l) => l.name === name);
    if (!got) continue;
    levelTally.of += 1;
    const want = normaliseLevel(t.level);
    if (want !== null && got.level !== null && want.toLowerCase() === got.level.toLowerCase()) levelTally.agree += 1;
    else levelMisses.push(`${file}: ${name} truth=${JSON.stringify(t.level)} got=${JSON.stringify(got.level)}`);
  }
}

const rows: { file: string; layout: string; locale: string; overall: number; fields: Record<string, number | null> }[] = [];
for (const f of files) {
  const truth = loadTruth(JSON.parse(fs.readFileSync(path.join(dir, f.replace(/\.[^.]+$/, '.truth.json')), 'utf8')));
  const result = await analyzeCv(new Uint8Array(fs.readFileSync(path.join(dir, f))), { fileName: f }, { referenceDate: '2026-11' });
  const prediction = result.ok ? loadPrediction(JSON.parse(JSON.stringify(result.analysis))) : null;
  const score = (prediction ? scoreFile(truth, prediction) : { overall: 0, fields: {}, details: {} }) as Score;
  if (result.ok) tallyLevels(f, JSON.parse(fs.readFileSync(path.join(dir, f.replace(/\.[^.]+$/, '.truth.json')), 'utf8')), result.analysis.languages);
  rows.push({ file: f, layout: meta.get(f)?.layout ?? '?', locale: meta.get(f)?.locale ?? '?', overall: score.overall, fields: score.fields });
  if (details && (!field || (score.fields[field] ?? 1) < 1)) {
    const d = score.details;
    console.log(`\n## ${f} (${meta.get(f)?.layout}, ${meta.get(f)?.locale}) overall ${score.overall.toFixed(2)}`);
    for (const k of ['name', 'phone', 'location']) if (d[k] && (!field || field === k) && d[k].truth !== d[k].got) console.log(`  ${k}: truth=${JSON.stringify(d[k].truth)} got=${JSON.stringify(d[k].got)}`);
    if (d.experience && (!field || field.startsWith('exp'))) {
      if (d.experience.missing.length) console.log(`  exp missing: ${d.experience.missing.join(' | ')}`);
      if (d.experience.extra.length) console.log(`  exp extra:   ${d.experience.extra.join(' | ')}`);
      for (const e of d.experience.dateErrors) console.log(`  date: ${e}`);
    }
    if (d.education && (!field || field === 'edu_f1')) {
      if (d.education.missing.length) console.log(`  edu missing: ${d.education.missing.join(' | ')}`);
      if (d.education.extra.length) console.log(`  edu extra:   ${d.education.extra.join(' | ')}`);
    }
    for (const k of ['skills', 'languages'])
      if (d[k] && (!field || field.startsWith(k.slice(0, 4)))) {
        if (d[k].missing.length) console.log(`  ${k} missing: ${d[k].missing.join(', ')}`);
        if (d[k].extra.length) console.log(`  ${k} extra:   ${d[k].extra.join(', ')}`);
      }
  }
}
const mean = (xs: number[]): string => (xs.length ? (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(3) : '  -  ');
function table(key: 'layout' | 'locale'): void {
  const groups = new Map<string, typeof rows>();
  for (const r of rows) groups.set(r[key], [...(groups.get(r[key]) ?? []), r]);
  console.log(`\n| ${key} | n | overall | ${(FIELDS as string[]).join(' | ')} |`);
  for (const [k, rs] of [...groups].sort()) {
    const cells = (FIELDS as string[]).map((fl) => mean(rs.map((r) => r.fields[fl]).filter((x): x is number => typeof x === 'number')));
    console.log(`| ${k} | ${rs.length} | ${mean(rs.map((r) => r.overall))} | ${cells.join(' | ')} |`);
  }
}
table('layout');
table('locale');
const all = (FIELDS as string[]).map((fl) => `${fl} ${mean(rows.map((r) => r.fields[fl]).filter((x): x is number => typeof x === 'number'))}`);
console.log(`\noverall=${mean(rows.map((r) => r.overall))} files=${rows.length}  ${all.join('  ')}`);
console.log(`language levels (not scored): ${levelTally.agree}/${levelTally.of} read as written${levelTally.of ? ` (${(levelTally.agree / levelTally.of).toFixed(3)})` : ''}`);
if (details) for (const m of levelMisses.slice(0, 300)) console.log(`  level: ${m}`);
