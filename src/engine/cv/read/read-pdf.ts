/**
 * PDF → lines, with pdfjs's legacy build (the modern one needs browser globals Node 20 lacks).
 */
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { collapseLetterSpacing, isAllCaps, isHeadingShaped } from './headings';
import { layoutPage, type LayoutLine, type PdfItem } from './pdf-layout';
import { ReadFailure } from './read-errors';
import type { Line, ReadDocument } from './types';

type PdfJs = typeof PdfJsModule;

// pdfjs is large: import it once, on the first PDF, and keep it for every later one
let pdfjsModule: Promise<PdfJs> | undefined;
function loadPdfJs(): Promise<PdfJs> {
  pdfjsModule ??= import('pdfjs-dist/legacy/build/pdf.mjs');
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

/** Real font names are known only once the operator list has loaded the fonts. */
function fontIsBold(page: PDFPageProxy, fontName: string, cache: Map<string, boolean>): boolean {
  let bold = cache.get(fontName);
  if (bold === undefined) {
    const font = page.commonObjs.has(fontName) ? (page.commonObjs.get(fontName) as { name?: string }) : undefined;
    bold = BOLD_FONT.test(font?.name ?? fontName);
    cache.set(fontName, bold);
  }
  return bold;
}

async function pageItems(page: PDFPageProxy): Promise<PdfItem[]> {
  const [content] = await Promise.all([page.getTextContent(), page.getOperatorList()]);
  const boldCache = new Map<string, boolean>();
  const items: PdfItem[] = [];
  for (const raw of content.items) {
    if (!('str' in raw) || raw.str.trim() === '') continue;
    const [a, b, c, d, x, y] = raw.transform as number[];
    if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01 || a <= 0) continue; // rotated text: a margin label, not content
    items.push({
      text: raw.str,
      x,
      y,
      width: raw.width,
      fontSize: Math.abs(d) || raw.height,
      bold: fontIsBold(page, raw.fontName, boldCache),
      eol: raw.hasEOL,
    });
  }
  return items;
}

/** Body size = the size most text is set in (median weighted by characters). */
function bodyFontSize(lines: LayoutLine[]): number {
  const sizes = lines.flatMap((l) => Array<number>(Math.min(l.text.length, 200)).fill(Math.round(l.fontSize * 10) / 10));
  sizes.sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 10;
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
        heading: isPdfHeading({ ...l, text }, body, text !== l.text),
      };
      if (l.bold) line.bold = true;
      return line;
    }),
  );
}

export async function readPdf(bytes: Uint8Array): Promise<ReadDocument> {
  const doc = await openPdf(bytes);
  try {
    const pages = await Promise.all(
      Array.from({ length: doc.numPages }, async (_, i) => {
        const page = await doc.getPage(i + 1);
        const width = page.getViewport({ scale: 1 }).width;
        return { page: i + 1, lines: layoutPage(await pageItems(page), width) };
      }),
    );
    const lines = toLines(pages);
    if (lines.length === 0) throw new ReadFailure('NO_TEXT_LAYER');
    return { format: 'pdf', pages: doc.numPages, lines, warnings: [] };
  } catch (error) {
    if (error instanceof ReadFailure) throw error;
    throw new ReadFailure('CORRUPT_FILE', (error as Error).message);
  } finally {
    await doc.destroy();
  }
}
