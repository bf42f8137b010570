/**
 * Tesseract's hOCR (its words with their boxes, lines with their baselines and sizes) → the positioned
 * text items the PDF layout reads (pdf-layout.ts). A scan then goes through the same column, timeline
 * and label-column rules as a PDF with a text layer: a date column stays beside its entries instead of
 * being read as a block of its own (ADR 031). Pure: the caller runs Tesseract.
 */
import type { PdfItem } from './pdf-layout';

export interface HocrPage {
  /** in PDF points (1/72 inch) */
  width: number;
  height: number;
  /** one item per recognised word, in points, y the baseline growing upwards as in a PDF */
  items: PdfItem[];
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const A4_WIDTH = 595;

// a word Tesseract itself gives almost no confidence: the noise a photo box or a rule makes
const MIN_WORD_CONFIDENCE = 5;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function property(title: string, name: string): number[] | undefined {
  const match = new RegExp(`(?:^|;)\\s*${name}\\s+([^;]*)`).exec(title);
  if (!match) return undefined;
  const values = match[1].trim().split(/\s+/).map(Number);
  return values.every(Number.isFinite) ? values : undefined;
}

function boxOf(title: string): Box | undefined {
  const b = property(title, 'bbox');
  return b && b.length === 4 ? { x0: b[0], y0: b[1], x1: b[2], y1: b[3] } : undefined;
}

// the elements hOCR nests a page in, each opening tag with its class and title; a word's text follows its tag
const ELEMENT_RE = /<(div|span)\s[^>]*?class=['"](ocr_page|ocr_line|ocr_caption|ocr_header|ocr_textfloat|ocrx_word)['"][^>]*?title=(?:'([^']*)'|"([^"]*)")[^>]*>/g;

interface LineState {
  box: Box;
  /** baseline: y = box.y1 + offset + slope · (x − box.x0), in pixels from the top */
  slope: number;
  offset: number;
  /** Tesseract's estimate of the line's font size, in pixels */
  size: number;
  words: PdfItem[];
}

/** The pages of an hOCR document (one per ocr_page), or an empty list when it holds none. */
export function parseHocr(hocr: string): HocrPage[] {
  const pages: HocrPage[] = [];
  let page: { scale: number; width: number; height: number; lines: LineState[] } | undefined;
  let line: LineState | undefined;
  const finishPage = (): void => {
    if (page) pages.push(toPage(page.lines, page.scale, page.width, page.height));
  };
  for (const match of hocr.matchAll(ELEMENT_RE)) {
    const [, , kind, single, double] = match;
    const title = single ?? double ?? '';
    const box = boxOf(title);
    if (!box) continue;
    if (kind === 'ocr_page') {
      finishPage();
      // points per pixel as if the image were an A4 page's width: a photo's resolution says nothing of the paper
      const scale = A4_WIDTH / Math.max(1, box.x1 - box.x0);
      page = { scale, width: box.x1, height: box.y1, lines: [] };
      line = undefined;
    } else if (kind === 'ocrx_word') {
      if (!page || !line) continue;
      const end = hocr.indexOf('</span>', match.index + match[0].length);
      const text = decodeEntities(hocr.slice(match.index + match[0].length, end < 0 ? undefined : end).replace(/<[^<>]*>/g, '')).trim();
      const confidence = property(title, 'x_wconf')?.[0] ?? 100;
      if (!text || confidence < MIN_WORD_CONFIDENCE) continue;
      const baseline = line.box.y1 + line.offset + line.slope * (box.x0 - line.box.x0);
      // in pixels here, from the top; toPage straightens the page and turns them into points
      line.words.push({
        text,
        x: box.x0,
        y: baseline,
        width: box.x1 - box.x0,
        fontSize: line.size,
        bold: false,
        // Tesseract's paragraphs run a list's items together: no row is taken for a wrapped one (unlike a PDF's soft wraps)
        eol: false,
      });
    } else if (page) {
      const [slope, offset] = property(title, 'baseline') ?? [0, 0];
      const size = property(title, 'x_size')?.[0] ?? (box.y1 - box.y0) * 0.8;
      line = { box, slope, offset, size, words: [] };
      page.lines.push(line);
    }
  }
  finishPage();
  return pages;
}

/** The page's tilt: the median slope of its long lines' baselines, a photo taken a little askew. */
function pageSlope(lines: readonly LineState[]): number {
  const slopes = lines
    .filter((l) => l.words.length >= 2 && l.box.x1 - l.box.x0 > 8 * l.size)
    .map((l) => l.slope)
    .sort((a, b) => a - b);
  const slope = slopes[Math.floor(slopes.length / 2)] ?? 0;
  // more than about three degrees is no photo of a page held straight: leave it
  return Math.abs(slope) <= 0.05 ? slope : 0;
}

/**
 * Words in pixels → items in points, the page turned straight first: at half a degree, the right end of a
 * row lies several points below its left end, and a right-aligned date would fall onto a row of its own.
 */
function toPage(lines: LineState[], scale: number, widthPx: number, heightPx: number): HocrPage {
  const slope = pageSlope(lines);
  const items: PdfItem[] = [];
  for (const line of lines)
    for (const w of line.words) {
      // a small rotation undone: x₀ = x + s·y, y₀ = y − s·x (y down, in pixels)
      const x = w.x + slope * w.y;
      const y = w.y - slope * w.x;
      items.push({ ...w, x: x * scale, y: (heightPx - y) * scale, width: w.width * scale, fontSize: w.fontSize * scale });
    }
  return { width: widthPx * scale, height: heightPx * scale, items };
}

/** The words of an hOCR document as plain text, a line per line: what a language guess reads. */
export function hocrPlainText(hocr: string): string {
  return parseHocr(hocr)
    .map((page) => {
      const rows: string[] = [];
      let lastY: number | undefined;
      for (const it of page.items) {
        if (lastY !== undefined && Math.abs(lastY - it.y) < 1) rows[rows.length - 1] += ` ${it.text}`;
        else rows.push(it.text);
        lastY = it.y;
      }
      return rows.join('\n');
    })
    .join('\n\n');
}
