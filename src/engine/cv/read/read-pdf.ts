/**
 * PDF → lines, with pdfjs's legacy build (the modern one needs browser globals Node 20 lacks).
 */
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import { collapseLetterSpacing, isAllCaps, isHeadingShaped } from './headings';
import { bodyFontSize, layoutPage, type LayoutLine, type PdfItem } from './pdf-layout';
import { installFontNamingWorker } from './pdf-worker';
import { MAX_PDF_ITEMS, MAX_PDF_ITEMS_PER_PAGE, MAX_PDF_PAGES } from './limits';
import { ReadFailure, READ_WARNINGS } from './read-errors';
import type { Line, ReadDocument } from './types';

type PdfJs = typeof PdfJsModule;

// pdfjs is large: import it once, on the first PDF, and keep it for every later one
let pdfjsModule: Promise<PdfJs> | undefined;
/** True when text styles name their fonts (pdf-worker.ts); else bold is read from the operator list. */
let fontNamesInStyles = false;
function loadPdfJs(): Promise<PdfJs> {
  pdfjsModule ??= installFontNamingWorker().then((named) => {
    fontNamesInStyles = named;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  });
  return pdfjsModule;
}

const BOLD_FONT = /bold|semibold|demibold|black|heavy/i;

async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  // pdfjs detaches the buffer it is given: hand it a copy so the caller's bytes stay usable
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  });
  try {
    return await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new ReadFailure('PASSWORD_PROTECTED');
    throw new ReadFailure('CORRUPT_FILE', (error as Error).message);
  }
}

/** A font's real name: from the text styles (pdf-worker.ts), else from the fonts the operator list loaded. */
type FontNames = (fontId: string) => string | undefined;

function fontIsBold(names: FontNames, fontId: string, cache: Map<string, boolean>): boolean {
  let bold = cache.get(fontId);
  if (bold === undefined) {
    bold = BOLD_FONT.test(names(fontId) ?? fontId);
    cache.set(fontId, bold);
  }
  return bold;
}

/** The text runs of one page, at most `budget` of them (limits.ts); `cut` says whether more were left. */
interface PageItems {
  items: PdfItem[];
  cut: boolean;
}

// cheap test before the collapse: a spaced run starts with one or two letters, a space, and again
const SPACED_START_RE = /^\s*\S{1,2} \S{1,2} /u;

function toItem(names: FontNames, raw: TextItem, boldCache: Map<string, boolean>): PdfItem | undefined {
  if (raw.str.trim() === '') return undefined;
  const [a, b, c, d, x, y] = raw.transform as number[];
  if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01 || a <= 0) return undefined; // rotated text: a margin label, not content
  // a letter-spaced run keeps its words where the changed worker wrote two spaces (pdf-worker.ts)
  const text = SPACED_START_RE.test(raw.str) ? collapseLetterSpacing(raw.str) : raw.str;
  const spaced = text !== raw.str;
  return {
    text: spaced ? text : raw.str.replace(/ {2,}/g, ' '),
    ...(spaced ? { spaced } : {}),
    x,
    y,
    width: raw.width,
    fontSize: Math.abs(d) || raw.height,
    bold: fontIsBold(names, raw.fontName, boldCache),
    eol: raw.hasEOL,
  };
}

/**
 * Reads the page's text as a stream and keeps the first `budget` items. pdfjs's own
 * getTextContent gathers every chunk with push(...items), which overflows the stack past ~120,000
 * items on one page. The stream is read to its end, not cancelled: cancelling it mid-page makes
 * pdfjs enqueue into a closed stream, an uncaught error that ends the process.
 */
