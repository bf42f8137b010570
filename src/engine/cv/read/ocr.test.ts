// The purity rule is for engine code; this test reads the shared sample files from disk.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { samplePath } from '../../../../tests/support/cv-samples';
import type { OcrEngine } from './ocr';
import { ocrTextToLines } from './ocr';
import { analyzeDocument } from '../analyze-cv';
import { readDocument } from './read-document';
import { sniffFormat } from './sniff-format';

const PAGE = `Oliver Pennington

Senior Software Engineer - Bristol, UK - 07700 900123

EXPERIENCE

Senior Software Engineer Mar 2021 - Present
e Lead engineer for the customer-facing reporting product.
« Moved 14 services to AWS ECS with Terraform.
s Adobe Photoshop
`;

/** A stand-in for Tesseract: returns fixed text and records what it was asked. */
function fakeOcr(text: string | undefined): OcrEngine & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    recognizeImage: (_bytes, kind) => {
      calls.push(`image:${kind}`);
      return Promise.resolve(text === undefined ? undefined : { text });
    },
    recognizePdf: (_bytes, maxPages) => {
      calls.push(`pdf:${maxPages}`);
      return Promise.resolve(text === undefined ? undefined : [{ text }, { text }]);
    },
  };
}

const sample = (name: string): Uint8Array => new Uint8Array(readFileSync(samplePath(name)));

describe('OCR text → lines', () => {
  it('keeps lines, drops bullets read as letters, finds capitalised headings, marks every line', () => {
    const lines = ocrTextToLines([PAGE]);
    expect(lines.map((l) => l.text)).toEqual([
      'Oliver Pennington',
      'Senior Software Engineer - Bristol, UK - 07700 900123',
      'EXPERIENCE',
      'Senior Software Engineer Mar 2021 - Present',
      'Lead engineer for the customer-facing reporting product.',
      'Moved 14 services to AWS ECS with Terraform.',
      'Adobe Photoshop',
    ]);
    expect(lines.find((l) => l.text === 'EXPERIENCE')?.heading).toBe(true);
    expect(lines.every((l) => l.ocr === true && l.page === 1)).toBe(true);
  });

  it("lowers the extraction's confidence", () => {
    const lines = ocrTextToLines([`${PAGE}\nBrightwater Analytics Ltd, Bristol\noliver@example.com`]);
    const printed = analyzeDocument({ format: 'txt', pages: 1, lines: lines.map((l) => ({ ...l, ocr: undefined })), warnings: [] });
    const scanned = analyzeDocument({ format: 'pdf', pages: 1, lines, warnings: [] });
    expect(scanned.personalInfo.confidence!.name).toBeLessThan(printed.personalInfo.confidence!.name);
    expect(scanned.experience[0].confidence).toBeLessThan(printed.experience[0].confidence!);
  });

  it('glues an e-mail address wrapped in a narrow column, and nothing else', () => {
    const lines = ocrTextToLines(['KONTAKT\nkatharina.vogelsang@exam\nple.com\nanna@example.com\nexample.org']);
    expect(lines.map((l) => l.text)).toEqual(['KONTAKT', 'katharina.vogelsang@example.com', 'anna@example.com', 'example.org']);
  });

  it('an e-mail address whose "@" was read as "Q" or "©" gets it back (a word with a capital Q stays); a speck after a heading goes', () => {
    const lines = ocrTextToLines(['johan.lindqvistQexample.com\nAdres e-mail: k.wawrzyniakQ example.com\nmarie©example.fr\nQuality Manager at Qatar Airways\nARBETSLIVSERFARENHET .\nFORMATION.']);
    expect(lines.map((l) => l.text)).toEqual(['johan.lindqvist@example.com', 'Adres e-mail: k.wawrzyniak@example.com', 'marie@example.fr', 'Quality Manager at Qatar Airways', 'ARBETSLIVSERFARENHET', 'FORMATION']);
  });

  it('rating dots read as letters separate the items they stood between; a contact line\'s separator glyphs read as "*" or "+" separate its items', () => {
    const lines = ocrTextToLines([
      'Stazione totale eeeee GNSS RTK eeeeo Laser scanner 3D eee00\nQGIS e6600\n27 rue Duguesclin, 69006 Lyon * 06 39 98 41 27 + Permis B\nRossi e Bianchi, Geometra * Perugia',
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'Stazione totale\tGNSS RTK\tLaser scanner 3D',
      'QGIS',
      '27 rue Duguesclin, 69006 Lyon | 06 39 98 41 27 | Permis B',
      'Rossi e Bianchi, Geometra * Perugia',
    ]);
  });

  it('a photo of a two-column CV: the name read after the sidebar, over two lines, is still found', () => {
    const lines = ocrTextToLines([
      'CONTACTO\n\n+34 655 010 388\nmcarmen.ruiz@example.com\nCalle Feria 112\n41002 Sevilla\nFecha de nacimiento:\n09/11/1990\n\nHABILIDADES\n\nGestión de equipos\nVisual merchandising\nControl de inventario\n\nOTROS DATOS\n\nCarné de conducir B\nDisponibilidad inmediata\n\nMaría del Carmen\nRuiz Ortega\n\nENCARGADA DE TIENDA\n\nEncargada con más de diez años en comercio textil.\n\nEXPERIENCIA PROFESIONAL\n\nEncargada de tienda\nModas Giralda S.L. - Sevilla - mayo 2019 - actualidad',
    ]);
    expect(analyzeDocument({ format: 'jpg', pages: 1, lines, warnings: [] }).personalInfo.name).toBe('María del Carmen Ruiz Ortega');
  });

  it('square bullets read as "m", "mw" or "a", or glued to their word as "«", go; words that start a line stay', () => {
    const lines = ocrTextToLines(['m Moodle\nmw Team supervision\na MS Project\n«TypeScript\n@ Fault finding\nv Farmacovigilență\nManaged a team of six\nm²-Preise']);
    expect(lines.map((l) => l.text)).toEqual(['Moodle', 'Team supervision', 'MS Project', 'TypeScript', 'Fault finding', 'Farmacovigilență', 'Managed a team of six', 'm²-Preise']);
  });

  it('a legal form whose letter o was read as a zero gets it back, other zeros stay; a middle dot read as "©" is a dot again', () => {
    const lines = ocrTextToLines(['Kodeo Sp. z 0.0., Wrocław\nStavby Morava s.r.0.\nBudget 0.0.5 %\nNederlands — moedertaal © Engels — goed\nA Av. del Puerto 211, 46023 Valencia\nA Coruña']);
    expect(lines.map((l) => l.text)).toEqual(['Kodeo Sp. z o.o., Wrocław', 'Stavby Morava s.r.o.', 'Budget 0.0.5 %', 'Nederlands — moedertaal · Engels — goed', 'Av. del Puerto 211, 46023 Valencia', 'A Coruña']);
  });

  it('numbers the pages', () => {
    expect(ocrTextToLines(['Page one text', 'Page two text']).map((l) => l.page)).toEqual([1, 2]);
  });
});

