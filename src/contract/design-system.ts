import { z } from 'zod';
import { colorModes, semanticColorRoles } from './design-system-tokens';
import type { SemanticColorRole } from './design-system-tokens';

/**
 * Design system (issue 7): cultural themes as data and tenants chosen by host name.
 * A theme is the spec's cultural-theme entity; the server stores, validates (shape and WCAG AA
 * contrast) and serves it, the web applies its tokens through CSS variables and Mantine's theme.
 */

// ---- tokens ----

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours are written #rrggbb');
const cssFamily = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\w\s"',-]+$/, 'A font family list holds names, quotes, commas and hyphens only');
const easing = z
  .string()
  .trim()
  .max(80)
  .regex(
    /^(linear|ease|ease-in|ease-out|ease-in-out|cubic-bezier\(\s*-?[\d.]+\s*,\s*-?[\d.]+\s*,\s*-?[\d.]+\s*,\s*-?[\d.]+\s*\))$/,
    'Easing is a CSS keyword or cubic-bezier(…)',
  );

// the role and mode lists live with the pure token helpers, which the web's start-up code loads without zod
export { colorModes, semanticColorRoles } from './design-system-tokens';
export type { ColorMode, SemanticColorRole } from './design-system-tokens';

export const semanticColorsSchema = z.object(
  Object.fromEntries(semanticColorRoles.map((role) => [role, hex])) as Record<SemanticColorRole, typeof hex>,
);
export type SemanticColors = z.infer<typeof semanticColorsSchema>;

export const designTokensSchema = z.object({
  colors: z.object({
    /** the culture's named palette (e.g. 'sumi', 'washi'): shown in the token pages and packages */
    foundation: z
      .record(z.string().regex(/^[a-zA-Z][\w-]{0,39}$/, 'Colour names are letters, digits, - and _'), hex)
      .refine((r) => Object.keys(r).length >= 1 && Object.keys(r).length <= 32, 'A foundation holds 1 to 32 colours'),
    semantic: z.object({ light: semanticColorsSchema, dark: semanticColorsSchema }),
  }),
  typography: z.object({
    families: z.object({ heading: cssFamily, body: cssFamily, mono: cssFamily }),
    /** px; spec: 16 */
    baseSize: z.number().min(12).max(24),
    /** modular scale ratio; spec: japan 1.25, nordic 1.2 */
    scaleRatio: z.number().min(1.05).max(1.618),
  }),
  spacing: z.object({
    /** px; spec: 8 */
    unit: z.number().int().min(2).max(16),
    /** multiples of the unit for xs, sm, md, lg, xl */
    scale: z.array(z.number().min(0.25).max(16)).length(5),
  }),
  motion: z.object({
    /** ms; spec: japan 200/400/800, nordic 150/300/600 */
    duration: z.object({
      fast: z.number().int().min(0).max(2000),
      normal: z.number().int().min(0).max(4000),
      slow: z.number().int().min(0).max(8000),
    }),
    easing: z.object({ standard: easing, enter: easing, exit: easing }),
  }),
});
export type DesignTokens = z.infer<typeof designTokensSchema>;

export const themeMetadataSchema = z.object({
  name: z.string().trim().min(1).max(80),
  culture: z.string().trim().min(1).max(80),
  philosophy: z.string().trim().max(500),
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'Version is major.minor.patch'),
  standalone: z.boolean(),
  premium: z.boolean(),
});

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9-]{1,39}$/, 'Use lower-case letters, digits and hyphens');

/** What an import file holds (and an export file contains): spec 'Cultural theme'. */
export const culturalThemeInputSchema = z.object({
  country: slug,
  foundation: slug,
  metadata: themeMetadataSchema,
  tokens: designTokensSchema,
  applications: z.array(z.string().trim().min(1).max(60)).max(20),
});
export type CulturalThemeInput = z.infer<typeof culturalThemeInputSchema>;

