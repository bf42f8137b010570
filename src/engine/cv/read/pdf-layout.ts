/**
 * PDF geometry → lines in reading order. Pure: works on positioned text items, knows nothing of
 * pdfjs. Columns are found by x FIRST (a vertical gutter), then lines are rebuilt inside each
 * column, so a sidebar and the main column can never interleave (STACK-NOTES trap 11).
 */
import { findDateRange, isPresentWord, removeRange } from '../dates';
import { DURATION_LINE_RE } from '../durations';
import type { LineColumn } from './types';
import { headingKind } from '../sections';
import { isAllCaps, isHeadingShaped } from './headings';

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
  /** the run was set letter-spaced ("R H Y S  O ' B R I E N"); its text is already collapsed */
  spaced?: boolean;
}

export interface LayoutLine {
  text: string;
  column: LineColumn;
  fontSize: number;
  bold: boolean;
  x: number;
  y: number;
  /** a run of the line was set letter-spaced (a designer's heading or name) */
  letterSpaced?: boolean;
}

interface Row {
  items: PdfItem[];
  y: number;
}

const right = (it: PdfItem): number => it.x + it.width;

// loops, not Math.max(...values): spreading a page of 100,000+ items into arguments overflows the stack
function maxOf(items: readonly PdfItem[], value: (it: PdfItem) => number, start = -Infinity): number {
  let max = start;
  for (const it of items) max = Math.max(max, value(it));
  return max;
}

function minOf(items: readonly PdfItem[], value: (it: PdfItem) => number): number {
  let min = Infinity;
  for (const it of items) min = Math.min(min, value(it));
  return min;
}

const yOf = (it: PdfItem): number => it.y;
const xOf = (it: PdfItem): number => it.x;
const sizeOf = (it: PdfItem): number => it.fontSize;

/** Candidate gutters weighed in full, at most: a CV page has 20–60 distinct left edges in its middle. */
const MAX_GUTTER_CANDIDATES = 64;

