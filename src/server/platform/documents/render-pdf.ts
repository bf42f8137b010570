/**
 * StyledDocument → A4 PDF with an embedded Unicode font (fonts.ts), in one of two designs:
 * - `europass`: headings in a left column in Europass blue, content on the right, thin rules;
 * - `modern`: a coloured band with the name, accent headings, dates right-aligned.
 * A heading is never left alone at the foot of a page: it moves with the first lines under it.
 */
import { PDFDocument, rgb } from 'pdf-lib';
import type { PDFContext, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { deflatedFont, documentFontkit, documentFonts } from './fonts';
import type { DocBlock, DocumentTemplate, StyledDocument } from './model';

const A4: [number, number] = [595.28, 841.89];

interface Theme {
  margin: number;
  /** x where content starts, and the heading column's right edge (europass) */
  contentX: number;
  accent: RGB;
  text: RGB;
  muted: RGB;
  headingSize: number;
}

const THEMES: Record<DocumentTemplate, Theme> = {
  europass: { margin: 42, contentX: 170, accent: rgb(0.08, 0.26, 0.55), text: rgb(0.15, 0.15, 0.17), muted: rgb(0.42, 0.44, 0.48), headingSize: 10.5 },
  modern: { margin: 48, contentX: 48, accent: rgb(0.05, 0.45, 0.45), text: rgb(0.12, 0.13, 0.16), muted: rgb(0.43, 0.45, 0.5), headingSize: 12 },
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** A line ready to draw, measured: its height includes the space after it. */
interface Run {
  text: string;
  font: PDFFont;
  size: number;
  color: RGB;
  x: number;
  /** right-aligned text on the same line (dates) */
  right?: { text: string; font: PDFFont; size: number; color: RGB };
  height: number;
  /** a bullet drawn before the text */
  bullet?: boolean;
}

// Measuring text runs fontkit's shaping: wrapping measured every growing line again, most of a render.
// A word's width is measured once per font (at size 1) and lines are summed from words and spaces.
const wordWidths = new WeakMap<PDFFont, Map<string, number>>();

function widthAt1(font: PDFFont, word: string): number {
  let widths = wordWidths.get(font);
  if (!widths) wordWidths.set(font, (widths = new Map()));
  let w = widths.get(word);
  if (w === undefined) {
    w = font.widthOfTextAtSize(word, 1);
    widths.set(word, w);
  }
  return w;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  const space = widthAt1(font, ' ') * size;
  let current = '';
  let currentWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = widthAt1(font, word) * size;
    if (current && currentWidth + space + w > width) {
      out.push(current);
      current = word;
      currentWidth = w;
    } else {
      currentWidth = current ? currentWidth + space + w : w;
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) out.push(current);
  return out;
}

/** The font lacks no European letter, but a stray emoji or control character would throw: drop those. */
function drawable(text: string, font: PDFFont): string {
  const supported = (font as unknown as { embedder?: { font?: { hasGlyphForCodePoint?: (c: number) => boolean } } }).embedder?.font;
  const clean = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').replace(/\t/g, ' ');
  if (!supported?.hasGlyphForCodePoint) return clean;
  return [...clean].filter((c) => supported.hasGlyphForCodePoint!(c.codePointAt(0)!)).join('');
}

class Layout {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];
  constructor(
    private readonly pdf: PDFDocument,
    readonly theme: Theme,
    readonly fonts: Fonts,
    readonly template: DocumentTemplate,
  ) {}

  get width(): number {
    return A4[0] - this.theme.contentX - this.theme.margin;
  }

  newPage(): void {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - this.theme.margin;
  }

  get current(): PDFPage {
    return this.page;
  }

  get top(): number {
    return this.y;
  }

  set top(y: number) {
    this.y = y;
  }

  room(): number {
    return this.y - this.theme.margin - 24; // footer space
  }

  /** Lines of text wrapped to the content column. */
  lines(text: string, font: PDFFont, size: number, color: RGB, opts: { x?: number; width?: number; gap?: number; bullet?: boolean } = {}): Run[] {
    const x = opts.x ?? this.theme.contentX;
    const indent = opts.bullet ? 10 : 0;
    const width = (opts.width ?? this.width) - indent;
    return wrap(drawable(text, font), font, size, width).map((t, i, all) => ({
      text: t,
      font,
      size,
      color,
      x: x + indent,
      height: size * 1.38 + (i === all.length - 1 ? (opts.gap ?? 0) : 0),
      bullet: opts.bullet && i === 0,
    }));
  }

  draw(runs: Run[]): void {
    for (const run of runs) {
      if (run.height > this.room()) this.newPage();
      const baseline = this.y - run.size;
      if (run.bullet) this.page.drawCircle({ x: run.x - 6.5, y: baseline + run.size * 0.33, size: 1.5, color: this.theme.accent });
      this.page.drawText(run.text, { x: run.x, y: baseline, size: run.size, font: run.font, color: run.color });
      if (run.right) {
        const w = run.right.font.widthOfTextAtSize(run.right.text, run.right.size);
        this.page.drawText(run.right.text, { x: A4[0] - this.theme.margin - w, y: baseline, size: run.right.size, font: run.right.font, color: run.right.color });
      }
      this.y -= run.height;
    }
  }
}

function blockRuns(l: Layout, block: DocBlock): Run[] {
  const { fonts, theme } = l;
  if (block.kind === 'paragraph') return l.lines(block.text, fonts.regular, 9.5, theme.text, { gap: 4 });
  if (block.kind === 'tags') {
    return l.lines(block.items.map((s) => drawable(s, fonts.regular)).join('  ·  '), fonts.regular, 9.5, theme.text, { gap: 4 });
  }
  if (block.kind === 'rows') {
    const runs: Run[] = [];
    const labelWidth = Math.min(150, Math.max(...block.rows.map(([label]) => fonts.bold.widthOfTextAtSize(drawable(label, fonts.bold), 9.5))) + 12);
    for (const [label, value] of block.rows) {
      const valueRuns = l.lines(value, fonts.regular, 9.5, theme.text, { x: theme.contentX + labelWidth, width: l.width - labelWidth });
      const head: Run = { text: drawable(label, fonts.bold), font: fonts.bold, size: 9.5, color: theme.text, x: theme.contentX, height: 0 };
      runs.push(head, ...valueRuns);
    }
    if (runs.length) runs[runs.length - 1].height += 4;
    return runs;
  }
  const { entry } = block;
  const dateSize = 8.5;
  const dateWidth = entry.when ? fonts.regular.widthOfTextAtSize(entry.when, dateSize) + 10 : 0;
  const titleRuns = l.lines(entry.title, fonts.bold, 10.5, theme.text, { width: l.width - dateWidth });
  if (entry.when && titleRuns[0]) titleRuns[0].right = { text: drawable(entry.when, fonts.regular), font: fonts.regular, size: dateSize, color: theme.muted };
  const runs = [...titleRuns];
  if (entry.subtitle) runs.push(...l.lines(entry.subtitle, fonts.regular, 9.5, theme.accent, { gap: 1 }));
  for (const p of entry.body ?? []) {
    const bullet = /^[•\-–*]\s+/.test(p);
    runs.push(...l.lines(p.replace(/^[•\-–*]\s+/, ''), fonts.regular, 9.3, theme.text, { bullet, gap: 1 }));
  }
  for (const q of entry.quotes ?? []) runs.push(...l.lines(`“${q}”`, fonts.italic, 8.8, theme.muted, { x: theme.contentX + 10, width: l.width - 10, gap: 1 }));
  if (runs.length) runs[runs.length - 1].height += 7;
  return runs;
}

function drawHeader(l: Layout, doc: StyledDocument): void {
  const { fonts, theme } = l;
  const page = l.current;
  const [w, h] = A4;
  if (l.template === 'modern') {
    const band = 96 + (doc.contact?.length ? 6 : 0);
    page.drawRectangle({ x: 0, y: h - band, width: w, height: band, color: theme.accent });
    const white = rgb(1, 1, 1);
    let y = h - 40;
    page.drawText(drawable(doc.title, fonts.bold), { x: theme.margin, y, size: 22, font: fonts.bold, color: white });
    y -= 20;
    if (doc.subtitle) page.drawText(drawable(doc.subtitle, fonts.regular), { x: theme.margin, y, size: 11.5, font: fonts.regular, color: rgb(0.86, 0.96, 0.95) });
    if (doc.contact?.length) {
      const line = wrap(drawable(doc.contact.join('   |   '), fonts.regular), fonts.regular, 8.8, w - 2 * theme.margin)[0] ?? '';
      page.drawText(line, { x: theme.margin, y: y - 18, size: 8.8, font: fonts.regular, color: white });
    }
    l.top = h - band - 24;
    return;
  }
  // europass: name in the content column, "Europass"-blue rule, contact rows
  let y = h - theme.margin;
  page.drawText(drawable(doc.title, fonts.bold), { x: theme.contentX, y: y - 20, size: 20, font: fonts.bold, color: theme.accent });
  y -= 30;
  if (doc.subtitle) {
    page.drawText(drawable(doc.subtitle, fonts.regular), { x: theme.contentX, y: y - 11, size: 11, font: fonts.regular, color: theme.text });
    y -= 18;
  }
  l.top = y - 4;
  if (doc.contact?.length) l.draw(l.lines(doc.contact.join('  ·  '), fonts.regular, 9, theme.muted, { gap: 6 }));
  const ruleY = l.top - 2;
  page.drawLine({ start: { x: theme.margin, y: ruleY }, end: { x: w - theme.margin, y: ruleY }, thickness: 1.2, color: theme.accent });
  l.top = ruleY - 14;
}

function drawHeading(l: Layout, heading: string): void {
  const { fonts, theme } = l;
  const page = l.current;
  const size = theme.headingSize;
  if (l.template === 'europass') {
    // right-aligned in the left column, level with the first line of the section
    const lines = wrap(drawable(heading.toUpperCase(), fonts.bold), fonts.bold, size - 1.5, theme.contentX - theme.margin - 16);
    let y = l.top;
    for (const t of lines) {
      const width = fonts.bold.widthOfTextAtSize(t, size - 1.5);
      page.drawText(t, { x: theme.contentX - 14 - width, y: y - size, size: size - 1.5, font: fonts.bold, color: theme.accent });
      y -= size * 1.3;
    }
    page.drawLine({ start: { x: theme.contentX - 7, y: l.top - 1 }, end: { x: theme.contentX - 7, y: l.top - size - 4 }, thickness: 1.5, color: theme.accent });
    return;
  }
  const text = drawable(heading.toUpperCase(), fonts.bold);
  page.drawText(text, { x: theme.contentX, y: l.top - size, size, font: fonts.bold, color: theme.accent });
  const lineY = l.top - size - 4;
  page.drawLine({ start: { x: theme.contentX, y: lineY }, end: { x: A4[0] - theme.margin, y: lineY }, thickness: 0.6, color: rgb(0.8, 0.84, 0.86) });
  l.top = lineY - 8;
}

/**
 * pdf-lib deflates an embedded font file in JavaScript on every document (~0.2 s per Noto Sans face):
 * hand it the font file compressed once per process instead (fonts.ts). Other streams as before.
 */
function reuseDeflatedFonts(context: PDFContext): void {
  const flateStream = context.flateStream.bind(context);
  context.flateStream = ((contents, dict = {}) => {
    const font = contents instanceof Uint8Array ? deflatedFont(contents) : undefined;
    return font ? context.stream(font, { ...dict, Filter: 'FlateDecode' }) : flateStream(contents, dict);
  }) as PDFContext['flateStream'];
}

/** Noto Sans regular and bold in a new PDF, the way every PDF Kairos writes embeds them (fonts.ts). */
export async function embedDocumentFonts(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  pdf.registerFontkit(documentFontkit);
  reuseDeflatedFonts(pdf.context);
  const files = documentFonts();
  // whole fonts: @pdf-lib/fontkit's subsetter drops glyphs of Noto Sans (letters vanish from the page)
  return { regular: await pdf.embedFont(files.regular), bold: await pdf.embedFont(files.bold) };
}

export async function renderPdf(doc: StyledDocument, template: DocumentTemplate): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedDocumentFonts(pdf);
  const files = documentFonts();
  const needsItalic = doc.sections.some((s) => s.blocks.some((b) => b.kind === 'entry' && b.entry.quotes?.length));
  const fonts: Fonts = { regular, bold, italic: needsItalic ? await pdf.embedFont(files.italic) : regular };
  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  pdf.setLanguage(doc.language);
  pdf.setProducer('Kairos');
  pdf.setCreator('Kairos');
  const theme = THEMES[template];
  const l = new Layout(pdf, theme, fonts, template);
  l.newPage();
  drawHeader(l, doc);
  for (const section of doc.sections) {
    const blocks = section.blocks.map((b) => blockRuns(l, b));
    if (blocks.length === 0) continue;
    const headingHeight = template === 'europass' ? 0 : theme.headingSize + 12;
    // keep the heading with the first block (or its first four lines)
    const first = blocks[0];
    const firstHeight = first.slice(0, 4).reduce((n, r) => n + r.height, 0);
    if (headingHeight + firstHeight > l.room()) l.newPage();
    drawHeading(l, section.heading);
    if (template === 'europass') l.top -= 0;
    for (const runs of blocks) {
      // an entry of a few lines stays together
      const total = runs.reduce((n, r) => n + r.height, 0);
      if (total < 90 && total > l.room()) l.newPage();
      l.draw(runs);
    }
    l.top -= template === 'europass' ? 10 : 6;
  }
  const count = l.pages.length;
  l.pages.forEach((page, i) => {
    const footer = drawable(`${doc.title}  ·  ${doc.pageWord ?? 'Page'} ${i + 1}/${count}`, fonts.regular);
    const w = fonts.regular.widthOfTextAtSize(footer, 7.5);
    page.drawText(footer, { x: (A4[0] - w) / 2, y: 22, size: 7.5, font: fonts.regular, color: theme.muted });
  });
  return pdf.save();
}
