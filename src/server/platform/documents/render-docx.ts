/**
 * StyledDocument → DOCX (A4), with the docx library: the same two designs as the PDF, in Word's
 * own structures (headings, paragraphs with tab-stopped dates, bullets), so the file stays editable.
 */
import { AlignmentType, BorderStyle, Document, Footer, LevelFormat, PageNumber, Packer, Paragraph, TabStopType, TextRun } from 'docx';
import type { DocBlock, DocumentTemplate, StyledDocument } from './model';

const ACCENT: Record<DocumentTemplate, string> = { europass: '15428B', modern: '0D7373' };
const FONT = 'Noto Sans';
// A4 in twentieths of a point; 2 cm margins
const PAGE = { width: 11906, height: 16838, margin: 1134 };
const RIGHT_TAB = PAGE.width - 2 * PAGE.margin;

function blockParagraphs(block: DocBlock, accent: string): Paragraph[] {
  if (block.kind === 'paragraph') return [new Paragraph({ children: [new TextRun(block.text)], spacing: { after: 80 } })];
  if (block.kind === 'tags') return [new Paragraph({ children: [new TextRun(block.items.join('  ·  '))], spacing: { after: 80 } })];
  if (block.kind === 'rows') {
    return block.rows.map(
      ([label, value]) =>
        new Paragraph({ tabStops: [{ type: TabStopType.LEFT, position: 2600 }], children: [new TextRun({ text: label, bold: true }), new TextRun(`\t${value}`)], spacing: { after: 40 } }),
    );
  }
  const { entry } = block;
  const out = [
    new Paragraph({
      keepNext: true,
      tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }],
      spacing: { before: 120 },
      children: [new TextRun({ text: entry.title, bold: true, size: 21 }), ...(entry.when ? [new TextRun({ text: `\t${entry.when}`, color: '6B7280', size: 17 })] : [])],
    }),
  ];
  if (entry.subtitle) out.push(new Paragraph({ keepNext: !!entry.body?.length, children: [new TextRun({ text: entry.subtitle, color: accent })], spacing: { after: 40 } }));
  for (const p of entry.body ?? []) {
    const bullet = /^[•\-–*]\s+/.test(p);
    out.push(new Paragraph({ children: [new TextRun(p.replace(/^[•\-–*]\s+/, ''))], ...(bullet ? { numbering: { reference: 'bullets', level: 0 } } : {}), spacing: { after: 30 } }));
  }
  for (const q of entry.quotes ?? []) out.push(new Paragraph({ indent: { left: 240 }, children: [new TextRun({ text: `“${q}”`, italics: true, color: '6B7280' })] }));
  return out;
}

export async function renderDocx(doc: StyledDocument, template: DocumentTemplate): Promise<Uint8Array> {
  const accent = ACCENT[template];
  const children: Paragraph[] = [
    new Paragraph({ children: [new TextRun({ text: doc.title, bold: true, size: template === 'modern' ? 44 : 40, color: template === 'modern' ? '111827' : accent })] }),
  ];
  if (doc.subtitle) children.push(new Paragraph({ children: [new TextRun({ text: doc.subtitle, size: 24, color: template === 'modern' ? accent : '374151' })] }));
  if (doc.contact?.length) {
    children.push(
      new Paragraph({
        children: [new TextRun({ text: doc.contact.join('  ·  '), color: '6B7280', size: 18 })],
        border: { bottom: { style: BorderStyle.SINGLE, size: template === 'europass' ? 12 : 6, color: accent, space: 6 } },
        spacing: { after: 200 },
      }),
    );
  }
  for (const section of doc.sections) {
    children.push(
      new Paragraph({
        keepNext: true,
        spacing: { before: 240, after: 80 },
        border: template === 'modern' ? { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'CBD5E1', space: 2 } } : undefined,
        children: [new TextRun({ text: section.heading.toUpperCase(), bold: true, color: accent, size: template === 'modern' ? 24 : 21 })],
      }),
    );
    for (const block of section.blocks) children.push(...blockParagraphs(block, accent));
  }
  const file = new Document({
    creator: 'Kairos',
    title: doc.title,
    styles: { default: { document: { run: { font: FONT, size: 19, color: '1F2937' } } } },
    numbering: { config: [{ reference: 'bullets', levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 200 } } } }] }] },
    sections: [
      {
        properties: { page: { size: { width: PAGE.width, height: PAGE.height }, margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin } } },
        footers: {
          default: new Footer({
            children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: [`${doc.title}  ·  ${doc.pageWord ?? 'Page'} `, PageNumber.CURRENT], size: 15, color: '6B7280' })] })],
          }),
        },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(file));
}
