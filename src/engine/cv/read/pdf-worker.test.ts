// The PDF reader tells bold runs by the font's real name, which pdf.js's text styles carry once
// pdf-worker.ts has installed its one-line change (issue 14's speed work): the change must still
// apply to the installed pdf.js, and bold must come out the same as through the operator list.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts, setCharacterSpacing } from 'pdf-lib';
import { GAP_SITE, installFontNamingWorker, STYLE_SITE, withFontNames } from './pdf-worker';
import { readDocument } from './read-document';

const samples = path.join(__dirname, '../../../../tests/fixtures/cv-samples');

describe('the font-naming pdf.js worker', () => {
  it('applies to the installed pdf.js: its text styles have the spot exactly once', () => {
    const source = fs.readFileSync(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'), 'utf8');
    const changed = withFontNames(source);
    expect(changed).toBeDefined();
    expect(changed).toContain('fontName: font.name,');
    // and the word gap of letter-spaced type: the spot is there once, and is changed
    expect(source.split(GAP_SITE).length).toBe(2);
    expect(changed!.split(GAP_SITE).length).toBe(1);
  });

  it('keeps the words of a name set in spaced capitals', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    // CSS letter-spacing / Word's expanded spacing: the same extra space after every glyph
    page.pushOperators(setCharacterSpacing(3));
    page.drawText("RHYS O'BRIEN", { x: 60, y: 760, size: 22, font });
    page.pushOperators(setCharacterSpacing(0));
    ['Electrician', 'Manchester · r.obrien@example.com', 'Work experience', 'Site Electrician, Leeds Build Ltd, 2017 – 2020'].forEach((text, i) =>
      page.drawText(text, { x: 60, y: 720 - i * 16, size: 10, font }),
    );
    const read = await readDocument(await pdf.save(), { fileName: 'cv.pdf' });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.document.lines[0].text).toBe("RHYS O'BRIEN");
    expect(read.document.lines[1].text).toBe('Electrician');
  });

  it('changes nothing when the spot is missing or ambiguous', () => {
    expect(withFontNames('no such line')).toBeUndefined();
    expect(withFontNames(`${STYLE_SITE}\n${STYLE_SITE}`)).toBeUndefined();
  });

  it('is installed, and a PDF whose headings and titles are set in a bold font reads them as bold', async () => {
    expect(await installFontNamingWorker()).toBe(true);
    const read = await readDocument(new Uint8Array(fs.readFileSync(path.join(samples, 'en-uk-software-engineer.pdf'))), { fileName: 'cv.pdf' });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const bold = read.document.lines.filter((l) => l.bold).map((l) => l.text);
    expect(bold.length).toBeGreaterThan(3);
    // body text is not bold
    expect(read.document.lines.filter((l) => !l.bold).length).toBeGreaterThan(bold.length);
  });
});
