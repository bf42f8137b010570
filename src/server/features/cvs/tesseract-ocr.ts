/**
 * OCR for the CV reader (engine/cv/read/ocr.ts) with Debian's Tesseract and Poppler, installed as
 * packages (tesseract-ocr + its language packs, poppler-utils): nothing is downloaded at run time.
 * It runs inside the analysis child process (ADR 009), never on the web process's event loop, and
 * every program it starts has a time limit and an output limit (limits.ts: OCR_TIMEOUT_MS).
 * Where Tesseract is missing it answers undefined and the reader keeps its "no text" message.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { detectLanguage } from '@/engine/cv/detect-language';
import { hocrPlainText } from '@/engine/cv/read/hocr';
import type { ImageKind, OcrEngine, OcrPage } from '@/engine/cv/read/ocr';
import { OCR_TIMEOUT_MS } from '@/engine/cv/read/limits';
import { parsePgm, removeRules } from '@/engine/cv/read/rules';

const run = promisify(execFile);

/** The CV languages (21 EU languages the engine reads), as Tesseract names them; English first. */
const WANTED_LANGUAGES = [
  'eng',
  'deu',
  'fra',
  'spa',
  'ita',
  'nld',
  'por',
  'pol',
  'swe',
  'dan',
  'nor',
  'fin',
  'ces',
  'slk',
  'ron',
  'hun',
  'hrv',
  'slv',
  'lit',
  'lav',
  'est',
];

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

/**
 * Page segmentation: 3 finds columns and blocks (and reads a page turned a quarter); 1 adds Tesseract's
 * orientation detection, which reads a page upside down too but costs about 0.4 s a page.
 */
type Segmentation = '1' | '3';

/** The page's hOCR: its words with their boxes, so that the reader can rebuild the page's columns. */
async function tesseract(file: string, languages: string[], deadline: number, psm: Segmentation): Promise<string> {
  const { stdout } = await run('tesseract', [file, 'stdout', '-l', languages.join('+'), '--psm', psm, 'hocr'], {
    timeout: remaining(deadline),
    maxBuffer: MAX_OUTPUT_BYTES,
    env: ENV,
  });
  return stdout;
}

/** The CV languages (ISO 639-1, as detectLanguage names them) → Tesseract's language data. */
const TESSERACT_LANGUAGE: Record<string, string> = {
  en: 'eng',
  de: 'deu',
  fr: 'fra',
  es: 'spa',
  it: 'ita',
  nl: 'nld',
  pt: 'por',
  pl: 'pol',
  sv: 'swe',
  da: 'dan',
  nb: 'nor',
  fi: 'fin',
  cs: 'ces',
  sk: 'slk',
  ro: 'ron',
  hu: 'hun',
  hr: 'hrv',
  sl: 'slv',
  lt: 'lit',
  lv: 'lav',
  et: 'est',
};

interface Reading {
  /** The first page's hOCR when the first pass already is the reading. */
  first?: string;
  languages: string[];
  psm: Segmentation;
}

/**
 * Which language data and segmentation to read the pages with. Every language at once
 * ("eng+deu+fra+…", 21 models) takes three times as long as one: the first page is read with English
 * alone, the fastest model, and its words tell the CV's language (detectLanguage reads stop words,
 * which survive a reading without the language's accents). English: that reading stands. Another
 * language: the pages are read with it and English (CVs mix in English skills). No language in the
 * words means a page upside down (or no text): the page is read again with orientation detection,
 * and the pages with it. Unknown still, or its data not installed: all the languages.
 */
async function chooseReading(firstPage: string, languages: string[], deadline: number): Promise<Reading> {
  if (!languages.includes('eng')) return { languages, psm: '1' };
  for (const psm of ['3', '1'] as const) {
    const english = await tesseract(firstPage, ['eng'], deadline, psm);
    const code = TESSERACT_LANGUAGE[detectLanguage(hocrPlainText(english))];
    if (code === 'eng') return { first: english, languages: ['eng'], psm };
    if (code && languages.includes(code)) return { languages: [code, 'eng'], psm };
    if (code) return { languages, psm };
  }
  return { languages, psm: '1' };
}

/** A page image (binary PGM) rewritten without its table borders and rules. */
async function withoutRules(file: string): Promise<void> {
  const bytes = new Uint8Array(await readFile(file));
  const pgm = parsePgm(bytes);
  if (pgm && removeRules(pgm.image) > 0) await writeFile(file, bytes);
}

export const tesseractOcr: OcrEngine = {
  async recognizeImage(bytes: Uint8Array, kind: ImageKind): Promise<OcrPage | undefined> {
    const languages = await installedLanguages();
    if (languages.length === 0) return undefined;
    const deadline = Date.now() + OCR_TIMEOUT_MS;
    return withTempDir(async (dir) => {
      const file = path.join(dir, `page.${kind}`);
      await writeFile(file, bytes);
      const chosen = await chooseReading(file, languages, deadline);
      return { hocr: chosen.first ?? (await tesseract(file, chosen.languages, deadline, chosen.psm)) };
    });
  },

  async recognizePdf(bytes: Uint8Array, maxPages: number): Promise<OcrPage[] | undefined> {
    const languages = await installedLanguages();
    if (languages.length === 0) return undefined;
    const deadline = Date.now() + OCR_TIMEOUT_MS;
    return withTempDir(async (dir) => {
      const file = path.join(dir, 'scan.pdf');
      await writeFile(file, bytes);
      try {
        // grey PGM, not PNG: writing and decoding a 300-dpi PNG cost more than Tesseract's layout pass
        await run('pdftoppm', ['-r', DPI, '-gray', '-f', '1', '-l', String(maxPages), file, path.join(dir, 'page')], {
          timeout: remaining(deadline),
          maxBuffer: MAX_OUTPUT_BYTES,
        });
      } catch (error) {
        // no Poppler: the scan stays unread, with the reader's "no text" message
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      // page-1.pgm, page-2.pgm … (zero-padded to the page count's width): name order is page order
      const images = (await readdir(dir)).filter((f) => /^page-\d+\.pgm$/.test(f)).sort();
      if (images.length === 0) return [];
      // a bordered table's rules cost Tesseract the text that touches them: they go first
      for (const image of images) await withoutRules(path.join(dir, image));
      const chosen = await chooseReading(path.join(dir, images[0]), languages, deadline);
      const pages: OcrPage[] = [];
      for (const [i, image] of images.entries())
        pages.push({
          hocr: i === 0 && chosen.first !== undefined ? chosen.first : await tesseract(path.join(dir, image), chosen.languages, deadline, chosen.psm),
        });
      return pages;
    });
  },
};
