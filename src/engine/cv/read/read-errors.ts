import {
  MAX_DOCUMENT_CHARS,
  MAX_DOCX_XML_BYTES,
  MAX_OCR_PAGES,
  MAX_PDF_ITEMS,
  MAX_PDF_ITEMS_PER_PAGE,
  MAX_PDF_PAGES,
  MAX_ZIP_ENTRIES,
  MAX_ZIP_INFLATED_BYTES,
} from './limits';
import { englishText } from '../../messages/messages';
import type { ClaimedKind, GeneratedMessage } from '../../messages/types';
import { msg } from '../../messages/types';
import type { ReadError, ReadErrorCode, ReadHint } from './types';

/** Which bound a TOO_LARGE file crossed (limits.ts), so its message can say what was too much. */
export type SizeLimit = 'zip-entries' | 'zip-inflated' | 'docx-xml';

/** Thrown inside the reader only; `readDocument` turns it into a `ReadError` result. */
export class ReadFailure extends Error {
  constructor(
    readonly code: ReadErrorCode,
    message?: string,
    readonly limit?: SizeLimit,
    /** NO_TEXT_LAYER from a PDF: its page count, for the OCR of a scan */
    readonly pages?: number,
  ) {
    super(message ?? code);
  }
}

/** A file over one of the limits: `detail` is for logs, the person gets the limit's message. */
export function tooLarge(limit: SizeLimit, detail: string): ReadFailure {
  return new ReadFailure('TOO_LARGE', detail, limit);
}

const megabytes = (bytes: number): number => Math.round(bytes / (1024 * 1024));
const count = (n: number): string => n.toLocaleString('en-GB');

function tooLargeReason(limit: SizeLimit = 'zip-inflated'): GeneratedMessage {
  switch (limit) {
    case 'zip-entries':
      return msg('failure.tooLarge', { limit, amount: MAX_ZIP_ENTRIES });
    case 'zip-inflated':
      return msg('failure.tooLarge', { limit, amount: megabytes(MAX_ZIP_INFLATED_BYTES) });
    case 'docx-xml':
      return msg('failure.tooLarge', { limit, amount: megabytes(MAX_DOCX_XML_BYTES) });
  }
}

/** Warnings of a document read only in part: it was analysed, but not all of it. */
export const READ_WARNINGS = {
  pdfPages: (pages: number): string =>
    `Only the first ${MAX_PDF_PAGES} of the ${count(pages)} pages were read: a CV is rarely longer, and the rest was left out.`,
  pdfItemsPerPage: (page: number): string =>
    `Page ${page} holds more than ${count(MAX_PDF_ITEMS_PER_PAGE)} pieces of text; only the first ${count(MAX_PDF_ITEMS_PER_PAGE)} were read.`,
  pdfItems: (page: number): string => `The PDF holds more than ${count(MAX_PDF_ITEMS)} pieces of text; reading stopped on page ${page}.`,
  ocr: (): string => 'The text was read from an image with OCR (character recognition); some characters may be misread.',
  ocrPages: (pages: number): string =>
    `Only the first ${MAX_OCR_PAGES} of the ${count(pages)} scanned pages were read with OCR: a CV is rarely longer.`,
  documentChars: (): string =>
    `The document holds more than ${count(MAX_DOCUMENT_CHARS)} characters, far more than a CV; only the first ${count(MAX_DOCUMENT_CHARS)} were read.`,
} as const;

const CLAIMED_KIND: Record<string, ClaimedKind> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  odt: 'odt',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  rtf: 'rtf',
  txt: 'txt',
};

/** The extension the uploader's file name claims, lower case, if any. */
export function claimedExtension(hint?: ReadHint): string | undefined {
  const match = /\.([a-z0-9]{1,5})$/i.exec(hint?.fileName ?? '');
  return match ? match[1].toLowerCase() : undefined;
}

function unsupportedReason(hint?: ReadHint): GeneratedMessage {
  const ext = claimedExtension(hint);
  const kind = ext ? CLAIMED_KIND[ext] : undefined;
  return ext && kind ? msg('failure.unsupported', { ext, kind }) : msg('failure.unsupported', { ext: null, kind: null });
}

function reasonFor(code: ReadErrorCode, hint?: ReadHint, format?: string, limit?: SizeLimit): GeneratedMessage {
  switch (code) {
    case 'EMPTY_FILE':
      return msg('failure.emptyFile');
    case 'UNSUPPORTED_TYPE':
      return unsupportedReason(hint);
    case 'PASSWORD_PROTECTED':
      return msg('failure.passwordProtected', { pdf: format === 'pdf' });
    case 'NO_TEXT_LAYER':
      return format === 'png' || format === 'jpg' ? msg('failure.noTextImage') : msg('failure.noTextPdf');
    case 'CORRUPT_FILE':
      return msg('failure.corrupt', { pdf: format === 'pdf', ext: format === 'pdf' ? null : (claimedExtension(hint) ?? null) });
    case 'TOO_LITTLE_TEXT':
      return msg('failure.tooLittleText');
    case 'TOO_LARGE':
      return tooLargeReason(limit);
  }
}

/** The reader's error: a message for every language and its English sentence. */
export function readErrorFor(code: ReadErrorCode, hint?: ReadHint, format?: string, limit?: SizeLimit): ReadError {
  const reason = reasonFor(code, hint, format, limit);
  return { code, message: englishText(reason), reason };
}
