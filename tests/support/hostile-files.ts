/**
 * Hostile CV uploads, built on demand: the files a security test used to crash or freeze the
 * server (zip bombs, looping Word containers, giant PDFs, one-line texts that make regular
 * expressions backtrack) and those that already held (XXE, billion laughs, PDF loops).
 * Every file is deterministic and built in well under two seconds; nothing large is kept in
 * memory longer than the file itself (the zip bomb is deflated chunk by chunk).
 * Self-contained on purpose (only node: modules), so other suites can copy it as it is.
 */
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

export type HostileFile = {
  id: string;
  fileName: string;
  description: string;
  /** deterministic, built on demand, fast (< ~2 s each) */
  build: () => Uint8Array | Promise<Uint8Array>;
  /** what must happen: analysed, failed with a message, or refused at upload (4xx) */
  expect: 'analyzed' | 'failed' | 'rejected';
};

const MB = 1024 * 1024;
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A small deterministic PRNG (mulberry32): the same bytes on every run and machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Plain-text CV used as the readable part of files that must still be analysed

const CV_LINES = [
  'Jane Example',
  'jane.example@example.com · +44 20 7946 0000 · London',
  '',
  'EXPERIENCE',
  'Senior Software Engineer, Example Ltd — Jan 2019 - Present',
  'Built and ran payment services in TypeScript and PostgreSQL for two million customers.',
  'Software Engineer, Sample plc — Mar 2015 - Dec 2018',
  'Wrote data pipelines in Python; mentored four junior engineers.',
  '',
  'EDUCATION',
  'BSc Computer Science, University of Example — 2011 - 2015',
  '',
  'SKILLS',
  'TypeScript, Node.js, PostgreSQL, Python, Docker, Kubernetes',
];

const xmlEscape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const wordParagraph = (text: string): string => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`;

// ---------------------------------------------------------------------------------------------
// ZIP writer: we set every header field ourselves, so sizes can be honest, huge or lying

interface ZipEntry {
  name: string;
  /** raw DEFLATE data, or the stored bytes when `stored` */
  data: Uint8Array;
  stored?: boolean;
  crc: number;
  size: number;
  /** the uncompressed size written in the headers, when it should lie */
  declaredSize?: number;
}

function deflatedEntry(name: string, content: Uint8Array): ZipEntry {
  return { name, data: deflateRawSync(content), crc: crc32(content), size: content.length };
}

function writeZip(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = utf8(entry.name);
    const size = entry.declaredSize ?? entry.size;
    const method = entry.stored ? 0 : 8;
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(8, method, true);
    local.setUint16(12, 0x21, true); // 1980-01-01: fixed, so the bytes never change
    local.setUint32(14, entry.crc, true);
    local.setUint32(18, entry.data.length, true);
    local.setUint32(22, size, true);
    local.setUint16(26, name.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(10, method, true);
    central.setUint16(14, 0x21, true);
    central.setUint32(16, entry.crc, true);
    central.setUint32(20, entry.data.length, true);
    central.setUint32(24, size, true);
    central.setUint16(28, name.length, true);
    central.setUint32(42, offset, true);
    locals.push(new Uint8Array(local.buffer), name, entry.data);
    centrals.push(new Uint8Array(central.buffer), name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = concat(centrals);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, directory.length, true);
  end.setUint32(16, offset, true);
  return concat([...locals, directory, new Uint8Array(end.buffer)]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const DOCUMENT_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W_NS}"><w:body>`;
const DOCUMENT_END = '</w:body></w:document>';

function docx(documentXml: Uint8Array | ZipEntry, extra: readonly ZipEntry[] = []): Uint8Array {
  const document = documentXml instanceof Uint8Array ? deflatedEntry('word/document.xml', documentXml) : documentXml;
  return writeZip([
    deflatedEntry('[Content_Types].xml', utf8(CONTENT_TYPES)),
    deflatedEntry('_rels/.rels', utf8(ROOT_RELS)),
    document,
    ...extra,
  ]);
}

const cvDocumentXml = (): string => DOCUMENT_START + CV_LINES.map(wordParagraph).join('') + DOCUMENT_END;

/**
 * word/document.xml that inflates to `inflatedMb` MB of one text run. Each piece is deflated on
 * its own and ended with a sync flush (byte-aligned, not final), so the pieces concatenate into
 * one valid DEFLATE stream: the 1 MB filler is compressed once and repeated, never allocated whole.
 */