async function pageItems(page: PDFPageProxy, budget: number): Promise<PageItems> {
  // without font names in the text styles, the operator list loads the fonts, whose real names tell bold apart
  const fontsLoaded = fontNamesInStyles ? undefined : page.getOperatorList();
  const kept: TextItem[] = [];
  const styleNames = new Map<string, string>();
  let cut = false;
  type Chunk = { items: (TextItem | TextMarkedContent)[]; styles?: Record<string, { fontName?: string }> };
  const reader = (page.streamTextContent() as ReadableStream<Chunk>).getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    for (const [id, style] of Object.entries(next.value.styles ?? {})) if (style.fontName) styleNames.set(id, style.fontName);
    for (const raw of next.value.items) {
      if (cut || !('str' in raw) || raw.str.trim() === '') continue;
      if (kept.length >= budget) cut = true;
      else kept.push(raw);
    }
  }
  await fontsLoaded;
  const names: FontNames = fontsLoaded
    ? (id) => (page.commonObjs.has(id) ? (page.commonObjs.get(id) as { name?: string }).name : undefined)
    : (id) => styleNames.get(id);
  const boldCache = new Map<string, boolean>();
  const items = kept.map((raw) => toItem(names, raw, boldCache)).filter((it): it is PdfItem => it !== undefined);
  return { items, cut };
}

function isPdfHeading(line: LayoutLine, body: number, letterSpaced: boolean): boolean {
  if (!isHeadingShaped(line.text)) return false;
  if (letterSpaced) return true;
  const ratio = line.fontSize / body;
  const caps = isAllCaps(line.text);
  if (ratio >= 1.15 && (line.bold || caps || ratio >= 1.3)) return true;
  return caps && (line.bold || ratio >= 1.05);
}

function toLines(layout: { page: number; lines: LayoutLine[] }[]): Line[] {
  const body = bodyFontSize(layout.flatMap((p) => p.lines));
  return layout.flatMap(({ page, lines }) =>
    lines.map((l) => {
      const text = collapseLetterSpacing(l.text);
      const line: Line = {
        text,
        page,
        column: l.column,
        fontSize: Math.round(l.fontSize * 10) / 10,
        heading: isPdfHeading({ ...l, text }, body, l.letterSpaced === true || text !== l.text),
      };
      if (l.bold) line.bold = true;
      return line;
    }),
  );
}

/** Reads pages in order until MAX_PDF_PAGES or MAX_PDF_ITEMS, saying in warnings what was left out. */
async function readPages(doc: PDFDocumentProxy): Promise<{ pages: { page: number; lines: LayoutLine[] }[]; warnings: string[] }> {
  const pages: { page: number; lines: LayoutLine[] }[] = [];
  const warnings: string[] = [];
  if (doc.numPages > MAX_PDF_PAGES) warnings.push(READ_WARNINGS.pdfPages(doc.numPages));
  let itemsLeft = MAX_PDF_ITEMS;
  // one page at a time: pdfjs holds every page it was asked for, and a loop of 2,000 would ask for all at once
  for (let n = 1; n <= Math.min(doc.numPages, MAX_PDF_PAGES) && itemsLeft > 0; n++) {
    const page = await doc.getPage(n);
    const width = page.getViewport({ scale: 1 }).width;
    const budget = Math.min(itemsLeft, MAX_PDF_ITEMS_PER_PAGE);
    const { items, cut } = await pageItems(page, budget);
    page.cleanup();
    itemsLeft -= items.length;
    if (cut) warnings.push(budget === MAX_PDF_ITEMS_PER_PAGE ? READ_WARNINGS.pdfItemsPerPage(n) : READ_WARNINGS.pdfItems(n));
    pages.push({ page: n, lines: layoutPage(items, width) });
  }
  return { pages, warnings };
}

export async function readPdf(bytes: Uint8Array): Promise<ReadDocument> {
  const doc = await openPdf(bytes);
  try {
    const { pages, warnings } = await readPages(doc);
    const lines = toLines(pages);
    if (lines.length === 0) throw new ReadFailure('NO_TEXT_LAYER', undefined, undefined, doc.numPages);
    return { format: 'pdf', pages: doc.numPages, lines, warnings };
  } catch (error) {
    if (error instanceof ReadFailure) throw error;
    throw new ReadFailure('CORRUPT_FILE', (error as Error).message);
  } finally {
    await doc.destroy();
  }
}
