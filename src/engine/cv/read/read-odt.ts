/**
 * ODT (OpenDocument Text) → lines. content.xml is read through the bounded ZIP reader
 * (zip-archive.ts) and walked with a tokenizer: ODF text is a small, regular vocabulary
 * (text:p, text:h, text:span, text:list, table:table…), so no DOM is needed. Its elements are
 * mapped onto the tag names the DOCX line collector already understands (p, h2, strong, br,
 * table/tr/td), so both formats give the same lines, tables included.
 */
import { LineCollector } from './line-collector';
import { ReadFailure } from './read-errors';
import type { Line, ReadDocument } from './types';
import { readZipEntries } from './zip-archive';

// a tag (name with its prefix, attributes, self-closing mark), a comment/PI/CDATA, or text
const TOKEN = /<(\/?)([a-zA-Z][\w.-]*(?::[\w.-]+)?)(?:(\s[^>]*)|\/)?>|<[!?][^>]*>|([^<]+)/g;

/** Subtrees whose text is not part of the document body: tracked deletions, comments, footnote marks. */
const SKIPPED = new Set(['text:tracked-changes', 'office:annotation', 'text:note-citation', 'text:sequence-decls']);

/** Names of automatic styles whose text is bold (`fo:font-weight="bold"` or 600+). */
function boldStyles(xml: string): Set<string> {
  const names = new Set<string>();
  for (const match of xml.matchAll(/<style:style\s[^>]*?style:name="([^"]+)"[^>]*>([\s\S]*?)<\/style:style>/g)) {
    if (/fo:font-weight="(?:bold|[6-9]00)"/.test(match[2])) names.add(match[1]);
  }
  return names;
}

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(attrs);
  return match?.[1];
}

/** content.xml → lines. Exported for tests. */
export function odtContentToLines(xml: string): Line[] {
  // no DTD, no entities of the file's own: refused like the DOCX path (XXE, billion laughs)
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new ReadFailure('CORRUPT_FILE', 'ODT: content.xml declares a DTD');
  const bold = boldStyles(xml);
  const collector = new LineCollector();
  const spans: boolean[] = [];
  const lists: ListState = { depth: 0, marked: false };
  let skipDepth = 0;
  let inBody = false;
  for (const match of xml.matchAll(TOKEN)) {
    const [whole, closing, name, rawAttrs, text] = match;
    if (name === undefined && text === undefined) continue; // comment, processing instruction
    if (text !== undefined) {
      if (inBody && skipDepth === 0) collector.text(text);
      continue;
    }
    const selfClosing = whole.endsWith('/>');
    const attrs = rawAttrs ?? '';
    if (name === 'office:body') inBody = !closing;
    if (!inBody) continue;
    if (SKIPPED.has(name)) {
      if (!selfClosing) skipDepth += closing ? -1 : 1;
      continue;
    }
    if (skipDepth > 0) continue;
    if (closing) closeElement(collector, name, spans, lists);
    else {
      openElement(collector, name, attrs, bold, spans, lists);
      if (selfClosing) closeElement(collector, name, spans, lists);
    }
  }
  collector.endBlock();
  return collector.lines.filter((l) => l.text !== '');
}

/** Open list items, and whether the current one's first paragraph has had its bullet. */
interface ListState {
  depth: number;
  marked: boolean;
}

function openElement(collector: LineCollector, name: string, attrs: string, bold: Set<string>, spans: boolean[], lists: ListState): void {
  const style = attribute(attrs, 'text:style-name');
  switch (name) {
    case 'text:list-item':
      lists.depth++;
      lists.marked = false;
      return;
    case 'text:p':
      collector.open('p');
      if (lists.depth > 0 && !lists.marked) {
        // the first paragraph of a list item carries its bullet
        collector.markListItem();
        lists.marked = true;
      }
      if (style && bold.has(style)) collector.open('strong');
      spans.push(Boolean(style && bold.has(style)));
      return;
    case 'text:h':
      collector.open('h2');
      spans.push(false);
      return;
    case 'text:span': {
      const isBold = Boolean(style && bold.has(style));
      if (isBold) collector.open('strong');
      spans.push(isBold);
      return;
    }
    case 'text:tab':
      collector.text('\t');
      return;
    case 'text:s':
      collector.text(' '.repeat(Math.min(Number(attribute(attrs, 'text:c') ?? '1') || 1, 100)));
      return;
    case 'text:line-break':
      collector.open('br');
      return;
    case 'table:table':
      collector.open('table');
      return;
    case 'table:table-row':
      collector.open('tr');
      return;
    case 'table:table-cell':
    case 'table:covered-table-cell':
      collector.open('td');
      return;
  }
}

function closeElement(collector: LineCollector, name: string, spans: boolean[], lists: ListState): void {
  switch (name) {
    case 'text:list-item':
      lists.depth = Math.max(0, lists.depth - 1);
      lists.marked = true;
      return;
    case 'text:p':
    case 'text:h':
    case 'text:span':
      if (spans.pop()) collector.close('strong');
      if (name === 'text:p') collector.close('p');
      if (name === 'text:h') collector.close('h2');
      return;
    case 'table:table':
      collector.close('table');
      return;
    case 'table:table-cell':
    case 'table:covered-table-cell':
      collector.close('td');
      return;
  }
}

export async function readOdt(bytes: Uint8Array): Promise<ReadDocument> {
  const entries = await readZipEntries(bytes);
  const content = entries.find((e) => e.name === 'content.xml');
  if (!content) throw new ReadFailure('CORRUPT_FILE', 'ODT: no content.xml');
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(content.data);
  } catch {
    throw new ReadFailure('CORRUPT_FILE', 'ODT: content.xml is not UTF-8');
  }
  const body = odtContentToLines(xml);
  // the first master page's header and footer may hold the contact block (a template that prints it on every page): their
  // lines the body's top (header) or end (footer) lacks go before or after the body, as in a DOCX
  const styles = entries.find((e) => e.name === 'styles.xml');
  let stylesXml = '';
  try {
    stylesXml = styles ? new TextDecoder('utf-8', { fatal: true }).decode(styles.data) : '';
  } catch {
    stylesXml = '';
  }
  // (found with indexOf: a lazy pattern would rescan a hostile styles.xml from every unclosed tag)
  const master = between(stylesXml, '<style:master-page', '</style:master-page>') ?? '';
  const part = (kind: 'header' | 'footer'): Line[] => {
    const inner = between(master, `<style:${kind}>`, `</style:${kind}>`);
    if (inner === undefined) return [];
    const near = new Set((kind === 'header' ? body.slice(0, 12) : body.slice(-12)).map((l) => l.text));
    return odtContentToLines(`<office:body><office:text>${inner}</office:text></office:body>`).filter((l) => !near.has(l.text));
  };
  return { format: 'odt', pages: 1, lines: [...part('header'), ...body, ...part('footer')], warnings: [] };
}

/** The text after the first `open` up to the `close` that follows it, or undefined. */
function between(text: string, open: string, close: string): string | undefined {
  const start = text.indexOf(open);
  if (start < 0) return undefined;
  const end = text.indexOf(close, start + open.length);
  return end < 0 ? undefined : text.slice(start + open.length, end);
}
