/**
 * npm run --silent job:analyze -- <file>
 * Prints exactly one JSON object on stdout: the JobAd read from the file (PDF, DOCX, TXT, ODT, … as
 * the CV readers take them), with meta.durationMs measured here, or { "error": { "code", "message" } }
 * with exit code 1.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const realStdoutWrite = process.stdout.write.bind(process.stdout);

function emit(value: unknown, exitCode: number): void {
  realStdoutWrite(`${JSON.stringify(value, null, 2)}\n`, () => process.exit(exitCode));
}

function fail(code: string, message: string): void {
  emit({ error: { code, message } }, 1);
}

async function main(): Promise<void> {
  const file = process.argv.slice(2).find((a) => a !== '--');
  if (!file) return fail('USAGE', 'Usage: npm run --silent job:analyze -- <file>');
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return fail('FILE_NOT_FOUND', `File not found: ${file}`);
    if (code === 'EISDIR') return fail('NOT_A_FILE', `Not a file: ${file}`);
    return fail('FILE_UNREADABLE', `The file could not be opened: ${file}`);
  }
  // libraries (pdf.js) may print warnings: stdout carries the JSON only
  const saved = { log: console.log, warn: console.warn, error: console.error, info: console.info };
  console.log = console.warn = console.error = console.info = () => undefined;
  try {
    const { analyzeJobAdFile } = await import('../src/engine/jobs/analyze-ad');
    const started = performance.now();
    const result = await analyzeJobAdFile(bytes, { fileName: path.basename(file) });
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    Object.assign(console, saved);
    if (!result.ok) return fail(result.error.code, result.error.message.replace(/\bCV\b/g, 'job ad'));
    emit({ ...result.ad, meta: { ...result.ad.meta, durationMs } }, 0);
  } catch (error) {
    Object.assign(console, saved);
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    fail('ANALYSIS_FAILED', `The job ad could not be read: ${message}`);
  }
}

process.on('uncaughtException', () => fail('INTERNAL_ERROR', 'The job ad could not be read because of an internal error.'));
process.on('unhandledRejection', () => fail('INTERNAL_ERROR', 'The job ad could not be read because of an internal error.'));
main().catch(() => fail('INTERNAL_ERROR', 'The job ad could not be read because of an internal error.'));
