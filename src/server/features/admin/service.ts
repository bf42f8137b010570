import { sql } from 'drizzle-orm';
import { roleAuditEventTypes } from '@/contract/admin';
import type {
  AdminUser,
  AdminUserList,
  AdminUsersQuery,
  AuditLogEntry,
  AuditLogQuery,
  RoleUpdate,
  RoleUpdateResult,
} from '@/contract/admin';
import type { RoleLiveEvent } from '@/contract/events';
import type { Role } from '@/contract/me';
import type { AppDeps } from '../../context';
import { AppError } from '../../platform/errors';

/** Who asks, from where: written into every role event. */
export type Actor = { id: string; ipAddress: string | null; userAgent: string | null };

export const LAST_ADMIN_MESSAGE = 'The last administrator cannot be demoted. Promote another administrator first.';
export const TARGET_NOT_FOUND_MESSAGE = 'User not found';

/** Why a role change was refused; kept in the event's details. */
export type RefusalReason = 'not_admin' | 'validation' | 'invalid_role' | 'target_not_found' | 'last_admin';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (value: unknown): string | null => (value == null ? null : new Date(value as string | Date).toISOString());

type UserRow = {
  id: string;
  email: string;
  full_name: string | null;
  role: string;
  email_verified: boolean;
  created_at: Date | string;
  last_sign_in_at: Date | string | null;
};

/**
 * All accounts (joined with their profile) newest first, one page at a time. Paging walks
 * `users_created_at_idx`; the search is a case-insensitive substring of e-mail or name.
 */
export async function listUsers(deps: Pick<AppDeps, 'database'>, query: AdminUsersQuery): Promise<AdminUserList> {
  const q = query.q?.trim();
  const values: unknown[] = [];
  let where = '';
  if (q) {
    values.push(`%${escapeLike(q)}%`);
    where = 'WHERE u.email ILIKE $1 OR u.name ILIKE $1 OR p.full_name ILIKE $1';
  }
  const from = `FROM users u LEFT JOIN profiles p ON p.user_id = u.id ${where}`;
  const offset = (query.page - 1) * query.pageSize;
  const [{ rows: countRows }, { rows }] = await Promise.all([
    deps.database.query<{ total: number | string }>(`SELECT count(*) AS total ${from}`, values),
    // the page first, then one index lookup per row for the newest session
    deps.database.query<UserRow>(
      `WITH page AS (
         SELECT u.id, u.email, coalesce(nullif(p.full_name, ''), nullif(u.name, '')) AS full_name,
                u.role, u.email_verified, u.created_at
         ${from}
         ORDER BY u.created_at DESC, u.id DESC
         LIMIT $${values.length + 1} OFFSET $${values.length + 2}
       )
       SELECT page.*, (SELECT max(s.created_at) FROM sessions s WHERE s.user_id = page.id) AS last_sign_in_at
       FROM page ORDER BY page.created_at DESC, page.id DESC`,
      [...values, query.pageSize, offset],
    ),
  ]);
  return {
    users: rows.map((r): AdminUser => ({
      id: r.id,
      email: r.email,
      full_name: r.full_name,
      role: r.role,
      email_verified: r.email_verified,
      created_at: iso(r.created_at)!,
      last_sign_in_at: iso(r.last_sign_in_at),
    })),
    total: Number(countRows[0]?.total ?? 0),
    page: query.page,
    page_size: query.pageSize,
  };
}

/** Records a refused role change (spec role_change_attempt): who, target, from, to, why. */
export async function recordRefusedRoleChange(
  deps: Pick<AppDeps, 'audit'>,
  actor: Actor,
  attempt: { targetUserId?: string | null; fromRole?: string | null; requestedRole?: unknown; reason: RefusalReason },
): Promise<void> {
  await deps.audit.record({
    eventType: 'role_change_attempt',
    // a non-admin trying is an attack; an administrator's refused request is not
    severity: attempt.reason === 'not_admin' ? 'high' : 'medium',
    userId: actor.id,
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent,
    details: {
      target_user_id: typeof attempt.targetUserId === 'string' ? attempt.targetUserId.slice(0, 200) : null,
      old_role: attempt.fromRole ?? null,
      new_role: typeof attempt.requestedRole === 'string' ? attempt.requestedRole.slice(0, 50) : null,
      reason: attempt.reason,
    },
  });
}

type Outcome =
  | { kind: 'changed' | 'unchanged'; oldRole: string }
  | { kind: 'refused'; reason: 'target_not_found' | 'last_admin'; oldRole: string | null };

/**
 * Spec secure_update_user_role. Demoting yourself is allowed unless you are the last
 * administrator. Locking every admin row serialises concurrent demotions, so two admins
 * demoting each other at once cannot leave the platform without one.
 */
