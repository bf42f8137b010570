import { describe, expect, it } from 'vitest';
import { colorVar, colorVariables, foundationVar, spacingScale, themeVariables, typeScale } from './design-system-tokens';
import type { DesignTokens } from './design-system';

describe('design-token helpers', () => {
  it('derives the modular type scale from base and ratio', () => {
    expect(typeScale({ baseSize: 16, scaleRatio: 1.25 })).toEqual({ xs: 10.24, sm: 12.8, md: 16, h4: 20, h3: 25, h2: 31.25, h1: 39.06 });
    expect(typeScale({ baseSize: 16, scaleRatio: 1.2 })).toEqual({ xs: 11.11, sm: 13.33, md: 16, h4: 19.2, h3: 23.04, h2: 27.65, h1: 33.18 });
  });

  it('multiplies the spacing unit', () => {
    expect(spacingScale({ unit: 8, scale: [0.5, 1, 2, 3, 5] })).toEqual({ xs: 4, sm: 8, md: 16, lg: 24, xl: 40 });
  });

  it('names CSS variables in kebab case', () => {
    expect(colorVar('textMuted')).toBe('--kairos-color-text-muted');
    expect(colorVar('onPrimary')).toBe('--kairos-color-on-primary');
    expect(foundationVar('polarNight')).toBe('--kairos-color-foundation-polar-night');
    expect(foundationVar('ai_iro')).toBe('--kairos-color-foundation-ai-iro');
  });

  it('gives one variable per semantic role and mode, plus the shared tokens', () => {
    const colors = { background: '#ffffff', surface: '#ffffff', text: '#000000', textMuted: '#333333', border: '#cccccc', primary: '#0000aa', onPrimary: '#ffffff', accent: '#aa0000', success: '#006600', warning: '#664400', danger: '#aa0000' };
    const tokens: DesignTokens = {
      colors: { foundation: { ink: '#000000' }, semantic: { light: colors, dark: { ...colors, background: '#000000' } } },
      typography: { families: { heading: 'serif', body: 'sans-serif', mono: 'monospace' }, baseSize: 16, scaleRatio: 1.25 },
      spacing: { unit: 8, scale: [0.5, 1, 2, 3, 4] },
      motion: { duration: { fast: 100, normal: 200, slow: 300 }, easing: { standard: 'ease', enter: 'ease-out', exit: 'ease-in' } },
    };
    expect(Object.keys(colorVariables(tokens, 'light'))).toHaveLength(11);
    expect(colorVariables(tokens, 'dark')['--kairos-color-background']).toBe('#000000');
    const vars = themeVariables(tokens, 'light');
    expect(vars).toMatchObject({
      '--kairos-color-background': '#ffffff',
      '--kairos-color-foundation-ink': '#000000',
      '--kairos-font-body': 'sans-serif',
      '--kairos-font-size-h1': '39.06px',
      '--kairos-space-xl': '32px',
      '--kairos-motion-duration-normal': '200ms',
      '--kairos-motion-easing-exit': 'ease-in',
    });
  });
});
