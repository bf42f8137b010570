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
        // three or more spaces (or a tab) separate aligned parts: keep that as a TAB (see Line.text)
        .replace(/[ \t]*\t[ \t]*| {3,}/g, '\t')
        .replace(/ {2}/g, ' ')
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

function isPlainHeading(raw: string[], i: number, rules: PlainHeadingRules): boolean {
  const text = raw[i];
  if (!isHeadingShaped(text)) return false;
  if (isUnderline(raw[i + 1] ?? '')) return true;
  if (isAllCaps(text)) return true;
  const next = raw.slice(i + 1).find((l) => l !== '');
  return rules.titleLines && next !== undefined && isTitleLine(text) && !isTitleLine(next);
}

export function plainTextLines(text: string, rules: PlainHeadingRules): Line[] {
  const raw = splitPlainText(text);
  const lines: Line[] = [];
  raw.forEach((t, i) => {
    if (t === '' || isUnderline(t)) return;
    lines.push({ text: t, page: 1, column: 'full', heading: isPlainHeading(raw, i, rules) });
  });
  return lines;
}