export async function changeRole(deps: Pick<AppDeps, 'database' | 'audit' | 'events' | 'logger'>, actor: Actor, input: RoleUpdate): Promise<RoleUpdateResult> {
  const { target_user_id: targetId, new_role: newRole } = input;
  const outcome = await deps.database.db.transaction(async (tx): Promise<Outcome> => {
    const admins = await tx.execute(sql`SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`);
    const target = await tx.execute(sql`SELECT role FROM users WHERE id = ${targetId} FOR UPDATE`);
    const oldRole = rowsOf<{ role: string }>(target)[0]?.role;
    if (oldRole === undefined) return { kind: 'refused', reason: 'target_not_found', oldRole: null };
    if (oldRole === newRole) return { kind: 'unchanged', oldRole };
    if (oldRole === 'admin' && rowsOf(admins).length <= 1) return { kind: 'refused', reason: 'last_admin', oldRole };
    await tx.execute(sql`UPDATE users SET role = ${newRole}, updated_at = now() WHERE id = ${targetId}`);
    return { kind: 'changed', oldRole };
  });

  if (outcome.kind === 'refused') {
    await recordRefusedRoleChange(deps, actor, {
      targetUserId: targetId,
      fromRole: outcome.oldRole,
      requestedRole: newRole,
      reason: outcome.reason,
    });
    if (outcome.reason === 'target_not_found') throw new AppError('NOT_FOUND', TARGET_NOT_FOUND_MESSAGE);
    throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
  }
  if (outcome.kind === 'changed') {
    await deps.audit.record({
      eventType: 'admin_role_change',
      severity: 'medium',
      userId: actor.id,
      ipAddress: actor.ipAddress,
      userAgent: actor.userAgent,
      details: { target_user_id: targetId, old_role: outcome.oldRole, new_role: newRole, self: targetId === actor.id },
    });
    await announceRoleChange(deps, targetId, newRole as Role);
  }
  return { success: true, user_id: targetId, old_role: outcome.oldRole, new_role: newRole as Role, changed: outcome.kind === 'changed' };
}

/**
 * Tells the person whose role changed, live (their open tabs refresh their permissions and may show a
 * browser notification). Best effort: the change is committed and audited whatever happens here.
 */
async function announceRoleChange(deps: Pick<AppDeps, 'events' | 'logger'>, userId: string, role: Role): Promise<void> {
  const event: RoleLiveEvent = { role, changed_at: new Date().toISOString() };
  await deps.events.publish({ name: 'role', userId, data: event }).catch((error: unknown) => {
    deps.logger.warn('could not publish a role event', { error: String(error) });
  });
}

/** drizzle's `execute` answers `{ rows }` on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

type AuditRow = {
  id: string;
  event_type: AuditLogEntry['event_type'];
  user_id: string | null;
  actor_email: string | null;
  target_user_id: string | null;
  target_email: string | null;
  old_role: string | null;
  new_role: string | null;
  reason: string | null;
  ip_address: string | null;
  created_at: Date | string;
};

/**
 * Role events newest first (spec: admin_role_change and role_change_attempt, limit 100),
 * optionally about one person: as the one who acted or as the target. E-mails are joined at
 * read time rather than copied into the log, so an erased account leaves none behind.
 */
export async function listRoleAuditLog(deps: Pick<AppDeps, 'database'>, query: AuditLogQuery): Promise<AuditLogEntry[]> {
  const values: unknown[] = [];
  const types = roleAuditEventTypes.map((t) => `'${t}'`).join(', ');
  let byUser = '';
  if (query.user_id) {
    values.push(query.user_id);
    byUser = `AND (l.user_id = $1 OR l.event_details->>'target_user_id' = $1)`;
  }
  values.push(query.limit);
  const { rows } = await deps.database.query<AuditRow>(
    `SELECT l.id, l.event_type, l.user_id, a.email AS actor_email,
            l.event_details->>'target_user_id' AS target_user_id, t.email AS target_email,
            l.event_details->>'old_role' AS old_role, l.event_details->>'new_role' AS new_role,
            l.event_details->>'reason' AS reason, l.ip_address, l.created_at
     FROM security_audit_log l
     LEFT JOIN users a ON a.id = l.user_id
     LEFT JOIN users t ON t.id = l.event_details->>'target_user_id'
     WHERE l.event_type IN (${types}) ${byUser}
     ORDER BY l.created_at DESC, l.id DESC
     LIMIT $${values.length}`,
    values,
  );
  return rows.map((r) => ({ ...r, id: String(r.id), created_at: iso(r.created_at)! }));
}
