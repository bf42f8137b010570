import type { GeneratedMessage } from '../../messages/types';
/**
 * The reading layer's output: what the next stages (sections, contact, experience, education,
 * skills, languages) consume. They never see the file's bytes, only this.
 */

import type { OcrEngine } from './ocr';

export const DOCUMENT_FORMATS = ['pdf', 'docx', 'doc', 'odt', 'rtf', 'txt', 'png', 'jpg'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/**
 * Where a line sits on the page.
 * - `full`: single-column page, or a band that spans the columns (a header with the name, a footer)
 * - `main`: the wider column of a two-column page
 * - `side`: the narrower column (sidebar) of a two-column page
 * DOCX, DOC, ODT, RTF and TXT have no geometry: every line is `full`.
 */
export type LineColumn = 'main' | 'side' | 'full';

/** Position of a line inside a DOCX table; a cell with several paragraphs gives several lines. */
export interface TableCellRef {
  /** 0-based index of the table in the document (tables nested in a cell get their own index) */
  index: number;
  row: number;
  cell: number;
}

export interface Line {
  /**
   * The text, trimmed, never empty. Parts of one visual line that sit far apart (a right-aligned
   * date after a job title, a second list column, "Title      Jan 2020 - Present" in a TXT)
   * are joined by a TAB, so a consumer can split on "\t" or treat it as whitespace.
   * A paragraph that the layout wrapped over several PDF lines is joined back into one line.
   */
  text: string;
  /** 1-based page number (always 1 for DOCX, DOC and TXT, whose pagination is unknown) */
  page: number;
  column: LineColumn;
  /** PDF only: font size in points (the largest on the line) */
  fontSize?: number;
  /** the whole line is bold (PDF font names, DOCX <strong>) */
  bold?: boolean;
  /** looks like a heading: larger than the body text, bold/capitals and short, h1–h6, … */
  heading: boolean;
  /** read with OCR from a scan or a photo: the characters may be misread, so trust the line less */
  ocr?: boolean;
  /** an entry's "Title ⇥ dates" line rebuilt from labelled fields ("Tipo di impiego: …"): its parts are known, not guessed */
  fromFields?: boolean;
  /** DOCX and ODT only: set when the line comes from a table cell */
  table?: TableCellRef;
}

/**
 * A readable document in reading order. Two-column pages are read column by column (left column
 * first, then right), never interleaved; lines spanning both columns above them come first and
 * those below them last.
 */
export interface ReadDocument {
  format: DocumentFormat;
  pages: number;
  lines: Line[];
  /** things the reader noticed but could cope with, in plain English (e.g. unusual encoding) */
  warnings: string[];
}

export const READ_ERROR_CODES = [
  'EMPTY_FILE',
  'UNSUPPORTED_TYPE',
  'PASSWORD_PROTECTED',
  'NO_TEXT_LAYER',
  'CORRUPT_FILE',
  'TOO_LITTLE_TEXT',
  /** over one of the reading limits (limits.ts): a zip bomb, thousands of parts, megabytes of markup */
  'TOO_LARGE',
] as const;
export type ReadErrorCode = (typeof READ_ERROR_CODES)[number];

/** A file that cannot be read: `message` is written for the person who uploaded it. */
export interface ReadError {
  code: ReadErrorCode;
  /** the reason in English (the sentence of `reason`) */
  message: string;
  /** the reason as a message, rendered in the person's language (ADR 018) */
  reason: GeneratedMessage;
}

export type ReadResult = { ok: true; document: ReadDocument } | { ok: false; error: ReadError };

/** Optional facts about the upload, used only to word messages, never to decide the type. */
export interface ReadHint {
  fileName?: string;
}

/** What the caller lends the reader: OCR runs a program, which the pure engine never does itself. */
export interface ReadOptions {
  ocr?: OcrEngine;
}
