/**
 * Lines from a stream of HTML-like events (p, h1–h6, li, strong/b, br, table/tr/td). The DOCX, ODT
 * and RTF readers walk their own formats and drive it with these tag names, so all of them give the
 * same lines, tables, bold and headings included.
 */
import { isAllCaps, isHeadingShaped } from './headings';
import type { Line, TableCellRef } from './types';

// a list item that already starts with a typed bullet or number keeps it
const LIST_MARK_RE = /^(?:[•·▪■◦●○*►✓–-]|\d{1,2}[.)])\s/u;
const BLOCK = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li']);
const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-fA-F]+|[a-z]+);/g, (whole: string, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITY[name] ?? whole;
  });
}

interface Segment {
  text: string;
  boldChars: number;
  chars: number;
}

/** Collects lines from a stream of HTML-like events. */
export class LineCollector {
  readonly lines: Line[] = [];
  private readonly tables: TableCellRef[] = [];
  private tableCount = 0;
  private bold = 0;
  private headingTag = false;
  private listItem = false;
  private segments: Segment[] = [];
  private current: Segment = { text: '', boldChars: 0, chars: 0 };

  open(tag: string): void {
    if (BLOCK.has(tag)) this.endBlock();
    if (/^h[1-6]$/.test(tag)) this.headingTag = true;
    if (tag === 'strong' || tag === 'b') this.bold++;
    if (tag === 'br') this.endSegment();
    if (tag === 'table') {
      this.endBlock();
      this.tables.push({ index: this.tableCount++, row: -1, cell: -1 });
    }
    const table = this.tables[this.tables.length - 1];
    if (table && tag === 'tr') [table.row, table.cell] = [table.row + 1, -1];
    if (table && (tag === 'td' || tag === 'th')) table.cell++;
  }

  close(tag: string): void {
    if (tag === 'strong' || tag === 'b') this.bold = Math.max(0, this.bold - 1);
    if (BLOCK.has(tag) || tag === 'td' || tag === 'th') this.endBlock();
    if (tag === 'table') this.tables.pop();
  }

  /**
   * The paragraph just opened is a list item (Word's numbering, an ODF list): its line starts with
   * "• " as a typed bullet would, so a duty under a role reads as one whatever the format.
   */
  markListItem(): void {
    this.listItem = true;
  }

  text(raw: string): void {
    const text = decodeEntities(raw);
    const visible = text.replace(/\s/g, '').length;
    this.current.text += text;
    this.current.chars += visible;
    if (this.bold > 0) this.current.boldChars += visible;
  }

  private endSegment(): void {
    if (this.current.chars > 0) this.segments.push(this.current);
    this.current = { text: '', boldChars: 0, chars: 0 };
  }

  /** A paragraph ends: turn its segments (split by <br>) into lines. */
  endBlock(): void {
    this.endSegment();
    const table = this.tables[this.tables.length - 1];
    const single = this.segments.length === 1;
    for (const seg of this.segments) {
      // a run of spaces and TABs holding a TAB becomes one TAB: one greedy match per run, where
      // /[ \t]*\t[ \t]*/ rescanned a run without a TAB from each of its spaces
      let text = seg.text
        .replace(/[ \t]+/g, (run) => (run.includes('\t') ? '\t' : run))
        .replace(/[^\S\t]+/g, ' ')
        .trim();
      if (this.listItem && seg === this.segments[0] && text !== '' && !LIST_MARK_RE.test(text)) text = `• ${text}`;
      const bold = seg.boldChars === seg.chars;
      // a lone bold or capitalised short paragraph outside a table acts as a heading in many CVs
      const styled = single && !table && isHeadingShaped(text) && (bold || isAllCaps(text));
      const line: Line = { text, page: 1, column: 'full', heading: this.headingTag || styled };
      if (bold) line.bold = true;
      if (table) line.table = { ...table };
      this.lines.push(line);
    }
    this.segments = [];
    this.headingTag = false;
    this.listItem = false;
  }
}
