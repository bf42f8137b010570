import { sql } from 'drizzle-orm';
import type { RoleLiveEvent } from '@/contract/events';
import { SUPER_ADMIN_ONLY } from '@/contract/superadmin';
import type { SuperAdminInitResult, SuperAdminOverview, SuperAdminStatus } from '@/contract/superadmin';
import type { AppDeps, SessionData } from '../../context';
import { securityAuditLog } from '../../db/schema/platform';
import { SECURITY_EVENTS_CHANNEL } from '../../platform/audit';
import { AppError } from '../../platform/errors';

/** Who asks, from where: written into the security log. */
export type Caller = { session: SessionData; ipAddress: string | null; userAgent: string | null };

type Deps = Pick<AppDeps, 'config' | 'database' | 'audit' | 'events' | 'logger'>;

const roleOf = (session: SessionData) => (session.user as { role?: string | null }).role ?? 'user';

/** The signed-in account is the configured super administrator (case-insensitive e-mail). */
export function isSuperAdminAccount(deps: Pick<AppDeps, 'config'>, session: SessionData): boolean {
  const configured = deps.config.superAdminEmail;
  return Boolean(configured && session.user.email.trim().toLowerCase() === configured);
}

/**
 * Spec 02 §4: ready when the configured account's role is admin, else needs_setup. Without a
 * configured address every account may ask (configured: false); with one, only that account.
 */
export function superAdminStatus(deps: Pick<AppDeps, 'config'>, session: SessionData): SuperAdminStatus {
  if (!deps.config.superAdminEmail) return { configured: false, is_super_admin_account: false, state: 'needs_setup' };
  if (!isSuperAdminAccount(deps, session)) throw new AppError('FORBIDDEN', SUPER_ADMIN_ONLY);
  return { configured: true, is_super_admin_account: true, state: roleOf(session) === 'admin' ? 'ready' : 'needs_setup' };
}

/** The dashboard and its figures: the configured account with the admin role, nobody else. */
export function requireSuperAdmin(deps: Pick<AppDeps, 'config'>, session: SessionData): void {
  if (!isSuperAdminAccount(deps, session) || roleOf(session) !== 'admin') throw new AppError('FORBIDDEN', SUPER_ADMIN_ONLY);
}

/**
 * Spec provision_super_admin + "upsert profiles (id, full_name, role admin)": the role, the profile
 * row and the audit entry are written in one transaction, so the role never changes unrecorded.
 * Only the configured, verified account may; anyone else's attempt is a security event. Idempotent.
 */
