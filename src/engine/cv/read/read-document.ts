/**
 * Entry point of the reading layer: a CV file's bytes → lines in reading order, or a typed,
 * human error. The type is decided by content only; the file name (hint) only words messages.
 */
import { detectType } from './detect-type';
import { readDoc } from './read-doc';
import { readDocx } from './read-docx';
import { claimedExtension, ReadFailure, readErrorFor } from './read-errors';
import { readPdf } from './read-pdf';
import { readTxt } from './read-txt';
import type { ReadDocument, ReadHint, ReadResult } from './types';

/** Fewer visible characters than this cannot be a CV (a stray title, a blank template). */
const MIN_TEXT_CHARS = 40;

async function readByContent(bytes: Uint8Array, hint?: ReadHint): Promise<ReadDocument> {
  const type = await detectType(bytes);
  switch (type) {
    case 'pdf':
      return readPdf(bytes);
    case 'docx':
      return readDocx(bytes);
    case 'zip':
      // a ZIP that is not OOXML: only worth trying when the uploader says it is a Word file
      if (claimedExtension(hint) === 'docx') return readDocx(bytes);
      throw new ReadFailure('UNSUPPORTED_TYPE');
    case 'cfb':
      return readDoc(bytes);
    case 'txt':
      return readTxt(bytes);
    case 'unknown':
      throw new ReadFailure('UNSUPPORTED_TYPE');
  }
}

/** A text file named .pdf/.doc/.docx is a renamed file, not a CV in plain text. */
function claimsBinaryFormat(hint?: ReadHint): boolean {
  const ext = claimedExtension(hint);
  return ext === 'pdf' || ext === 'doc' || ext === 'docx';
}

export async function readDocument(bytes: Uint8Array, hint?: ReadHint): Promise<ReadResult> {
  if (bytes.byteLength === 0) return { ok: false, error: readErrorFor('EMPTY_FILE', hint) };
  let format: string | undefined;
  try {
    const document = await readByContent(bytes, hint);
    format = document.format;
    if (document.format === 'txt' && claimsBinaryFormat(hint)) throw new ReadFailure('UNSUPPORTED_TYPE');
    const chars = document.lines.reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0);
    if (chars < MIN_TEXT_CHARS) throw new ReadFailure(chars === 0 && format === 'pdf' ? 'NO_TEXT_LAYER' : 'TOO_LITTLE_TEXT');
    return { ok: true, document };
  } catch (error) {
    // anything a library throws that we did not classify means the file could not be parsed
    const code = error instanceof ReadFailure ? error.code : 'CORRUPT_FILE';
    return { ok: false, error: readErrorFor(code, hint, format ?? (await detectType(bytes).catch(() => undefined))) };
  }
}