function zipBombDocument(inflatedMb: number, declaredSize?: number): ZipEntry {
  const flushed = (bytes: Uint8Array): Uint8Array => deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const head = utf8(DOCUMENT_START + wordParagraph(CV_LINES[0]) + '<w:p><w:r><w:t>');
  const tail = utf8('</w:t></w:r></w:p>' + DOCUMENT_END);
  const filler = new Uint8Array(MB).fill(0x61); // "aaaa…"
  const fillerDeflated = flushed(filler);
  let crc = crc32(head);
  for (let i = 0; i < inflatedMb; i++) crc = crc32(filler, crc);
  crc = crc32(tail, crc);
  const data = concat([flushed(head), ...Array.from({ length: inflatedMb }, () => fillerDeflated), deflateRawSync(tail)]);
  return { name: 'word/document.xml', data, crc, size: head.length + inflatedMb * MB + tail.length, declaredSize };
}

// ---------------------------------------------------------------------------------------------
// PDF writer: raw syntax, so objects can point anywhere (loops) and streams can be huge

function writePdf(objects: readonly (string | Uint8Array)[], rootId = 1): Uint8Array {
  const parts: Uint8Array[] = [utf8('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let offset = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const bytes = concat([utf8(`${i + 1} 0 obj\n`), typeof body === 'string' ? utf8(body) : body, utf8('\nendobj\n')]);
    parts.push(bytes);
    offset += bytes.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(utf8(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${rootId} 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return concat(parts);
}

function pdfStream(content: string | Uint8Array, dictionary = ''): Uint8Array {
  const data = deflateSync(typeof content === 'string' ? utf8(content) : content);
  return concat([utf8(`<< /Length ${data.length} /Filter /FlateDecode ${dictionary}>>\nstream\n`), data, utf8('\nendstream')]);
}

const pdfString = (text: string): string => `(${text.replace(/[\\()]/g, '\\$&')})`;
const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

function cvPageContent(top = 780): string {
  return CV_LINES.filter(Boolean)
    .map((line, i) => `BT /F1 10 Tf 50 ${top - i * 14} Td ${pdfString(line.replace(/[—·]/g, '-'))} Tj ET`)
    .join('\n');
}

/** `pages` pages, each with the CV text and its page number. Objects: catalog, pages, font, then page + content pairs. */
function manyPagesPdf(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${4 + i * 2} 0 R`).join(' ');
  const objects: (string | Uint8Array)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    HELVETICA,
  ];
  for (let i = 0; i < pages; i++) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
    );
    objects.push(pdfStream(`${cvPageContent()}\nBT /F1 9 Tf 280 30 Td (Page ${i + 1}) Tj ET`));
  }
  return writePdf(objects);
}

/** One page holding `count` separate text items (each placed with its own matrix, far apart). */
export function manyItemsPdf(count: number): Uint8Array {
  const perRow = 400;
  const rows = Math.ceil(count / perRow);
  const ops: string[] = [cvPageContent(rows * 6 + 300), 'BT /F1 4 Tf'];
  for (let i = 0; i < count; i++) ops.push(`1 0 0 1 ${20 + (i % perRow) * 12} ${20 + Math.floor(i / perRow) * 6} Tm (w${i % 10})Tj`);
  ops.push('ET');
  const height = rows * 6 + 520;
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    HELVETICA,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${perRow * 12 + 40} ${height}] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>`,
    pdfStream(ops.join('\n')),
  ]);
}

/** The page tree lists itself as its own kid, and a page's parent points back into the loop. */
function referenceLoopPdf(): Uint8Array {
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R 2 0 R 6 0 R] /Count 3 >>',
    HELVETICA,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
    pdfStream(cvPageContent()),
    '<< /Type /Pages /Parent 6 0 R /Kids [6 0 R] /Count 1 >>',
  ]);
}

/** A form XObject that draws itself (directly and through a second form): endless recursion if followed. */
function selfDrawingFormPdf(): Uint8Array {
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    HELVETICA,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> /XObject << /X1 6 0 R >> >> /Contents 5 0 R >>',
    pdfStream(`${cvPageContent()}\n/X1 Do`),
    pdfStream('/X1 Do /X2 Do', '/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources << /XObject << /X1 6 0 R /X2 7 0 R >> >> '),
    pdfStream('/X1 Do', '/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources << /XObject << /X1 6 0 R >> >> '),
  ]);
}

// ---------------------------------------------------------------------------------------------
// OLE/CFB (.doc) writer: a version-3 container with 512-byte sectors, header fields overridable

