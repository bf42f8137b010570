/**
 * DOCX (WordprocessingML) → lines. The main part is read through the bounded ZIP reader
 * (zip-archive.ts) and walked with a tokenizer, like ODT: a CV uses a small vocabulary (w:p, w:r,
 * w:t, w:tab, w:br, w:tbl/w:tr/w:tc, text boxes), so neither a DOM nor an HTML conversion is needed
 * (reading through mammoth's HTML cost two thirds of a DOCX's analysis time). Elements map onto the
 * tag names the line collector understands (p, h1/h2, strong, br, table/tr/td).
 *
 * What is read: the body's paragraphs and tables, hyperlinks, content controls, inserted text, text
 * boxes (the legacy fallback of an `mc:AlternateContent`, or a bare DrawingML text box), and
 * field results, and the first page's header and footer (a contact block may sit there). What is not:
 * deleted text, field instructions, comments, other pages' headers and footers.
 * Heading paragraphs are Word's "heading 1–6" and "Title" styles; bold is the run's own `w:b`.
 */
import { LineCollector } from './line-collector';
import { ReadFailure } from './read-errors';
import type { Line, ReadDocument } from './types';
import { readZipEntries, type ZipEntry } from './zip-archive';

// a tag (prefixed name, attributes, self-closing mark), a comment/PI/CDATA, or text
const TOKEN = /<(\/?)([a-zA-Z][\w.-]*(?::[\w.-]+)?)(?:(\s[^>]*)|\/)?>|<[!?][^>]*>|([^<]+)/g;

/** Subtrees whose text is not the document's: deletions, field codes, the modern half of a choice, comments. */
const SKIPPED = new Set(['w:del', 'w:delText', 'w:instrText', 'mc:Choice', 'w:commentReference', 'w:footnoteReference', 'w:endnoteReference']);

function attribute(attrs: string, name: string): string | undefined {
  const at = attrs.indexOf(` ${name}="`);
  if (at < 0) return undefined;
  const start = at + name.length + 3;
  const end = attrs.indexOf('"', start);
  return end < 0 ? undefined : attrs.slice(start, end);
}

function decode(entry: ZipEntry | undefined, part: string): string | undefined {
  if (!entry) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(entry.data);
  } catch {
    throw new ReadFailure('CORRUPT_FILE', `DOCX: ${part} is not UTF-8`);
  }
}

/** Paragraph style id → 'h1' (Title) or 'h2' (heading 1–6), from styles.xml; ids alone when it is missing. */
export function headingStyles(stylesXml: string | undefined): Map<string, 'h1' | 'h2'> {
  const styles = new Map<string, 'h1' | 'h2'>();
  for (const match of (stylesXml ?? '').matchAll(/<w:style\s[^>]*?w:styleId="([^"]+)"[^>]*>([\s\S]*?)<\/w:style>/g)) {
    const name = /<w:name\s+w:val="([^"]*)"/.exec(match[2])?.[1]?.toLowerCase();
    if (name === 'title') styles.set(match[1], 'h1');
    else if (name && /^heading [1-6]$/.test(name)) styles.set(match[1], 'h2');
  }
  return styles;
}

function styleTag(styles: Map<string, 'h1' | 'h2'>, id: string): 'h1' | 'h2' | undefined {
  return styles.get(id) ?? (id === 'Title' ? 'h1' : /^Heading[1-6]$/.test(id) ? 'h2' : undefined);
}

/** A run's own bold: `<w:b/>`, `<w:b w:val="true"/>`; not `w:val="0"` or `"false"`. */
function isOn(attrs: string): boolean {
  const value = attribute(attrs, 'w:val');
  return value === undefined || !/^(?:0|false|off)$/i.test(value);
}

/** document.xml → lines. Exported for tests. */
export function docxBodyToLines(xml: string, styles: Map<string, 'h1' | 'h2'> = new Map()): Line[] {
  // no DTD, no entities of the file's own (XXE, billion laughs)
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new ReadFailure('CORRUPT_FILE', 'DOCX: the document declares a DTD');
  const collector = new LineCollector();
  let skipDepth = 0;
  let inBody = false;
  let inText = false;
  // the open run: bold by its own properties; whether its <strong> is open in the collector
  let runBold = false;
  let runStrong = false;
  let inRunProps = false;
  let inParagraphProps = false;
  let paragraphHeading = false;
  for (const match of xml.matchAll(TOKEN)) {
    const [whole, closing, name, rawAttrs, text] = match;
    if (name === undefined && text === undefined) continue; // comment, processing instruction
    if (text !== undefined) {
      if (inBody && inText && skipDepth === 0) collector.text(text);
      continue;
    }
    const selfClosing = whole.endsWith('/>');
    const attrs = rawAttrs ?? '';
    // (a header or a footer part is all body)
    if (name === 'w:body' || name === 'w:hdr' || name === 'w:ftr') {
      inBody = !closing;
      continue;
    }
    if (!inBody) continue;
    // properties are read for the run's bold and the paragraph's style, never for text (tab stops are w:tab too)
    if (name === 'w:rPr' || name === 'w:pPr') {
      if (!selfClosing) (name === 'w:rPr' ? (inRunProps = !closing) : (inParagraphProps = !closing));
      continue;
    }
    if (inRunProps || inParagraphProps) {
      if (closing || skipDepth > 0) continue;
      if (inRunProps && !inParagraphProps && name === 'w:b') runBold = isOn(attrs);
      if (inParagraphProps && !inRunProps && name === 'w:pStyle') {
        const tag = styleTag(styles, attribute(attrs, 'w:val') ?? '');
        if (tag) collector.open(tag);
        paragraphHeading = tag !== undefined;
      }
      // Word's bullets and numbers are numbering, not text: numId 0 switches it off; a numbered heading is a heading
      if (inParagraphProps && !inRunProps && name === 'w:numId' && attribute(attrs, 'w:val') !== '0' && !paragraphHeading) collector.markListItem();
      continue;
    }
    if (SKIPPED.has(name)) {
      if (!selfClosing) skipDepth += closing ? -1 : 1;
      continue;
    }
    if (skipDepth > 0) continue;
    if (closing) {
      if (name === 'w:t') inText = false;
      else if (name === 'w:r') {
        if (runStrong) collector.close('strong');
        runBold = runStrong = false;
      } else if (name === 'w:p') collector.close('p');
      else if (name === 'w:tc') collector.close('td');
      else if (name === 'w:tbl') collector.close('table');
      continue;
    }
    switch (name) {
      case 'w:p':
        collector.open('p');
        paragraphHeading = false;
        break;
      case 'w:r':
        runBold = runStrong = false;
        break;
      case 'w:t':
        if (!selfClosing) {
          // the run's properties came before its text: bold starts at its first text and ends with the run
          if (runBold && !runStrong) {
            collector.open('strong');
            runStrong = true;
          }
          inText = true;
        }
        break;
      case 'w:tab':
        collector.text('\t');
        break;
      case 'w:br':
      case 'w:cr':
        collector.open('br');
        break;
      case 'w:noBreakHyphen':
        collector.text('-');
        break;
      case 'w:tbl':
        collector.open('table');
        break;
      case 'w:tr':
        collector.open('tr');
        break;
      case 'w:tc':
        collector.open('td');
        break;
    }
  }
  collector.endBlock();
  return collector.lines.filter((l) => l.text !== '');
}

