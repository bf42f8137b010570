/**
 * Entry point of the reading layer: a CV file's bytes → lines in reading order, or a typed,
 * human error. The type is decided by content only; the file name (hint) only words messages.
 */
import { detectType } from './detect-type';
import { boundDocument } from './line-bounds';
import { readDoc } from './read-doc';
import { readDocx } from './read-docx';
import { claimedExtension, ReadFailure, readErrorFor } from './read-errors';
import { readOdt } from './read-odt';
import { readPdf } from './read-pdf';
import { readRtf } from './read-rtf';
import { readTxt } from './read-txt';
import { readImage, readScannedPdf } from './ocr';
import type { ReadDocument, ReadHint, ReadOptions, ReadResult } from './types';

/** Fewer visible characters than this cannot be a CV (a stray title, a blank template). */
const MIN_TEXT_CHARS = 40;

/** A PDF's text layer, or when it has none (a scan) its pages read with OCR, if OCR is installed. */
async function readPdfOrScan(bytes: Uint8Array, ocr: ReadOptions['ocr']): Promise<ReadDocument> {
  try {
    return await readPdf(bytes);
  } catch (error) {
    if (!(error instanceof ReadFailure) || error.code !== 'NO_TEXT_LAYER' || !ocr) throw error;
    return readScannedPdf(bytes, error.pages ?? 1, ocr);
  }
}

async function readByContent(bytes: Uint8Array, hint: ReadHint | undefined, options: ReadOptions): Promise<ReadDocument> {
  const type = await detectType(bytes);
  switch (type) {
    case 'pdf':
      return readPdfOrScan(bytes, options.ocr);
    case 'png':
    case 'jpg':
      return readImage(bytes, type, options.ocr);
    case 'docx':
      return readDocx(bytes);
    case 'odt':
      return readOdt(bytes);
    case 'rtf':
      return readRtf(bytes);
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

/** A text file named .pdf/.doc/.docx/.odt/.rtf is a renamed file, not a CV in plain text. */
function claimsBinaryFormat(hint?: ReadHint): boolean {
  const ext = claimedExtension(hint);
  return ext === 'pdf' || ext === 'doc' || ext === 'docx' || ext === 'odt' || ext === 'rtf';
}

export async function readDocument(bytes: Uint8Array, hint?: ReadHint, options: ReadOptions = {}): Promise<ReadResult> {
  if (bytes.byteLength === 0) return { ok: false, error: readErrorFor('EMPTY_FILE', hint) };
  let format: string | undefined;
  try {
    const document = boundDocument(await readByContent(bytes, hint, options));
    format = document.format;
    if (document.format === 'txt' && claimsBinaryFormat(hint)) throw new ReadFailure('UNSUPPORTED_TYPE');
    const chars = document.lines.reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0);
    // a scan whose OCR found (almost) nothing gets the scan's message, not "too little text to be a CV"
    const unreadable = (chars === 0 && format === 'pdf') || document.lines.every((l) => l.ocr);
    if (chars < MIN_TEXT_CHARS) throw new ReadFailure(unreadable ? 'NO_TEXT_LAYER' : 'TOO_LITTLE_TEXT');
    return { ok: true, document };
  } catch (error) {
    // anything a library throws that we did not classify means the file could not be parsed
    const code = error instanceof ReadFailure ? error.code : 'CORRUPT_FILE';
    const limit = error instanceof ReadFailure ? error.limit : undefined;
    return { ok: false, error: readErrorFor(code, hint, format ?? (await detectType(bytes).catch(() => undefined)), limit) };
  }
}
