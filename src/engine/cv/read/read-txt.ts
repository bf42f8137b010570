import { boundText } from './line-bounds';
import { plainTextLines } from './plain-lines';
import { READ_WARNINGS } from './read-errors';
import type { ReadDocument } from './types';

/**
 * Bytes → string: strict UTF-8 first (a BOM is dropped), and when that fails Windows-1252, the
 * encoding of text files saved by older Windows editors in Western Europe.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

export function readTxt(bytes: Uint8Array): ReadDocument {
  const decoded = decodeText(bytes);
  // cut to the limits before the line patterns run: a 10 MB line of letters must never reach them
  const { text, cut } = boundText(decoded.text);
  const warnings = decoded.encoding === 'utf-8' ? [] : ['The text file is not UTF-8; it was read as Windows-1252 (Western European).'];
  if (cut) warnings.push(READ_WARNINGS.documentChars());
  return { format: 'txt', pages: 1, lines: plainTextLines(text, { titleLines: false }), warnings };
}
