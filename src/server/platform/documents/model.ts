/**
 * A designed document, independent of the file format: what the CV export, the perspectives' PDF
 * and the market report hand to the PDF and DOCX renderers (ADR 017). Text only, already in the
 * reader's language; the renderers decide the look.
 */
export interface DocEntry {
  /** "Senior Data Engineer" */
  title: string;
  /** "Nordlicht Analytics · Kraków" */
  subtitle?: string;
  /** "Mar 2021 – Present" */
  when?: string;
  /** paragraphs; lines starting with "• " are set as bullets */
  body?: string[];
  /** verbatim quotes (evidence), set in italics */
  quotes?: string[];
}

export type DocBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'entry'; entry: DocEntry }
  /** short items set as a flowing list ("Python · SQL · Airflow") */
  | { kind: 'tags'; items: string[] }
  /** label/value rows (languages with their levels, contact details) */
  | { kind: 'rows'; rows: [string, string][] };

export interface DocSection {
  heading: string;
  blocks: DocBlock[];
}

export interface StyledDocument {
  /** the person's name, or the document's title */
  title: string;
  /** a line under the title ("Senior Data Engineer") */
  subtitle?: string;
  /** short contact items under the title */
  contact?: string[];
  sections: DocSection[];
  /** BCP 47 language of the text */
  language: string;
  /** footer words: "Page" */
  pageWord?: string;
}

export const documentTemplates = ['europass', 'modern'] as const;
export type DocumentTemplate = (typeof documentTemplates)[number];
