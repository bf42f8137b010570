/**
 * The quick check an upload gets before it is stored: is this, by its bytes, a PDF, DOCX, DOC,
 * ODT, RTF or TXT file, or a photo (PNG, JPEG)? Reading the whole document (and its deeper errors) is the analysis job's work.
 */
import { detectType } from './detect-type';
import { claimedExtension, readErrorFor } from './read-errors';
import type { DocumentFormat, ReadError, ReadHint } from './types';

export type SniffResult = { ok: true; format: DocumentFormat } | { ok: false; error: ReadError };

export async function sniffFormat(bytes: Uint8Array, hint?: ReadHint): Promise<SniffResult> {
  if (bytes.byteLength === 0) return { ok: false, error: readErrorFor('EMPTY_FILE', hint) };
  const claimed = claimedExtension(hint);
  const type = await detectType(bytes);
  switch (type) {
    case 'pdf':
      return { ok: true, format: 'pdf' };
    case 'docx':
      return { ok: true, format: 'docx' };
    case 'odt':
      return { ok: true, format: 'odt' };
    case 'rtf':
      return { ok: true, format: 'rtf' };
    case 'png':
    case 'jpg':
      // a photo or scan of a CV, read with OCR
      return { ok: true, format: type };
    case 'zip':
      // a ZIP that is not recognisably OOXML is worth a try only when it says it is a Word file
      return claimed === 'docx' ? { ok: true, format: 'docx' } : { ok: false, error: readErrorFor('UNSUPPORTED_TYPE', hint) };
    case 'cfb':
      return { ok: true, format: 'doc' };
    case 'txt':
      // a text file named .pdf/.doc/.docx is a renamed file, not a CV in plain text
      return claimed === 'pdf' || claimed === 'doc' || claimed === 'docx' || claimed === 'odt' || claimed === 'rtf'
        ? { ok: false, error: readErrorFor('UNSUPPORTED_TYPE', hint) }
        : { ok: true, format: 'txt' };
    case 'unknown':
      return { ok: false, error: readErrorFor('UNSUPPORTED_TYPE', hint) };
  }
}
