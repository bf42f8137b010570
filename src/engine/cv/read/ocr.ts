/**
 * Scans and photos of a CV, read with OCR. The engine stays pure: recognising text is a program
 * run by the caller (the analysis process injects Tesseract, see server/features/cvs/tesseract-ocr.ts);
 * here the recognised text becomes lines, marked as OCR'd so that later stages trust them less.
 */
import { isAllCaps, isHeadingShaped } from './headings';
import { parseHocr } from './hocr';
import { MAX_OCR_PAGES } from './limits';
import { bodyFontSize, layoutPage } from './pdf-layout';
import { plainTextLines } from './plain-lines';
import { ReadFailure, READ_WARNINGS } from './read-errors';
import type { Line, ReadDocument } from './types';

export type ImageKind = 'png' | 'jpg';

/**
 * One recognised page: Tesseract's hOCR, whose words keep their boxes (the page's columns can be
 * rebuilt from them), or the plain text of an OCR that gives no positions.
 */
export type OcrPage = { hocr: string } | { text: string };

/** Text recognition as the reader needs it; each method answers undefined when no OCR is installed. */
export interface OcrEngine {
  /** One photo or scanned page. */
  recognizeImage(bytes: Uint8Array, kind: ImageKind): Promise<OcrPage | undefined>;
  /** Each of the first `maxPages` pages of a PDF, rendered as images. */
  recognizePdf(bytes: Uint8Array, maxPages: number): Promise<OcrPage[] | undefined>;
}

// a list bullet that OCR reads as a character of its own ("« Led …", "e Moved …", "s Adobe …", "* Relaunch …"; a square
// bullet as "m", "mw" or "a": "m Moodle", "mw Team supervision"), or glued to its word ("«TypeScript")
const BULLET_NOISE = /^(?:(?:[«»•*¢©®+·°■□▪➢>~@]|(?:[eosamwv]|mw|ml)(?=\s\p{Lu}))\s+|[«»](?=\p{Lu}))/u;

// an e-mail address wrapped in a narrow column: "anna.schmidt@exam" + "ple.com"
const EMAIL_HEAD = /^[^\s@]+@[^\s@]*$/;
const DOMAIN_TLD = /\.[a-z]{2,}$/i;
const EMAIL_TAIL = /^[\w.-]*\.[a-z]{2,}$/i;

/** Glues an e-mail address that the column's width broke over two lines back together. */
function joinWrappedEmails<T extends { text: string }>(lines: T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1];
    if (next !== undefined && EMAIL_HEAD.test(line.text) && !DOMAIN_TLD.test(line.text) && EMAIL_TAIL.test(next.text)) {
      out.push({ ...line, text: line.text + next.text });
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

// an e-mail address whose "@" OCR read as "Q", "©" or "®" ("johan.lindqvistQexample.com", "k.nowakQ example.com")
const LOCAL_AT_NOISE_RE = /^([\w.+-]*[a-z0-9])[Q©®]$/u;
const DOMAIN_RE = /^(?:[a-z0-9-]+\.)+[a-z]{2,}$/u;

/** The line's words, an e-mail address among them given its "@" back (tried word by word: linear time). */
function withEmailAt(text: string): string {
  if (text.includes('@') || !/[Q©®]/u.test(text)) return text;
  const words = text.split(' ');
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    // "lindqvistQexample.com": the mark inside the word, before its domain
    const at = Math.max(word.lastIndexOf('Q'), word.lastIndexOf('©'), word.lastIndexOf('®'));
    if (at > 0 && LOCAL_AT_NOISE_RE.test(word.slice(0, at + 1)) && DOMAIN_RE.test(word.slice(at + 1))) words[i] = `${word.slice(0, at)}@${word.slice(at + 1)}`;
    // "k.nowakQ example.com": the domain as the next word
    else if (LOCAL_AT_NOISE_RE.test(word) && DOMAIN_RE.test(words[i + 1] ?? '')) {
      words.splice(i, 2, `${word.slice(0, -1)}@${words[i + 1]}`);
    }
  }
  return words.join(' ');
}