interface ColumnSplit {
  x: number;
  top: number;
  bottom: number;
  /** the baseline of a full-width header band's last row (contact data across the gutter) above the columns */
  band?: number;
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

/** Index of the first value ≥ target in an ascending array. */
function lowerBound(sorted: readonly number[], target: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Share of right-hand rows that sit on a left-hand baseline: high for "title … date" rows. */
function sharedRowShare(left: PdfItem[], rightItems: PdfItem[]): number {
  // sorted baselines + binary search: n·log n, where comparing every pair was quadratic
  const leftYs = left.map(yOf).sort((a, b) => a - b);
  const rightYs = distinctBaselines(rightItems);
  const shared = rightYs.filter((y) => {
    const i = lowerBound(leftYs, y - 1.5);
    return i < leftYs.length && leftYs[i] <= y + 1.5;
  }).length;
  return rightYs.length === 0 ? 1 : shared / rightYs.length;
}

/**
 * Baselines where the text runs on across the gutter at a word's distance: a heading set in spaced
 * capitals ("E S P E R I E N Z A  P R O F E S S I O N A L E") reaches us as one run per word, and its
 * words may fall on both sides of a timeline's date column. Only spaced runs count: a label column
 * set flush right (moderncv) stands as close to its content as a word space.
 */
function bridged(left: PdfItem[], rightItems: PdfItem[], x: number): number[] {
  const starts = new Map<number, PdfItem[]>();
  for (const it of rightItems) {
    if (it.x > x + 14) continue;
    const y = Math.round(it.y);
    starts.set(y, [...(starts.get(y) ?? []), it]);
  }
  if (starts.size === 0) return [];
  const out: number[] = [];
  for (const it of left) {
    if (right(it) < x - 14) continue;
    const y = Math.round(it.y);
    const near = [y - 1, y, y + 1].flatMap((k) => starts.get(k) ?? []);
    if (near.some((r) => (it.spaced || r.spaced) && r.x - right(it) < Math.min(1.2 * Math.max(it.fontSize, r.fontSize), 12))) out.push(it.y);
  }
  return out;
}

/**
 * A side that is empty where the other runs on: a header band's contact cell at the top and a
 * right-aligned date far below it share a left edge, and so do a table's date cells and a skills list
 * below the table, but they are no columns. True when one gap in the side's text spans over 30 % of
 * the height both sides share while the other side has five lines or more in it.
 */
function hollowSide(side: PdfItem[], other: PdfItem[], top: number, bottom: number): boolean {
  const ys = distinctBaselines(side).filter((y) => y <= top + 2 && y >= bottom - 2);
  for (let i = 1; i < ys.length; i++) {
    const [upper, lower] = [ys[i - 1], ys[i]];
    if (upper - lower <= (top - bottom) * 0.3) continue;
    const inGap = distinctBaselines(other).filter((y) => y < upper - 2 && y > lower + 2).length;
    if (inGap >= 5) return true;
  }
  return false;
}

function evaluateSplit(items: PdfItem[], x: number, textHeight: number): ColumnSplit | null {
  const { left, right: rightItems, crossing } = partition(items, x);
  if (distinctBaselines(left).length < 5 || distinctBaselines(rightItems).length < 5) return null;
  let top = Math.min(maxOf(left, yOf), maxOf(rightItems, yOf));
  const bottom = Math.max(minOf(left, yOf), minOf(rightItems, yOf));
  // the two columns must stand side by side over a good part of the page
  if (top - bottom < Math.max(60, textHeight * 0.25)) return null;
  // a header band's contact row across the gutter at the very top of the shared height ("@ mail ✆ phone ⌂ Town,
  // Country in linkedin"): the columns start below it
  const inside = crossing.filter((it) => it.y <= top + 2 && it.y >= bottom - 2);
  let band: number | undefined;
  if (inside.length > 0) {
    const bandY = minOf(inside, yOf);
    // only the shared height's first row: a side's text above it would be a column's own, not a band's
    if (top - bandY > 1.5 || maxOf(inside, yOf) - bandY > 1.5) return null;
    // the highest baseline below the band (a loop: a page may hold 200,000 runs, too many to spread)
    let below = -Infinity;
    for (const it of left) if (it.y < bandY - 1.5 && it.y > below) below = it.y;
    for (const it of rightItems) if (it.y < bandY - 1.5 && it.y > below) below = it.y;
    top = below;
    band = bandY;
    if (top - bottom < Math.max(60, textHeight * 0.25)) return null;
  }
  if (bridged(left, rightItems, x).some((y) => y <= top + 2 && y >= bottom - 2)) return null;
  if (sharedRowShare(left, rightItems) > 0.6) return null;
  if (hollowSide(left, rightItems, top, bottom) || hollowSide(rightItems, left, top, bottom)) return null;
  return band === undefined ? { x, top, bottom } : { x, top, bottom, band };
}

/**
 * The candidate gutters (distinct rounded left edges in the page's middle), at most
 * MAX_GUTTER_CANDIDATES: when there are more, those crossed by the fewest items, counted for
 * all at once from sorted edges, so the full evaluation stays linear in the items.
 */
function gutterCandidates(items: PdfItem[], pageWidth: number): number[] {
  const candidates = [...new Set(items.map((it) => Math.round(it.x)))].filter((x) => x > pageWidth * 0.18 && x < pageWidth * 0.82);
  if (candidates.length <= MAX_GUTTER_CANDIDATES) return candidates.sort((a, b) => a - b);
  const lefts = items.map(xOf).sort((a, b) => a - b);
  const rights = items.map(right).sort((a, b) => a - b);
  // items starting left of the gutter minus those also ending before it = items crossing it
  const crossed = (x: number): number => lowerBound(lefts, x - 2) - lowerBound(rights, x - 0.5 + Number.EPSILON);
  return candidates
    .map((x) => ({ x, crossed: crossed(x) }))
    .sort((a, b) => a.crossed - b.crossed || a.x - b.x)
    .slice(0, MAX_GUTTER_CANDIDATES)
    .map((c) => c.x)
    .sort((a, b) => a - b);
}

/** A vertical gutter between 18 % and 82 % of the page width that no text crosses, or null. */
export function findColumnSplit(items: PdfItem[], pageWidth: number): ColumnSplit | null {
  if (items.length < 10) return null;
  const textHeight = maxOf(items, yOf) - minOf(items, yOf);
  let best: ColumnSplit | null = null;
  let bestScore = -1;
  for (const x of gutterCandidates(items, pageWidth)) {
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

/** Letters, three at least, all capitals ("HOTEL PATIO", "JEFE DE PARTIDA"). */
function allCapitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/** A bullet or an icon alone in its run (a hanging indent's bullet stands over an em before its text). */
const GLYPH_RE = /^\s*[^\p{L}\p{N}\s]{1,2}\s*$/u;

/** Join the runs of a row: nothing when they touch (ligatures, kerning), a space, or a TAB for a wide gap. */
export function joinRow(items: PdfItem[], gutter?: number): string {
  let text = '';
  let prev: PdfItem | undefined;
  // a short word of a letter-spaced row ("JEFA D E ESTUDIOS") is a run of its own too short to be
  // told spaced by itself: beside a spaced run, it is collapsed the same way
  const besideSpaced = items.some((it) => it.spaced);
  for (const raw of items) {
    const it = besideSpaced && !raw.spaced && /^\p{L}(?: \p{L}){1,2}$/u.test(raw.text) ? { ...raw, text: raw.text.replace(/ /g, '') } : raw;
    if (prev) {
      const gap = it.x - right(prev);
      const size = Math.max(prev.fontSize, it.fontSize);
      // a wide gap between two runs (over an em: tag chips side by side, a cell's padding) is a TAB; a word space is about
      // 0.25 em (a letter-spaced row's words stand 1.5 em apart)
      // a change of weight across a gap of over half an em is a cell boundary too ("Scheduling ⇥ Primavera P6", a bold label beside its value)
      if (gap > (prev.spaced || it.spaced || GLYPH_RE.test(prev.text) ? 1.5 : 1.05) * size || (gap > 0.6 * size && prev.bold !== it.bold) || (gutter !== undefined && right(prev) <= gutter + 0.5 && it.x >= gutter - 1)) text = text.trimEnd() + '\t';
      // the Europass editor's "JEFE DE PARTIDA HOTEL PATIO DE LA ALAMEDA": the title in bold capitals, the employer after it
      // in plain capitals, one space apart; the change of weight is the only border between them
      // (not after a comma: "DANIELLE OKAFOR, BSN, RN" is a name with its letters)
      else if (prev.bold && !it.bold && allCapitals(text) && allCapitals(it.text) && !/,\s*$/.test(text)) text = `${text.trimEnd()} | `;
      else if (gap > size * 0.12 && !/\s/.test(text.slice(-1)) && !/^\s/.test(it.text)) text += ' '; // last char only: the row grows
      // a first name and a surname set as two runs in a display size, a narrow space apart: a lower-case
      // letter followed by a capital after any visible gap (or a change of weight) starts a new word
      else if ((gap > size * 0.05 || prev.bold !== it.bold) && /\p{Ll}$/u.test(text) && /^\p{Lu}/u.test(it.text)) text += ' ';
    }
    text += it.text;
    prev = it;
  }
  return text.replace(/ {2,}/g, ' ').replace(/ ?\t ?/g, '\t').trim();
}

function toLine(row: Row, column: LineColumn, gutter?: number): LayoutLine {
  return {
    text: joinRow(row.items, gutter),
    column,
    fontSize: maxOf(row.items, sizeOf),
    bold: row.items.every((it) => it.bold),
    x: row.items[0].x,
    y: row.y,
    ...(row.items.some((it) => it.spaced) ? { letterSpaced: true } : {}),
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
function nextWordWouldFit(last: PdfItem, first: PdfItem, columnRight: number, rest: readonly PdfItem[] = []): boolean {
  const text = first.text.trimStart();
  const word = text.split(/\s+/)[0] ?? '';
  let wordWidth = text.length ? first.width * (word.length / text.length) : 0;
  // a word whose ligature is a run of its own ("con" + "fl" + "ictuelles") goes on in the touching runs
  if (word === text) {
    let prevRun = first;
    for (const run of rest) {
      if (run.x - right(prevRun) >= first.fontSize * 0.05) break;
      const runWord = run.text.split(/\s+/)[0] ?? '';
      wordWidth += run.width * (runWord.length / Math.max(1, run.text.length));
      if (runWord !== run.text) break;
      prevRun = run;
    }
  }
  return right(last) + last.fontSize * 0.3 + wordWidth < columnRight - 1;
}

/**
 * A row continues the previous one when the PDF wrapped a paragraph (same block, style, left
 * edge) — and only if the next word could not have fitted on it: a row that ends early was
 * broken by choice (list items under each other, "City<br>e-mail<br>phone"), not wrapped.
 */
// a phone number or a date standing alone in its run; an e-mail address as a whole run
const NUMBER_DATUM_RE = /^\+?[\d\s()./-]{7,}$/u;
const WHOLE_EMAIL_RE = /^[^\s@]+@[^\s@]+\.\p{L}{2,}$/u;

interface ListShape {
  right: number;
  tighter: boolean;
}

function continuesRow(prev: Row, next: Row, column: ColumnShape, list?: () => ListShape): boolean {
  const last = prev.items[prev.items.length - 1];
  const first = next.items[0];
  if (!last.eol || prev.items.length === 0) return false;
  // display text (a name set large, a bold heading in a narrow sidebar) wraps by design, not by width
  const bodyText = !last.bold && last.fontSize <= column.bodySize * 1.15;
  // a list in a padded box wraps before the column's edge: a lower-case second row ("Conduite en sécurité et
  // éco-" / "conduite") is measured against the widest rows of its list, and must sit closer than the list's items
  // (rows a <br> apart are evenly spaced). The list is measured only when needed: most rows never are.
  if (bodyText && nextWordWouldFit(last, first, column.right)) {
    if (!list || !/^\p{Ll}/u.test(first.text)) return false;
    const shape = list();
    if (!shape.tighter || nextWordWouldFit(last, first, shape.right, next.items.slice(1))) return false;
  }
  if (Math.abs(first.fontSize - last.fontSize) > 0.3 || first.bold !== last.bold) return false;
  if (prev.y - next.y > last.fontSize * 1.7) return false;
  // a sidebar's contact data, one per row ("+386 41 555 841" over "name@example.com"): a long e-mail
  // could never have fitted after the phone, yet the rows were broken by choice
  if (NUMBER_DATUM_RE.test(last.text.trim()) || NUMBER_DATUM_RE.test(first.text.trim()) || WHOLE_EMAIL_RE.test(first.text.trim())) return false;
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
/** `gutter`: the x of a date column's edge on a page read across (a TAB marks it in every row). */
function columnLines(items: PdfItem[], column: LineColumn, boxRight?: number, gutter?: number): LayoutLine[] {
  const rows = buildRows(items);
  const grid = gutter === undefined ? sideBySideSections(rows) : null;
  if (grid) {
    const parts = grid.columns.map((c) => columnLines(c, column));
    return [...columnLines(grid.before, column, boxRight), ...parts.flat(), ...columnLines(grid.after, column, boxRight)];
  }
  const lines: LayoutLine[] = [];
  const shape: ColumnShape = { right: maxOf(items, right, boxRight ?? 0), bodySize: medianSize(items) };
  let prevRow: Row | undefined;
  rows.forEach((row, k) => {
    const line = toLine(row, column, gutter);
    if (!line.text) return;
    const prev = lines[lines.length - 1];
    if (prev && prevRow && !prev.text.includes('\t') && !line.text.includes('\t') && continuesRow(prevRow, row, shape, () => ({ right: listRight(rows, k - 1), tighter: tighterThanAround(rows, k) }))) {
      prev.text = joinWrapped(prev.text, line.text);
      prev.bold = prev.bold && line.bold;
    } else lines.push(line);
    prevRow = row;
  });
  return lines;
}

/** The runs of a row split where a gap is wider than two ems: the cells of a grid's row. */
function cellsOf(row: Row): PdfItem[][] {
  const cells: PdfItem[][] = [];
  let prev: PdfItem | undefined;
  for (const it of row.items) {
    if (!prev || it.x - right(prev) > 2 * Math.max(prev.fontSize, it.fontSize)) cells.push([it]);
    else cells[cells.length - 1].push(it);
    prev = it;
  }
  return cells;
}

const isSectionName = (text: string): boolean => isHeadingShaped(text) && headingKind({ text, heading: true, bold: true }) !== undefined;

/**
 * Sections set side by side under one row of their names ("Kenntnisse ⇥ Zertifikate ⇥ Freizeit", "IDIOMES ⇥
 * CERTIFICACIONS"): the rows below, down to a row that crosses a column's edge, are read column by column, so
 * that each section keeps its own lines. Null when the items hold no such row.
 */
function sideBySideSections(rows: readonly Row[]): { before: PdfItem[]; columns: PdfItem[][]; after: PdfItem[] } | null {
  if (rows.length < 3) return null;
  const at = rows.findIndex((row) => {
    // (most rows are one run, or a line of prose: no names side by side)
    if (row.items.length < 2 || row.items.length > 12) return false;
    const cells = cellsOf(row);
    return cells.length >= 2 && cells.length <= 4 && cells.every((c) => isSectionName(joinRow(c)));
  });
  if (at < 0) return null;
  // a column's text may start left of its name (an icon before the name): the edge is where the first rows below
  // the name start, if within two ems of it, never left of the name before it
  const names = cellsOf(rows[at]);
  const below = rows.slice(at + 1, at + 3).flatMap((r) => r.items);
  const edges = names.slice(1).map((c, k) => {
    const [x, em] = [c[0].x, c[0].fontSize];
    const starts = below.filter((it) => it.x >= x - 2 * em && it.x <= x + 2 * em).map((it) => it.x);
    return Math.max(right(names[k][names[k].length - 1]) + 1, Math.min(x, ...starts) - 1);
  });
  const crosses = (row: Row): boolean => row.items.some((it) => edges.some((e) => it.x < e && right(it) > e + 2));
  let end = at + 1;
  while (end < rows.length && !crosses(rows[end])) end++;
  // a section name in the first column below which the other columns hold nothing more starts the page's width again
  for (let r = at + 1; r < end; r++) {
    const cells = cellsOf(rows[r]);
    const text = joinRow(cells[0]);
    // (a name set like the grid's own, though no lexicon knows it: "ALTRES")
    const named = isSectionName(text) || (isHeadingShaped(text) && (isAllCaps(text) || cells[0][0].bold) && cells[0][0].fontSize >= names[0][0].fontSize - 0.5);
    if (cells.length === 1 && rows[r].items[0].x < edges[0] && named && rows.slice(r + 1, end).every((row) => row.items.every((it) => it.x < edges[0]))) {
      end = r;
      break;
    }
  }
  if (end === at + 1) return null;
  const region = rows.slice(at, end).flatMap((r) => r.items);
  const columns: PdfItem[][] = [[], ...edges.map((): PdfItem[] => [])];
  for (const it of region) columns[edges.filter((e) => it.x >= e).length].push(it);
  return { before: rows.slice(0, at).flatMap((r) => r.items), columns: columns.filter((c) => c.length > 0), after: rows.slice(end).flatMap((r) => r.items) };
}

/** Rows k-1 and k are closer than the rows before or after them (an item's wrapped row, not the next item). */
function tighterThanAround(rows: readonly Row[], k: number): boolean {
  const first = rows[k]?.items[0];
  // a gap to a row of the same list: same left edge, same size and weight (a heading's gap does not count)
  const alike = (row: Row | undefined): boolean =>
    row !== undefined && first !== undefined && Math.abs(row.items[0].x - first.x) <= 2 && Math.abs(row.items[0].fontSize - first.fontSize) < 0.3 && row.items[0].bold === first.bold;
  const gap = (a: number): number | undefined => (alike(rows[a]) && alike(rows[a + 1]) ? rows[a].y - rows[a + 1].y : undefined);
  const here = gap(k - 1);
  if (here === undefined) return false;
  return [gap(k - 2), gap(k)].some((g) => g !== undefined && g > here + 1.5);
}

/** The right edge of the widest rows near row k that start where it starts (a list's box). */
function listRight(rows: readonly Row[], k: number): number {
  const first = rows[k]?.items[0];
  if (first === undefined) return 0;
  let edge = 0;
  for (let j = Math.max(0, k - 6); j <= Math.min(rows.length - 1, k + 6); j++) {
    const items = rows[j].items;
    // the list's own rows: the same left edge and size, a few lines away at most
    const near = Math.abs(rows[j].y - rows[k].y) <= first.fontSize * 8 && Math.abs(items[0].fontSize - first.fontSize) < 0.3;
    if (near && Math.abs(items[0].x - first.x) <= 2) edge = Math.max(edge, right(items[items.length - 1]));
  }
  return edge;
}

function columnWidth(items: PdfItem[]): number {
  return maxOf(items, right) - minOf(items, xOf);
}

/** One page's items → lines in reading order: top band, left column, right column, bottom band. */
export function layoutPage(items: PdfItem[], pageWidth: number): LayoutLine[] {
  const split = findColumnSplit(items, pageWidth);
  if (!split) return columnLines(items, 'full');
  const pageRight = maxOf(items, right);
  // below a header band, everything from the band's last row up is the band, read across
  const band = split.band;
  const columnItems = band === undefined ? items : items.filter((it) => it.y < band - 1.5);
  const { left, right: rightItems, crossing } = partition(columnItems, split.x);
  const leftIsMain = columnWidth(left) >= columnWidth(rightItems);
  // a right sidebar of short items (skills one per line) never reaches its box's edge: assume the
  // page's margins are symmetric, so the box ends as far from the right as the text starts on the left
  const rightBox = leftIsMain ? Math.max(pageRight, pageWidth - minOf(items, xOf)) : pageRight;
  const leftLines = columnLines(left, leftIsMain ? 'main' : 'side', split.x);
  const rightLines = columnLines(rightItems, leftIsMain ? 'side' : 'main', rightBox);
  // a timeline's date column is not a sidebar: its dates belong to the entries on their rows
  const sideLines = leftIsMain ? rightLines : leftLines;
  const mainLines = leftIsMain ? leftLines : rightLines;
  if (isDateGutter(sideLines, mainLines)) return columnLines(items, 'full', undefined, split.x);
  // the main column's baselines, top first (a wrapped paragraph is one line but several rows)
  const mainRows = distinctBaselines(leftIsMain ? left : rightItems);
  if (isLabelGutter(sideLines, mainLines, mainRows)) {
    const lifted = alignLabels(items, new Set(leftIsMain ? rightItems : left), sideLines, mainLines, mainRows, split.x);
    return columnLines(lifted, 'full', undefined, split.x).flatMap((l) => splitSectionLabel(l, sideLines));
  }
  const above = [...crossing.filter((it) => it.y > split.top), ...(band === undefined ? [] : items.filter((it) => it.y >= band - 1.5))];
  const below = crossing.filter((it) => it.y <= split.top);
  return [
    ...columnLines(above, 'full'),
    ...leftLines,
    ...rightLines,
    ...columnLines(below, 'full'),
  ];
}

/** "04/2023 –", "07/2025", "2008 – 2011": a short line that is a date (range or half of one) and nothing else. */
function isDateOnly(text: string): boolean {
  if (text.length > 32) return false;
  const range = findDateRange(text, true);
  return range !== null && removeRange(text, range).replace(/[\s\-–—|·,.]/gu, '').length <= 2;
}

/** "LANGUAGES ⇥ English native": a section name in the label column heads the row it shares with content. */
function splitSectionLabel(line: LayoutLine, side: readonly LayoutLine[]): LayoutLine[] {
  const tab = line.text.indexOf('\t');
  if (tab < 0) return [line];
  const label = line.text.slice(0, tab);
  const heading = side.find((l) => l.text === label && l.bold && isAllCaps(l.text));
  if (!heading) return [line];
  return [
    { ...line, text: label, bold: true, fontSize: heading.fontSize },
    { ...line, text: line.text.slice(tab + 1), bold: false },
  ];
}

/** Does a line sit on one of the rows of `main` (within 2 pt)? */
function onRowOf(main: readonly LayoutLine[]): (l: LayoutLine) => boolean {
  const rows = new Set(main.map((l) => Math.round(l.y)));
  return (l) => [-2, -1, 0, 1, 2].some((d) => rows.has(Math.round(l.y) + d));
}

/**
 * The main row right above a line that sits between two rows of one entry, each at most three line
 * heights away: a date centred beside a cell of two lines (a Word table's vertical alignment).
 * `ys`: the main rows' baselines, top first.
 */
function rowAbove(ys: readonly number[], l: LayoutLine): number | undefined {
  const reach = 3 * l.fontSize;
  const i = ys.findIndex((y) => y < l.y);
  return i > 0 && ys[i - 1] - l.y < reach && l.y - ys[i] < reach ? ys[i - 1] : undefined;
}

/**
 * The main line a label is set beside with its top aligned, not its baseline: a date or a label in a
 * smaller size beside a title in a bigger one, or beside a list that starts a little lower. Its
 * baseline lies below the label's, by at most 0.6 of the larger size.
 */
function topAlignedRow(main: readonly LayoutLine[], l: LayoutLine): number | undefined {
  // a label in capitals or a date only: a sidebar's own lines fall near some row by chance
  if (!isAllCaps(l.text.split('\t')[0]) && !isDateOnly(l.text)) return undefined;
  const i = main.findIndex((m) => m.y < l.y - 2);
  const below = main[i];
  // (nor a label over a name set in a display size)
  if (!below || l.y - below.y > 0.6 * Math.max(below.fontSize, l.fontSize) || below.fontSize > 1.5 * l.fontSize) return undefined;
  // not a date centred between an entry's two rows: it stands much nearer the row below than the one above
  const above = main[i - 1];
  return above === undefined || l.y - below.y <= 0.35 * (above.y - below.y) ? below.y : undefined;
}

/** "COMPETENȚE DOBÂNDITE LA" / "LOCUL DE MUNCĂ": a label's second line, a line height below it, on no row of its own. */
function wrappedLabelLines(side: readonly LayoutLine[], sitsOnRow: (l: LayoutLine) => boolean): Set<LayoutLine> {
  const wrapped = new Set<LayoutLine>();
  side.forEach((l, i) => {
    const above = side[i - 1];
    if (above && !sitsOnRow(l) && isAllCaps(l.text) && isAllCaps(above.text) && !isDateOnly(l.text) && above.y - l.y <= 1.5 * l.fontSize) wrapped.add(l);
  });
  return wrapped;
}

/**
 * The label column's labels moved onto the row of the content they label: a date centred beside a
 * two-line cell moves up onto its entry's first row, a label set top-aligned beside bigger or lower
 * content moves down onto it, and a wrapped label's second line joins its first.
 */
function alignLabels(items: PdfItem[], sideItems: ReadonlySet<PdfItem>, side: readonly LayoutLine[], main: readonly LayoutLine[], ys: readonly number[], gutter: number): PdfItem[] {
  const sitsOnRow = onRowOf(main);
  const wrapped = wrappedLabelLines(side, sitsOnRow);
  const boldRows = new Set(main.filter((l) => l.bold).map((l) => Math.round(l.y)));
  const moves: { from: number; to: number; dx?: number }[] = [];
  let label: { to: number; right: number } | undefined;
  for (const l of side) {
    const lineItems = [...sideItems].filter((it) => Math.abs(it.y - l.y) <= 1.5);
    const lineRight = Math.max(...lineItems.map(right), l.x);
    if (wrapped.has(l) && label) {
      const dx = label.right + 0.3 * l.fontSize - l.x;
      moves.push({ from: l.y, to: label.to, dx });
      label = { to: label.to, right: lineRight + dx };
      continue;
    }
    label = { to: l.y, right: lineRight };
    if (sitsOnRow(l)) {
      if (isDateOnly(l.text)) {
        const to = centredBesideThree(l, ys, boldRows);
        if (to !== undefined) moves.push({ from: l.y, to });
      }
      continue;
    }
    // (a section's name stays on its own row: "PERSONAL INFORMATION" over the name, set in a bigger size)
    const to = (isSectionName(l.text) ? undefined : topAlignedRow(main, l)) ?? (isDateOnly(l.text) ? rowAbove(ys, l) : undefined);
    if (to !== undefined) {
      moves.push({ from: l.y, to });
      label = { to, right: lineRight };
    }
  }
  if (moves.length === 0) return items;
  return items.map((it) => {
    const move = sideItems.has(it) ? moves.find((m) => Math.abs(m.from - it.y) <= 1.5) : undefined;
    if (!move) return it;
    if (move.dx === undefined) return { ...it, y: move.to };
    // a wrapped label's second line goes on after its first, and still ends before the gutter: the
    // content beside it stays a cell of its own
    const x = it.x + move.dx;
    return { ...it, y: move.to, x, width: Math.max(0.1, Math.min(it.width, gutter - x)) };
  });
}

/**
 * A date centred beside a cell of three lines: on the middle one, its neighbours a line height above
 * and below, and the row above it set in bold (the entry's title); the row it moves to, or undefined.
 */
function centredBesideThree(l: LayoutLine, ys: readonly number[], boldRows: ReadonlySet<number>): number | undefined {
  const i = ys.findIndex((y) => Math.abs(y - l.y) <= 2);
  if (i <= 0 || i >= ys.length - 1) return undefined;
  const [up, down] = [ys[i - 1] - ys[i], ys[i] - ys[i + 1]];
  return Math.abs(up - down) > 1 || up > 1.6 * l.fontSize || !boldRows.has(ys[i - 1]) ? undefined : ys[i - 1];
}

/**
 * A Europass-style label column: section names, field labels ("Address", "Phone") and the entries'
 * dates, each on the row of the content it labels. A sidebar has content of its own, whose lines
 * fall between the main column's rows; a label column's lines nearly all sit on one.
 */
function isLabelGutter(side: readonly LayoutLine[], main: readonly LayoutLine[], ys: readonly number[]): boolean {
  const [top, bottom] = [ys[0], ys[ys.length - 1]];
  // (a page footer on the last row, "© European Union, 2002-2025 | europass.europa.eu", is no label)
  if (side.length < 5 || side.some((l) => l.text.length > 40 && l.y <= top + 1 && l.y > bottom + 1)) return false;
  const dated = side.filter((l) => isDateOnly(l.text)).length >= 2;
  const sitsOnRow = onRowOf(main);
  const betweenRows = (l: LayoutLine): boolean => rowAbove(ys, l) !== undefined;
  // a section name may stand on a row of its own (in bold or in capitals), a logo above the content
  // ("europass") and a place and date below it ("Hannover, 14.03.2025") label nothing; every other label
  // sits on its content's row (within 2 pt: a wrapped label's second line keeps its own line height)
  // (a scan knows no bold: a known section name alone on its row stands alone too)
  const besideContent = (l: LayoutLine): boolean => sitsOnRow(l) || (l.text.includes('\t') && isAllCaps(l.text.split('\t')[0])) || topAlignedRow(main, l) !== undefined;
  const standsAlone = (l: LayoutLine): boolean => (l.bold && isAllCaps(l.text)) || ((l.bold || isAllCaps(l.text) || isSectionName(l.text)) && !besideContent(l));
  const wrapped = wrappedLabelLines(side, sitsOnRow);
  // (a label set top-aligned beside the first row stands a little above it; one with its value beside it
  // may stand below the main column's last row)
  const inRange = (l: LayoutLine): boolean => (l.y <= top + 1 || topAlignedRow(main, l) !== undefined) && (l.y >= bottom - 1 || besideContent(l));
  const labels = side.filter((l) => !standsAlone(l) && !wrapped.has(l) && inRange(l));
  // (a label whose short value fell on its side of the gutter, "DRIVING LICENCE ⇥ B", has its row to itself)
  const onRow = labels.filter((l) => besideContent(l) || (isDateOnly(l.text) && betweenRows(l))).length;
  // a page without dates (the Europass skills page) is a label column when its labels are all in capitals:
  // five at least, or three that all sit on their content's row
  if (!dated) return labels.every((l) => isAllCaps(l.text) || l.y <= bottom + 1) && ((labels.length >= 5 && onRow >= labels.length * 0.9) || (labels.length >= 3 && onRow === labels.length));
  return labels.length >= 4 && onRow >= labels.length * 0.8;
}

/**
 * The narrow column holds the entries' dates (and perhaps the section headings), not content of its
 * own: most of its lines are dates, and there are several of them.
 */
function isDateGutter(lines: readonly LayoutLine[], main: readonly LayoutLine[]): boolean {
  const dates = lines.filter((l) => isDateOnly(l.text)).length;
  if (dates < 3) return false;
  // (a job portal prints each range's length below it: "3 años y 10 meses")
  const durations = lines.filter((l) => DURATION_LINE_RE.test(l.text)).length;
  if (dates + durations >= lines.length * 0.5) return true;
  // a timeline whose left edge also holds lines of their own below or between its blocks (a skills
  // list, headings): the lines that share a row with the main column are its dates, nearly all of them
  const rows = new Set(main.map((l) => Math.round(l.y)));
  const onRow = lines.filter((l) => [-1, 0, 1].some((d) => rows.has(Math.round(l.y) + d)));
  const dateLike = onRow.filter((l) => isDateOnly(l.text) || isPresentWord(l.text));
  return onRow.length >= 3 && dateLike.length >= onRow.length * 0.8;
}

/** Body size = the size most text is set in (median weighted by characters, at most 200 per line). */
export function bodyFontSize(lines: LayoutLine[]): number {
  // a weight per distinct size, not one array slot per character: 50,000 lines stay cheap
  const weights = new Map<number, number>();
  let total = 0;
  for (const l of lines) {
    const size = Math.round(l.fontSize * 10) / 10;
    const weight = Math.min(l.text.length, 200);
    weights.set(size, (weights.get(size) ?? 0) + weight);
    total += weight;
  }
  let seen = 0;
  for (const size of [...weights.keys()].sort((a, b) => a - b)) {
    seen += weights.get(size)!;
    if (seen > Math.floor(total / 2)) return size;
  }
  return 10;
}
