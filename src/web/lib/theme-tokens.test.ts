import { describe, expect, it } from 'vitest';
import type { CulturalThemeInput } from '@/contract/design-system';
import { contrast, darkTuple, primaryHover, primaryTuple, themeToCssVariables, themeToMantine } from '@/web/lib/theme-tokens';

// the shape of the built-in japan theme (the server owns the real one)
const japan: CulturalThemeInput = {
  country: 'japan',
  foundation: 'traditional-nihon',
  metadata: { name: 'Traditional Nihon', culture: 'Japanese', philosophy: '', version: '1.0.0', standalone: true, premium: false },
  applications: ['web'],
  tokens: {
    colors: {
      foundation: { sumi: '#1c1c1c', washi: '#f7f3e8' },
      semantic: {
        light: {
          background: '#f7f3e8',
          surface: '#fffdf7',
          text: '#1f1d1a',
          textMuted: '#5c574f',
          border: '#d9d1bf',
          primary: '#264478',
          onPrimary: '#ffffff',
          accent: '#a8312f',
          success: '#3d6b2e',
          warning: '#8a5300',
          danger: '#a8282e',
        },
        dark: {
          background: '#15171c',
          surface: '#1f2229',
          text: '#ece6d8',
          textMuted: '#b4ab9a',
          border: '#3a3d45',
          primary: '#9db5e3',
          onPrimary: '#15171c',
          accent: '#e8898a',
          success: '#93c58a',
          warning: '#e3b463',
          danger: '#f3908f',
        },
      },
    },
    typography: { families: { heading: 'Georgia, serif', body: 'system-ui, sans-serif', mono: 'monospace' }, baseSize: 16, scaleRatio: 1.25 },
    spacing: { unit: 8, scale: [0.5, 1, 2, 3, 5] },
    motion: {
      duration: { fast: 200, normal: 400, slow: 800 },
      easing: { standard: 'ease', enter: 'ease-out', exit: 'ease-in' },
    },
  },
};

describe('primaryTuple', () => {
  it('holds the light primary at shade 6 and the dark primary at shade 4, tints above and shades below', () => {
    const tuple = primaryTuple(japan.tokens);
    expect(tuple).toHaveLength(10);
    expect(tuple[6]).toBe('#264478');
    expect(tuple[4]).toBe('#9db5e3');
    // lighter towards 0, darker towards 9
    expect(contrast(tuple[0], '#ffffff')).toBeLessThan(contrast(tuple[3], '#ffffff'));
    expect(contrast(tuple[9], '#000000')).toBeLessThan(contrast(tuple[7], '#000000'));
  });
});

describe('primaryHover', () => {
  it('moves away from the text colour, so filled buttons keep their contrast when hovered', () => {
    const { light, dark } = japan.tokens.colors.semantic;
    expect(contrast(primaryHover(light.primary, light.onPrimary), light.onPrimary)).toBeGreaterThan(contrast(light.primary, light.onPrimary));
    expect(contrast(primaryHover(dark.primary, dark.onPrimary), dark.onPrimary)).toBeGreaterThan(contrast(dark.primary, dark.onPrimary));
  });
});

describe('darkTuple', () => {
  it('builds Mantine’s dark palette from the dark colours (text first, page at 7)', () => {
    const tuple = darkTuple(japan.tokens);
    expect(tuple[0]).toBe('#ece6d8');
    expect(tuple[2]).toBe('#b4ab9a');
    expect(tuple[6]).toBe('#1f2229');
    expect(tuple[7]).toBe('#15171c');
  });
});

describe('themeToCssVariables', () => {
  it('paints the page, text and primary of each mode and carries the motion tokens', () => {
    const light = themeToCssVariables(japan.tokens, 'light');
    const dark = themeToCssVariables(japan.tokens, 'dark');
    expect(light['--mantine-color-body']).toBe('#f7f3e8');
    expect(dark['--mantine-color-body']).toBe('#15171c');
    expect(light['--mantine-color-dimmed']).toBe('#5c574f');
    expect(light['--kairos-color-on-primary']).toBe('#ffffff');
    expect(dark['--mantine-primary-color-contrast']).toBe('#15171c');
    expect(light['--mantine-color-kairos-filled']).toBe('#264478');
    expect(light['--kairos-motion-duration-fast']).toBe('200ms');
    expect(light['--kairos-space-md']).toBe('16px');
  });
});

describe('themeToMantine', () => {
  it('uses the generated primary, the theme’s fonts and headings on the 1.25 scale', () => {
    const theme = themeToMantine(japan);
    expect(theme.primaryColor).toBe('kairos');
    expect(theme.fontFamily).toBe('system-ui, sans-serif');
    expect(theme.headings?.fontFamily).toBe('Georgia, serif');
    // 16 × 1.25⁴ = 39.0625
    expect(theme.headings?.sizes?.h1?.fontSize).toBe('39.06px');
    expect(theme.spacing?.xl).toBe('40px');
    expect((theme.other as { culturalTheme: { key: string } }).culturalTheme.key).toBe('japan/traditional-nihon');
  });
});