function cleanOcrLine(line: string): string {
  const trimmed = line.trim();
  // (a speck after the last word, "ARBETSLIVSERFARENHET .", is no full stop: a sentence's sits on its word)
  const text = withEmailAt(trimmed)
    .replace(BULLET_NOISE, '')
    .replace(RATING_NOISE, '\t')
    .replace(/(?<=\S)\s+[.,'`;:|]$/u, '')
    .replace(/^(\p{Lu}[\p{Lu}\s&/-]{3,})[.,'`]$/u, '$1')
    // a map-pin icon read as a letter before a street ("A Av. del Puerto 211", "A Str. Observatorului 42")
    .replace(/^[A=&®]\s+(?=(?:\p{Lu}\p{Ll}{0,4}\.|C\/)\s)/u, '')
    // a middle dot between items read as "©" ("Nederlands — moedertaal © Engels — goed")
    .replace(/(?<=\S) © (?=\S)/gu, ' · ')
    // a legal form's letter o read as a zero: "Sp. z 0.0.", "s.r.0."
    .replace(/(?<=\b[Ss]p\.\s?z\s?)[0o]\.\s?[0o]\./gu, 'o.o.')
    .replace(/(?<=\b[sS]\.\s?r\.\s?)0\./gu, 'o.')
    .trim();
  return CONTACT_HINT.test(text) ? text.replace(CONTACT_SEPARATOR_NOISE, ' | ') : text;
}

/** Recognised plain text of each page → lines; every line carries `ocr: true`. */
export function ocrTextToLines(pages: readonly string[]): Line[] {
  return pages.flatMap((text, index) => {
    const cleaned = joinWrappedEmails(text.split('\n').map((t) => ({ text: cleanOcrLine(t) })))
      .map((l) => l.text)
      .join('\n');
    return plainTextLines(cleaned, { titleLines: false }).map((line): Line => ({ ...line, page: index + 1, ocr: true }));
  });
}

/**
 * Tesseract's hOCR of each page → lines, through the PDF's layout rules: columns, a date column beside
 * its entries, a label column. Bold is unknown in a scan: a heading is a heading-shaped line in
 * capitals or set clearly larger than the body.
 */
export function hocrToLines(pages: readonly string[]): Line[] {
  return pages.flatMap((hocr, index) =>
    parseHocr(hocr).flatMap((page) => {
      const layout = joinWrappedEmails(layoutPage(page.items, page.width).map((l) => ({ ...l, text: l.text.split('\t').map(cleanOcrLine).filter(Boolean).join('\t') })));
      const body = bodyFontSize(layout);
      return layout
        .filter((l) => l.text !== '')
        .map((l): Line => {
          const fontSize = Math.round(l.fontSize * 10) / 10;
          const heading = isHeadingShaped(l.text) && (isAllCaps(l.text) || fontSize >= body * 1.3);
          return { text: l.text, page: index + 1, column: l.column, fontSize, heading, ocr: true };
        });
    }),
  );
}

/** Recognised pages → lines: hOCR through the layout, plain text line by line. */
export function ocrPagesToLines(pages: readonly OcrPage[]): Line[] {
  return pages.flatMap((page, index) => {
    const lines = 'hocr' in page ? hocrToLines([page.hocr]) : ocrTextToLines([page.text]);
    return lines.map((l) => ({ ...l, page: index + 1 }));
  });
}

function ocrDocument(format: ReadDocument['format'], pages: readonly OcrPage[], warnings: string[] = []): ReadDocument {
  return { format, pages: pages.length, lines: ocrPagesToLines(pages), warnings: [...warnings, READ_WARNINGS.ocr()] };
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
  const page = ocr ? await recognized(() => ocr.recognizeImage(bytes, kind)) : undefined;
  if (page === undefined) throw new ReadFailure('NO_TEXT_LAYER', 'no OCR installed');
  return ocrDocument(kind, [page]);
}

/** A PDF without a text layer: its first pages, rendered and read with OCR; NO_TEXT_LAYER when no OCR is installed. */
export async function readScannedPdf(bytes: Uint8Array, pageCount: number, ocr: OcrEngine | undefined): Promise<ReadDocument> {
  const pages = ocr ? await recognized(() => ocr.recognizePdf(bytes, MAX_OCR_PAGES)) : undefined;
  if (pages === undefined) throw new ReadFailure('NO_TEXT_LAYER', 'no OCR installed');
  const warnings = pageCount > MAX_OCR_PAGES ? [READ_WARNINGS.ocrPages(pageCount)] : [];
  return { ...ocrDocument('pdf', pages, warnings), pages: pageCount };
}
