/** Document model → plain text (UTF-8, or Windows-1252 with CRLF as old Windows editors save it). */
import type { Block, Doc } from '../doc';
import { plain } from '../doc';

const WIDTH = 78;

function pad(s: string, w: number): string {
  return s.length >= w ? `${s}  ` : s + ' '.repeat(w - s.length);
}

function lines(list: Block[], width: number): string[] {
  const out: string[] = [];
  for (const b of list) {
    switch (b.t) {
      case 'name':
        out.push(b.align === 'center' ? center(b.text, width) : b.text);
        break;
      case 'kicker':
        out.push(b.align === 'center' ? center(b.text, width) : b.text);
        break;
      case 'heading':
        out.push('');
        out.push(b.text);
        if (b.style === 'rule' || b.style === 'caps') out.push((b.style === 'caps' ? '=' : '-').repeat(b.text.length));
        break;
      case 'p': {
        const t = plain(b.text);
        out.push(b.align === 'center' ? center(t, width) : b.align === 'right' ? ' '.repeat(Math.max(0, width - t.length)) + t : t);
        break;
      }
      case 'split': {
        const l = plain(b.left),
          r = plain(b.right);
        out.push(l + ' '.repeat(Math.max(3, width - l.length - r.length)) + r);
        break;
      }
      case 'bullets':
        for (const i of b.items) out.push(`${b.marker === '▪' ? '*' : b.marker} ${i}`);
        break;
      case 'table':
        for (const row of b.rows) {
          const widths = b.widths.map((w) => Math.floor((w / 100) * width));
          const cells = row.map((cell, i) => lines(cell, widths[i]).filter((l) => l !== ''));
          const n = Math.max(...cells.map((c) => c.length));
          for (let k = 0; k < n; k++) {
            const parts = cells.map((c, i) => (i < cells.length - 1 ? pad(c[k] ?? '', widths[i]) : (c[k] ?? '')));
            out.push(parts.join('').trimEnd());
          }
          out.push('');
        }
        break;
      case 'columns': {
        // a two-column page saved as text: the columns follow each other
        const side = b.side === 'left' ? b.left : b.right;
        const main = b.side === 'left' ? b.right : b.left;
        const mainFirst = main.some((x) => x.t === 'name');
        out.push(...(mainFirst ? [...lines(main, width), '', ...lines(side, width)] : [...lines(side, width), '', ...lines(main, width)]));
        break;
      }
      case 'rating':
        out.push(`${b.label}  ${'●'.repeat(b.value)}${'○'.repeat(b.max - b.value)}`);
        break;
      case 'pagebreak':
        out.push('\f');
        break;
      case 'spacer':
        out.push('');
        break;
    }
  }
  return out;
}

function center(s: string, width: number): string {
  return ' '.repeat(Math.max(0, Math.floor((width - s.length) / 2))) + s;
}

export function toText(doc: Doc): string {
  const text = lines(doc.blocks, WIDTH)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `${text}\n`;
}

// Windows-1252: Latin-1 plus these in 0x80–0x9F
const CP1252_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

function cp1252Byte(ch: string): number | undefined {
  const c = ch.codePointAt(0)!;
  if (c < 0x80 || (c >= 0xa0 && c <= 0xff)) return c;
  return CP1252_EXTRA[ch];
}

/** Whether every character of the text exists in Windows-1252. */
export function fitsCp1252(text: string): boolean {
  for (const ch of text) if (cp1252Byte(ch) === undefined) return false;
  return true;
}

/** Encodes as Windows-1252 with CRLF line ends; throws on a character the code page lacks. */
export function encodeCp1252(text: string): Uint8Array {
  const crlf = text.replace(/\r?\n/g, '\r\n');
  const out: number[] = [];
  for (const ch of crlf) {
    const b = cp1252Byte(ch);
    if (b === undefined) throw new Error(`not in Windows-1252: ${ch}`);
    out.push(b);
  }
  return Uint8Array.from(out);
}