const FREESECT = -1;
const ENDOFCHAIN = -2;
const FATSECT = -3;
const SECTOR = 512;

interface CfbHeader {
  fatSectors: number;
  firstDirectorySector: number;
  firstMiniFatSector: number;
  miniFatSectors: number;
  firstDifatSector: number;
  difatSectors: number;
  /** the first 109 FAT sector numbers kept in the header */
  difat: readonly number[];
}

function cfbHeader(h: CfbHeader): Uint8Array {
  const view = new DataView(new ArrayBuffer(SECTOR));
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].forEach((b, i) => view.setUint8(i, b));
  view.setUint16(24, 0x3e, true);
  view.setUint16(26, 3, true);
  view.setUint16(28, 0xfffe, true);
  view.setUint16(30, 9, true); // 512-byte sectors
  view.setUint16(32, 6, true); // 64-byte mini sectors
  view.setInt32(44, h.fatSectors, true);
  view.setInt32(48, h.firstDirectorySector, true);
  view.setUint32(56, 4096, true);
  view.setInt32(60, h.firstMiniFatSector, true);
  view.setInt32(64, h.miniFatSectors, true);
  view.setInt32(68, h.firstDifatSector, true);
  view.setInt32(72, h.difatSectors, true);
  for (let i = 0; i < 109; i++) view.setInt32(76 + i * 4, h.difat[i] ?? FREESECT, true);
  return new Uint8Array(view.buffer);
}

function int32Sector(values: readonly number[], fill = FREESECT): Uint8Array {
  const view = new DataView(new ArrayBuffer(SECTOR));
  for (let i = 0; i < SECTOR / 4; i++) view.setInt32(i * 4, values[i] ?? fill, true);
  return new Uint8Array(view.buffer);
}

interface DirEntry {
  name: string;
  type: 0 | 1 | 2 | 5;
  left?: number;
  right?: number;
  child?: number;
  start?: number;
  size?: number;
}

function directorySector(entries: readonly DirEntry[]): Uint8Array {
  const view = new DataView(new ArrayBuffer(SECTOR));
  for (let i = 0; i < 4; i++) {
    const e = entries[i] ?? { name: '', type: 0 };
    const base = i * 128;
    for (let c = 0; c < e.name.length; c++) view.setUint16(base + c * 2, e.name.charCodeAt(c), true);
    view.setUint16(base + 64, e.name ? (e.name.length + 1) * 2 : 0, true);
    view.setUint8(base + 66, e.type);
    view.setUint8(base + 67, 1); // black
    view.setInt32(base + 68, e.left ?? -1, true);
    view.setInt32(base + 72, e.right ?? -1, true);
    view.setInt32(base + 76, e.child ?? -1, true);
    view.setInt32(base + 116, e.start ?? ENDOFCHAIN, true);
    view.setUint32(base + 120, e.size ?? 0, true);
  }
  return new Uint8Array(view.buffer);
}

/** A Word-like stream sector: the FIB magic, then text, so the file looks like a .doc to a reader. */
function wordSector(): Uint8Array {
  const bytes = new Uint8Array(SECTOR);
  bytes.set([0xec, 0xa5, 0xc1, 0x00]);
  bytes.set(utf8(CV_LINES.join('\r')).subarray(0, SECTOR - 32), 32);
  return bytes;
}

const HEADER_DEFAULTS: CfbHeader = {
  fatSectors: 1,
  firstDirectorySector: 1,
  firstMiniFatSector: ENDOFCHAIN,
  miniFatSectors: 0,
  firstDifatSector: ENDOFCHAIN,
  difatSectors: 0,
  difat: [0],
};

const ROOT_AND_WORD = (wordStart: number, tree: Partial<DirEntry> = {}): DirEntry[] => [
  { name: 'Root Entry', type: 5, child: 1 },
  { name: 'WordDocument', type: 2, start: wordStart, size: 8192, ...tree },
];

/** Sector 0 FAT, 1 directory, 2–3 the WordDocument stream whose chain runs 2 → 3 → 2 → … */
function docFatLoop(): Uint8Array {
  const fat = int32Sector([FATSECT, ENDOFCHAIN, 3, 2]);
  return concat([cfbHeader(HEADER_DEFAULTS), fat, directorySector(ROOT_AND_WORD(2)), wordSector(), wordSector()]);
}

/** The directory's own sector chain loops: 1 → 2 → 1 → … */
function docDirectoryLoop(): Uint8Array {
  const fat = int32Sector([FATSECT, 2, 1, 4, ENDOFCHAIN]);
  const dir = directorySector(ROOT_AND_WORD(3));
  return concat([cfbHeader(HEADER_DEFAULTS), fat, dir, dir, wordSector(), wordSector()]);
}

