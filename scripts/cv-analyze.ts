/**
 * npm run --silent cv:analyze -- <file>
 * Prints exactly one JSON object on stdout: the CvAnalysis (meta.durationMs measured here), or
 * { "error": { "code", "message" } } with exit code 1. Never a stack trace, never library noise.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const realStdoutWrite = process.stdout.write.bind(process.stdout);

function silence(): () => void {
  const saved = {
    stdout: process.stdout.write,
    stderr: process.stderr.write,
    log: console.log,
    info: console.info,
    warn: console.warn,
    error: console.error,
    debug: console.debug,
  };
  const noop = (): boolean => true;
  process.stdout.write = noop as typeof process.stdout.write;
  process.stderr.write = noop as typeof process.stderr.write;
  console.log = console.info = console.warn = console.error = console.debug = () => undefined;
  return () => {
    process.stdout.write = saved.stdout;
    process.stderr.write = saved.stderr;
    console.log = saved.log;
    console.info = saved.info;
    console.warn = saved.warn;
    console.error = saved.error;
    console.debug = saved.debug;
  };
}

function emit(value: unknown, exitCode: number): void {
  realStdoutWrite(`${JSON.stringify(value, null, 2)}\n`, () => process.exit(exitCode));
}

function fail(code: string, message: string): void {
  emit({ error: { code, message } }, 1);
}

async function main(): Promise<void> {
  const file = process.argv.slice(2).find((a) => a !== '--');
  if (!file) return fail('USAGE', 'Usage: npm run --silent cv:analyze -- <file>');
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return fail('FILE_NOT_FOUND', `File not found: ${file}`);
    if (code === 'EISDIR') return fail('NOT_A_FILE', `Not a file: ${file}`);
    return fail('FILE_UNREADABLE', `The file could not be opened: ${file}`);
  }
  const restore = silence();
  let result;
  let started = performance.now();
  try {
    const { analyzeCv } = await import('../src/engine/cv/analyze-cv');
    // scans and photos are read with the same OCR the analysis processes use
    const { tesseractOcr } = await import('../src/server/features/cvs/tesseract-ocr');
    started = performance.now();
    result = await analyzeCv(bytes, { fileName: path.basename(file) }, { referenceDate: new Date().toISOString().slice(0, 7), ocr: tesseractOcr });
  } catch (error) {
    restore();
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return fail('ANALYSIS_FAILED', `The CV could not be analysed: ${message}`);
  }
  const durationMs = Math.round((performance.now() - started) * 10) / 10;
  restore();
  if (!result.ok) return fail(result.error.code, result.error.message);
  result.analysis.meta.durationMs = durationMs;
  emit(result.analysis, 0);
}

process.on('uncaughtException', () => fail('INTERNAL_ERROR', 'The CV could not be analysed because of an internal error.'));
process.on('unhandledRejection', () => fail('INTERNAL_ERROR', 'The CV could not be analysed because of an internal error.'));
main().catch(() => fail('INTERNAL_ERROR', 'The CV could not be analysed because of an internal error.'));
