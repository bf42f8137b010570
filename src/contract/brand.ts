import { z } from 'zod';

/**
 * Brand dashboard (issue 7): brand profiles tied to a cultural theme, syncs as queued jobs, the
 * branding services an administrator enables first, and the signed `brandsyncup` webhook.
 * Spec 02 §3 (Brand profile, Sync operation), §4 (statuses), §8 (internal errors).
 */

export const brandProfileStatuses = ['pending', 'synced'] as const;
export type BrandProfileStatus = (typeof brandProfileStatuses)[number];

export const syncOperationTypes = ['brand_sync', 'theme_sync', 'asset_sync'] as const;
export type SyncOperationType = (typeof syncOperationTypes)[number];

export const syncOperationStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export type SyncOperationStatus = (typeof syncOperationStatuses)[number];

export const brandServiceKeys = ['automated_document_branding', 'cross_platform_asset_sync', 'social_media_compliance'] as const;
export type BrandServiceKey = (typeof brandServiceKeys)[number];

export const brandServiceStatuses = ['registered', 'enabled', 'disabled'] as const;
export type BrandServiceStatus = (typeof brandServiceStatuses)[number];

export const brandingTargets = ['document', 'asset', 'social'] as const;
export type BrandingTarget = (typeof brandingTargets)[number];

export const brandingApplicationStatuses = ['pending', 'applied', 'failed'] as const;
export type BrandingApplicationStatus = (typeof brandingApplicationStatuses)[number];

/** What each service brands. */
export const serviceTarget: Record<BrandServiceKey, BrandingTarget> = {
  automated_document_branding: 'document',
  cross_platform_asset_sync: 'asset',
  social_media_compliance: 'social',
};

/** Spec §8, verbatim: a service must be enabled before use. */
export const serviceNotEnabledMessage: Record<BrandServiceKey, string> = {
  automated_document_branding: 'Automated document branding not enabled',
  cross_platform_asset_sync: 'Cross-platform asset sync not enabled',
  social_media_compliance: 'Social media compliance not enabled',
};
export const SERVICE_NOT_FOUND = 'Service not found';
export const BRAND_NOT_FOUND = 'Brand not found';
export const THEME_NOT_FOUND = 'Theme not found';
export const BRAND_NAME_TAKEN = 'A brand profile with this name already exists';

/** A cultural theme's key, `country/foundation` (the design-system feature's `cultural_themes.key`). */
export const themeKeySchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9-]{1,39}\/[a-z][a-z0-9-]{1,39}$/, 'Choose a cultural theme (country/foundation)');

const brandName = z.string().trim().min(1, 'Name is required').max(80, 'Name is at most 80 characters');

/** Spec 'Brand profile': id, name, status, version, lastSync, culturalTheme. */
export const brandProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(brandProfileStatuses),
  version: z.number().int(),
  lastSync: z.string().nullable(),
  culturalTheme: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BrandProfile = z.infer<typeof brandProfileSchema>;

export const brandProfileListSchema = z.object({ profiles: z.array(brandProfileSchema) });

export const brandProfileCreateSchema = z.object({ name: brandName, culturalTheme: themeKeySchema }).strict();
export type BrandProfileCreate = z.infer<typeof brandProfileCreateSchema>;

export const brandProfileUpdateSchema = z
  .object({ name: brandName.optional(), culturalTheme: themeKeySchema.optional() })
  .strict()
  .refine((v) => v.name !== undefined || v.culturalTheme !== undefined, { message: 'Nothing to update' });
export type BrandProfileUpdate = z.infer<typeof brandProfileUpdateSchema>;

export const brandIdParamsSchema = z.object({ id: z.string().uuid() });

