import { defaultVariantColorsResolver } from '@mantine/core';
import type { MantineColorsTuple, MantineThemeOverride, VariantColorsResolver } from '@mantine/core';
import type { ColorMode, CulturalThemeInput, DesignTokens } from '@/contract/design-system';
import { colorVar, spacingScale, themeVariables, typeScale } from '@/contract/design-system-tokens';

/**
 * A cultural theme's tokens turned into what the interface runs on: CSS custom properties for each
 * colour mode (ours, `--kairos-…`, and the Mantine ones that colour the page) and a Mantine theme
 * override (primary colour, dark palette, fonts, type scale, spacing). Pure: no DOM, no storage.
 */

/** Mantine's name for the generated primary colour. */
export const THEME_PRIMARY_COLOR = 'kairos';
/** The shades of the generated tuple that hold the theme's own primary, light and dark. */
export const PRIMARY_SHADE = { light: 6, dark: 4 } as const;

type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved towards `b` by `amount` (0 … 1), in sRGB. */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [toRgb(a), toRgb(b)];
  return toHex([x[0] + (y[0] - x[0]) * amount, x[1] + (y[1] - x[1]) * amount, x[2] + (y[2] - x[2]) * amount]);
}

function channel(c: number): number {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2.x contrast ratio, 1 … 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = '#ffffff';
const BLACK = '#000000';

/**
 * Ten shades, light to dark, holding the light-mode primary at shade 6 and the dark-mode primary at
 * shade 4 exactly (Mantine fills buttons with those shades), tints above and shades below.
 */
export function primaryTuple(tokens: DesignTokens): MantineColorsTuple {
  const light = tokens.colors.semantic.light.primary;
  const dark = tokens.colors.semantic.dark.primary;
  return [
    mix(dark, WHITE, 0.88),
    mix(dark, WHITE, 0.72),
    mix(dark, WHITE, 0.5),
    mix(dark, WHITE, 0.25),
    dark,
    mix(dark, light, 0.5),
    light,
    mix(light, BLACK, 0.15),
    mix(light, BLACK, 0.3),
    mix(light, BLACK, 0.45),
  ];
}

/**
 * Mantine's dark palette (dark-0 text … dark-7 page) rebuilt from the theme's dark colours, so every
 * component Mantine draws in dark mode (inputs, menus, hovers) sits in the theme.
 */
export function darkTuple(tokens: DesignTokens): MantineColorsTuple {
  const c = tokens.colors.semantic.dark;
  return [
    c.text,
    mix(c.text, c.textMuted, 0.5),
    c.textMuted,
    mix(c.textMuted, c.border, 0.5),
    c.border,
    mix(c.border, c.surface, 0.5),
    c.surface,
    c.background,
    mix(c.background, BLACK, 0.2),
    mix(c.background, BLACK, 0.4),
  ];
}

/** A hover colour for filled primary buttons that moves away from the text on them (contrast only grows). */
export function primaryHover(primary: string, onPrimary: string): string {
  return mix(primary, luminance(onPrimary) > luminance(primary) ? BLACK : WHITE, 0.14);
}

/**
 * The theme's CSS custom properties in one colour mode: every `--kairos-…` token, plus the Mantine
 * variables that paint the page, text, borders, links and the primary colour.
 */
export function themeToCssVariables(tokens: DesignTokens, mode: ColorMode): Record<string, string> {
  const c = tokens.colors.semantic[mode];
  const p = `--mantine-color-${THEME_PRIMARY_COLOR}`;
  return {
    ...themeVariables(tokens, mode),
    '--mantine-color-body': c.background,
    '--mantine-color-text': c.text,
    '--mantine-color-bright': c.text,
    '--mantine-color-dimmed': c.textMuted,
    '--mantine-color-anchor': c.primary,
    '--mantine-color-error': c.danger,
    '--mantine-color-default-border': c.border,
    '--mantine-color-default-color': c.text,
    '--mantine-primary-color-contrast': c.onPrimary,
    [`${p}-filled`]: c.primary,
    [`${p}-filled-hover`]: primaryHover(c.primary, c.onPrimary),
    [`${p}-text`]: c.primary,
    [`${p}-outline`]: c.primary,
    [`${p}-light-color`]: mode === 'light' ? mix(c.primary, c.text, 0.35) : c.primary,
    // Mantine darkens shade 9 for light variants in dark mode, close to black: a veil of the primary instead
    ...(mode === 'dark' ? { [`${p}-light`]: mix(c.surface, c.primary, 0.16), [`${p}-light-hover`]: mix(c.surface, c.primary, 0.24) } : {}),
  };
}

/** Filled buttons, badges and the like in the primary colour carry the theme's onPrimary text. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const primary = !input.color || input.color === THEME_PRIMARY_COLOR || input.color === input.theme.primaryColor;
  if (primary && input.variant === 'filled') return { ...base, color: `var(${colorVar('onPrimary')})` };
  return base;
};

const px = (value: number) => `${Math.round(value * 100) / 100}px`;

/** What a theme puts in `theme.other`, read back by the app's CSS variables resolver. */
export interface CulturalThemeOther {
  key: string;
  variables: Record<ColorMode, Record<string, string>>;
}

export const CULTURAL_THEME_OTHER_KEY = 'culturalTheme';

/**
 * The Mantine theme override for a cultural theme: primary colour generated from the theme's primary,
 * the dark palette from its dark colours, fonts, headings on the modular type scale, spacing from the
 * unit and its multiples; radius is left to the app. Merge it over the app's base theme.
 */
export function themeToMantine(theme: CulturalThemeInput & { key?: string }): MantineThemeOverride {
  const { tokens } = theme;
  const scale = typeScale(tokens.typography);
  const base = tokens.typography.baseSize;
  const ratio = tokens.typography.scaleRatio;
  const spacing = spacingScale(tokens.spacing);
  const other: CulturalThemeOther = {
    key: theme.key ?? `${theme.country}/${theme.foundation}`,
    variables: { light: themeToCssVariables(tokens, 'light'), dark: themeToCssVariables(tokens, 'dark') },
  };
  return {
    primaryColor: THEME_PRIMARY_COLOR,
    primaryShade: PRIMARY_SHADE,
    colors: { [THEME_PRIMARY_COLOR]: primaryTuple(tokens), dark: darkTuple(tokens) },
    fontFamily: tokens.typography.families.body,
    fontFamilyMonospace: tokens.typography.families.mono,
    headings: {
      fontFamily: tokens.typography.families.heading,
      sizes: {
        h1: { fontSize: px(scale.h1) },
        h2: { fontSize: px(scale.h2) },
        h3: { fontSize: px(scale.h3) },
        h4: { fontSize: px(scale.h4) },
        h5: { fontSize: px(scale.md) },
        h6: { fontSize: px(Math.max(14, scale.sm)) },
      },
    },
    // body text keeps readable floors below the base; half steps above it
    fontSizes: {
      xs: px(Math.max(12, scale.xs)),
      sm: px(Math.max(14, scale.sm)),
      md: px(base),
      lg: px(base * Math.sqrt(ratio)),
      xl: px(base * ratio),
    },
    spacing: {
      xs: px(spacing.xs),
      sm: px(spacing.sm),
      md: px(spacing.md),
      lg: px(spacing.lg),
      xl: px(spacing.xl),
    },
    variantColorResolver,
    other: { [CULTURAL_THEME_OTHER_KEY]: other },
  };
}

/** The cultural theme's variables stored in a Mantine theme by themeToMantine, if any. */
export function culturalThemeOf(other: Record<string, unknown> | undefined): CulturalThemeOther | null {
  const value = other?.[CULTURAL_THEME_OTHER_KEY] as CulturalThemeOther | undefined;
  return value && typeof value === 'object' && 'variables' in value ? value : null;
}
