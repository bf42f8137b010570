import type { DesignTokens } from './design-system';

/** The roles every theme colours, once for light and once for dark. */
export const semanticColorRoles = [
  'background',
  'surface',
  'text',
  'textMuted',
  'border',
  'primary',
  'onPrimary',
  'accent',
  'success',
  'warning',
  'danger',
] as const;
export type SemanticColorRole = (typeof semanticColorRoles)[number];

export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];

/**
 * Pure helpers over a theme's tokens, shared by the server (standalone packages) and the web
 * (applying a theme through CSS variables), so both name and derive things the same way.
 */

/** Steps of the modular type scale: base × ratio^step. */
export const typeScaleSteps = { xs: -2, sm: -1, md: 0, h4: 1, h3: 2, h2: 3, h1: 4 } as const;
export type TypeScaleStep = keyof typeof typeScaleSteps;

/** Font sizes in px (two decimals) derived from the base size and the scale ratio. */
export function typeScale(typography: Pick<DesignTokens['typography'], 'baseSize' | 'scaleRatio'>): Record<TypeScaleStep, number> {
  const out = {} as Record<TypeScaleStep, number>;
  for (const [step, n] of Object.entries(typeScaleSteps) as [TypeScaleStep, number][]) {
    out[step] = Math.round(typography.baseSize * typography.scaleRatio ** n * 100) / 100;
  }
  return out;
}

export const spacingSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type SpacingSize = (typeof spacingSizes)[number];

/** Spacing in px: the unit times each multiple (xs…xl). */
export function spacingScale(spacing: DesignTokens['spacing']): Record<SpacingSize, number> {
  return Object.fromEntries(
    spacingSizes.map((size, i) => [size, Math.round(spacing.unit * (spacing.scale[i] ?? 1) * 100) / 100]),
  ) as Record<SpacingSize, number>;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/_/g, '-');

/** `--kairos-color-text-muted` for 'textMuted'. */
export const colorVar = (role: SemanticColorRole) => `--kairos-color-${kebab(role)}`;
/** `--kairos-color-foundation-sumi` for the foundation colour 'sumi'. */
export const foundationVar = (name: string) => `--kairos-color-foundation-${kebab(name).toLowerCase()}`;

/** The semantic colours of one mode as CSS custom properties. */
export function colorVariables(tokens: DesignTokens, mode: ColorMode): Record<string, string> {
  const colors = tokens.colors.semantic[mode];
  return Object.fromEntries(semanticColorRoles.map((role) => [colorVar(role), colors[role]]));
}

/** Everything but the semantic colours (the same in light and dark) as CSS custom properties. */
export function sharedVariables(tokens: DesignTokens): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens.colors.foundation)) vars[foundationVar(name)] = value;
  vars['--kairos-font-heading'] = tokens.typography.families.heading;
  vars['--kairos-font-body'] = tokens.typography.families.body;
  vars['--kairos-font-mono'] = tokens.typography.families.mono;
  for (const [step, px] of Object.entries(typeScale(tokens.typography))) vars[`--kairos-font-size-${step}`] = `${px}px`;
  vars['--kairos-font-scale-ratio'] = String(tokens.typography.scaleRatio);
  vars['--kairos-space-unit'] = `${tokens.spacing.unit}px`;
  for (const [size, px] of Object.entries(spacingScale(tokens.spacing))) vars[`--kairos-space-${size}`] = `${px}px`;
  for (const [speed, ms] of Object.entries(tokens.motion.duration)) vars[`--kairos-motion-duration-${speed}`] = `${ms}ms`;
  for (const [kind, easing] of Object.entries(tokens.motion.easing)) vars[`--kairos-motion-easing-${kind}`] = easing;
  return vars;
}

/** Every CSS custom property of the theme in one colour mode. */
export function themeVariables(tokens: DesignTokens, mode: ColorMode): Record<string, string> {
  return { ...sharedVariables(tokens), ...colorVariables(tokens, mode) };
}