/** A stored theme; `key` is `${country}/${foundation}` (e.g. 'japan/traditional-nihon'). */
export const culturalThemeSchema = culturalThemeInputSchema.extend({
  key: z.string(),
  builtIn: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CulturalTheme = z.infer<typeof culturalThemeSchema>;

export const DEFAULT_THEME_KEY = 'japan/traditional-nihon';
export const NORDIC_THEME_KEY = 'scandinavian/nordic-minimalism';
export const themeKey = (country: string, foundation: string) => `${country}/${foundation}`;

/** One colour pair below WCAG AA, as listed in a refused import (422 details). */
export const contrastFailureSchema = z.object({
  mode: z.enum(colorModes),
  foreground: z.enum(semanticColorRoles),
  background: z.enum(semanticColorRoles),
  ratio: z.number(),
  required: z.number(),
});
export type ContrastFailure = z.infer<typeof contrastFailureSchema>;

export const themeListSchema = z.object({ themes: z.array(culturalThemeSchema) });

export const themeKeyParamsSchema = z.object({
  country: slug,
  foundation: slug,
});

/** The theme that applies to this request: the person's choice, else the tenant's default, else japan. */
export const activeThemeSchema = z.object({
  theme: culturalThemeSchema,
  source: z.enum(['person', 'tenant', 'default']),
});
export type ActiveTheme = z.infer<typeof activeThemeSchema>;

export const themePreferenceSchema = z.object({ key: z.string().min(3).max(81).nullable() });
/** `PUT /api/admin/tenants/{id}/theme` (Apply Theme): the theme that becomes the tenant's default. */
export const applyThemeSchema = z.object({ key: z.string().min(3).max(81) });

/** Standalone package (spec): generated on the server for download. */
export const standalonePackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  theme: culturalThemeInputSchema,
  tokens: designTokensSchema,
  /** CSS custom properties (`:root { --kairos-… }` and a dark block) */
  css: z.string(),
  /** SCSS variables (`$kairos-…`) */
  scss: z.string(),
  metadata: z.object({ generatedAt: z.string(), standalone: z.literal(true) }),
});
export type StandalonePackage = z.infer<typeof standalonePackageSchema>;

// ---- tenants ----

export const culturalSensitivityLevels = ['low', 'medium', 'high'] as const;

const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, 'Not a valid host name');

export const tenantBrandingSchema = z.object({
  /** shown in the header next to the wordmark */
  displayName: z.string().trim().min(1).max(80),
  tagline: z.string().trim().max(160).nullable(),
});

/** Spec 'Tenant context', plus the settings an admin manages. */
export const tenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  hostnames: z.array(z.string()),
  branding: tenantBrandingSchema,
  culturalSensitivityLevel: z.enum(culturalSensitivityLevels),
  aiTransparencyRequired: z.boolean(),
  adaptiveTheming: z.boolean(),
  brandingIntegration: z.boolean(),
  /** the tenant's default theme key (Apply on the cultural-themes page sets it) */
  defaultThemeKey: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Tenant = z.infer<typeof tenantSchema>;

/** `GET /api/tenant` (public): the tenant this request's host name selects, without admin-only fields. */
export const tenantContextSchema = z.object({
  tenantId: z.string(),
  name: z.string(),
  hostname: z.string(),
  branding: tenantBrandingSchema,
  culturalSensitivityLevel: z.enum(culturalSensitivityLevels),
  aiTransparencyRequired: z.boolean(),
  adaptiveTheming: z.boolean(),
  defaultThemeKey: z.string(),
  /** true for the default tenant, which serves every host name no tenant claims (always sent by the server) */
  isDefault: z.boolean().optional(),
});
export type TenantContext = z.infer<typeof tenantContextSchema>;

export const tenantCreateSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(80),
    hostnames: z.array(hostname).min(1, 'At least one host name is required').max(20),
    branding: tenantBrandingSchema,
    culturalSensitivityLevel: z.enum(culturalSensitivityLevels).default('high'),
    aiTransparencyRequired: z.boolean().default(true),
    adaptiveTheming: z.boolean().default(true),
    brandingIntegration: z.boolean().default(false),
    defaultThemeKey: z.string().default(DEFAULT_THEME_KEY),
  })
  .strict();
/** Only the fields sent change (no defaults here: `.partial()` of the create schema would reset the others). */
export const tenantUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(80),
    hostnames: z.array(hostname).min(1, 'At least one host name is required').max(20),
    branding: tenantBrandingSchema,
    culturalSensitivityLevel: z.enum(culturalSensitivityLevels),
    aiTransparencyRequired: z.boolean(),
    adaptiveTheming: z.boolean(),
    brandingIntegration: z.boolean(),
    defaultThemeKey: z.string(),
  })
  .partial()
  .strict();
export const tenantIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const tenantListSchema = z.object({ tenants: z.array(tenantSchema) });

// ---- usage (design-system Analytics tab) ----

export const designSystemUsageSchema = z.object({
  /** people who chose each theme, and the themes tenants default to */
  themes: z.array(z.object({ key: z.string(), name: z.string(), people: z.number().int(), tenants: z.number().int() })),
  /** imports and applies over the last 30 days, from the audit log */
  events: z.array(z.object({ day: z.string(), imports: z.number().int(), applies: z.number().int() })),
  totals: z.object({ themes: z.number().int(), tenants: z.number().int(), peopleWithChoice: z.number().int() }),
});
export type DesignSystemUsage = z.infer<typeof designSystemUsageSchema>;
