import type { CulturalThemeInput, StandalonePackage } from '@/contract/design-system';
import { colorVariables, sharedVariables } from '@/contract/design-system-tokens';

/**
 * The spec's standalone package: one theme as tokens JSON, CSS custom properties and SCSS
 * variables, usable without Kairos (pure: the clock is passed in).
 */

const declarations = (vars: Record<string, string>, indent: string) =>
  Object.entries(vars)
    .map(([name, value]) => `${indent}${name}: ${value};`)
    .join('\n');

/** `:root` with the light colours and every other token, then the dark colours for Mantine's dark scheme and the system setting. */
export function themeCss(theme: CulturalThemeInput): string {
  const dark = colorVariables(theme.tokens, 'dark');
  return [
    `/* ${theme.metadata.name} (${theme.country}/${theme.foundation}) ${theme.metadata.version} */`,
    `:root {\n${declarations({ ...sharedVariables(theme.tokens), ...colorVariables(theme.tokens, 'light') }, '  ')}\n}`,
    `[data-mantine-color-scheme="dark"] {\n${declarations(dark, '  ')}\n}`,
    `@media (prefers-color-scheme: dark) {\n  :root:not([data-mantine-color-scheme="light"]) {\n${declarations(dark, '    ')}\n  }\n}`,
    '',
  ].join('\n\n');
}

/** `$kairos-color-text: #…;` for every variable; dark colours carry a `-dark` suffix. */
export function themeScss(theme: CulturalThemeInput): string {
  const scss = (vars: Record<string, string>, suffix = '') =>
    Object.entries(vars)
      .map(([name, value]) => `$${name.slice(2)}${suffix}: ${value};`)
      .join('\n');
  return [
    `// ${theme.metadata.name} (${theme.country}/${theme.foundation}) ${theme.metadata.version}`,
    scss(sharedVariables(theme.tokens)),
    '// light',
    scss(colorVariables(theme.tokens, 'light')),
    '// dark',
    scss(colorVariables(theme.tokens, 'dark'), '-dark'),
    '',
  ].join('\n');
}

export function buildStandalonePackage(theme: CulturalThemeInput, generatedAt: Date): StandalonePackage {
  return {
    id: `kairos-theme-${theme.country}-${theme.foundation}`,
    name: theme.metadata.name,
    version: theme.metadata.version,
    theme,
    tokens: theme.tokens,
    css: themeCss(theme),
    scss: themeScss(theme),
    metadata: { generatedAt: generatedAt.toISOString(), standalone: true },
  };
}
