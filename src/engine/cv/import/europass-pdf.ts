/**
 * A Europass PDF carries its CV as an embedded XML file (the editor's "attachment.xml"): that data
 * is exact, so it is used instead of reading the PDF's text. pdfjs lists the embedded files.
 */
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ImportFailure } from './build';
import { isEuropassXml } from './europass';
import { parseXml } from './xml';

let pdfjsModule: Promise<typeof PdfJsModule> | undefined;

/** Embedded files larger than this are no CV's data and are not decoded. */
const MAX_ATTACHMENT_BYTES = 4 * 1024 * 1024;

export async function europassXmlFromPdf(bytes: Uint8Array): Promise<string> {
  pdfjsModule ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdfjs = await pdfjsModule;
  let attachments: Record<string, { filename?: string; content?: Uint8Array }> | null;
  try {
    const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false, disableFontFace: true, useSystemFonts: false }).promise;
    try {
      attachments = (await doc.getAttachments()) as typeof attachments;
    } finally {
      await doc.destroy();
    }
  } catch {
    throw new ImportFailure('DAMAGED_FILE', 'The PDF could not be opened (damaged or password-protected).');
  }
  const decoder = new TextDecoder('utf-8');
  for (const attachment of Object.values(attachments ?? {})) {
    const content = attachment.content;
    if (!content || content.byteLength > MAX_ATTACHMENT_BYTES) continue;
    const text = decoder.decode(content);
    if (!/^\s*(<\?xml|<)/.test(text.slice(0, 200))) continue;
    try {
      if (isEuropassXml(parseXml(text))) return text;
    } catch {
      // an embedded file that is not XML: look at the next one
    }
  }
  throw new ImportFailure(
    'WRONG_FORMAT',
    'This PDF carries no Europass data (no embedded Europass XML). Upload it as an ordinary CV instead, or export it again from the Europass editor.',
  );
}
