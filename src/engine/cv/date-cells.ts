/**
 * A date range broken over two lines of a narrow date column or table cell: "jul. 2024 –" over
 * "actualidad", "04/2023 –" over "07/2025". Every format produces it (a TXT gutter, a DOCX cell,
 * PDF rows), so it is mended on the read lines, before sections and entries are found: the two
 * halves become one range on the first line, and the second line keeps only what followed its half.
 */
import { DURATION_LINE_RE } from './durations';
import { findDateRange, monthFromName, removeRange } from './dates';
import type { Line } from './read/types';
import { trimSeparators } from './text';

const DANGLING_RE = /[-–—]\s*$/u;
const MONTH_END_RE = /\p{L}\.?\s*$/u;

/** A date with no end yet: one date alone, or an open range ("3/2018–") the next line may end. */
function dangles(text: string): boolean {
  const range = findDateRange(text, false);
  return range === null ? findDateRange(text, true) !== null : range.open === true;
}

function firstPart(text: string): { head: string; rest: string } {
  const tab = text.indexOf('\t');
  return tab < 0 ? { head: text, rest: '' } : { head: text.slice(0, tab), rest: text.slice(tab + 1) };
}

const sameCell = (a: Line, b: Line): boolean =>
  a.page === b.page && a.column === b.column && (a.table === undefined) === (b.table === undefined) &&
  (a.table === undefined || (a.table.index === b.table!.index && a.table.row === b.table!.row && a.table.cell === b.table!.cell));

/** Is `head` a date (or "present") and nothing else, once joined after `start`? */
function completes(start: string, head: string): string | null {
  if (head.length > 30) return null;
  const joined = `${start.trimEnd()} ${head.trim()}`;
  const range = findDateRange(joined, false);
  if (!range || range.index > 0) return null;
  return trimSeparators(removeRange(joined, range)) === '' ? joined : null;
}

function lastPart(text: string): { rest: string; tail: string } {
  const tab = text.lastIndexOf('\t');
  return tab < 0 ? { rest: '', tail: text } : { rest: text.slice(0, tab), tail: text.slice(tab + 1) };
}

/**
 * "Kierownik ⇥ październik 2015 – grudzień" over "Restauracja Nowak ⇥ 2020": a right-aligned range
 * wrapped in its narrow column, the end's year on the next line. Joined when the first line's last part
 * is not a range yet and becomes one, with nothing else, with the next line's last part.
 */
function joinWrappedRightRange(line: Line, next: Line | undefined): Line[] | null {
  if (!next || next.page !== line.page || !line.text.includes('\t') || !next.text.includes('\t')) return null;
  const { rest, tail } = lastPart(line.text);
  const below = lastPart(next.text);
  // the first half dangles: it ends with a dash or a month name, never with a year ("⇥ 2015" over "⇥ 2013" is two dates)
  if (tail.length > 40 || !/(?:[-–—]|\p{L}\.?)\s*$/u.test(tail) || below.tail.trim().length > 20) return null;
  if (!dangles(tail)) return null;
  const joined = completes(tail, below.tail);
  if (!joined) return null;
  const first = { ...line, text: `${rest}\t${joined}` };
  return below.rest.trim() === '' ? [first] : [first, { ...next, text: below.rest }];
}

// a range's first half at a line's end, its connector last: "… — March 2016 to", "… Sept 2020 –"
const OPEN_END_RE = /(?:[-–—]|\s(?:to|till|until|bis|au|à|al|tot|do|até|hasta|till|til|asti)\.?)\s*$/iu;

/**
 * "Registered Veterinary Nurse, Pennine Animal Hospital — March 2016 to" over "August 2020": a heading line of
 * running text (a scan, a paragraph) wrapped inside its range. The range's end joins its first half.
 */
function joinWrappedFlowRange(line: Line, next: Line | undefined): Line[] | null {
  if (!next || line.table || next.table || next.page !== line.page || line.text.includes('\t')) return null;
  // (or the end's month last, its year below: "… September 2013 to February" over "2016")
  const lastWord = line.text.trimEnd().replace(/\.$/, '').split(/[^\p{L}]/u).pop();
  if (!OPEN_END_RE.test(line.text) && (!lastWord || monthFromName(lastWord) === undefined)) return null;
  const first = findDateRange(line.text, true);
  if (first === null || first.index + first.length < line.text.trimEnd().length - 12 || !(first.single || first.open === true)) return null;
  const joined = `${line.text.trimEnd()} ${next.text.trim()}`;
  const range = findDateRange(joined, false);
  if (range === null || range.single || range.index !== first.index || range.index + range.length <= line.text.trimEnd().length + 1) return null;
  const rest = trimSeparators(joined.slice(range.index + range.length));
  const head = { ...line, text: joined.slice(0, range.index + range.length) };
  return rest === '' ? [head] : [head, { ...next, text: joined.slice(range.index + range.length).trim() }];
}

