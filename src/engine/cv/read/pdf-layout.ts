/**
 * PDF geometry → lines in reading order. Pure: works on positioned text items, knows nothing of
 * pdfjs. Columns are found by x FIRST (a vertical gutter), then lines are rebuilt inside each
 * column, so a sidebar and the main column can never interleave (STACK-NOTES trap 11).
 */
import type { LineColumn } from './types';

/** One text run as the PDF placed it; y is the baseline, growing upwards (PDF space). */
export interface PdfItem {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  bold: boolean;
  /** pdfjs saw a line break right after this run inside the same text block (a soft wrap) */
  eol: boolean;
}

export interface LayoutLine {
  text: string;
  column: LineColumn;
  fontSize: number;
  bold: boolean;
  x: number;
  y: number;
}

interface Row {
  items: PdfItem[];
  y: number;
}

const right = (it: PdfItem): number => it.x + it.width;

interface ColumnSplit {
  x: number;
  top: number;
  bottom: number;
}

/** Items on both sides of a candidate gutter at x, and those crossing it. */
function partition(items: PdfItem[], x: number) {
  const left: PdfItem[] = [];
  const rightSide: PdfItem[] = [];
  const crossing: PdfItem[] = [];
  for (const it of items) {
    if (it.x >= x - 1) rightSide.push(it);
    else if (right(it) <= x + 0.5) left.push(it);
    else crossing.push(it);
  }
  return { left, right: rightSide, crossing };
}

function distinctBaselines(items: PdfItem[]): number[] {
  const ys = [...new Set(items.map((it) => Math.round(it.y)))];
  return ys.sort((a, b) => b - a);
}

/** Share of right-hand rows that sit on a left-hand baseline: high for "title … date" rows. */
function sharedRowShare(left: PdfItem[], rightItems: PdfItem[]): number {
  const leftYs = left.map((it) => it.y);
  const rightYs = distinctBaselines(rightItems);
  const shared = rightYs.filter((y) => leftYs.some((ly) => Math.abs(ly - y) <= 1.5)).length;
  return rightYs.length === 0 ? 1 : shared / rightYs.length;
}

function evaluateSplit(items: PdfItem[], x: number, textHeight: number): ColumnSplit | null {
  const { left, right: rightItems, crossing } = partition(items, x);
  if (distinctBaselines(left).length < 5 || distinctBaselines(rightItems).length < 5) return null;
  const top = Math.min(Math.max(...left.map((i) => i.y)), Math.max(...rightItems.map((i) => i.y)));
  const bottom = Math.max(Math.min(...left.map((i) => i.y)), Math.min(...rightItems.map((i) => i.y)));
  // the two columns must stand side by side over a good part of the page
  if (top - bottom < Math.max(60, textHeight * 0.25)) return null;
  if (crossing.some((it) => it.y <= top + 2 && it.y >= bottom - 2)) return null;
  if (sharedRowShare(left, rightItems) > 0.6) return null;
  return { x, top, bottom };
}

/** A vertical gutter between 18 % and 82 % of the page width that no text crosses, or null. */
export function findColumnSplit(items: PdfItem[], pageWidth: number): ColumnSplit | null {
  if (items.length < 10) return null;
  const ys = items.map((it) => it.y);
  const textHeight = Math.max(...ys) - Math.min(...ys);
  const candidates = [...new Set(items.map((it) => Math.round(it.x)))].filter(
    (x) => x > pageWidth * 0.18 && x < pageWidth * 0.82,
  );
  let best: ColumnSplit | null = null;
  let bestScore = -1;
  for (const x of candidates.sort((a, b) => a - b)) {
    const split = evaluateSplit(items, x - 1, textHeight);
    if (!split) continue;
    const score = split.top - split.bottom;
    if (score > bestScore) [best, bestScore] = [split, score];
  }
  return best;
}

/** Group items into rows by baseline; a right-aligned date may sit ~1 pt off its title. */
export function buildRows(items: PdfItem[]): Row[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  for (const it of sorted) {
    const row = rows[rows.length - 1];
    const tolerance = Math.max(1.5, Math.min(3, it.fontSize * 0.3));
    if (row && row.y - it.y <= tolerance) row.items.push(it);
    else rows.push({ items: [it], y: it.y });
  }
  for (const row of rows) row.items.sort((a, b) => a.x - b.x);
  return rows;
}

/** Join the runs of a row: nothing when they touch (ligatures, kerning), a space, or a TAB for a wide gap. */
export function joinRow(items: PdfItem[]): string {
  let text = '';
  let prev: PdfItem | undefined;
  for (const it of items) {
    if (prev) {
      const gap = it.x - right(prev);
      const size = Math.max(prev.fontSize, it.fontSize);
      if (gap > Math.max(3 * size, 20)) text = text.trimEnd() + '\t';
      else if (gap > size * 0.12 && !/\s$/.test(text) && !/^\s/.test(it.text)) text += ' ';
    }
    text += it.text;
    prev = it;
  }
  return text.replace(/ {2,}/g, ' ').replace(/ ?\t ?/g, '\t').trim();
}

