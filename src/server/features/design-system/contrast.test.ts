import { describe, expect, it } from 'vitest';
import { culturalThemeInputSchema } from '@/contract/design-system';
import type { SemanticColors } from '@/contract/design-system';
import { builtInThemes, japanTheme, nordicTheme } from './builtin-themes';
import { checkThemeContrast, contrastRatio, describeContrastFailures, relativeLuminance, TEXT_PAIRS } from './contrast';

describe('WCAG 2.x contrast', () => {
  it('computes relative luminance and ratios for known values', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 6);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // the classic borderline grey: 4.48:1 on white fails AA, #767676 passes
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // order does not matter
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
    expect(() => relativeLuminance('red')).toThrow();
  });

  it('checks the nine text pairs in light and in dark', () => {
    expect(TEXT_PAIRS).toHaveLength(9);
    const light: SemanticColors = { ...japanTheme.tokens.colors.semantic.light, textMuted: '#777777', surface: '#ffffff' };
    const dark: SemanticColors = { ...japanTheme.tokens.colors.semantic.dark, onPrimary: '#ffffff' };
    const failures = checkThemeContrast({ colors: { ...japanTheme.tokens.colors, semantic: { light, dark } } });
    expect(failures).toEqual([
      // #777777 fails on washi paper (4.03:1) and just fails on white (4.47:1)
      { mode: 'light', foreground: 'textMuted', background: 'background', ratio: 4.03, required: 4.5 },
      { mode: 'light', foreground: 'textMuted', background: 'surface', ratio: 4.47, required: 4.5 },
      { mode: 'dark', foreground: 'onPrimary', background: 'primary', ratio: 2.06, required: 4.5 },
    ]);
    expect(describeContrastFailures(failures)).toBe(
      'Text contrast below WCAG AA: light textMuted/background 4.0:1 (needs 4.5:1), light textMuted/surface 4.4:1 (needs 4.5:1), dark onPrimary/primary 2.0:1 (needs 4.5:1)',
    );
  });

  it('does not judge the border (decorative, not text)', () => {
    const light = { ...nordicTheme.tokens.colors.semantic.light, border: nordicTheme.tokens.colors.semantic.light.background };
    expect(checkThemeContrast({ colors: { ...nordicTheme.tokens.colors, semantic: { ...nordicTheme.tokens.colors.semantic, light } } })).toEqual([]);
  });
});

describe('built-in themes', () => {
  it('are valid theme files that pass the contrast gate in both modes', () => {
    for (const theme of builtInThemes) {
      expect(culturalThemeInputSchema.parse(theme)).toEqual(theme);
      expect({ theme: theme.country, failures: checkThemeContrast(theme.tokens) }).toEqual({ theme: theme.country, failures: [] });
    }
  });

  it('keep white text on the light primary colour', () => {
    for (const theme of builtInThemes) {
      expect(theme.tokens.colors.semantic.light.onPrimary).toBe('#ffffff');
      expect(contrastRatio('#ffffff', theme.tokens.colors.semantic.light.primary)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("hold the spec's constants (§9)", () => {
    expect([japanTheme.country, japanTheme.foundation]).toEqual(['japan', 'traditional-nihon']);
    expect([nordicTheme.country, nordicTheme.foundation]).toEqual(['scandinavian', 'nordic-minimalism']);
    expect(japanTheme.tokens.typography.scaleRatio).toBe(1.25);
    expect(nordicTheme.tokens.typography.scaleRatio).toBe(1.2);
    expect(japanTheme.tokens.motion.duration).toEqual({ fast: 200, normal: 400, slow: 800 });
    expect(nordicTheme.tokens.motion.duration).toEqual({ fast: 150, normal: 300, slow: 600 });
    for (const theme of builtInThemes) {
      expect(theme.tokens.typography.baseSize).toBe(16);
      expect(theme.tokens.spacing.unit).toBe(8);
    }
  });
});