/** The directory's red-black tree points back at itself: entry 1's left child is entry 2, whose right is 1. */
function docTreeCycle(): Uint8Array {
  const fat = int32Sector([FATSECT, ENDOFCHAIN, 3, ENDOFCHAIN]);
  const entries: DirEntry[] = [...ROOT_AND_WORD(2, { left: 2 }), { name: '1Table', type: 2, start: 3, size: 512, right: 1 }];
  return concat([cfbHeader(HEADER_DEFAULTS), fat, directorySector(entries), wordSector(), wordSector()]);
}

/** 10 KB whose header claims 0x7FFFFFF0 FAT sectors, listed by a DIFAT chain that points at itself. */
function docHugeDifat(): Uint8Array {
  const header = cfbHeader({
    ...HEADER_DEFAULTS,
    fatSectors: 0x7ffffff0,
    firstDifatSector: 1,
    difatSectors: 0x7ffffff0,
    difat: Array(109).fill(0),
  });
  const difat = int32Sector([...Array<number>(127).fill(0), 1]); // last entry: next DIFAT sector = itself
  const fat = int32Sector([FATSECT, -4, ENDOFCHAIN, 4, ENDOFCHAIN]);
  const sectors = [fat, difat, directorySector(ROOT_AND_WORD(3)), wordSector(), wordSector()];
  while (sectors.length < 19) sectors.push(new Uint8Array(SECTOR));
  return concat([header, ...sectors]);
}

// ---------------------------------------------------------------------------------------------
// Text files

const TXT_SIZE = 9_900_000;

function oneLineLetters(): Uint8Array {
  const next = random(13);
  const bytes = new Uint8Array(TXT_SIZE);
  for (let i = 0; i < bytes.length; i++) bytes[i] = 0x61 + Math.floor(next() * 26);
  return bytes;
}

/** Random bytes that are all defined Windows-1252 characters (no NUL, none of 81 8D 8F 90 9D). */
function randomCp1252(): Uint8Array {
  const undefinedBytes = new Set([0x00, 0x81, 0x8d, 0x8f, 0x90, 0x9d]);
  const allowed = Array.from({ length: 256 }, (_, b) => b).filter((b) => !undefinedBytes.has(b));
  const next = random(1252);
  const head = utf8('Curriculum vitae\r\n'); // starts like text, so no binary signature is sniffed by chance
  const bytes = new Uint8Array(TXT_SIZE);
  bytes.set(head);
  for (let i = head.length; i < bytes.length; i++) bytes[i] = allowed[Math.floor(next() * allowed.length)];
  return bytes;
}

/** Lines built to trip regular expressions: long runs of letters, digits, dots, dashes, '@', brackets. */
function regexTorture(): Uint8Array {
  const runs = [
    'a'.repeat(3000),
    '1'.repeat(3000),
    '.'.repeat(3000),
    '-'.repeat(3000),
    '@'.repeat(3000),
    'a.'.repeat(1500),
    'a@'.repeat(1500),
    '1-'.repeat(1500),
    '('.repeat(3000),
    'www.'.repeat(750),
    'a '.repeat(1500),
    '+1 '.repeat(1000),
    'Jan 2020 - '.repeat(300),
    'a-a.'.repeat(750),
  ];
  const lines = [...CV_LINES];
  for (let i = 0; lines.join('\n').length < MB; i++) lines.push(runs[i % runs.length]);
  return utf8(lines.join('\n'));
}

// ---------------------------------------------------------------------------------------------

