/**
 * npm run corpus:generate -- --count N --seed S --out <dir> [--formats pdf,docx,odt,txt]
 * Writes N generated CVs and their <name>.truth.json files (tests/corpus). PDF needs Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchPrinter } from '../tests/corpus/chromium-printer';
import { DEFAULT_FORMATS, FORMATS, planCorpus, renderItem, type Format, type PdfPrinter } from '../tests/corpus/generate';

function arg(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<number> {
  const count = Number(arg('count') ?? 20);
  const seed = Number(arg('seed') ?? 1);
  const out = arg('out');
  const formats = (arg('formats')
    ?.split(',')
    .map((f) => f.trim()) ?? DEFAULT_FORMATS) as Format[];
  const bad = formats.filter((f) => !FORMATS.includes(f));
  if (!out || !Number.isInteger(count) || count < 1 || !Number.isFinite(seed) || bad.length) {
    console.error(
      `usage: npm run corpus:generate -- --count N --seed S --out <dir> [--formats ${FORMATS.join(',')}]${bad.length ? ` (unknown format: ${bad.join(', ')})` : ''}`,
    );
    return 2;
  }
  fs.mkdirSync(out, { recursive: true });
  const plan = planCorpus(count, seed, formats);
  let printer: (PdfPrinter & { close(): Promise<void> }) | undefined;
  if (plan.some((p) => p.format === 'pdf')) printer = await launchPrinter();
  const manifest: Record<string, unknown>[] = [];
  try {
    for (const item of plan) {
      const cv = await renderItem(item, printer);
      const file = `${cv.base}.${cv.ext}`;
      fs.writeFileSync(path.join(out, file), cv.bytes);
      fs.writeFileSync(path.join(out, `${cv.base}.truth.json`), `${JSON.stringify(cv.truth, null, 2)}\n`);
      manifest.push({
        file,
        layout: item.layout,
        locale: item.locale,
        occupation: item.occupation,
        format: cv.encoding === 'windows-1252' ? 'txt-cp1252' : item.format,
        seed: item.seed,
      });
    }
  } finally {
    await printer?.close();
  }
  // what each file is, for breakdowns by format, layout and language (scripts/eval-cv.mjs --generated)
  fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify({ seed, count, formats, files: manifest }, null, 2)}\n`);
  console.log(`wrote ${plan.length} CVs (seed ${seed}, formats ${formats.join(',')}) to ${path.resolve(out)}`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