/** The lines with every split date range joined back onto its first line. */
export function joinSplitDateCells(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1];
    const wrapped = joinWrappedRightRange(line, next) ?? joinWrappedFlowRange(line, next);
    if (wrapped) {
      out.push(...wrapped);
      i++;
      continue;
    }
    const { head, rest } = firstPart(line.text);
    // the first half dangles: a dash, or the end's month whose year wrapped ("June 2018 – November" over "2021")
    if (next && (DANGLING_RE.test(head) || MONTH_END_RE.test(head)) && head.length <= 30 && dangles(head) && sameCell(line, next)) {
      const below = firstPart(next.text);
      const joined = completes(head, below.head);
      if (joined) {
        out.push({ ...line, text: rest ? `${joined}\t${rest}` : joined });
        if (below.rest.trim() !== '') out.push({ ...next, text: below.rest });
        i++;
        continue;
      }
    }
    // year first: the end's month wrapped below its year ("2012. szeptember – 2019." over "február")
    if (next && YEAR_END_RE.test(head) && head.length <= 30 && sameCell(line, next)) {
      const below = firstPart(next.text);
      const month = below.head.trim().replace(/\.$/, '');
      const range = findDateRange(head, false);
      if (range && range.end !== null && range.end.length === 4 && /^\p{L}+$/u.test(month) && monthFromName(month) !== undefined) {
        out.push({ ...line, text: `${head.trimEnd()} ${below.head.trim()}${rest ? `\t${rest}` : ''}` });
        if (below.rest.trim() !== '') out.push({ ...next, text: below.rest });
        i++;
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

const YEAR_END_RE = /(?:19|20)\d{2}\.?\s*$/;

const MAX_DATE_CELL_LINES = 3;

/**
 * A table row whose last cell (or first) holds only the dates and the place ("since Oct 2023" / "Dublin") beside
 * a cell with the title, the employer and the bullets: read in cell order, the dates would come after
 * the bullets. Each line of the narrow cell joins the line it stands beside, after a TAB, as a PDF
 * reads a right-aligned date ("Senior Data Analyst ⇥ since Oct 2023").
 */
export function joinDateCellsBeside(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  let i = 0;
  while (i < lines.length) {
    const row = rowAt(lines, i);
    if (row.length === 0) {
      out.push(lines[i]);
      i++;
      continue;
    }
    // "Feb 2020 – Current" over "(6 years 10 months)": the duration under the dates is nothing, nor is a
    // timeline's marker in a cell of its own ("●" between the dates and the entry)
    const cells = splitCells(row.filter((l) => !DURATION_LINE_RE.test(l.text) && /[\p{L}\p{N}]/u.test(l.text)));
    const last = cells[cells.length - 1];
    const main = cells[0];
    if (
      cells.length === 2 &&
      last.length <= MAX_DATE_CELL_LINES &&
      main.length >= last.length &&
      findDateRange(last[0].text, false) !== null &&
      !last.some((l) => l.text.includes('\t')) &&
      findDateRange(main[0].text, true) === null
    ) {
      main.forEach((l, k) => out.push(k < last.length ? { ...l, text: `${l.text}\t${last[k].text}` } : l));
    } else if (
      cells.length === 2 &&
      main.length <= MAX_DATE_CELL_LINES &&
      last.length >= main.length &&
      findDateRange(main[0].text, false) !== null &&
      !main.some((l) => l.text.includes('\t')) &&
      findDateRange(last[0].text, true) === null
    ) {
      // the mirror image: the dates in the first cell ("02/2022 – present" ⇥ "Senior analyst"), as a PDF reads a date column
      last.forEach((l, k) => out.push(k < main.length ? { ...l, text: `${main[k].text}\t${l.text}` } : l));
    } else if (cells.length === 2 && datesLast(cells[1]) && main.every((l) => findDateRange(l.text, true) === null) && main.length <= 3) {
      // "Brunel Estates Ltd" / "Facilities Manager" ⇥ the duties, then "June 2019 – Present" at the cell's foot:
      // the dates below the duties belong with the row's first line, as a date column would print them
      const dates = last[last.length - 1];
      out.push({ ...main[0], text: `${main[0].text}\t${dates.text}` }, ...main.slice(1), ...last.slice(0, -1));
    } else out.push(...row);
    i += row.length;
  }
  return out;
}

/** A cell whose last line is a date range alone, after lines with no dates: duties over their dates. */
function datesLast(cell: readonly Line[]): boolean {
  if (cell.length < 2) return false;
  const last = cell[cell.length - 1].text;
  const range = findDateRange(last, false);
  if (range === null || trimSeparators(removeRange(last, range)) !== '') return false;
  return cell.slice(0, -1).every((l) => findDateRange(l.text, true) === null);
}

/** The lines of the table row that starts at `i` (empty when line `i` is not in a table). */
function rowAt(lines: readonly Line[], i: number): Line[] {
  const first = lines[i].table;
  if (!first) return [];
  const row: Line[] = [];
  for (let k = i; k < lines.length; k++) {
    const t = lines[k].table;
    if (!t || t.index !== first.index || t.row !== first.row) break;
    row.push(lines[k]);
  }
  return row;
}

function splitCells(row: readonly Line[]): Line[][] {
  const cells: Line[][] = [];
  for (const line of row) {
    const current = cells[cells.length - 1];
    if (current && current[0].table!.cell === line.table!.cell) current.push(line);
    else cells.push([line]);
  }
  return cells;
}