describe('scans and photos through readDocument', () => {
  const photo = sample('scans/de-marketing-sidebar-photo.jpg');

  it('a JPEG photo is typed by content and read with the OCR it is given, with a warning', async () => {
    expect(await sniffFormat(photo, { fileName: 'cv.pdf' })).toEqual({ ok: true, format: 'jpg' });
    const ocr = fakeOcr(PAGE);
    const result = await readDocument(photo, { fileName: 'photo' }, { ocr });
    expect(ocr.calls).toEqual(['image:jpg']);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.document.format).toBe('jpg');
    expect(result.document.warnings.join(' ')).toMatch(/OCR/);
  });

  it('a PDF without a text layer is read with OCR, page by page; a PDF with text never is', async () => {
    const ocr = fakeOcr(PAGE);
    const scan = await readDocument(sample('scans/en-uk-software-engineer-scan.pdf'), { fileName: 'scan.pdf' }, { ocr });
    expect(ocr.calls).toEqual(['pdf:4']);
    expect(scan.ok && scan.document.lines.filter((l) => l.page === 2).length).toBeGreaterThan(0);
    const text = await readDocument(sample('en-uk-software-engineer.pdf'), { fileName: 'cv.pdf' }, { ocr });
    expect(text.ok && text.document.lines.some((l) => l.ocr)).toBe(false);
    expect(ocr.calls).toHaveLength(1);
  });

  it('without OCR installed, the clear "no text" messages stay', async () => {
    const image = await readDocument(photo, { fileName: 'cv.jpg' }, { ocr: fakeOcr(undefined) });
    expect(image).toMatchObject({ ok: false, error: { code: 'NO_TEXT_LAYER', message: expect.stringMatching(/image/) as unknown } });
    const pdf = await readDocument(sample('bad/scanned-image-only.pdf'), { fileName: 'scan.pdf' });
    expect(pdf).toMatchObject({ ok: false, error: { code: 'NO_TEXT_LAYER', message: expect.stringMatching(/scan/) as unknown } });
  });

  it('OCR that finds next to nothing, or fails, ends as NO_TEXT_LAYER', async () => {
    expect(await readDocument(photo, {}, { ocr: fakeOcr('~ ,. ii') })).toMatchObject({ ok: false, error: { code: 'NO_TEXT_LAYER' } });
    const failing: OcrEngine = { recognizeImage: () => Promise.reject(new Error('timeout')), recognizePdf: () => Promise.reject(new Error('timeout')) };
    expect(await readDocument(photo, {}, { ocr: failing })).toMatchObject({ ok: false, error: { code: 'NO_TEXT_LAYER' } });
  });
});
