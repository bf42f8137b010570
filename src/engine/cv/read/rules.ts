/**
 * Table borders and rules removed from a scanned page before OCR. Tesseract reads a bordered table's
 * cells badly (a row's text touching its border is dropped with it): the long thin dark lines, across
 * or down the page, are painted white first. Pure: a grey image in, the same image changed in place.
 */

/** A grey image, one byte a pixel (0 black … 255 white), row after row. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const DARK = 160;
// the rule's grey edges go with it (Tesseract's threshold would keep them as a faint line)
const EDGE = 225;
// a piece of a rule in one pixel row: a letter's bar is shorter than this at print resolutions
const MIN_PIECE = 12;

interface Piece {
  line: number;
  from: number;
  to: number;
}

/**
 * Paints white the rules of a table's grid, across (rows) and down (columns). A scan's
 * tilt breaks a rule into pieces a pixel row apart: pieces in neighbouring rows that touch or overlap
 * join into one line, and a line long and thin enough is a rule. A dark band (a coloured header, a
 * sidebar) is thick: it is left alone, and its light text with it. Returns the pixels painted.
 */
export function removeRules(image: GreyImage): number {
  // both ways found on the page as it is, then painted: a table's borders cross, and painting the rows'
  // first would cut the columns' into pieces too short to be told rules
  // (across, a table's width at least; down, longer than a letter)
  const rows = findRules(image, true, Math.round(image.width * 0.25));
  const columns = findRules(image, false, Math.round(image.height * 0.04));
  // only a table's grid goes: two rules down at least, each ending on a rule across. A timeline's line, a
  // heading's rule or a row of skill chips (whose outlines would leave their rounded ends as brackets) stay
  const meets = (c: Rule): boolean => rows.some((r) => c.line >= r.from - 6 && c.line <= r.to + 6 && [c.from, c.to].some((end) => Math.abs(end - r.line) <= 10));
  if (columns.filter(meets).length < 2) return 0;
  let painted = 0;
  for (const rule of [...rows, ...columns]) {
    for (const at of rule.pixels) {
      if (image.pixels[at] < EDGE) {
        image.pixels[at] = 255;
        painted++;
      }
    }
  }
  return painted;
}

interface Rule {
  /** the pixel row (across) or column (down) it runs along, on average */
  line: number;
  from: number;
  to: number;
  /** its pixels (indexes), with their grey edges */
  pixels: number[];
}

/** The rules one way. */
function findRules(image: GreyImage, across: boolean, minLength: number): Rule[] {
  const { width, height, pixels } = image;
  const [lines, length] = across ? [height, width] : [width, height];
  const index = across ? (line: number, k: number) => line * width + k : (line: number, k: number) => k * width + line;
  // the pieces of each pixel line, and a union-find over all of them
  const byLine: Piece[][] = [];
  const pieces: Piece[] = [];
  for (let line = 0; line < lines; line++) {
    const own: Piece[] = [];
    let start = -1;
    for (let k = 0; k <= length; k++) {
      const dark = k < length && pixels[index(line, k)] < DARK;
      if (dark && start < 0) start = k;
      else if (!dark && start >= 0) {
        if (k - start >= MIN_PIECE) own.push({ line, from: start, to: k });
        start = -1;
      }
    }
    byLine.push(own);
    pieces.push(...own);
  }
  const id = new Map<Piece, number>(pieces.map((p, i) => [p, i]));
  const parent = pieces.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  for (let line = 1; line < lines; line++) {
    for (const p of byLine[line]) {
      for (const q of byLine[line - 1]) if (q.from <= p.to + 2 && p.from <= q.to + 2) parent[find(id.get(p)!)] = find(id.get(q)!);
    }
  }
  const groups = new Map<number, { from: number; to: number; top: number; bottom: number; members: Piece[] }>();
  for (const p of pieces) {
    const root = find(id.get(p)!);
    const g = groups.get(root);
    if (!g) groups.set(root, { from: p.from, to: p.to, top: p.line, bottom: p.line, members: [p] });
    else {
      g.from = Math.min(g.from, p.from);
      g.to = Math.max(g.to, p.to);
      g.top = Math.min(g.top, p.line);
      g.bottom = Math.max(g.bottom, p.line);
      g.members.push(p);
    }
  }
  const rules: Rule[] = [];
  for (const g of groups.values()) {
    const extent = g.to - g.from;
    // long, and no thicker than a tilt of 3° (1 in 19) and a few pixels of stroke allow
    if (extent < minLength || g.bottom - g.top > extent / 19 + 8) continue;
    const paint: number[] = [];
    for (const p of g.members) {
      for (let d = -2; d <= 2; d++) {
        const line = p.line + d;
        if (line < 0 || line >= lines) continue;
        for (let k = Math.max(0, p.from - 2); k < Math.min(length, p.to + 2); k++) paint.push(index(line, k));
      }
    }
    rules.push({ line: (g.top + g.bottom) / 2, from: g.from, to: g.to, pixels: paint });
  }
  return rules;
}

/** A binary PGM (P5, 8-bit) → a grey image over the file's own bytes; undefined for any other file. */
export function parsePgm(bytes: Uint8Array): { image: GreyImage; headerLength: number } | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64));
  const m = /^P5\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)\s+(\d+)\s/.exec(head);
  if (!m || Number(m[3]) > 255) return undefined;
  const [width, height] = [Number(m[1]), Number(m[2])];
  const headerLength = m[0].length;
  if (bytes.length < headerLength + width * height) return undefined;
  return { image: { width, height, pixels: bytes.subarray(headerLength, headerLength + width * height) }, headerLength };
}