export async function initializeSuperAdmin(deps: Deps, caller: Caller): Promise<SuperAdminInitResult> {
  const { user } = caller.session;
  if (!isSuperAdminAccount(deps, caller.session) || !user.emailVerified) {
    await deps.audit.record({
      eventType: 'role_change_attempt',
      severity: 'high',
      userId: user.id,
      ipAddress: caller.ipAddress,
      userAgent: caller.userAgent,
      details: {
        target_user_id: user.id,
        old_role: roleOf(caller.session),
        new_role: 'admin',
        reason: deps.config.superAdminEmail && isSuperAdminAccount(deps, caller.session) ? 'email_not_verified' : 'not_super_admin',
        via: 'superadmin_initialize',
      },
    });
    throw new AppError('FORBIDDEN', SUPER_ADMIN_ONLY);
  }

  const changed = await deps.database.db.transaction(async (tx) => {
    const current = await tx.execute(sql`SELECT role, name FROM users WHERE id = ${user.id} FOR UPDATE`);
    const row = (current as unknown as { rows: { role: string; name: string }[] }).rows[0];
    if (!row) throw new AppError('NOT_FOUND', 'Failed to update profile');
    // the profile the spec upserts: created with the account's name when missing, a chosen name kept
    await tx.execute(
      sql`INSERT INTO profiles (user_id, full_name) VALUES (${user.id}, ${row.name || null})
          ON CONFLICT (user_id) DO UPDATE SET full_name = coalesce(profiles.full_name, excluded.full_name), updated_at = now()`,
    );
    if (row.role === 'admin') return null;
    await tx.execute(sql`UPDATE users SET role = 'admin', updated_at = now() WHERE id = ${user.id}`);
    const [entry] = await tx
      .insert(securityAuditLog)
      .values({
        eventType: 'admin_role_change',
        severity: 'medium',
        userId: user.id,
        ipAddress: caller.ipAddress,
        userAgent: caller.userAgent?.slice(0, 512) ?? null,
        eventDetails: { target_user_id: user.id, old_role: row.role, new_role: 'admin', self: true, via: 'superadmin_initialize' },
      })
      .returning({ id: securityAuditLog.id });
    return { entryId: entry?.id, oldRole: row.role };
  });
  if (!changed) return { state: 'ready', already_active: true };

  // after the commit: the live monitor and the person's other tabs hear of it (best effort)
  await deps.database
    .query('SELECT pg_notify($1, $2)', [SECURITY_EVENTS_CHANNEL, JSON.stringify({ id: changed.entryId, event_type: 'admin_role_change' })])
    .catch((error: unknown) => deps.logger.warn('could not announce a security event', { error: String(error) }));
  const event: RoleLiveEvent = { role: 'admin', changed_at: new Date().toISOString() };
  await deps.events
    .publish({ name: 'role', userId: user.id, data: event })
    .catch((error: unknown) => deps.logger.warn('could not publish a role event', { error: String(error) }));
  return { state: 'ready', already_active: false };
}

type Counts = Record<string, number | string | null>;

/** The dashboard cards: counted in SQL when asked, from the tables themselves. */
export async function superAdminOverview(deps: Pick<AppDeps, 'database'>): Promise<SuperAdminOverview> {
  const { rows } = await deps.database.query<Counts>(
    `SELECT
       (SELECT count(*) FROM users)::int AS users,
       (SELECT count(*) FROM users WHERE role = 'admin')::int AS administrators,
       (SELECT count(*) FROM cvs WHERE status = 'analyzed')::int AS cvs_analyzed,
       (SELECT count(*) FROM cvs WHERE status = 'failed')::int AS cvs_failed,
       (SELECT count(*) FROM security_audit_log WHERE created_at > now() - interval '24 hours')::int AS security_events_24h,
       (SELECT count(*) FROM security_audit_log WHERE created_at > now() - interval '24 hours'
          AND (event_type LIKE '%suspicious%' OR event_type LIKE '%blocked%' OR severity IN ('high', 'critical')))::int AS suspicious_events_24h`,
  );
  const r = rows[0] ?? {};
  const n = (key: string) => Number(r[key] ?? 0);
  return {
    users: n('users'),
    administrators: n('administrators'),
    cvs_analyzed: n('cvs_analyzed'),
    cvs_failed: n('cvs_failed'),
    security_events_24h: n('security_events_24h'),
    suspicious_events_24h: n('suspicious_events_24h'),
    failed_jobs_24h: await failedJobs(deps),
    generated_at: new Date().toISOString(),
  };
}

/** pg-boss's tables exist once any process sent a job: failed jobs of the last 24 h, live and archived. */
async function failedJobs(deps: Pick<AppDeps, 'database'>): Promise<number | null> {
  const { rows: exists } = await deps.database.query<{ job: string | null; archive: string | null }>(
    "SELECT to_regclass('pgboss.job')::text AS job, to_regclass('pgboss.archive')::text AS archive",
  );
  if (!exists[0]?.job) return null;
  const recent = `state = 'failed' AND completed_on > now() - interval '24 hours'`;
  const archived = exists[0].archive ? ` + (SELECT count(*) FROM pgboss.archive WHERE ${recent})` : '';
  const { rows } = await deps.database.query<{ failed: number | string }>(
    `SELECT ((SELECT count(*) FROM pgboss.job WHERE ${recent})${archived})::int AS failed`,
  );
  return Number(rows[0]?.failed ?? 0);
}
