/**
 * Debian's Tesseract as the reader's OCR (tesseract-ocr.ts): the language pass and the page
 * segmentation it chooses. Skipped where Tesseract is not installed (CI installs it).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { degrees, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { hocrPlainText } from '@/engine/cv/read/hocr';
import { tesseractOcr } from './tesseract-ocr';

const SCANS = path.resolve(import.meta.dirname, '../../../../tests/fixtures/cv-samples/scans');

function hasTesseract(): boolean {
  try {
    execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!hasTesseract())('Tesseract OCR', () => {
  it('reads a German photo with the German data (umlauts kept), not with English alone', async () => {
    const page = await tesseractOcr.recognizeImage(
      new Uint8Array(fs.readFileSync(path.join(SCANS, 'de-marketing-sidebar-photo.jpg'))),
      'jpg',
    );
    const text = page && 'hocr' in page ? hocrPlainText(page.hocr) : '';
    expect(text).toContain('Katharina Vogelsang');
    expect(text).toMatch(/Universität Passau/);
  });

  it('reads a scanned page that lies upside down (orientation detection after a first pass finds no language)', async () => {
    const pdf = await PDFDocument.load(fs.readFileSync(path.join(SCANS, 'en-uk-software-engineer-scan.pdf')));
    pdf.getPage(0).setRotation(degrees(180));
    const pages = await tesseractOcr.recognizePdf(await pdf.save(), 1);
    expect(pages).toHaveLength(1);
    const text = pages && 'hocr' in pages[0] ? hocrPlainText(pages[0].hocr) : '';
    expect(text).toContain('Oliver Pennington');
    expect(text).toMatch(/SUMMARY/);
  });
});