function toLine(row: Row, column: LineColumn): LayoutLine {
  return {
    text: joinRow(row.items),
    column,
    fontSize: Math.max(...row.items.map((it) => it.fontSize)),
    bold: row.items.every((it) => it.bold),
    x: row.items[0].x,
    y: row.y,
  };
}

const BULLET_START = /^[•·▪■◦●○\-–*►✓]\s/u;
interface ColumnShape {
  right: number;
  /** median font size of the column's text: the body size */
  bodySize: number;
}

function medianSize(items: PdfItem[]): number {
  const sizes = items.map((it) => it.fontSize).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

/**
 * A soft wrap happens only when the next word did not fit: if the next row's first word would
 * have fitted after the previous row, the line was broken on purpose (list items, contact lines).
 */
function nextWordWouldFit(last: PdfItem, first: PdfItem, columnRight: number): boolean {
  const text = first.text.trimStart();
  const word = text.split(/\s+/)[0] ?? '';
  const wordWidth = text.length ? first.width * (word.length / text.length) : 0;
  return right(last) + last.fontSize * 0.3 + wordWidth < columnRight - 1;
}

/**
 * A row continues the previous one when the PDF wrapped a paragraph (same block, style, left
 * edge) — and only if the next word could not have fitted on it: a row that ends early was
 * broken by choice (list items under each other, "City<br>e-mail<br>phone"), not wrapped.
 */
function continuesRow(prev: Row, next: Row, column: ColumnShape): boolean {
  const last = prev.items[prev.items.length - 1];
  const first = next.items[0];
  if (!last.eol || prev.items.length === 0) return false;
  // display text (a name set large, a bold heading in a narrow sidebar) wraps by design, not by width
  const bodyText = !last.bold && last.fontSize <= column.bodySize * 1.15;
  if (bodyText && nextWordWouldFit(last, first, column.right)) return false;
  if (Math.abs(first.fontSize - last.fontSize) > 0.3 || first.bold !== last.bold) return false;
  if (prev.y - next.y > last.fontSize * 1.7) return false;
  if (BULLET_START.test(first.text)) return false;
  const prevLeft = prev.items[0].x;
  const hanging = BULLET_START.test(prev.items[0].text) ? last.fontSize * 2 : 0;
  return first.x >= prevLeft - 2 && first.x <= prevLeft + 2 + hanging;
}

/** Glue a wrapped fragment: no space inside a broken e-mail/URL or after a word-hyphen. */
export function joinWrapped(a: string, b: string): string {
  const lastToken = a.split(/\s/).pop() ?? '';
  if (/\p{L}-$/u.test(a) && /^\p{L}/u.test(b)) return a + b;
  if (lastToken.length > 3 && /[@/]/.test(lastToken) && /\p{L}/u.test(lastToken)) return a + b;
  return `${a} ${b}`;
}

/** Rows of one column (or band) → lines, wrapped paragraphs joined back together. */
/** `boxRight`: where the column's text box ends (the gutter, or the page's text edge). */
function columnLines(items: PdfItem[], column: LineColumn, boxRight?: number): LayoutLine[] {
  const lines: LayoutLine[] = [];
  const shape: ColumnShape = { right: Math.max(boxRight ?? 0, ...items.map(right)), bodySize: medianSize(items) };
  let prevRow: Row | undefined;
  for (const row of buildRows(items)) {
    const line = toLine(row, column);
    if (!line.text) continue;
    const prev = lines[lines.length - 1];
    if (prev && prevRow && !prev.text.includes('\t') && !line.text.includes('\t') && continuesRow(prevRow, row, shape)) {
      prev.text = joinWrapped(prev.text, line.text);
      prev.bold = prev.bold && line.bold;
    } else lines.push(line);
    prevRow = row;
  }
  return lines;
}

function columnWidth(items: PdfItem[]): number {
  return Math.max(...items.map(right)) - Math.min(...items.map((it) => it.x));
}

/** One page's items → lines in reading order: top band, left column, right column, bottom band. */
export function layoutPage(items: PdfItem[], pageWidth: number): LayoutLine[] {
  const split = findColumnSplit(items, pageWidth);
  if (!split) return columnLines(items, 'full');
  const pageRight = Math.max(...items.map(right));
  const { left, right: rightItems, crossing } = partition(items, split.x);
  const leftIsMain = columnWidth(left) >= columnWidth(rightItems);
  // a right sidebar of short items (skills one per line) never reaches its box's edge: assume the
  // page's margins are symmetric, so the box ends as far from the right as the text starts on the left
  const rightBox = leftIsMain ? Math.max(pageRight, pageWidth - Math.min(...items.map((it) => it.x))) : pageRight;
  const above = crossing.filter((it) => it.y > split.top);
  const below = crossing.filter((it) => it.y <= split.top);
  return [
    ...columnLines(above, 'full'),
    ...columnLines(left, leftIsMain ? 'main' : 'side', split.x),
    ...columnLines(rightItems, leftIsMain ? 'side' : 'main', rightBox),
    ...columnLines(below, 'full'),
  ];
}