/** The main document part named by the package's relationships (almost always word/document.xml). */
function mainPartName(entries: readonly ZipEntry[]): string {
  const rels = decode(
    entries.find((e) => e.name === '_rels/.rels'),
    '_rels/.rels',
  );
  const target = rels ? /<Relationship\s[^>]*Type="[^"]*\/officeDocument"[^>]*Target="\/?([^"]+)"/.exec(rels)?.[1] ?? /<Relationship\s[^>]*Target="\/?([^"]+)"[^>]*Type="[^"]*\/officeDocument"/.exec(rels)?.[1] : undefined;
  return target ?? 'word/document.xml';
}

export async function readDocx(bytes: Uint8Array): Promise<ReadDocument> {
  const entries = await readZipEntries(bytes);
  const main = mainPartName(entries);
  const xml = decode(
    entries.find((e) => e.name === main),
    main,
  );
  if (xml === undefined) throw new ReadFailure('CORRUPT_FILE', `DOCX: no ${main}`);
  const folder = main.includes('/') ? main.slice(0, main.lastIndexOf('/') + 1) : '';
  const styles = headingStyles(decode(entries.find((e) => e.name === `${folder}styles.xml`), 'styles.xml'));
  const body = docxBodyToLines(xml, styles);
  // a page header or footer may hold the contact block ("14 Laird Street · 07700 900237 · …", a UK template): its lines the
  // body lacks go before the body (a header) or after it (a footer)
  // (the body's top for a header, its end for a footer: a name signed at the end does not make the header's name a repeat)
  const near = (kind: 'header' | 'footer'): Set<string> => new Set((kind === 'header' ? body.slice(0, 12) : body.slice(-12)).map((l) => l.text));
  const part = (kind: 'header' | 'footer'): Line[] => {
    const seen = near(kind);
    return pagePartNames(xml, entries, main, kind).flatMap((name) => {
      const lines = docxBodyToLines(decode(entries.find((e) => e.name === name), name) ?? '', styles).filter((l) => !seen.has(l.text));
      for (const l of lines) seen.add(l.text);
      return lines;
    });
  };
  const header = part('header');
  const footer = part('footer');
  return { format: 'docx', pages: 1, lines: [...header, ...body, ...footer], warnings: [] };
}

/**
 * The header (or footer) parts the first section shows on its first page: the "first" one when the section
 * has a title page of its own, else the "default" one; named through the main part's relationships.
 */
function pagePartNames(xml: string, entries: readonly ZipEntry[], main: string, kind: 'header' | 'footer'): string[] {
  const sectPr = /<w:sectPr[\s>][\s\S]*?<\/w:sectPr>/.exec(xml)?.[0] ?? '';
  const refs = [...sectPr.matchAll(new RegExp(`<w:${kind}Reference(\\s[^>]*)>`, 'g'))].map((m) => ({ type: attribute(m[1], 'w:type'), id: attribute(m[1], 'r:id') }));
  const titlePage = /<w:titlePg(?:\s[^>]*)?\/?>/.test(sectPr) && !/<w:titlePg\s+w:val="(?:0|false)"/.test(sectPr);
  const ref = refs.find((r) => r.type === (titlePage ? 'first' : 'default')) ?? refs.find((r) => r.type === 'default');
  if (!ref?.id) return [];
  const folder = main.includes('/') ? main.slice(0, main.lastIndexOf('/') + 1) : '';
  const relsName = `${folder}_rels/${main.slice(folder.length)}.rels`;
  const rels = decode(entries.find((e) => e.name === relsName), relsName) ?? '';
  const rel = [...rels.matchAll(/<Relationship(\s[^>]*)>/g)].map((m) => m[1]).find((a) => attribute(a, 'Id') === ref.id);
  const target = rel ? attribute(rel, 'Target') : undefined;
  if (!target) return [];
  return [target.startsWith('/') ? target.slice(1) : `${folder}${target}`];
}
