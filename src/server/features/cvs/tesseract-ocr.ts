/**
 * OCR for the CV reader (engine/cv/read/ocr.ts) with Debian's Tesseract and Poppler, installed as
 * packages (tesseract-ocr + its language packs, poppler-utils): nothing is downloaded at run time.
 * It runs inside the analysis child process (ADR 009), never on the web process's event loop, and
 * every program it starts has a time limit and an output limit (limits.ts: OCR_TIMEOUT_MS).
 * Where Tesseract is missing it answers undefined and the reader keeps its "no text" message.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ImageKind, OcrEngine } from '@/engine/cv/read/ocr';
import { OCR_TIMEOUT_MS } from '@/engine/cv/read/limits';

const run = promisify(execFile);

/** The CV languages (21 EU languages the engine reads), as Tesseract names them; English first. */
const WANTED_LANGUAGES = ['eng', 'deu', 'fra', 'spa', 'ita', 'nld', 'por', 'pol', 'swe', 'dan', 'nor', 'fin', 'ces', 'slk', 'ron', 'hun', 'hrv', 'slv', 'lit', 'lav', 'est'];

const MAX_OUTPUT_BYTES = 4 * 1024 * 1024;
const DPI = '300';

// one OCR thread: the analysis processes share the CPU cores, and OpenMP's spin-up costs more than it gains on one page
const ENV = { ...process.env, OMP_THREAD_LIMIT: '1' };

let installed: Promise<string[]> | undefined;

/** The wanted languages Tesseract has data for; empty when Tesseract is not installed. */
function installedLanguages(): Promise<string[]> {
  installed ??= run('tesseract', ['--list-langs'], { timeout: 5_000, env: ENV })
    .then(({ stdout }) => {
      const have = new Set(stdout.split('\n').map((l) => l.trim()));
      return WANTED_LANGUAGES.filter((l) => have.has(l));
    })
    .catch(() => []);
  return installed;
}

async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kairos-ocr-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function remaining(deadline: number): number {
  const left = deadline - Date.now();
  if (left <= 0) throw new Error('OCR ran out of time');
  return left;
}

async function tesseract(file: string, languages: string[], deadline: number): Promise<string> {
  // --psm 1: automatic page segmentation with orientation detection, which keeps columns apart
  const { stdout } = await run('tesseract', [file, 'stdout', '-l', languages.join('+'), '--psm', '1'], {
    timeout: remaining(deadline),
    maxBuffer: MAX_OUTPUT_BYTES,
    env: ENV,
  });
  return stdout;
}

export const tesseractOcr: OcrEngine = {
  async recognizeImage(bytes: Uint8Array, kind: ImageKind): Promise<string | undefined> {
    const languages = await installedLanguages();
    if (languages.length === 0) return undefined;
    const deadline = Date.now() + OCR_TIMEOUT_MS;
    return withTempDir(async (dir) => {
      const file = path.join(dir, `page.${kind}`);
      await writeFile(file, bytes);
      return tesseract(file, languages, deadline);
    });
  },

  async recognizePdf(bytes: Uint8Array, maxPages: number): Promise<string[] | undefined> {
    const languages = await installedLanguages();
    if (languages.length === 0) return undefined;
    const deadline = Date.now() + OCR_TIMEOUT_MS;
    return withTempDir(async (dir) => {
      const file = path.join(dir, 'scan.pdf');
      await writeFile(file, bytes);
      try {
        await run('pdftoppm', ['-r', DPI, '-gray', '-png', '-f', '1', '-l', String(maxPages), file, path.join(dir, 'page')], {
          timeout: remaining(deadline),
          maxBuffer: MAX_OUTPUT_BYTES,
        });
      } catch (error) {
        // no Poppler: the scan stays unread, with the reader's "no text" message
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      // page-1.png, page-2.png … (zero-padded to the page count's width): name order is page order
      const images = (await readdir(dir)).filter((f) => /^page-\d+\.png$/.test(f)).sort();
      const pages: string[] = [];
      for (const image of images) pages.push(await tesseract(path.join(dir, image), languages, deadline));
      return pages;
    });
  },
};
