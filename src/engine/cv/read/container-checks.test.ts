/**
 * The container checks on their own: the Word 97 check refuses each crafted container for the
 * reason it was crafted, and passes the real ones; the ZIP reader refuses before or while
 * inflating, whichever the file allows.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostileFiles } from '../../../../tests/support/hostile-files';
import { samplePath } from '../../../../tests/support/cv-samples';
import { checkCfb } from './cfb-check';
import { ReadFailure } from './read-errors';
import { readZipEntries } from './zip-archive';

const build = async (id: string): Promise<Uint8Array> => hostileFiles.find((f) => f.id === id)!.build();

function failureOf(run: () => unknown): ReadFailure | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ReadFailure) return error;
    throw error;
  }
  return undefined;
}

describe('checkCfb', () => {
  it.each([
    ['doc-fat-loop', /stream chain loops/],
    ['doc-directory-loop', /directory chain loops/],
    ['doc-tree-cycle', /directory tree loops/],
    ['doc-huge-difat', /FAT sectors in a file of/],
  ])('%s is refused as damaged before word-extractor runs', async (id, reason) => {
    const bytes = await build(id);
    const failure = failureOf(() => checkCfb(bytes));
    expect(failure?.code).toBe('CORRUPT_FILE');
    expect(failure?.message).toMatch(reason);
  });

  it.each(['cz-stavbyvedouci-legacy.doc', 'de-geschaeftsfuehrer-legacy.doc'])('passes the real %s', (name) => {
    expect(() => checkCfb(new Uint8Array(readFileSync(samplePath(name))))).not.toThrow();
  });
});

describe('readZipEntries', () => {
  it('refuses an honest bomb from its declared sizes, before inflating anything', async () => {
    await expect(readZipEntries(await build('docx-zip-bomb'))).rejects.toMatchObject({
      code: 'TOO_LARGE',
      limit: 'zip-inflated',
      message: /declared/,
    });
  });

  it('stops a lying bomb while inflating, at the limit', async () => {
    await expect(readZipEntries(await build('docx-zip-bomb-lying'))).rejects.toMatchObject({
      code: 'TOO_LARGE',
      limit: 'docx-xml',
      message: /inflates past/,
    });
  });

  it('refuses thousands of entries from the end record alone', async () => {
    await expect(readZipEntries(await build('docx-many-entries'))).rejects.toMatchObject({ code: 'TOO_LARGE', limit: 'zip-entries' });
  });

  it('reads a real DOCX whole', async () => {
    const entries = await readZipEntries(new Uint8Array(readFileSync(samplePath('it-contabile.docx'))));
    expect(entries.map((e) => e.name)).toContain('word/document.xml');
  });
});
