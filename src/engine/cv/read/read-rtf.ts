/**
 * RTF → lines with a small linear tokenizer: one pass over the bytes, a stack of group states
 * (bounded by MAX_RTF_GROUP_DEPTH), nothing recursive. Only the body text is kept: font and
 * colour tables, style sheets, document info, pictures, objects and every `{\*…}` destination
 * are skipped. `\'hh` bytes are decoded with the document's `\ansicpg` code page, `\uN` escapes
 * are Unicode with `\ucN` fallback characters skipped after them.
 */
import { LineCollector } from './line-collector';
import { MAX_DOCUMENT_CHARS, MAX_RTF_GROUP_DEPTH } from './limits';
import { ReadFailure, READ_WARNINGS } from './read-errors';
import type { Line, ReadDocument } from './types';

/** Destinations whose text is not body text. */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'fldinst',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'listtable',
  'listoverridetable',
  'revtbl',
  'rsidtbl',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'xmlnstbl',
  'generator',
  'filetbl',
  'nonshppict',
]);

interface GroupState {
  skip: boolean;
  /** characters to skip after a \uN escape */
  uc: number;
  bold: boolean;
  /** the paragraph is in a table (\intbl; \pard resets it) */
  intbl: boolean;
  /** a list number's text ("{\\listtext\\pard … •\\tab}"): its \\pard does not leave the paragraph's table */
  listText?: boolean;
}

/** Code pages a CV in one of the supported languages is saved in; others fall back to 1252. */
function decoderFor(codePage: number): TextDecoder {
  try {
    return new TextDecoder(`windows-${codePage}`);
  } catch {
    return new TextDecoder('windows-1252');
  }
}

class RtfText {
  private readonly collector = new LineCollector();
  private decoder = decoderFor(1252);
  private bytes: number[] = [];
  private chars = 0;
  private bold = false;
  /** the current paragraph is in a table (\intbl, reset by \pard) */
  private intbl = false;
  private inTable = false;
  private inRow = false;
  private inCell = false;
  cut = false;

  /** Paragraph properties belong to their group ("{\\listtext\\pard …}" resets them only inside it). */
  setInTable(intbl: boolean): void {
    if (intbl === this.intbl) return;
    this.flushBytes();
    this.intbl = intbl;
  }

  /** \cell ends a cell (an empty one still counts, so the next cell keeps its column). */
  cell(): void {
    this.flushBytes();
    if (!this.inCell) this.openCell();
    this.collector.close('td');
    this.inCell = false;
  }

  /** \row ends a row of cells. */
  row(): void {
    this.flushBytes();
    if (this.inCell) this.cell();
    this.inRow = false;
  }

  /** Text arrives: open the table, row and cell it belongs to, or close a table it left. */
  private place(text: string): void {
    if (this.intbl) {
      if (!this.inCell && /\S/.test(text)) this.openCell();
    } else if (this.inTable && /\S/.test(text)) this.closeTable();
  }

  private openCell(): void {
    if (!this.inTable) {
      this.collector.open('table');
      this.inTable = true;
    }
    if (!this.inRow) {
      this.collector.open('tr');
      this.inRow = true;
    }
    this.collector.open('td');
    this.inCell = true;
  }

  private closeTable(): void {
    if (this.inCell) this.collector.close('td');
    this.collector.close('table');
    this.inTable = this.inRow = this.inCell = false;
  }

  setCodePage(codePage: number): void {
    this.flushBytes();
    this.decoder = decoderFor(codePage);
  }

  byte(value: number, bold: boolean): void {
    this.setBold(bold);
    this.bytes.push(value);
  }

  text(text: string, bold: boolean): void {
    this.flushBytes();
    this.setBold(bold);
    if (this.chars + text.length > MAX_DOCUMENT_CHARS) {
      this.cut = true;
      return;
    }
    this.chars += text.length;
    this.place(text);
    this.collector.text(text);
  }

  paragraph(): void {
    this.flushBytes();
    this.collector.open('p');
  }

  lineBreak(): void {
    this.flushBytes();
    this.collector.open('br');
  }

  lines(): Line[] {
    this.flushBytes();
    if (this.inTable) this.closeTable();
    this.collector.endBlock();
    return this.collector.lines.filter((l) => l.text !== '');
  }

  private setBold(bold: boolean): void {
    if (bold === this.bold) return;
    this.flushBytes();
    this.collector[bold ? 'open' : 'close']('strong');
    this.bold = bold;
  }

  /** Consecutive \'hh bytes decode together (a double-byte code page needs both bytes). */
  private flushBytes(): void {
    if (this.bytes.length === 0) return;
    const text = this.decoder.decode(new Uint8Array(this.bytes));
    this.bytes = [];
    this.text(text, this.bold);
  }
}

const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const HEX = /^[0-9a-fA-F]{2}$/;

interface ControlWord {
  word: string;
  param: number | undefined;
  end: number;
}

/** `\word-123 ` at `at` (the backslash): the word, its parameter and where the next token starts. */
function controlWord(src: string, at: number): ControlWord {
  let i = at + 1;
  while (i < src.length && i - at <= 32 && isLetter(src.charCodeAt(i))) i++;
  const word = src.slice(at + 1, i);
  let param: number | undefined;
  const start = i;
  if (src[i] === '-') i++;
  while (i < src.length && i - start < 11 && isDigit(src.charCodeAt(i))) i++;
  if (i > start && src[i - 1] !== '-') param = Number(src.slice(start, i));
  else i = start;
  if (src[i] === ' ') i++; // the delimiting space belongs to the control word
  return { word, param, end: i };
}

