import { eq } from 'drizzle-orm';
import type { SharingSettings, SharingUpdate, StoredSharing } from '@/contract/visibility';
import { resolveSharing } from '@/contract/visibility';
import type { AppDeps } from '../../context';
import { profiles } from '../../db/schema/career';

/** Who may see each profile field, defaults filled in (ADR 022). */
export async function getSharing(deps: AppDeps, userId: string): Promise<SharingSettings> {
  const [row] = await deps.database.db.select({ sharing: profiles.sharing }).from(profiles).where(eq(profiles.userId, userId));
  return resolveSharing(row?.sharing);
}

/** Stores only the person's choices on top of what they chose before, so unchanged fields keep following the defaults. */
export async function updateSharing(deps: AppDeps, userId: string, update: SharingUpdate): Promise<SharingSettings> {
  const { db } = deps.database;
  const [row] = await db.select({ sharing: profiles.sharing }).from(profiles).where(eq(profiles.userId, userId));
  const before = row?.sharing ?? {};
  const next: StoredSharing = {
    ...before,
    fields: { ...before.fields, ...update.fields },
    ...(update.allow_contact !== undefined ? { allow_contact: update.allow_contact } : {}),
    ...(update.allow_indexing !== undefined ? { allow_indexing: update.allow_indexing } : {}),
  };
  await db
    .insert(profiles)
    .values({ userId, sharing: next })
    .onConflictDoUpdate({ target: profiles.userId, set: { sharing: next, updatedAt: new Date() } });
  return resolveSharing(next);
}
