import { describe, expect, it } from 'vitest';
import { describeInvalidTokens, MAX_THEME_FILE_BYTES, readThemeFile } from '@/web/features/design-system/lib/theme-file';

describe('readThemeFile', () => {
  it('accepts an object with a country and a foundation', () => {
    const result = readThemeFile('{"country":"iceland","foundation":"aurora","tokens":{}}', 60);
    expect(result).toEqual({ ok: true, theme: { country: 'iceland', foundation: 'aurora', tokens: {} } });
  });

  it('refuses a file above 256 KB before parsing it', () => {
    expect(readThemeFile('{}', MAX_THEME_FILE_BYTES + 1)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('names the problem: broken JSON, not an object, a missing or blank key', () => {
    expect(readThemeFile('{"country": ', 12)).toEqual({ ok: false, problem: 'notJson' });
    expect(readThemeFile('[1,2]', 5)).toEqual({ ok: false, problem: 'notObject' });
    expect(readThemeFile('"theme"', 7)).toEqual({ ok: false, problem: 'notObject' });
    expect(readThemeFile('{"country":"iceland"}', 21)).toEqual({ ok: false, problem: 'missingKey' });
    expect(readThemeFile('{"country":"iceland","foundation":"  "}', 40)).toEqual({ ok: false, problem: 'missingKey' });
  });
});

describe('describeInvalidTokens', () => {
  it('turns zod issues into path: message lines', () => {
    const details = { issues: [{ path: ['tokens', 'colors', 'semantic', 'light', 'primary'], message: 'Colours are written #rrggbb' }] };
    expect(describeInvalidTokens(details)).toEqual(['tokens.colors.semantic.light.primary: Colours are written #rrggbb']);
  });

  it('reads a field map and a plain list, and ignores what it cannot read', () => {
    expect(describeInvalidTokens({ fields: { 'metadata.version': ['Version is major.minor.patch'] } })).toEqual([
      'metadata.version: Version is major.minor.patch',
    ]);
    expect(describeInvalidTokens([{ path: 'country', message: 'Required' }, 7, null])).toEqual(['country: Required']);
    expect(describeInvalidTokens('nonsense')).toEqual([]);
  });
});
