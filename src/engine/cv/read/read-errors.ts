import type { ReadError, ReadErrorCode, ReadHint } from './types';

/** Thrown inside the reader only; `readDocument` turns it into a `ReadError` result. */
export class ReadFailure extends Error {
  constructor(
    readonly code: ReadErrorCode,
    message?: string,
  ) {
    super(message ?? code);
  }
}

const CLAIMED_KIND: Record<string, string> = {
  pdf: 'a PDF',
  doc: 'a Word document',
  docx: 'a Word document',
  txt: 'a text file',
};

/** The extension the uploader's file name claims, lower case, if any. */
export function claimedExtension(hint?: ReadHint): string | undefined {
  const match = /\.([a-z0-9]{1,5})$/i.exec(hint?.fileName ?? '');
  return match ? match[1].toLowerCase() : undefined;
}

function unsupportedMessage(hint?: ReadHint): string {
  const ext = claimedExtension(hint);
  const kind = ext ? CLAIMED_KIND[ext] : undefined;
  const accepted = 'Please upload a PDF, Word (DOC or DOCX) or plain-text (TXT) file.';
  if (ext && kind) return `This file is named .${ext} but is not ${kind}. ${accepted}`;
  return `This file type is not supported. ${accepted}`;
}

function corruptMessage(hint?: ReadHint, format?: string): string {
  if (format === 'pdf') {
    return 'This PDF is damaged or incomplete and cannot be opened. Export it again from your editor and upload the new copy.';
  }
  const ext = claimedExtension(hint);
  if (ext === undefined) {
    return 'This file is damaged or incomplete and cannot be opened. Export or download it again and upload the new copy.';
  }
  return `This .${ext} file is damaged or incomplete and cannot be opened. Save it again from your editor and upload the new copy.`;
}

export function readErrorFor(code: ReadErrorCode, hint?: ReadHint, format?: string): ReadError {
  switch (code) {
    case 'EMPTY_FILE':
      return { code, message: 'This file is empty (0 bytes). Check that you picked the right file and upload it again.' };
    case 'UNSUPPORTED_TYPE':
      return { code, message: unsupportedMessage(hint) };
    case 'PASSWORD_PROTECTED':
      return {
        code,
        message: `This ${format === 'pdf' ? 'PDF' : 'document'} is password-protected. Remove the password and upload it again.`,
      };
    case 'NO_TEXT_LAYER':
      return {
        code,
        message:
          'No text could be found in this PDF: it looks like a scan or an image. Upload a text-based PDF (exported from your editor), a DOCX or a TXT file.',
      };
    case 'CORRUPT_FILE':
      return { code, message: corruptMessage(hint, format) };
    case 'TOO_LITTLE_TEXT':
      return {
        code,
        message: 'This file contains too little text to be a CV. Check that you picked the right file and upload it again.',
      };
  }
}
