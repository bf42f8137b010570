import { describe, expect, it } from 'vitest';
import { contrastRatio, textBackdrop } from '@/web/features/design-system/lib/contrast';

describe('contrastRatio', () => {
  it('matches the WCAG reference values in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBe(4.54);
    expect(contrastRatio('#ffffff', '#767676')).toBe(4.54);
  });
});

describe('textBackdrop', () => {
  it('reads text on the background, on-primary on the primary, and skips decorative roles', () => {
    expect(textBackdrop('textMuted')).toBe('background');
    expect(textBackdrop('onPrimary')).toBe('primary');
    expect(textBackdrop('border')).toBeNull();
    expect(textBackdrop('surface')).toBeNull();
  });
});