export const hostileFiles: readonly HostileFile[] = [
  {
    id: 'docx-zip-bomb',
    fileName: 'zip-bomb.docx',
    description: 'DOCX whose word/document.xml inflates to 400 MB (declared honestly in the central directory)',
    build: () => docx(zipBombDocument(400)),
    expect: 'failed',
  },
  {
    id: 'docx-zip-bomb-lying',
    fileName: 'zip-bomb-lying.docx',
    description: 'DOCX whose word/document.xml declares 4 KB but inflates to 400 MB',
    build: () => docx(zipBombDocument(400, 4096)),
    expect: 'failed',
  },
  {
    id: 'docx-many-entries',
    fileName: 'many-entries.docx',
    description: 'DOCX with 10,000 tiny entries beside a valid document',
    build: () => {
      const empty = deflatedEntry('x', new Uint8Array(0));
      const extra = Array.from({ length: 10_000 }, (_, i) => ({ ...empty, name: `word/media/e${i}.bin` }));
      return docx(utf8(cvDocumentXml()), extra);
    },
    expect: 'failed',
  },
  {
    id: 'docx-xxe',
    fileName: 'xxe.docx',
    description: 'DOCX whose document.xml declares an external entity reading /etc/passwd',
    build: () =>
      docx(
        utf8(
          cvDocumentXml()
            .replace('<w:document', '<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<w:document')
            .replace('</w:body>', '<w:p><w:r><w:t>&xxe;</w:t></w:r></w:p></w:body>'),
        ),
      ),
    expect: 'failed',
  },
  {
    id: 'docx-billion-laughs',
    fileName: 'billion-laughs.docx',
    description: 'DOCX whose document.xml nests entities ten deep (10^9 "lol"s if expanded)',
    build: () => {
      const entities = [
        '<!ENTITY lol0 "lol">',
        ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`),
      ];
      const xml = cvDocumentXml()
        .replace('<w:document', `<!DOCTYPE w:document [${entities.join('')}]>\n<w:document`)
        .replace('</w:body>', '<w:p><w:r><w:t>&lol9;</w:t></w:r></w:p></w:body>');
      return docx(utf8(xml));
    },
    expect: 'failed',
  },
  {
    id: 'docx-100k-paragraphs',
    fileName: '100k-paragraphs.docx',
    description: 'DOCX with 100,000 short paragraphs after the CV (7.5 MB of document.xml)',
    build: () => {
      const filler = Array.from({ length: 100_000 }, (_, i) => wordParagraph(`Item ${i}: managed a team`)).join('');
      return docx(utf8(DOCUMENT_START + CV_LINES.map(wordParagraph).join('') + filler + DOCUMENT_END));
    },
    expect: 'failed',
  },
  {
    id: 'pdf-2000-pages',
    fileName: '2000-pages.pdf',
    description: 'PDF with 2,000 pages of CV text',
    build: () => manyPagesPdf(2000),
    expect: 'analyzed',
  },
  {
    id: 'pdf-200k-items',
    fileName: '200k-items.pdf',
    description: 'valid one-page PDF with 200,000 separate text items below the CV text',
    build: () => manyItemsPdf(200_000),
    expect: 'analyzed',
  },
  {
    id: 'pdf-reference-loop',
    fileName: 'reference-loop.pdf',
    description: 'PDF whose page tree contains itself and a node that is its own parent',
    build: referenceLoopPdf,
    expect: 'failed',
  },
  {
    id: 'pdf-self-drawing-form',
    fileName: 'self-drawing-form.pdf',
    description: 'PDF whose form XObject draws itself, directly and through a second form',
    build: selfDrawingFormPdf,
    expect: 'analyzed',
  },
  {
    id: 'txt-one-line',
    fileName: 'one-line.txt',
    description: '9.9 MB text of one line: letters only, no spaces, no @',
    build: oneLineLetters,
    expect: 'analyzed',
  },
  {
    id: 'txt-random-cp1252',
    fileName: 'random-cp1252.txt',
    description: '9.9 MB of random bytes that are all valid Windows-1252 characters (not UTF-8), no NUL',
    build: randomCp1252,
    expect: 'analyzed',
  },
  {
    id: 'txt-regex-torture',
    fileName: 'regex-torture.txt',
    description: '1 MB CV text followed by 3,000-character runs of letters, digits, dots, dashes, @, brackets',
    build: regexTorture,
    expect: 'analyzed',
  },
  {
    id: 'doc-fat-loop',
    fileName: 'fat-loop.doc',
    description: 'Word 97 container whose WordDocument stream chain loops between two sectors',
    build: docFatLoop,
    expect: 'failed',
  },
  {
    id: 'doc-directory-loop',
    fileName: 'directory-loop.doc',
    description: 'Word 97 container whose directory sector chain loops',
    build: docDirectoryLoop,
    expect: 'failed',
  },
  {
    id: 'doc-tree-cycle',
    fileName: 'tree-cycle.doc',
    description: 'Word 97 container whose directory tree (left/right siblings) forms a cycle',
    build: docTreeCycle,
    expect: 'failed',
  },
  {
    id: 'doc-huge-difat',
    fileName: 'huge-difat.doc',
    description: '10 KB Word 97 container whose header claims 0x7FFFFFF0 FAT sectors, with a DIFAT chain pointing at itself',
    build: docHugeDifat,
    expect: 'failed',
  },
];