/** The body text of an RTF document, as lines. Exported for tests. */
export function rtfToLines(bytes: Uint8Array): { lines: Line[]; cut: boolean } {
  // RTF is 7-bit: anything else is in escapes, so a byte-per-character view loses nothing
  const src = new TextDecoder('latin1').decode(bytes);
  const out = new RtfText();
  const stack: GroupState[] = [];
  let state: GroupState = { skip: false, uc: 1, bold: false, intbl: false };
  let pendingSkip = 0; // fallback characters still to drop after a \uN
  let destinationStart = false; // right after "{": a control word here names the group
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === '{') {
      if (stack.length >= MAX_RTF_GROUP_DEPTH) throw new ReadFailure('CORRUPT_FILE', `RTF: groups nested deeper than ${MAX_RTF_GROUP_DEPTH}`);
      stack.push(state);
      state = { ...state };
      destinationStart = true;
      pendingSkip = 0;
      i++;
      continue;
    }
    if (ch === '}') {
      state = stack.pop() ?? state;
      out.setInTable(state.intbl);
      destinationStart = false;
      pendingSkip = 0;
      i++;
      continue;
    }
    const atStart = destinationStart;
    destinationStart = false;
    if (ch === '\\') {
      const next = src[i + 1] ?? '';
      if (next === '*') {
        state.skip = true;
        i += 2;
        continue;
      }
      if (next === "'") {
        const hex = src.slice(i + 2, i + 4);
        i += HEX.test(hex) ? 4 : 2;
        if (pendingSkip > 0) pendingSkip--;
        else if (!state.skip && HEX.test(hex)) out.byte(parseInt(hex, 16), state.bold);
        continue;
      }
      if (!isLetter(next.charCodeAt(0))) {
        // control symbols: \\ \{ \} are literal, \~ a no-break space, \- \_ optional/no-break hyphens
        i += 2;
        if (pendingSkip > 0) {
          pendingSkip--;
          continue;
        }
        if (state.skip) continue;
        if (next === '\\' || next === '{' || next === '}') out.text(next, state.bold);
        else if (next === '~') out.text(' ', state.bold);
        else if (next === '_') out.text('-', state.bold);
        else if (next === '\n' || next === '\r') out.paragraph();
        continue;
      }
      const cw = controlWord(src, i);
      i = cw.end;
      if (cw.word === 'bin') {
        i += Math.max(0, cw.param ?? 0); // raw binary data: never text
        continue;
      }
      if (pendingSkip > 0) {
        pendingSkip--;
        continue;
      }
      if (atStart && SKIPPED_DESTINATIONS.has(cw.word)) state.skip = true;
      if (atStart && (cw.word === 'listtext' || cw.word === 'pntext')) state.listText = true;
      pendingSkip = applyControlWord(cw, state, out);
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      i++;
      continue;
    }
    // a run of plain characters up to the next special one
    let end = i + 1;
    while (end < src.length && !'\\{}\r\n'.includes(src[end])) end++;
    let run = src.slice(i, end);
    i = end;
    if (pendingSkip > 0) {
      const dropped = Math.min(pendingSkip, run.length);
      run = run.slice(dropped);
      pendingSkip -= dropped;
    }
    if (!state.skip && run) out.text(run, state.bold);
  }
  return { lines: out.lines(), cut: out.cut };
}

/** Applies one control word; returns how many fallback characters to skip next (after \uN). */
function applyControlWord({ word, param }: ControlWord, state: GroupState, out: RtfText): number {
  switch (word) {
    case 'ansicpg':
      if (param !== undefined) out.setCodePage(param);
      return 0;
    case 'uc':
      state.uc = Math.max(0, Math.min(param ?? 1, 10));
      return 0;
    case 'u':
      if (param === undefined) return 0;
      if (!state.skip) out.text(String.fromCharCode(param < 0 ? param + 65536 : param), state.bold);
      return state.uc;
    case 'b':
      state.bold = param !== 0;
      return 0;
    case 'plain':
      state.bold = false;
      return 0;
  }
  if (state.skip) return 0;
  switch (word) {
    case 'par':
    case 'sect':
    case 'page':
      out.paragraph();
      break;
    case 'pard':
      if (state.listText) break;
      state.intbl = false;
      out.setInTable(false);
      break;
    case 'intbl':
      state.intbl = true;
      out.setInTable(true);
      break;
    case 'row':
      out.row();
      break;
    case 'cell':
      out.cell();
      break;
    case 'line':
      out.lineBreak();
      break;
    case 'tab':
    case 'nestcell':
      out.text('\t', state.bold);
      break;
    case 'emdash':
      out.text('—', state.bold);
      break;
    case 'endash':
      out.text('–', state.bold);
      break;
    case 'bullet':
      out.text('•', state.bold);
      break;
    case 'lquote':
      out.text('‘', state.bold);
      break;
    case 'rquote':
      out.text('’', state.bold);
      break;
    case 'ldblquote':
      out.text('“', state.bold);
      break;
    case 'rdblquote':
      out.text('”', state.bold);
      break;
  }
  return 0;
}

export function readRtf(bytes: Uint8Array): ReadDocument {
  const { lines, cut } = rtfToLines(bytes);
  return { format: 'rtf', pages: 1, lines, warnings: cut ? [READ_WARNINGS.documentChars()] : [] };
}
