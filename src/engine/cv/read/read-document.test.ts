// The purity rule is for engine code; this test reads the shared sample files from disk.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDocument } from './read-document';
import type { Line, ReadDocument } from './types';
import { samplePath } from '../../../../tests/support/cv-samples';

function bytesOf(name: string): Uint8Array {
  return new Uint8Array(readFileSync(samplePath(name)));
}

function truthName(name: string): string {
  const truth = JSON.parse(readFileSync(samplePath(name.replace(/\.\w+$/, '.truth.json')), 'utf8')) as {
    contact: { full_name: string };
  };
  return truth.contact.full_name;
}

async function read(name: string): Promise<ReadDocument> {
  const result = await readDocument(bytesOf(name), { fileName: name });
  if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`);
  return result.document;
}

const norm = (s: string) => s.normalize('NFC').toLowerCase();
const findLine = (doc: ReadDocument, pattern: RegExp): Line | undefined => doc.lines.find((l) => pattern.test(l.text));

/** The lines of the given column form one contiguous run: the columns never interleave. */
function expectContiguous(doc: ReadDocument, column: Line['column']) {
  const idx = doc.lines.flatMap((l, i) => (l.column === column ? [i] : []));
  expect(idx.length).toBeGreaterThan(5);
  expect(idx[idx.length - 1] - idx[0] + 1).toBe(idx.length);
}

const SAMPLES_EXPECT: { file: string; format: string; heading: RegExp; dateLine: RegExp }[] = [
  { file: 'en-uk-software-engineer.pdf', format: 'pdf', heading: /^EXPERIENCE$/, dateLine: /^Senior Software Engineer\tMar 2021 – Present$/ },
  { file: 'de-marketing-sidebar.pdf', format: 'pdf', heading: /^BERUFLICHE STATIONEN$/, dateLine: /^seit 04\/2021$/ },
  { file: 'fr-data-scientist-sidebar.pdf', format: 'pdf', heading: /^Expérience professionnelle$/, dateLine: /\tdepuis mars 2020$/ },
  { file: 'es-project-manager-twocol.pdf', format: 'pdf', heading: /^EXPERIENCIA LABORAL$/, dateLine: /abr\. 2019 – actualidad$/ },
  { file: 'en-designer-photo-icons.pdf', format: 'pdf', heading: /^\S+ EXPERIENCE$/, dateLine: /Aug 2020 – Present$/ },
  { file: 'en-pl-graduate.pdf', format: 'pdf', heading: /^EDUCATION$/, dateLine: /^Junior QA Engineer\tJul 2024 – Present$/ },
  { file: 'nl-hr-businesspartner.pdf', format: 'pdf', heading: /^Werkervaring$/, dateLine: /Grachtenbank N\.V\.\tsep 2019 – heden$/ },
  { file: 'it-contabile.docx', format: 'docx', heading: /^Esperienza professionale$/, dateLine: /^Gennaio 2019 – in corso$/ },
  { file: 'nl-projectmanager-table.docx', format: 'docx', heading: /^Werkervaring$/, dateLine: /^mei 2018 – heden$/ },
  { file: 'de-geschaeftsfuehrer-legacy.doc', format: 'doc', heading: /^Berufliche Laufbahn$/, dateLine: /^01\/2016 - heute$/ },
  { file: 'en-hospitality-to-ux.txt', format: 'txt', heading: /^EXPERIENCE$/, dateLine: /\tJan 2023 - Present$/ },
  { file: 'fr-kinesitherapeute.txt', format: 'txt', heading: /^EXPÉRIENCE PROFESSIONNELLE$/, dateLine: /^Depuis janvier 2019\t/ },
];

describe('readDocument on the sample CVs', () => {
  for (const s of SAMPLES_EXPECT) {
    it(`${s.file}: format, experience heading, name, date range on one line`, async () => {
      const doc = await read(s.file);
      expect(doc.format).toBe(s.format);
      expect(doc.pages).toBeGreaterThanOrEqual(1);
      expect(findLine(doc, s.heading)?.heading).toBe(true);
      const name = norm(truthName(s.file));
      expect(doc.lines.some((l) => norm(l.text).includes(name))).toBe(true);
      expect(findLine(doc, s.dateLine)).toBeDefined();
      expect(doc.lines.every((l) => l.text === l.text.trim() && l.text !== '')).toBe(true);
    });
  }
});

describe('two-column and sidebar PDFs', () => {
  it('right sidebar (de): sidebar is one block after the main column, with its headings', async () => {
    const doc = await read('de-marketing-sidebar.pdf');
    expectContiguous(doc, 'side');
    expectContiguous(doc, 'main');
    const side = doc.lines.filter((l) => l.column === 'side');
    expect(side.filter((l) => l.heading).map((l) => l.text)).toEqual(['KONTAKT', 'KOMPETENZEN', 'SPRACHEN']);
    expect(findLine(doc, /^Marketing Managerin$/)?.column).toBe('main');
    // a wrapped e-mail address is glued back without a space
    expect(findLine(doc, /^katharina\.vogelsang@example\.com$/)?.column).toBe('side');
    expect(findLine(doc, /^SEO \/ SEA$/)?.heading).toBe(false);
  });

  it('left sidebar (fr): sidebar first, job title lines hold no sidebar words', async () => {
    const doc = await read('fr-data-scientist-sidebar.pdf');
    expectContiguous(doc, 'side');
    expect(doc.lines[0].column).toBe('side');
    expect(findLine(doc, /^COMPÉTENCES TECHNIQUES$/)?.heading).toBe(true);
    const title = findLine(doc, /^Data Scientist Senior/);
    expect(title?.column).toBe('main');
    expect(title?.text).not.toMatch(/COORDONN|Nantes|Python/);
    expect(findLine(doc, /^Antoine Mercier$/)?.heading).toBe(true);
  });

  it('main + right column (es): header band first, then main, then side', async () => {
    const doc = await read('es-project-manager-twocol.pdf');
    expect(doc.lines[0].column).toBe('full');
    expectContiguous(doc, 'main');
    expectContiguous(doc, 'side');
    expect(findLine(doc, /^IDIOMAS$/)?.column).toBe('side');
    expect(findLine(doc, /^Project Manager$/)?.column).toBe('main');
  });

  it('icons and letter-spaced headings (designer): collapsed headings, stars on their label line', async () => {
    const doc = await read('en-designer-photo-icons.pdf');
    expectContiguous(doc, 'side');
    const headings = doc.lines.filter((l) => l.heading).map((l) => l.text);
    expect(headings).toEqual(expect.arrayContaining(['✎ EXPERIENCE', '✉ EDUCATION', '☎ CONTACT', '★ SKILLS', '⚐ LANGUAGES']));
    expect(findLine(doc, /^Swedish ★★★★☆$/)?.column).toBe('side');
    expect(findLine(doc, /After Effects\.$/)).toBeDefined(); // a ligature split into runs is rejoined
  });

  it('single-column PDFs stay full width; a sub-list in two columns is not taken for a sidebar', async () => {
    const doc = await read('nl-hr-businesspartner.pdf');
    expect(doc.lines.every((l) => l.column === 'full')).toBe(true);
    expect(findLine(doc, /^Verzuimbeleid\tWerving en selectie$/)).toBeDefined();
  });
});

describe('DOCX structure', () => {
  it('tables: one line per cell paragraph, rows in order, dates before title', async () => {
    const doc = await read('nl-projectmanager-table.docx');
    const date = doc.lines.findIndex((l) => l.text === 'mei 2018 – heden');
    expect(doc.lines[date].table).toMatchObject({ row: 0, cell: 0 });
    expect(doc.lines[date + 1]).toMatchObject({ text: 'Projectmanager Infrastructuur', bold: true, table: { row: 0, cell: 1 } });
    expect(doc.lines[date + 2].text).toBe('Bouwbedrijf De Eemlanden B.V., Amersfoort');
  });

  it('flowing text: h-styles are headings, a <br> splits title and dates', async () => {
    const doc = await read('it-contabile.docx');
    expect(findLine(doc, /^Marco Bellandi$/)?.heading).toBe(true);
    expect(findLine(doc, /^Responsabile Amministrativo — Officine Emiliane/)?.heading).toBe(false);
    expect(findLine(doc, /^Competenze$/)?.heading).toBe(true);
  });
});

describe('bad files get their own error', () => {
  const cases: [string, string][] = [
    ['bad/empty.pdf', 'EMPTY_FILE'],
    ['bad/encrypted.pdf', 'PASSWORD_PROTECTED'],
    ['bad/renamed-text.docx', 'UNSUPPORTED_TYPE'],
    ['bad/scanned-image-only.pdf', 'NO_TEXT_LAYER'],
    ['bad/truncated.pdf', 'CORRUPT_FILE'],
  ];
  for (const [file, code] of cases) {
    it(`${file} → ${code}`, async () => {
      const result = await readDocument(bytesOf(file), { fileName: file.split('/')[1] });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.code).toBe(code);
      expect(result.error.message.length).toBeGreaterThan(30);
    });
  }

  it('the renamed text file says what it claims to be', async () => {
    const result = await readDocument(bytesOf('bad/renamed-text.docx'), { fileName: 'cv.docx' });
    expect(!result.ok && result.error.message).toMatch(/named \.docx but is not a Word document/);
  });

  it('the type comes from the content: a real DOCX named .txt still reads as DOCX', async () => {
    const result = await readDocument(bytesOf('it-contabile.docx'), { fileName: 'cv.txt' });
    expect(result.ok && result.document.format).toBe('docx');
  });

  it('binary junk is unsupported, a truncated DOCX is corrupt', async () => {
    const junk = await readDocument(new Uint8Array([0, 1, 2, 3, 0, 255, 0, 7, 9, 0]));
    expect(!junk.ok && junk.error.code).toBe('UNSUPPORTED_TYPE');
    const docx = bytesOf('it-contabile.docx');
    const cut = await readDocument(docx.subarray(0, Math.floor(docx.length * 0.6)), { fileName: 'cv.docx' });
    expect(!cut.ok && cut.error.code).toBe('CORRUPT_FILE');
  });
});

describe('plain text decoding', () => {
  const cv = 'EXPERIENCE\nChef de projet, Société Générale\t2019 - 2023\nJe gère une équipe de cinq personnes.\n';

  it('Windows-1252 bytes (0xE9 for é) fall back and are decoded', async () => {
    const bytes = Uint8Array.from([...cv].map((c) => c.charCodeAt(0)));
    expect(bytes.includes(0xe9)).toBe(true);
    const result = await readDocument(bytes, { fileName: 'cv.txt' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document.lines.map((l) => l.text)).toContain('Je gère une équipe de cinq personnes.');
    expect(result.document.warnings[0]).toMatch(/Windows-1252/);
  });

  it('Central European and Baltic code pages are told from the Western one by the words each spells', async () => {
    const encode = (text: string, table: Record<string, number>) => Uint8Array.from([...text].map((c) => table[c] ?? c.charCodeAt(0)));
    // Windows-1250: ř 0xF8, č 0xE8, ě 0xEC, á 0xE1, í 0xED; Windows-1257: ė 0xEB, ų 0xF8, š 0xF0, ū 0xFB
    const filler = 'Pracovní zkušenosti a vzdělání v oboru prodeje a obsluhy zákazníků.\n'.repeat(3);
    const czech = encode(`Šárka Dvořáková\nProdavačka, Plzeň\nVzdělání\n${filler}`, { Š: 0x8a, á: 0xe1, ř: 0xf8, č: 0xe8, ň: 0xf2, ě: 0xec, í: 0xed });
    const lithuanian = encode(`Rūta Kazlauskienė\nVadybininkė, Kaunas\nPatirtis: pardavimų vadovė\n${'Darbo patirtis prekybos ir klientu aptarnavimo srityje.\n'.repeat(3)}`, { ū: 0xfb, ė: 0xeb, ų: 0xf8 });
    const read = async (bytes: Uint8Array) => {
      const result = await readDocument(bytes, { fileName: 'cv.txt' });
      return result.ok ? { lines: result.document.lines.map((l) => l.text), warning: result.document.warnings[0] } : null;
    };
    expect((await read(czech))?.lines).toContain('Šárka Dvořáková');
    expect((await read(czech))?.warning).toMatch(/Windows-1250/);
    expect((await read(lithuanian))?.lines).toContain('Rūta Kazlauskienė');
    expect((await read(lithuanian))?.warning).toMatch(/Windows-1257/);
    // Catalan in Windows-1252: è and ò would read as Czech č and ň in 1250, but only 1252 spells "Adreça" too
    const catalan = encode(`Josep Maria Ferré i Vidal\nAdreça: Carrer Major 3, Reus\nTelèfon: 977 555 318 / mòbil 639 555 204\nEXPERIÈNCIA PROFESSIONAL\n${'Residència per a la gent gran, cuina i organització.\n'.repeat(3)}`, { è: 0xe8, ò: 0xf2, é: 0xe9, ç: 0xe7, ó: 0xf3, È: 0xc8 });
    expect((await read(catalan))?.lines).toContain('EXPERIÈNCIA PROFESSIONAL');
    expect((await read(catalan))?.warning).toMatch(/Windows-1252/);
    // ISO-8859-2 (Latin-2): ľ 0xB5, š 0xB9, ť 0xBB, Ľ 0xA5 (in Windows-1250 these are µ, ą, », Ą)
    const slovak = encode(`Zuzana Ľuptáková\nUčiteľka, Košice\nŠkolská koordinátorka\n${'Vyučovanie slovenčiny, práca s deťmi, ľudové tradície.\n'.repeat(3)}`, { Ľ: 0xa5, ľ: 0xb5, š: 0xb9, Š: 0xa9, ť: 0xbb, á: 0xe1, č: 0xe8, ý: 0xfd, é: 0xe9, í: 0xed, ó: 0xf3, ú: 0xfa });
    expect((await read(slovak))?.lines).toContain('Zuzana Ľuptáková');
    expect((await read(slovak))?.warning).toMatch(/ISO-8859-2/);
    // Windows-1251 (Cyrillic) and Windows-1253 (Greek), whose letters read as Western accents make no word
    const cyrillic = new Uint8Array([...'Стоян Петков\nАвтомонтьор, Пловдив\nТрудов стаж в сервиз за леки автомобили.\n'].map((c) => (c < '\x80' ? c.charCodeAt(0) : c === 'Ё' ? 0xa8 : c === 'ё' ? 0xb8 : c.charCodeAt(0) - 0x410 + 0xc0)));
    expect((await read(cyrillic))?.lines).toContain('Стоян Петков');
    expect((await read(cyrillic))?.warning).toMatch(/Windows-1251/);
    const greek = new Uint8Array([...'Μαρία Παπαδοπούλου\nΜάγειρας, Ηράκλειο\nΕπαγγελματική εμπειρία σε ξενοδοχεία.\n'].map((c) => (c < '\x80' ? c.charCodeAt(0) : ({ ά: 0xdc, έ: 0xdd, ή: 0xde, ί: 0xdf, ό: 0xfc, ύ: 0xfd, ώ: 0xfe, ς: 0xf2 } as Record<string, number>)[c] ?? c.charCodeAt(0) - 0x391 + 0xc1)));
    expect((await read(greek))?.lines).toContain('Μαρία Παπαδοπούλου');
    expect((await read(greek))?.warning).toMatch(/Windows-1253/);
  });

  it('UTF-8 with a BOM and CRLF endings: no BOM in the text, headings found', async () => {
    const body = new TextEncoder().encode(cv.replace(/\n/g, '\r\n') + 'EDUCATION\r\n=========\r\nUniversité de Lyon\r\n');
    const result = await readDocument(new Uint8Array([0xef, 0xbb, 0xbf, ...body]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { lines, warnings } = result.document;
    expect(lines[0]).toMatchObject({ text: 'EXPERIENCE', heading: true });
    expect(lines.find((l) => l.text === 'EDUCATION')?.heading).toBe(true);
    expect(lines.some((l) => /=|\r/.test(l.text))).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('text that also fits a weak binary signature (MPEG-TS: "G" every 188 bytes) is text; the binary is not', async () => {
    // "GYVENIMO APRAŠYMAS" (Lithuanian for CV) opens with the sync byte; put a "G" where the next packet would start
    let text = 'GYVENIMO APRAŠYMAS\nMonika Petrauskaitė\nViešbučio direktorė\n\nKONTAKTAI\n';
    const bytesBefore = (t: string) => new TextEncoder().encode(t).length;
    while (bytesBefore(text) < 188) text += 'x';
    text = `${text.slice(0, -1)}\nGeležinkelio g. 5, Vilnius\nDARBO PATIRTIS\n2019 – 2024 Direktorė, UAB Viešbutis\n`;
    const bytes = new TextEncoder().encode(text);
    const result = await readDocument(bytes, { fileName: 'cv.txt' });
    expect(result.ok && result.document.format).toBe('txt');
    const packets = new Uint8Array(188 * 4).map((_, i) => (i % 188 === 0 ? 0x47 : (i * 37) % 256));
    const binary = await readDocument(packets, { fileName: 'cv.txt' });
    expect(!binary.ok && binary.error.code).toBe('UNSUPPORTED_TYPE');
  });

  it('a text file named .pdf is rejected as a renamed file', async () => {
    const result = await readDocument(new TextEncoder().encode(cv), { fileName: 'my-cv.pdf' });
    expect(!result.ok && result.error).toMatchObject({ code: 'UNSUPPORTED_TYPE' });
    expect(!result.ok && result.error.message).toMatch(/named \.pdf but is not a PDF/);
  });

  it('a few words are too little text for a CV', async () => {
    const result = await readDocument(new TextEncoder().encode('hello'));
    expect(!result.ok && result.error.code).toBe('TOO_LITTLE_TEXT');
  });
});
