// Issue 17 figure: a 2-page CV exported as PDF and DOCX (A4, embedded Noto Sans, both templates), in
// process — the renderers are the whole cost of the export route beside one database read. Beside it,
// in the same run, the baselines: the old plain-text PDF (`textToPdf`, standard fonts) of the same text
// and the JSON preview of the same document. The first PDF of a process is printed apart: it parses and
// compresses the fonts that every later PDF reuses.   [target: a 2-page PDF ≤ 500 ms]
import { PDFDocument } from 'pdf-lib';
import { importCv } from '../src/engine/cv/import/import-cv';
import { linkedInZip } from '../src/engine/cv/import/test-fixtures';
import type { CvAnalysis } from '../src/engine/cv/types';
import { cvDocument } from '../src/server/features/cv-export/cv-document';
import { renderDocx } from '../src/server/platform/documents/render-docx';
import { renderPdf } from '../src/server/platform/documents/render-pdf';
import { textToPdf } from '../src/server/platform/pdf';

const RUNS = 21;

/** The LinkedIn fixture's record with six positions of bullet points: two A4 pages in both templates. */
async function twoPageRecord(): Promise<CvAnalysis> {
  const result = await importCv('linkedin', await linkedInZip(), { referenceDate: '2026-11' });
  if (!result.ok) throw new Error(result.error.message);
  const r = result.analysis;
  const bullets = [
    '• Led the migration of 40 batch pipelines to Airflow, cutting the nightly run from 6 to 2 hours.',
    '• Designed the event model shared by payments, logistics and customer care (Kafka, Avro, dbt).',
    '• Mentored four engineers; two now lead teams of their own.',
    '• Introduced data contracts and tests that caught 90 % of schema breaks before production.',
  ].join('\n');
  const base = r.experience[0]!;
  r.experience = Array.from({ length: 6 }, (_, i) => ({ ...base, company: `${base.company} ${i + 1}`, description: bullets, current: i === 0 }));
  r.summary = 'Data engineer with ten years in payments and logistics. '.repeat(6);
  return r;
}

function stats(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!.toFixed(1);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

async function timed(fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

export async function cvExportBench(): Promise<void> {
  const record = await twoPageRecord();
  const doc = cvDocument(record, 'en');
  const text = doc.sections.map((s) => [s.heading, ...s.blocks.map((b) => JSON.stringify(b))].join('\n\n')).join('\n\n');

  let t0 = performance.now();
  const first = await renderPdf(doc, 'europass');
  const firstMs = performance.now() - t0;
  const pages = (await PDFDocument.load(first)).getPageCount();

  const plain = await timed(() => textToPdf(doc.title, text));
  const preview = await timed(async () => JSON.stringify(cvDocument(record, 'en')));
  const europass = await timed(() => renderPdf(cvDocument(record, 'en'), 'europass'));
  const modern = await timed(() => renderPdf(cvDocument(record, 'en'), 'modern'));
  const docx = await timed(() => renderDocx(cvDocument(record, 'en'), 'europass'));
  t0 = performance.now();

  console.log(`export: a ${pages}-page CV (${(first.byteLength / 1024).toFixed(0)} KB PDF), ${RUNS} runs each`);
  console.log(`export: baseline JSON preview of the document: ${stats(preview)}`);
  console.log(`export: baseline plain-text PDF (textToPdf, standard fonts): ${stats(plain)}`);
  console.log(`export: first PDF of the process (parses and compresses the fonts once): ${firstMs.toFixed(1)} ms`);
  console.log(`export: PDF europass: ${stats(europass)}   [target ≤ 500 ms]`);
  console.log(`export: PDF modern: ${stats(modern)}   [target ≤ 500 ms]`);
  console.log(`export: DOCX: ${stats(docx)}`);
}
