import { colorModes } from '@/contract/design-system';
import type { ContrastFailure, DesignTokens, SemanticColorRole } from '@/contract/design-system';

/** WCAG 2.x AA for normal text. */
export const AA_TEXT = 4.5;

/** Pairs that carry text (foreground on background), checked in light and in dark. */
export const TEXT_PAIRS: readonly (readonly [SemanticColorRole, SemanticColorRole])[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['onPrimary', 'primary'],
  ['primary', 'background'],
  ['danger', 'background'],
  ['success', 'background'],
  ['warning', 'background'],
];

function channel(hex: string, offset: number): number {
  const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance of a `#rrggbb` colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG 2.x contrast ratio (1 … 21), order-independent. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Every text pair below AA, in both modes; the ratio is rounded down to two decimals (never flatters). */
export function checkThemeContrast(tokens: Pick<DesignTokens, 'colors'>): ContrastFailure[] {
  const failures: ContrastFailure[] = [];
  for (const mode of colorModes) {
    const colors = tokens.colors.semantic[mode];
    for (const [foreground, background] of TEXT_PAIRS) {
      const ratio = contrastRatio(colors[foreground], colors[background]);
      if (ratio < AA_TEXT) failures.push({ mode, foreground, background, ratio: Math.floor(ratio * 100) / 100, required: AA_TEXT });
    }
  }
  return failures;
}

/** 'light text/background 3.2:1 (needs 4.5:1)' for each failure, joined. */
export function describeContrastFailures(failures: readonly ContrastFailure[]): string {
  const list = failures.map((f) => `${f.mode} ${f.foreground}/${f.background} ${(Math.floor(f.ratio * 10) / 10).toFixed(1)}:1 (needs ${f.required}:1)`).join(', ');
  return `Text contrast below WCAG AA: ${list}`;
}
