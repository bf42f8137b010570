import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { interfaceLanguages } from '@/contract/profile';
import { translatedLanguages } from '@/web/app/translation';

// A locale file that is missing is not a type error (i18n.ts finds the files by glob and falls back
// to English), so this checks that every folder of translations has one file per translated language.
const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

function localeFolders(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  return entries.flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const path = join(dir, entry.name);
    return entry.name === 'locales' ? [path] : localeFolders(path);
  });
}

describe('interface translations', () => {
  it('the settings offer exactly English and the translated languages', () => {
    expect([...interfaceLanguages]).toEqual(['en', ...translatedLanguages]);
  });

  it.each(localeFolders(webRoot).map((folder) => [relative(webRoot, folder)]))('%s has a file for every translated language', (folder) => {
    const files = readdirSync(join(webRoot, folder)).filter((name) => /^[a-z]{2}\.ts$/.test(name));
    for (const language of translatedLanguages) expect(files).toContain(`${language}.ts`);
  });
});
