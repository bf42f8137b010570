import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ConsentPurpose, ConsentRecord, ConsentsResponse, ConsentState } from '@/contract/privacy';
import { consentPurposes } from '@/contract/privacy';
import type { UserSettingsBody } from '@/contract/profile';
import { DEFAULT_SETTINGS } from '@/contract/profile';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { userSettings } from '../../db/schema/career';
import { consents } from '../../db/schema/privacy';

type ConsentRow = typeof consents.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

function toRecord(r: ConsentRow): ConsentRecord {
  return { id: r.id, purpose: r.purpose, granted_at: r.grantedAt.toISOString(), withdrawn_at: r.withdrawnAt?.toISOString() ?? null };
}

/**
 * Records a grant (a new open row) or a withdrawal (closes the open row). Returns whether anything
 * changed: granting what is granted, or withdrawing what is not, records nothing.
 */
export async function recordConsent(
  db: Executor,
  userId: string,
  purpose: ConsentPurpose,
  granted: boolean,
  at = new Date(),
): Promise<boolean> {
  if (granted) {
    // the partial unique index (one open row per person and purpose) makes a second grant a no-op
    const inserted = await db
      .insert(consents)
      .values({ userId, purpose, grantedAt: at })
      .onConflictDoNothing()
      .returning({ id: consents.id });
    return inserted.length > 0;
  }
  const closed = await db
    .update(consents)
    .set({ withdrawnAt: at })
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
    .returning({ id: consents.id });
  return closed.length > 0;
}

export async function hasConsent(deps: AppDeps, userId: string, purpose: ConsentPurpose): Promise<boolean> {
  const [open] = await deps.database.db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
    .limit(1);
  return !!open;
}

type PrivacySettings = Pick<UserSettingsBody['privacy'], 'profileVisibility' | 'analyticsOptOut'>;

/** The consent each settings switch stands for. */
function switchConsents(p: PrivacySettings): Partial<Record<ConsentPurpose, boolean>> {
  return { public_portfolio: p.profileVisibility === 'public', analytics: p.analyticsOptOut === false };
}

/**
 * Called by the settings save (composed in app.ts): a public profile is a 'public_portfolio' grant,
 * a private one its withdrawal; analyticsOptOut false/true grants/withdraws 'analytics'. Only a
 * switch that changed is recorded — one switch, one record.
 */
export async function recordConsentChanges(
  deps: AppDeps,
  userId: string,
  before: { privacy: PrivacySettings },
  after: { privacy: PrivacySettings },
): Promise<void> {
  const was = switchConsents(before.privacy);
  const now = switchConsents(after.privacy);
  for (const purpose of consentPurposes) {
    const next = now[purpose];
    if (next === undefined || next === was[purpose]) continue;
    await recordConsent(deps.database.db, userId, purpose, next);
  }
}

export async function listConsents(deps: AppDeps, userId: string): Promise<ConsentsResponse> {
  const rows = await deps.database.db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(sql`coalesce(${consents.withdrawnAt}, ${consents.grantedAt})`), desc(consents.grantedAt));
  const state: ConsentState[] = consentPurposes.map((purpose) => {
    const mine = rows.filter((r) => r.purpose === purpose);
    const open = mine.find((r) => !r.withdrawnAt);
    const lastWithdrawn = mine
      .filter((r) => r.withdrawnAt)
      .map((r) => r.withdrawnAt!)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    return {
      purpose,
      granted: !!open,
      granted_at: open?.grantedAt.toISOString() ?? null,
      withdrawn_at: lastWithdrawn?.toISOString() ?? null,
    };
  });
  return { consents: state, history: rows.map(toRecord), external_model_configured: !!deps.llm };
}

/**
 * A grant or withdrawal from the consent list. The two purposes that are also settings switches
 * (public profile, analytics) change the switch in the same transaction, so both always agree.
 */
export async function setConsent(deps: AppDeps, userId: string, purpose: ConsentPurpose, granted: boolean): Promise<ConsentsResponse> {
  await deps.database.db.transaction(async (tx) => {
    await recordConsent(tx, userId, purpose, granted);
    const privacy: Partial<UserSettingsBody['privacy']> | null =
      purpose === 'public_portfolio'
        ? { profileVisibility: granted ? 'public' : 'private' }
        : purpose === 'analytics'
          ? { analyticsOptOut: !granted }
          : null;
    if (!privacy) return;
    const [row] = await tx.select().from(userSettings).where(eq(userSettings.userId, userId)).for('update');
    const stored = row?.settings;
    const next: UserSettingsBody = {
      notifications: { ...DEFAULT_SETTINGS.notifications, ...stored?.notifications },
      privacy: { ...DEFAULT_SETTINGS.privacy, ...stored?.privacy, ...privacy },
      preferences: { ...DEFAULT_SETTINGS.preferences, ...stored?.preferences },
    };
    const now = new Date();
    await tx
      .insert(userSettings)
      .values({ userId, settings: next, updatedAt: now })
      .onConflictDoUpdate({ target: userSettings.userId, set: { settings: next, updatedAt: now } });
  });
  return listConsents(deps, userId);
}
