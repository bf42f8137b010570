import { plainTextLines } from './plain-lines';
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
  const { text, encoding } = decodeText(bytes);
  const warnings = encoding === 'utf-8' ? [] : ['The text file is not UTF-8; it was read as Windows-1252 (Western European).'];
  return { format: 'txt', pages: 1, lines: plainTextLines(text, { titleLines: false }), warnings };
}
