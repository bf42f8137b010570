/**
 * Every bound the reading layer puts on an uploaded file, in one place (ADR 008). Uploads are
 * at most 10 MB, but what they unfold into is not: a ZIP inflates, a Word 97 container points
 * anywhere in itself, a PDF can hold thousands of pages. Each limit sits far above any real CV
 * (the shared samples: DOCX ≤ 45 KB inflated, PDFs 1–2 pages, ≤ 8,000 characters) and far below
 * what hurts the server. Each has its own message in read-errors.ts.
 */

const MB = 1024 * 1024;

/** ZIP (DOCX): more parts than this is no Word file; Word writes 10–20, a CV with photos maybe 50. */
export const MAX_ZIP_ENTRIES = 1_000;

/**
 * ZIP (DOCX): all parts together, inflated. Photos are already compressed, so a 10 MB upload of
 * images stays near 10 MB; only a bomb multiplies. Enforced on the declared sizes before
 * inflating and again on the real bytes while inflating (declared sizes can lie).
 */
export const MAX_ZIP_INFLATED_BYTES = 50 * MB;

/**
 * DOCX: one XML part (word/document.xml, styles, …), inflated. A CV's document.xml is 8–32 KB;
 * 4 MB is over a hundred times that (the reader's tokenizer is linear, but the lines it makes are not free).
 */
export const MAX_DOCX_XML_BYTES = 4 * MB;

/** PDF: pages read. A CV is 1–4 pages, an academic one with publications maybe 20; the rest is read no further. */
export const MAX_PDF_PAGES = 50;

/**
 * PDF: text items kept on one page. A dense CV page has 300–1,000; the column detection weighs
 * every candidate gutter against every item, so a page is cut here before layout.
 */
export const MAX_PDF_ITEMS_PER_PAGE = 5_000;

/** PDF: text items kept over the whole document (50 full pages of a dense CV). */
export const MAX_PDF_ITEMS = 50_000;

/**
 * Characters handed to the extractors, all formats. The samples hold 1,500–8,000; 300,000 is
 * about 100 pages of dense text. Beyond it the document is cut and says so in its warnings.
 */
export const MAX_DOCUMENT_CHARS = 300_000;

/**
 * Characters of one line. Longer lines (a paragraph without breaks, a file of one line) are cut
 * into pieces at a space before any regular expression sees them, so no pattern ever works on
 * more than this at once.
 */
export const MAX_LINE_CHARS = 2_000;

/** Word 97 (.doc): directory entries. A .doc holds 5–20 streams and storages; more is a crafted file. */
export const MAX_CFB_DIRECTORY_ENTRIES = 10_000;

/**
 * RTF: groups open at once. Word nests 5–15 deep (fields in tables in shapes); a stack this deep
 * is a crafted file, refused before the state stack grows with it.
 */
export const MAX_RTF_GROUP_DEPTH = 200;

/** Scanned PDFs: pages rendered and read with OCR. A scanned CV is 1–3 pages; each costs 2–3 s of OCR. */
export const MAX_OCR_PAGES = 4;

/**
 * OCR: wall-clock time for the whole document (rendering and recognition of every page), inside
 * the analysis process's own budget (ANALYSIS_TIMEOUT_SECONDS, 20 s by default), so a slow scan
 * ends as a clear message instead of a killed process.
 */
export const OCR_TIMEOUT_MS = 15_000;
