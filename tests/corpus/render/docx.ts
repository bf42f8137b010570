/** Document model → DOCX with the `docx` library: paragraph styles, right tab stops, tables for columns. */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageBreak,
  Paragraph,
  ShadingType,
  Tab,
  Table,
  TableCell,
  TableRow,
  TabStopPosition,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { Block, Doc, Inline } from '../doc';
import { runs } from '../doc';

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const LINE = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
const noBorders = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };
const lineBorders = { top: LINE, bottom: LINE, left: LINE, right: LINE, insideHorizontal: LINE, insideVertical: LINE };

function textRuns(i: Inline, extra: { bold?: boolean; size?: number; color?: string } = {}): TextRun[] {
  return runs(i).map(
    (r) =>
      new TextRun({
        text: r.text,
        bold: r.bold || extra.bold,
        italics: r.italic,
        color: r.muted ? '666666' : extra.color,
        size: extra.size,
      }),
  );
}

type Align = (typeof AlignmentType)[keyof typeof AlignmentType];
const align = (a?: 'left' | 'center' | 'right'): Align =>
  a === 'center' ? AlignmentType.CENTER : a === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT;

interface Ctx {
  /** section headings as Word's Heading 2, or as a custom paragraph style (many templates do) */
  headingStyle: 'builtin' | 'custom';
  inverse?: boolean;
}

function blocks(list: Block[], ctx: Ctx): (Paragraph | Table)[] {
  return list.flatMap((b) => block(b, ctx));
}

function block(b: Block, ctx: Ctx): (Paragraph | Table)[] {
  const color = ctx.inverse ? 'FFFFFF' : undefined;
  switch (b.t) {
    case 'name':
      return [
        new Paragraph({
          alignment: align(b.align),
          children: [new TextRun({ text: b.text, bold: true, size: 40, color })],
          spacing: { after: 60 },
        }),
      ];
    case 'kicker':
      return [
        new Paragraph({
          alignment: align(b.align),
          children: [new TextRun({ text: b.text, size: 18, color: color ?? '777777', characterSpacing: 40 })],
        }),
      ];
    case 'heading':
      return [
        ctx.headingStyle === 'builtin'
          ? new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun({ text: b.text, color })] })
          : new Paragraph({ style: 'CvSection', children: [new TextRun({ text: b.text, color })] }),
      ];
    case 'p':
      return [new Paragraph({ alignment: align(b.align), children: textRuns(b.text, { color }) })];
    case 'split':
      return [
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
          spacing: { before: 100 },
          children: [...textRuns(b.left, { color }), new TextRun({ children: [new Tab()] }), ...textRuns(b.right, { color })],
        }),
      ];
    case 'bullets':
      return b.items.map((item) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun({ text: item, color })] }));
    case 'table': {
      const rows = b.rows.map(
        (r) =>
          new TableRow({
            children: r.map(
              (cell, ci) =>
                new TableCell({
                  width: { size: b.widths[ci], type: WidthType.PERCENTAGE },
                  shading: b.shadeFirst && ci === 0 ? { type: ShadingType.CLEAR, color: 'auto', fill: '24527A' } : undefined,
                  children: withAlign(blocks(cell, { ...ctx, inverse: Boolean(b.shadeFirst && ci === 0) }), b.rightAlignFirst && ci === 0),
                }),
            ),
          }),
      );
      return [
        new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE }, borders: b.borders ? lineBorders : noBorders }),
        new Paragraph({}),
      ];
    }
    case 'columns': {
      const cell = (content: Block[], w: number, shaded: boolean): TableCell =>
        new TableCell({
          width: { size: w, type: WidthType.PERCENTAGE },
          shading: shaded ? { type: ShadingType.CLEAR, color: 'auto', fill: 'EEF2F6' } : undefined,
          margins: { left: 120, right: 120 },
          children: blocks(content, ctx),
        });
      const left = cell(b.left, b.widths[0], Boolean(b.shaded && b.side === 'left'));
      const right = cell(b.right, b.widths[1], Boolean(b.shaded && b.side === 'right'));
      return [
        new Table({
          rows: [new TableRow({ children: [left, right] })],
          width: { size: 100, type: WidthType.PERCENTAGE },
          borders: noBorders,
        }),
      ];
    }
    case 'rating':
      return [
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: 3200 }],
          children: [
            new TextRun({ text: b.label, color }),
            new TextRun({ children: [new Tab()] }),
            new TextRun({ text: '●'.repeat(b.value) + '○'.repeat(b.max - b.value), color: 'C17A2C' }),
          ],
        }),
      ];
    case 'pagebreak':
      return [new Paragraph({ children: [new PageBreak()] })];
    case 'spacer':
      return [new Paragraph({})];
  }
}

function withAlign(items: (Paragraph | Table)[], right: boolean | undefined): (Paragraph | Table)[] {
  if (!right) return items.length ? items : [new Paragraph({})];
  return items;
}

export async function toDocx(doc: Doc, headingStyle: Ctx['headingStyle']): Promise<Uint8Array> {
  const size = doc.page === 'Letter' ? { width: 12240, height: 15840 } : { width: 11906, height: 16838 };
  const document = new Document({
    creator: doc.title,
    title: doc.title,
    styles: {
      default: { document: { run: { font: doc.theme === 'classic' || doc.theme === 'resume' ? 'Georgia' : 'Calibri', size: 20 } } },
      paragraphStyles: [
        {
          id: 'CvSection',
          name: 'CV Section',
          basedOn: 'Normal',
          next: 'Normal',
          run: { bold: true, size: 24, color: '24527A', allCaps: true },
          paragraph: { spacing: { before: 240, after: 80 } },
        },
      ],
    },
    sections: [
      {
        properties: { page: { size, margin: { top: 900, bottom: 900, left: 1000, right: 1000 } } },
        footers: doc.footer
          ? {
              default: new Footer({
                children: [
                  new Paragraph({
                    alignment: AlignmentType.CENTER,
                    children: [new TextRun({ text: doc.footer, size: 16, color: '777777' })],
                  }),
                ],
              }),
            }
          : undefined,
        children: blocks(doc.blocks, { headingStyle }),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
