import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** The standard PDF fonts speak WinAnsi only: letters outside it lose their accent, never the text. */
export function printable(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff€•]/g, (c) => c.normalize('NFKD').replace(/[^\u0020-\u007e]/g, '') || '?');
}

/** A plain A4 text document: a title, then paragraphs (blank-line separated), wrapped and paginated. */
export async function textToPdf(title: string, body: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(printable(title));
  doc.setProducer('Kairos');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [595.28, 841.89];
  const margin = 50;
  let page = doc.addPage([width, height]);
  let y = height - margin;
  const line = (text: string, size: number, f = font) => {
    if (y - size * 1.4 < margin) {
      page = doc.addPage([width, height]);
      y = height - margin;
    }
    page.drawText(text, { x: margin, y: y - size, size, font: f, color: rgb(0.12, 0.14, 0.2) });
    y -= size * 1.4;
  };
  const wrap = (text: string, size: number, f = font) => {
    let current = '';
    for (const word of printable(text).split(/\s+/)) {
      const next = current ? `${current} ${word}` : word;
      if (f.widthOfTextAtSize(next, size) > width - 2 * margin && current) {
        line(current, size, f);
        current = word;
      } else current = next;
    }
    if (current) line(current, size, f);
  };
  wrap(title, 18, bold);
  y -= 8;
  for (const paragraph of body.split('\n')) {
    if (paragraph.trim() === '') y -= 6;
    else wrap(paragraph, 10);
  }
  return doc.save();
}
