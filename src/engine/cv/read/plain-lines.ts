/**
 * Plain text (TXT, and the body of a legacy DOC) → lines. There is no layout to read, so
 * headings come from the text: capitals, underlines, and for DOC short title lines.
 */
import { isAllCaps, isHeadingShaped, isUnderline } from './headings';
import type { Line } from './types';

/** Normalise line endings, tabs and the wide space runs that align columns in plain text. */
export function splitPlainText(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u000b\f\u2028\u2029]/g, '\n')
    .split('\n')
    .map((line) =>
      line
        .replace(/\u00a0/g, ' ')
        // three or more spaces (or a tab) separate aligned parts: keep that as a TAB (see Line.text);
        // one greedy run per match, where /[ \t]*\t[ \t]*/ rescanned a run without a TAB from every space
        .replace(/[ \t]+/g, (run) => (run.length >= 3 || run.includes('\t') ? '\t' : run))
        .replace(/ {2}/g, ' ')
        // a typewriter's dash between words ("Accounting Supervisor -- Tidewater Marine Supply Inc.") is a dash
        .replace(/(?<=\S) -- (?=\S)/g, ' – ')
        .trim(),
    );
}

/** "Berufliche Laufbahn", "Ausbildung": a short line starting with a capital, no sentence marks. */
function isTitleLine(text: string): boolean {
  if (!/^\p{Lu}/u.test(text) || /[·|,:;()]/.test(text)) return false;
  return text.split(/\s+/).length <= 3;
}

export interface PlainHeadingRules {
  /** also treat short title-like lines followed by content as headings (DOC) */
  titleLines: boolean;
}

/** `next` is the first non-empty line after line i (or undefined), given by the caller. */
function isPlainHeading(raw: string[], i: number, next: string | undefined, rules: PlainHeadingRules): boolean {
  const text = raw[i];
  if (!isHeadingShaped(text)) return false;
  if (isUnderline(raw[i + 1] ?? '')) return true;
  if (isAllCaps(text)) return true;
  return rules.titleLines && next !== undefined && isTitleLine(text) && !isTitleLine(next);
}

export function plainTextLines(text: string, rules: PlainHeadingRules): Line[] {
  const raw = splitPlainText(text);
  // the next non-empty line of each line, found in one pass from the end: searching forward from
  // every line was quadratic in a file of many short lines
  const nextNonEmpty: (string | undefined)[] = new Array<string | undefined>(raw.length);
  let next: string | undefined;
  for (let i = raw.length - 1; i >= 0; i--) {
    nextNonEmpty[i] = next;
    if (raw[i] !== '') next = raw[i];
  }
  const lines: Line[] = [];
  raw.forEach((t, i) => {
    if (t === '' || isUnderline(t)) return;
    lines.push({ text: t, page: 1, column: 'full', heading: isPlainHeading(raw, i, nextNonEmpty[i], rules) });
  });
  return lines;
}
