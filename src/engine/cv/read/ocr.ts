/**
 * Scans and photos of a CV, read with OCR. The engine stays pure: recognising text is a program
 * run by the caller (the analysis process injects Tesseract, see server/features/cvs/tesseract-ocr.ts);
 * here the recognised text becomes lines, marked as OCR'd so that later stages trust them less.
 */
import { MAX_OCR_PAGES } from './limits';
import { plainTextLines } from './plain-lines';
import { ReadFailure, READ_WARNINGS } from './read-errors';
import type { Line, ReadDocument } from './types';

export type ImageKind = 'png' | 'jpg';

/** Text recognition as the reader needs it; each method answers undefined when no OCR is installed. */
export interface OcrEngine {
  /** The text of one photo or scanned page. */
  recognizeImage(bytes: Uint8Array, kind: ImageKind): Promise<string | undefined>;
  /** The text of each of the first `maxPages` pages of a PDF, rendered as images. */
  recognizePdf(bytes: Uint8Array, maxPages: number): Promise<string[] | undefined>;
}

// a list bullet that OCR reads as a character of its own ("« Led …", "e Moved …", "s Adobe …", "* Relaunch …")
const BULLET_NOISE = /^(?:[«»•*¢©®+·°■□▪➢>~]|[eos](?=\s\p{Lu}))\s+/u;

// an e-mail address wrapped in a narrow column: "anna.schmidt@exam" + "ple.com"
const EMAIL_HEAD = /^[^\s@]+@[^\s@]*$/;
const DOMAIN_TLD = /\.[a-z]{2,}$/i;
const EMAIL_TAIL = /^[\w.-]*\.[a-z]{2,}$/i;

/** Glues an e-mail address that the column's width broke over two lines back together. */
function joinWrappedEmails(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1];
    if (next !== undefined && EMAIL_HEAD.test(line) && !DOMAIN_TLD.test(line) && EMAIL_TAIL.test(next)) {
      out.push(line + next);
      i++;
    } else out.push(line);
  }
  return out;
}

// rating dots read as letters ("Stazione totale eeeee GNSS RTK eeeeo", "QGIS e6600"): a run of e/o/0/6/@/© of four
// to six, three of them e, o or 0, is no word in any language; it separates the items it stood between
const RATING_NOISE = /(?<=\S)\s+(?=[eoa06@©®]{4,6}(?:\s|$))(?=(?:[^eo0\s]*[eo0]){3})[eoa06@©®]{4,6}(?=\s|$)\s*/gu;
// a contact line's separator glyphs read as "*", "+" or "•" between its items
const CONTACT_SEPARATOR_NOISE = /\s[*+•]\s/gu;
const CONTACT_HINT = /@|\+?\d[\d ]{7,}\d/;

function cleanOcrLine(line: string): string {
  const text = line.trim().replace(BULLET_NOISE, '').replace(RATING_NOISE, '\t').trim();
  return CONTACT_HINT.test(text) ? text.replace(CONTACT_SEPARATOR_NOISE, ' | ') : text;
}

/** Recognised text of each page → lines; every line carries `ocr: true`. */
export function ocrTextToLines(pages: readonly string[]): Line[] {
  return pages.flatMap((text, index) => {
    const cleaned = joinWrappedEmails(text.split('\n').map(cleanOcrLine)).join('\n');
    return plainTextLines(cleaned, { titleLines: false }).map((line): Line => ({ ...line, page: index + 1, ocr: true }));
  });
}

function ocrDocument(format: ReadDocument['format'], pages: readonly string[], warnings: string[] = []): ReadDocument {
  return { format, pages: pages.length, lines: ocrTextToLines(pages), warnings: [...warnings, READ_WARNINGS.ocr()] };
}

/** OCR that fails (out of time, an image it cannot decode) leaves the file without readable text. */
async function recognized<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ReadFailure('NO_TEXT_LAYER', `OCR failed: ${(error as Error).message}`);
  }
}

/** A photo (PNG, JPEG): OCR, or NO_TEXT_LAYER when no OCR is installed. */
export async function readImage(bytes: Uint8Array, kind: ImageKind, ocr: OcrEngine | undefined): Promise<ReadDocument> {
  const text = ocr ? await recognized(() => ocr.recognizeImage(bytes, kind)) : undefined;
  if (text === undefined) throw new ReadFailure('NO_TEXT_LAYER', 'no OCR installed');
  return ocrDocument(kind, [text]);
}

/** A PDF without a text layer: its first pages, rendered and read with OCR; NO_TEXT_LAYER when no OCR is installed. */
export async function readScannedPdf(bytes: Uint8Array, pageCount: number, ocr: OcrEngine | undefined): Promise<ReadDocument> {
  const pages = ocr ? await recognized(() => ocr.recognizePdf(bytes, MAX_OCR_PAGES)) : undefined;
  if (pages === undefined) throw new ReadFailure('NO_TEXT_LAYER', 'no OCR installed');
  const warnings = pageCount > MAX_OCR_PAGES ? [READ_WARNINGS.ocrPages(pageCount)] : [];
  return { ...ocrDocument('pdf', pages, warnings), pages: pageCount };
}
