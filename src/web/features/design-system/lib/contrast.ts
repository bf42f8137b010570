// Contrast figures for the token tables (WCAG 2.x), matching the server's import check.
import type { SemanticColorRole } from '@/contract/design-system';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast ratio of two #rrggbb colours, rounded down to two decimals (never flatters). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.floor(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
}

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

/** Roles that carry text, and what they are read on (the pairs an import must pass). */
export function textBackdrop(role: SemanticColorRole): SemanticColorRole | null {
  if (role === 'onPrimary') return 'primary';
  if (role === 'text' || role === 'textMuted' || role === 'primary' || role === 'danger' || role === 'success' || role === 'warning')
    return 'background';
  return null;
}
