import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  BRAND_NAME_TAKEN,
  BRAND_NOT_FOUND,
  brandServiceKeys,
  SERVICE_NOT_FOUND,
  serviceNotEnabledMessage,
  serviceTarget,
  THEME_NOT_FOUND,
  WEBHOOK_WINDOW_SECONDS,
} from '@/contract/brand';
import type {
  BrandAnalytics,
  BrandingApplication,
  BrandProfile,
  BrandProfileCreate,
  BrandProfileUpdate,
  BrandService,
  BrandServiceKey,
  SyncOperation,
  SyncOperationType,
  UnityReport,
} from '@/contract/brand';
import type { AppDeps } from '../../context';
import { brandingApplications, brandProfiles, brandServices, brandSyncOperations, brandWebhookDeliveries } from '../../db/schema/brand';
import { culturalThemes } from '../../db/schema/design-system';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { brandApplyJob, brandSyncJob } from './jobs';
import { themeTokens } from './themes';
import { unityReport } from './unity';

type ProfileRow = typeof brandProfiles.$inferSelect;
type OperationRow = typeof brandSyncOperations.$inferSelect;
type ApplicationRow = typeof brandingApplications.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toProfile(r: ProfileRow): BrandProfile {
  return {
    id: r.id,
    name: r.name,
    status: r.status,
    version: r.version,
    lastSync: iso(r.lastSyncAt),
    culturalTheme: r.culturalTheme,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function toOperation(r: OperationRow): SyncOperation {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    brandId: r.brandId,
    brandName: r.brandName,
    themeKey: r.themeKey,
    error: r.error,
    requestedBy: r.requestedBy,
    created_at: r.createdAt.toISOString(),
    started_at: iso(r.startedAt),
    finished_at: iso(r.finishedAt),
    durationMs: r.startedAt && r.finishedAt ? r.finishedAt.getTime() - r.startedAt.getTime() : null,
  };
}

function toApplication(r: ApplicationRow): BrandingApplication {
  return {
    id: r.id,
    brandId: r.brandId,
    service: r.service,
    target: r.target,
    status: r.status,
    brandVersion: r.brandVersion,
    error: r.error,
    created_at: r.createdAt.toISOString(),
    finished_at: iso(r.finishedAt),
  };
}

async function requireTheme(deps: AppDeps, key: string): Promise<void> {
  if (!(await themeTokens(deps, key))) throw new AppError('UNPROCESSABLE', THEME_NOT_FOUND, { culturalTheme: key });
}

// ---- brand profiles ----

export async function listProfiles(deps: AppDeps): Promise<BrandProfile[]> {
  const rows = await deps.database.db.select().from(brandProfiles).orderBy(sql`lower(${brandProfiles.name})`);
  return rows.map(toProfile);
}

async function profileRow(deps: AppDeps, id: string): Promise<ProfileRow> {
  const [row] = await deps.database.db.select().from(brandProfiles).where(eq(brandProfiles.id, id));
  if (!row) throw new AppError('NOT_FOUND', BRAND_NOT_FOUND);
  return row;
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('CONFLICT', BRAND_NAME_TAKEN);
  throw error;
}

export async function createProfile(deps: AppDeps, input: BrandProfileCreate): Promise<BrandProfile> {
  await requireTheme(deps, input.culturalTheme);
  const [row] = await deps.database.db
    .insert(brandProfiles)
    .values({ name: input.name, culturalTheme: input.culturalTheme })
    .returning()
    .catch(nameTaken);
  if (!row) throw new Error('brand profile insert returned no row');
  return toProfile(row);
}

/** A new theme puts the profile back to 'pending' until its next sync captures that theme's tokens. */
export async function updateProfile(deps: AppDeps, id: string, update: BrandProfileUpdate): Promise<BrandProfile> {
  const current = await profileRow(deps, id);
  const themeChanged = update.culturalTheme !== undefined && update.culturalTheme !== current.culturalTheme;
  if (themeChanged) await requireTheme(deps, update.culturalTheme!);
  const [row] = await deps.database.db
    .update(brandProfiles)
    .set({
      ...(update.name !== undefined ? { name: update.name } : {}),
      ...(themeChanged ? { culturalTheme: update.culturalTheme, status: 'pending' as const } : {}),
      updatedAt: new Date(),
    })
    .where(eq(brandProfiles.id, id))
    .returning()
    .catch(nameTaken);
  if (!row) throw new AppError('NOT_FOUND', BRAND_NOT_FOUND);
  return toProfile(row);
}

export async function deleteProfile(deps: AppDeps, id: string): Promise<void> {
  const deleted = await deps.database.db.delete(brandProfiles).where(eq(brandProfiles.id, id)).returning({ id: brandProfiles.id });
  if (!deleted.length) throw new AppError('NOT_FOUND', BRAND_NOT_FOUND);
}

// ---- sync operations ----

/**
 * Queues a sync of one brand. A sync already pending or processing for that brand and theme is
 * returned instead of a second one. With `themeKey` (the webhook) the brand moves to that theme.
 */
export async function queueSync(deps: AppDeps, brand: ProfileRow, requestedBy: string, themeKey?: string): Promise<SyncOperation> {
  const target = themeKey ?? brand.culturalTheme;
  const type: SyncOperationType = target === brand.culturalTheme ? 'brand_sync' : 'theme_sync';
  const [open] = await deps.database.db
    .select()
    .from(brandSyncOperations)
    .where(
      and(eq(brandSyncOperations.brandId, brand.id), eq(brandSyncOperations.themeKey, target), inArray(brandSyncOperations.status, ['pending', 'processing'])),
    )
    .limit(1);
  if (open) return toOperation(open);
  const [row] = await deps.database.db
    .insert(brandSyncOperations)
    .values({ type, brandId: brand.id, brandName: brand.name, themeKey: target, requestedBy })
    .returning();
  if (!row) throw new Error('sync operation insert returned no row');
  await deps.queue.send(brandSyncJob, { operationId: row.id });
  return toOperation(row);
}

export async function syncBrand(deps: AppDeps, id: string, requestedBy: string): Promise<SyncOperation> {
  return queueSync(deps, await profileRow(deps, id), requestedBy);
}

export async function syncAll(deps: AppDeps, requestedBy: string): Promise<SyncOperation[]> {
  const brands = await deps.database.db.select().from(brandProfiles).orderBy(sql`lower(${brandProfiles.name})`);
  const operations: SyncOperation[] = [];
  for (const brand of brands) operations.push(await queueSync(deps, brand, requestedBy));
  return operations;
}

/** The webhook names a brand by id or by name (case-insensitive). */
export async function findBrand(deps: AppDeps, ref: { brandId?: string; brandName?: string }): Promise<ProfileRow> {
  const where = ref.brandId ? eq(brandProfiles.id, ref.brandId) : sql`lower(${brandProfiles.name}) = lower(${ref.brandName ?? ''})`;
  const [row] = await deps.database.db.select().from(brandProfiles).where(where);
  if (!row) throw new AppError('NOT_FOUND', BRAND_NOT_FOUND);
  return row;
}

export async function webhookSync(deps: AppDeps, ref: { brandId?: string; brandName?: string; themeKey?: string }): Promise<SyncOperation> {
  const brand = await findBrand(deps, ref);
  if (ref.themeKey && !(await themeTokens(deps, ref.themeKey))) throw new AppError('NOT_FOUND', THEME_NOT_FOUND);
  return queueSync(deps, brand, 'webhook', ref.themeKey);
}

/**
 * Remembers an accepted delivery's signature until well after its timestamp left the window;
 * false when it was seen before (a replay). Expired entries are pruned on the way.
 */
export async function recordWebhookDelivery(deps: AppDeps, signature: string): Promise<boolean> {
  const db = deps.database.db;
  await db.delete(brandWebhookDeliveries).where(lt(brandWebhookDeliveries.expiresAt, new Date()));
  const expiresAt = new Date(Date.now() + 2 * WEBHOOK_WINDOW_SECONDS * 1000);
  const inserted = await db
    .insert(brandWebhookDeliveries)
    .values({ signature: signature.trim().toLowerCase(), expiresAt })
    .onConflictDoNothing()
    .returning({ signature: brandWebhookDeliveries.signature });
  return inserted.length > 0;
}

export async function listOperations(deps: AppDeps, limit: number): Promise<SyncOperation[]> {
  const rows = await deps.database.db
    .select()
    .from(brandSyncOperations)
    .orderBy(desc(brandSyncOperations.createdAt), desc(brandSyncOperations.id))
    .limit(limit);
  return rows.map(toOperation);
}

// ---- services and branding applications ----

function isServiceKey(key: string): key is BrandServiceKey {
  return (brandServiceKeys as readonly string[]).includes(key);
}

async function serviceRow(deps: AppDeps, key: string) {
  if (!isServiceKey(key)) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
  const [row] = await deps.database.db.select().from(brandServices).where(eq(brandServices.key, key));
  if (!row) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
  return row;
}

export async function listServices(deps: AppDeps): Promise<BrandService[]> {
  const rows = await deps.database.db.select().from(brandServices);
  const counts = await deps.database.db
    .select({
      service: brandingApplications.service,
      status: brandingApplications.status,
      count: sql<number>`count(*)::int`,
      last: sql<Date | string | null>`max(${brandingApplications.createdAt})`,
    })
    .from(brandingApplications)
    .groupBy(brandingApplications.service, brandingApplications.status);
  const order = (k: BrandServiceKey) => brandServiceKeys.indexOf(k);
  return rows
    .filter((r) => isServiceKey(r.key))
    .sort((a, b) => order(a.key) - order(b.key))
    .map((r) => {
      const mine = counts.filter((c) => c.service === r.key);
      const count = (status: string) => mine.find((c) => c.status === status)?.count ?? 0;
      const last = mine.map((c) => (c.last ? new Date(c.last).getTime() : 0)).reduce((a, b) => Math.max(a, b), 0);
      return {
        key: r.key,
        target: serviceTarget[r.key],
        status: r.status,
        enabled_at: iso(r.enabledAt),
        applications: { pending: count('pending'), applied: count('applied'), failed: count('failed') },
        lastRunAt: last ? new Date(last).toISOString() : null,
      };
    });
}

export async function setServiceEnabled(deps: AppDeps, key: string, enabled: boolean): Promise<BrandService> {
  const row = await serviceRow(deps, key);
  const now = new Date();
  await deps.database.db
    .update(brandServices)
    .set(enabled ? { status: 'enabled', enabledAt: row.status === 'enabled' ? row.enabledAt : now, updatedAt: now } : { status: 'disabled', enabledAt: null, updatedAt: now })
    .where(eq(brandServices.key, row.key));
  const services = await listServices(deps);
  return services.find((s) => s.key === row.key)!;
}

/** Runs an enabled service on one brand: a branding application, applied by the `brand-apply` job. */
export async function runService(deps: AppDeps, key: string, brandId: string, requestedBy: string): Promise<BrandingApplication> {
  const service = await serviceRow(deps, key);
  if (service.status !== 'enabled') throw new AppError('CONFLICT', serviceNotEnabledMessage[service.key]);
  const brand = await profileRow(deps, brandId);
  const [row] = await deps.database.db
    .insert(brandingApplications)
    .values({ brandId: brand.id, service: service.key, target: serviceTarget[service.key], requestedBy })
    .returning();
  if (!row) throw new Error('branding application insert returned no row');
  await deps.queue.send(brandApplyJob, { applicationId: row.id });
  return toApplication(row);
}

export async function getApplication(deps: AppDeps, id: string): Promise<BrandingApplication | null> {
  const [row] = await deps.database.db.select().from(brandingApplications).where(eq(brandingApplications.id, id));
  return row ? toApplication(row) : null;
}

// ---- Unity Features and analytics ----

export async function getUnity(deps: AppDeps): Promise<UnityReport> {
  const brands = await deps.database.db.select().from(brandProfiles).orderBy(sql`lower(${brandProfiles.name})`);
  const keys = [...new Set(brands.map((b) => b.culturalTheme))];
  const themes = keys.length
    ? await deps.database.db.select({ key: culturalThemes.key, tokens: culturalThemes.tokens }).from(culturalThemes).where(inArray(culturalThemes.key, keys))
    : [];
  const current = new Map(themes.map((t) => [t.key, t.tokens as Record<string, unknown>]));
  return unityReport(brands.map((b) => ({ id: b.id, name: b.name, themeKey: b.culturalTheme, snapshot: b.tokensSnapshot, current: current.get(b.culturalTheme) ?? null })));
}

const DAYS = 30;

export async function getAnalytics(deps: AppDeps): Promise<BrandAnalytics> {
  const { rows: statusRows } = await deps.database.query<{ status: string; count: number }>(
    `SELECT status, count(*)::int AS count FROM brand_sync_operations WHERE created_at >= now() - interval '${DAYS} days' GROUP BY status`,
  );
  const { rows: days } = await deps.database.query<{ day: string; completed: number; failed: number; open: number }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
            count(o.id) FILTER (WHERE o.status = 'completed')::int AS completed,
            count(o.id) FILTER (WHERE o.status = 'failed')::int AS failed,
            count(o.id) FILTER (WHERE o.status IN ('pending', 'processing'))::int AS open
       FROM generate_series((now() AT TIME ZONE 'UTC')::date - ${DAYS - 1}, (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
       LEFT JOIN brand_sync_operations o ON (o.created_at AT TIME ZONE 'UTC')::date = d.day::date
      GROUP BY d.day ORDER BY d.day`,
  );
  const { rows: mean } = await deps.database.query<{ ms: number | null }>(
    `SELECT round(avg(extract(epoch FROM finished_at - started_at) * 1000))::int AS ms
       FROM brand_sync_operations
      WHERE status = 'completed' AND started_at IS NOT NULL AND finished_at IS NOT NULL AND created_at >= now() - interval '${DAYS} days'`,
  );
  const { rows: perTheme } = await deps.database.query<{ theme_key: string; brands: number; synced: number }>(
    `SELECT cultural_theme AS theme_key, count(*)::int AS brands, count(*) FILTER (WHERE status = 'synced')::int AS synced
       FROM brand_profiles GROUP BY cultural_theme ORDER BY count(*) DESC, cultural_theme`,
  );
  const services = await listServices(deps);
  const byStatus = { pending: 0, processing: 0, completed: 0, failed: 0 };
  for (const r of statusRows) if (r.status in byStatus) byStatus[r.status as keyof typeof byStatus] = r.count;
  return {
    byStatus,
    perDay: days.map((d) => ({ day: d.day, completed: d.completed, failed: d.failed, open: d.open })),
    meanSyncDurationMs: mean[0]?.ms ?? null,
    brandsPerTheme: perTheme.map((r) => ({ themeKey: r.theme_key, brands: r.brands, synced: r.synced })),
    applications: services.map((s) => ({ service: s.key, ...s.applications })),
  };
}