/** Spec 'Sync operation': id, type, status, brand and theme ids, timestamps. */
export const syncOperationSchema = z.object({
  id: z.string(),
  type: z.enum(syncOperationTypes),
  status: z.enum(syncOperationStatuses),
  /** null once the brand profile was deleted (the history stays) */
  brandId: z.string().nullable(),
  brandName: z.string(),
  themeKey: z.string(),
  error: z.string().nullable(),
  /** the administrator's user id, or 'webhook' */
  requestedBy: z.string(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** finished_at − started_at, once finished */
  durationMs: z.number().int().nullable(),
});
export type SyncOperation = z.infer<typeof syncOperationSchema>;

export const syncOperationListSchema = z.object({ operations: z.array(syncOperationSchema) });
export const operationsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

export const brandServiceSchema = z.object({
  key: z.enum(brandServiceKeys),
  target: z.enum(brandingTargets),
  status: z.enum(brandServiceStatuses),
  enabled_at: z.string().nullable(),
  applications: z.object({ pending: z.number().int(), applied: z.number().int(), failed: z.number().int() }),
  lastRunAt: z.string().nullable(),
});
export type BrandService = z.infer<typeof brandServiceSchema>;
export const brandServiceListSchema = z.object({ services: z.array(brandServiceSchema) });

/** Any string: an unknown key answers 404 'Service not found' (spec), not a validation error. */
export const serviceKeyParamsSchema = z.object({ key: z.string().min(1).max(80) });

export const serviceRunSchema = z.object({ brandId: z.string().uuid() }).strict();

export const brandingApplicationSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  service: z.enum(brandServiceKeys),
  target: z.enum(brandingTargets),
  status: z.enum(brandingApplicationStatuses),
  /** the brand profile's version that was applied */
  brandVersion: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type BrandingApplication = z.infer<typeof brandingApplicationSchema>;

// ---- Unity Features ----

export const tokenGroups = ['colors', 'typography', 'spacing', 'motion'] as const;
export type TokenGroup = (typeof tokenGroups)[number];

/**
 * Unity Features: how consistently the brand profiles carry their themes' design tokens.
 * Per token group, each brand is `consistent` (its tokens captured at the last sync equal its
 * theme's current tokens), `drifted` (the theme changed since that sync) or `unsynced` (never
 * synced, or its theme is gone). `variants` counts the distinct captured values across brands
 * (1 = every synced brand looks the same in that group).
 */
export const unityGroupSchema = z.object({
  group: z.enum(tokenGroups),
  consistent: z.number().int(),
  drifted: z.number().int(),
  unsynced: z.number().int(),
  variants: z.number().int(),
});
export const unityBrandSchema = z.object({
  brandId: z.string(),
  name: z.string(),
  themeKey: z.string(),
  state: z.enum(['consistent', 'drifted', 'unsynced']),
  driftedGroups: z.array(z.enum(tokenGroups)),
});
export const unityReportSchema = z.object({
  /** consistent groups over all groups of all brands, 0–100; null without brand profiles */
  score: z.number().int().nullable(),
  brands: z.number().int(),
  groups: z.array(unityGroupSchema),
  perBrand: z.array(unityBrandSchema),
});
export type UnityReport = z.infer<typeof unityReportSchema>;

// ---- Analytics ----

export const brandAnalyticsSchema = z.object({
  /** operations created in the last 30 days, per status */
  byStatus: z.object(Object.fromEntries(syncOperationStatuses.map((s) => [s, z.number().int()])) as Record<SyncOperationStatus, z.ZodNumber>),
  /** the last 30 days (UTC), oldest first, every day present */
  perDay: z.array(z.object({ day: z.string(), completed: z.number().int(), failed: z.number().int(), open: z.number().int() })),
  /** mean of finished_at − started_at over completed syncs of the last 30 days */
  meanSyncDurationMs: z.number().int().nullable(),
  brandsPerTheme: z.array(z.object({ themeKey: z.string(), brands: z.number().int(), synced: z.number().int() })),
  applications: z.array(z.object({ service: z.enum(brandServiceKeys), pending: z.number().int(), applied: z.number().int(), failed: z.number().int() })),
});
export type BrandAnalytics = z.infer<typeof brandAnalyticsSchema>;

// ---- Webhook ----

export const WEBHOOK_TIMESTAMP_HEADER = 'x-kairos-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-kairos-signature';
/** A signed request is accepted within ±5 minutes of its timestamp, once. */
export const WEBHOOK_WINDOW_SECONDS = 300;

export const brandSyncWebhookSchema = z
  .object({
    brandId: z.string().uuid().optional(),
    brandName: brandName.optional(),
    /** sync to this theme instead of the brand's current one (a theme_sync) */
    themeKey: themeKeySchema.optional(),
  })
  .strict()
  .refine((v) => (v.brandId === undefined) !== (v.brandName === undefined), { message: 'Give either brandId or brandName' });
export type BrandSyncWebhook = z.infer<typeof brandSyncWebhookSchema>;
