import { and, eq, sql } from 'drizzle-orm';
import { BRAND_NOT_FOUND, serviceNotEnabledMessage, THEME_NOT_FOUND } from '@/contract/brand';
import type { AppDeps } from '../../context';
import { brandingApplications, brandProfiles, brandServices, brandSyncOperations } from '../../db/schema/brand';
import { themeTokens } from './themes';

async function finishOperation(deps: AppDeps, id: string, error: string): Promise<void> {
  await deps.database.db
    .update(brandSyncOperations)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(eq(brandSyncOperations.id, id));
}

/**
 * The `brand-sync` job: pending → processing → completed (the brand captures its theme's current
 * tokens, version + 1) or failed with the reason. Never throws for an expected failure, so the
 * queue does not retry an operation that already reported its outcome.
 */
export async function runSync(deps: AppDeps, operationId: string): Promise<void> {
  const [op] = await deps.database.db
    .update(brandSyncOperations)
    .set({ status: 'processing', startedAt: new Date() })
    .where(and(eq(brandSyncOperations.id, operationId), eq(brandSyncOperations.status, 'pending')))
    .returning();
  if (!op) return; // already taken (a retried job) or gone
  try {
    if (!op.brandId) return await finishOperation(deps, op.id, BRAND_NOT_FOUND);
    const tokens = await themeTokens(deps, op.themeKey);
    if (!tokens) return await finishOperation(deps, op.id, THEME_NOT_FOUND);
    await deps.database.db.transaction(async (tx) => {
      const now = new Date();
      const updated = await tx
        .update(brandProfiles)
        .set({
          status: 'synced',
          version: sql`${brandProfiles.version} + 1`,
          lastSyncAt: now,
          culturalTheme: op.themeKey,
          tokensSnapshot: tokens,
          updatedAt: now,
        })
        .where(eq(brandProfiles.id, op.brandId!))
        .returning({ id: brandProfiles.id });
      await tx
        .update(brandSyncOperations)
        .set(updated.length ? { status: 'completed', finishedAt: now } : { status: 'failed', error: BRAND_NOT_FOUND, finishedAt: now })
        .where(eq(brandSyncOperations.id, op.id));
    });
  } catch (error) {
    deps.logger.error('brand sync failed', { operationId, error: String(error) });
    await finishOperation(deps, op.id, 'The sync could not be completed');
  }
}

/**
 * The `brand-apply` job: the brand's synced tokens (its current version) are applied to the
 * service's target, or the application fails: the service was switched off meanwhile, or the brand
 * has never been synced (nothing to apply yet).
 */
export async function runApplication(deps: AppDeps, applicationId: string): Promise<void> {
  const [app] = await deps.database.db.select().from(brandingApplications).where(eq(brandingApplications.id, applicationId));
  if (!app || app.status !== 'pending') return;
  const [service] = await deps.database.db.select().from(brandServices).where(eq(brandServices.key, app.service));
  const [brand] = await deps.database.db.select().from(brandProfiles).where(eq(brandProfiles.id, app.brandId));
  const error =
    service?.status !== 'enabled'
      ? serviceNotEnabledMessage[app.service]
      : !brand
        ? BRAND_NOT_FOUND
        : !brand.tokensSnapshot
          ? 'Brand not synced yet: sync it first'
          : null;
  await deps.database.db
    .update(brandingApplications)
    .set(error ? { status: 'failed', error, finishedAt: new Date() } : { status: 'applied', brandVersion: brand!.version, finishedAt: new Date() })
    .where(and(eq(brandingApplications.id, app.id), eq(brandingApplications.status, 'pending')));
}

