/**
 * The last bounds before the extractors: no line longer than MAX_LINE_CHARS, no document longer
 * than MAX_DOCUMENT_CHARS (limits.ts). Applied to raw text before any regular expression runs
 * (TXT, DOC) and to every reader's lines (readDocument), so the extractors' patterns always work
 * on short strings, whatever the file.
 */
import { MAX_DOCUMENT_CHARS, MAX_LINE_CHARS } from './limits';
import { READ_WARNINGS } from './read-errors';
import type { Line, ReadDocument } from './types';

/** Pieces of at most MAX_LINE_CHARS, cut at the last space when there is one in the second half. */
export function splitLongLine(text: string, max = MAX_LINE_CHARS): string[] {
  if (text.length <= max) return [text];
  const pieces: string[] = [];
  let start = 0;
  while (text.length - start > max) {
    const space = text.lastIndexOf(' ', start + max);
    const end = space > start + max / 2 ? space + 1 : start + max;
    pieces.push(text.slice(start, end));
    start = end;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** Raw text cut to MAX_DOCUMENT_CHARS and its lines to MAX_LINE_CHARS; `cut` says whether text was dropped. */
export function boundText(text: string): { text: string; cut: boolean } {
  const cut = text.length > MAX_DOCUMENT_CHARS;
  const kept = cut ? text.slice(0, MAX_DOCUMENT_CHARS) : text;
  if (!kept.split('\n').some((l) => l.length > MAX_LINE_CHARS)) return { text: kept, cut };
  return {
    text: kept
      .split('\n')
      .flatMap((l) => splitLongLine(l))
      .join('\n'),
    cut,
  };
}

/** The document as the extractors may see it: long lines split, text beyond the total cut (with a warning). */
export function boundDocument(document: ReadDocument): ReadDocument {
  const lines: Line[] = [];
  let chars = 0;
  let cut = false;
  for (const line of document.lines) {
    for (const text of splitLongLine(line.text)) {
      if (chars + text.length > MAX_DOCUMENT_CHARS) {
        cut = true;
        break;
      }
      chars += text.length;
      lines.push(text === line.text ? line : { ...line, text: text.trim() || text, heading: false });
    }
    if (cut) break;
  }
  if (!cut && lines.length === document.lines.length) return document;
  const warning = READ_WARNINGS.documentChars();
  const warnings = cut && !document.warnings.includes(warning) ? [...document.warnings, warning] : document.warnings;
  return { ...document, lines, warnings };
}
