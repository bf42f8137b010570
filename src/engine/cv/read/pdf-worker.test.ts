// The PDF reader tells bold runs by the font's real name, which pdf.js's text styles carry once
// pdf-worker.ts has installed its one-line change (issue 14's speed work): the change must still
// apply to the installed pdf.js, and bold must come out the same as through the operator list.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installFontNamingWorker, STYLE_SITE, withFontNames } from './pdf-worker';
import { readDocument } from './read-document';

const samples = path.join(__dirname, '../../../../tests/fixtures/cv-samples');

describe('the font-naming pdf.js worker', () => {
  it('applies to the installed pdf.js: its text styles have the spot exactly once', () => {
    const source = fs.readFileSync(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'), 'utf8');
    const changed = withFontNames(source);
    expect(changed).toBeDefined();
    expect(changed!.length - source.length).toBe(' fontName: font.name,'.length);
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
