import type { Line } from './read/types';

/** Test helper: plain lines as the reader would give them for a TXT file; "#" marks a heading. */
export function toLines(text: string): Line[] {
  return text
    .split('\n')
    .map((t) => t.trim())
    .filter((t) => t !== '')
    .map((t) => (t.startsWith('# ') ? { text: t.slice(2), page: 1, column: 'full' as const, heading: true } : { text: t, page: 1, column: 'full' as const, heading: false }));
}
