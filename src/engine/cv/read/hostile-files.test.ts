/**
 * The hostile uploads (tests/support/hostile-files.ts) through readDocument: each is refused with
 * its own message, or read within the limits (limits.ts) — never a crash, a hang or a heap blown
 * up. Files the upload refuses (4xx) are checked with sniffFormat, as the upload route does.
 */
import { describe, expect, it } from 'vitest';
import { hostileFiles } from '../../../../tests/support/hostile-files';
import { MAX_DOCUMENT_CHARS, MAX_LINE_CHARS, MAX_PDF_PAGES, MAX_ZIP_INFLATED_BYTES } from './limits';
import { readDocument } from './read-document';
import { sniffFormat } from './sniff-format';
import type { ReadErrorCode } from './types';

/** The error each refused file must get; anything else failing would be a different, unplanned path. */
const EXPECTED_CODE: Record<string, ReadErrorCode> = {
  'docx-zip-bomb': 'TOO_LARGE',
  'docx-zip-bomb-lying': 'TOO_LARGE',
  'docx-many-entries': 'TOO_LARGE',
  'docx-100k-paragraphs': 'TOO_LARGE',
  'docx-xxe': 'CORRUPT_FILE',
  'docx-billion-laughs': 'CORRUPT_FILE',
  'pdf-reference-loop': 'CORRUPT_FILE',
  'doc-fat-loop': 'CORRUPT_FILE',
  'doc-directory-loop': 'CORRUPT_FILE',
  'doc-tree-cycle': 'CORRUPT_FILE',
  'doc-huge-difat': 'CORRUPT_FILE',
};

const MB = 1024 * 1024;

describe('hostile uploads', () => {
  for (const file of hostileFiles) {
    it(`${file.id}: ${file.expect}`, async () => {
      const bytes = await file.build();
      const hint = { fileName: file.fileName };
      if (file.expect === 'rejected') {
        expect((await sniffFormat(bytes, hint)).ok).toBe(false);
        return;
      }
      const before = process.memoryUsage();
      const result = await readDocument(bytes, hint);
      const after = process.memoryUsage();
      // a bomb is stopped at the limit, not after inflating: memory grows by far less than it unpacks to
      expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(MAX_ZIP_INFLATED_BYTES + 64 * MB);
      if (file.expect === 'failed') {
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error.code).toBe(EXPECTED_CODE[file.id]);
        expect(result.error.message).toMatch(/\.$/);
        return;
      }
      expect(result.ok, result.ok ? '' : result.error.message).toBe(true);
      if (!result.ok) return;
      const { lines } = result.document;
      expect(lines.reduce((n, l) => n + l.text.length, 0)).toBeLessThanOrEqual(MAX_DOCUMENT_CHARS);
      expect(Math.max(0, ...lines.slice(0, 10_000).map((l) => l.text.length))).toBeLessThanOrEqual(MAX_LINE_CHARS);
      expect(lines.every((l) => l.page <= MAX_PDF_PAGES)).toBe(true);
      // the CV at the start of each file is still found
      expect(lines.some((l) => /Jane Example|EXPERIENCE|Curriculum vitae|^[a-z]+$/.test(l.text))).toBe(true);
    }, 120_000);
  }

  it('says what was left out of a document read in part', async () => {
    const file = hostileFiles.find((f) => f.id === 'pdf-2000-pages')!;
    const result = await readDocument(await file.build(), { fileName: file.fileName });
    expect(result.ok && result.document.warnings).toEqual([
      'Only the first 50 of the 2,000 pages were read: a CV is rarely longer, and the rest was left out.',
    ]);
  }, 120_000);

  it('words each size limit for the person who uploaded the file', async () => {
    const messages = new Map<string, string>();
    for (const id of ['docx-zip-bomb', 'docx-many-entries', 'docx-100k-paragraphs']) {
      const file = hostileFiles.find((f) => f.id === id)!;
      const result = await readDocument(await file.build(), { fileName: file.fileName });
      if (!result.ok) messages.set(id, result.error.message);
    }
    expect(Object.fromEntries(messages)).toEqual({
      'docx-zip-bomb': 'This file expands to more than 50 MB when opened, which no CV needs. Please upload a smaller file.',
      'docx-many-entries':
        'This file is made of more than 1,000 parts, which no Word document needs. Save it again from your editor and upload the new copy.',
      'docx-100k-paragraphs':
        'This document holds more than 4 MB of text and formatting, which no CV needs. Please upload a shorter document.',
    });
  }, 120_000);
});
