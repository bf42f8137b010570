import { describe, expect, it } from 'vitest';
import { standalonePackageSchema } from '@/contract/design-system';
import { japanTheme, nordicTheme } from './builtin-themes';
import { buildStandalonePackage, themeCss, themeScss } from './package';

describe('standalone package', () => {
  const generatedAt = new Date('2026-11-22T10:00:00.000Z');

  it('holds the theme, its tokens, CSS, SCSS and metadata', () => {
    const pkg = buildStandalonePackage(japanTheme, generatedAt);
    expect(standalonePackageSchema.parse(pkg)).toEqual(pkg);
    expect(pkg).toMatchObject({
      id: 'kairos-theme-japan-traditional-nihon',
      name: 'Traditional Nihon',
      version: '1.0.0',
      theme: japanTheme,
      tokens: japanTheme.tokens,
      metadata: { generatedAt: '2026-11-22T10:00:00.000Z', standalone: true },
    });
  });

  it('writes light colours and every token into :root and the dark colours into both dark blocks', () => {
    const css = themeCss(japanTheme);
    const root = /:root \{([^}]*)\}/.exec(css)![1]!;
    expect(root).toContain('--kairos-color-background: #f7f3e8;');
    expect(root).toContain('--kairos-color-text-muted: #5c574f;');
    expect(root).toContain('--kairos-color-foundation-sumi: #1c1c1c;');
    expect(root).toContain('--kairos-font-heading: "Noto Serif JP"');
    expect(root).toContain('--kairos-space-md: 16px;');
    expect(root).toContain('--kairos-motion-duration-slow: 800ms;');
    expect(root).toContain('--kairos-motion-easing-standard: cubic-bezier(0.4, 0, 0.2, 1);');
    // the derived type scale: 16 × 1.25^n
    expect(root).toContain('--kairos-font-size-md: 16px;');
    expect(root).toContain('--kairos-font-size-h4: 20px;');
    expect(root).toContain('--kairos-font-size-h1: 39.06px;');
    expect(root).toContain('--kairos-font-size-xs: 10.24px;');
    const mantineDark = /\[data-mantine-color-scheme="dark"\] \{([^}]*)\}/.exec(css)![1]!;
    expect(mantineDark).toContain('--kairos-color-background: #15171c;');
    expect(mantineDark).not.toContain('--kairos-font');
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-mantine-color-scheme="light"\]\) \{[^}]*--kairos-color-background: #15171c;/);
    // balanced braces: a valid stylesheet shape
    expect(css.split('{').length).toBe(css.split('}').length);
  });

  it('names SCSS variables after the CSS ones, dark colours with a -dark suffix', () => {
    const scss = themeScss(nordicTheme);
    expect(scss).toContain('$kairos-color-primary: #2b5f8a;');
    expect(scss).toContain('$kairos-color-primary-dark: #8cbce0;');
    expect(scss).toContain('$kairos-color-foundation-polar-night: #12181d;');
    expect(scss).toContain('$kairos-font-size-h1: 33.18px;');
    expect(scss).toContain('$kairos-motion-duration-fast: 150ms;');
    expect(scss.split('\n').filter((l) => l.startsWith('$')).every((l) => /^\$[a-z0-9-]+: [^;]+;$/.test(l))).toBe(true);
  });
});
