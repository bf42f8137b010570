import { eq } from 'drizzle-orm';
import { SECURITY_WINDOW_HOURS } from '@/contract/security';
import type { SecurityEvent, SecuritySummary, Severity } from '@/contract/security';
import type { Database } from '../../db/client';
import { securityAuditLog } from '../../db/schema/platform';
import { SECURITY_EVENTS_CHANNEL } from '../../platform/audit';

type AuditRow = typeof securityAuditLog.$inferSelect;

export function toSecurityEvent(r: AuditRow): SecurityEvent {
  return {
    id: r.id,
    event_type: r.eventType,
    event_details: r.eventDetails,
    user_id: r.userId,
    ip_address: r.ipAddress,
    user_agent: r.userAgent,
    severity: r.severity as Severity,
    created_at: r.createdAt.toISOString(),
  };
}

export async function securityEventById(database: Database, id: string): Promise<SecurityEvent | null> {
  const [row] = await database.db.select().from(securityAuditLog).where(eq(securityAuditLog.id, id)).limit(1);
  return row ? toSecurityEvent(row) : null;
}

/**
 * The monitor's counters, counted in SQL over the whole window (not from the 50 rows the list fetches).
 * Spec 02 §9: successful = type contains 'login' but not 'failed'; failed = contains 'failed';
 * suspicious = contains 'suspicious' or 'blocked' — and, spec 01 §9, any high or critical event.
 */
export async function securitySummary(database: Database): Promise<SecuritySummary> {
  const { rows } = await database.query<Record<string, number | string | Date>>(
    `WITH w AS (SELECT event_type, severity FROM security_audit_log WHERE created_at > now() - make_interval(hours => $1::int))
     SELECT
       (SELECT count(*) FROM w)::int AS total_events,
       (SELECT count(*) FROM w WHERE event_type LIKE '%login%' AND event_type NOT LIKE '%failed%')::int AS successful_logins,
       (SELECT count(*) FROM w WHERE event_type LIKE '%failed%')::int AS failed_logins,
       (SELECT count(*) FROM w WHERE event_type LIKE '%suspicious%' OR event_type LIKE '%blocked%' OR severity IN ('high', 'critical'))::int AS suspicious_activity,
       (SELECT count(*) FROM w WHERE event_type IN ('login_failed', 'magic_link_failed'))::int AS m_failed_logins,
       (SELECT count(*) FROM w WHERE event_type IN ('login_success', 'magic_link_login'))::int AS m_successful_logins,
       (SELECT count(*) FROM w WHERE event_type = 'password_reset_request')::int AS m_password_reset_requests,
       (SELECT count(*) FROM w WHERE event_type = 'suspicious_activity')::int AS m_suspicious_activities,
       (SELECT count(DISTINCT ip) FROM ip_blocks WHERE lifted_at IS NULL AND blocked_until > now())::int AS m_blocked_ips,
       (SELECT count(*) FROM sessions WHERE expires_at > now())::int AS m_active_sessions,
       now() - make_interval(hours => $1::int) AS since,
       now() AS generated_at`,
    [SECURITY_WINDOW_HOURS],
  );
  const r = rows[0]!;
  const n = (k: string) => Number(r[k] ?? 0);
  return {
    window_hours: SECURITY_WINDOW_HOURS,
    since: new Date(r.since as string).toISOString(),
    generated_at: new Date(r.generated_at as string).toISOString(),
    counters: {
      total_events: n('total_events'),
      successful_logins: n('successful_logins'),
      failed_logins: n('failed_logins'),
      suspicious_activity: n('suspicious_activity'),
    },
    metrics: {
      failed_logins: n('m_failed_logins'),
      successful_logins: n('m_successful_logins'),
      password_reset_requests: n('m_password_reset_requests'),
      suspicious_activities: n('m_suspicious_activities'),
      blocked_ips: n('m_blocked_ips'),
      active_sessions: n('m_active_sessions'),
    },
  };
}

type Notice = { id?: string; event_type?: string };
type Hub = { listeners: Set<(n: Notice) => void>; listening?: Promise<() => Promise<void>> };
const hubs = new WeakMap<Database, Hub>();

/**
 * One LISTEN on 'security_events' per process (and database), fanned out to every open monitor.
 * audit.ts NOTIFYs it for each event it writes, in whichever process wrote it.
 */
export async function subscribeSecurityEvents(database: Database, listener: (notice: Notice) => void): Promise<() => void> {
  let hub = hubs.get(database);
  if (!hub) hubs.set(database, (hub = { listeners: new Set() }));
  const h = hub;
  h.listeners.add(listener);
  try {
    h.listening ??= database.listen(SECURITY_EVENTS_CHANNEL, (payload) => {
      let notice: Notice;
      try {
        notice = JSON.parse(payload) as Notice;
      } catch {
        return;
      }
      for (const l of h.listeners) l(notice);
    });
    await h.listening;
  } catch (error) {
    h.listeners.delete(listener);
    h.listening = undefined;
    throw error;
  }
  return () => {
    h.listeners.delete(listener);
  };
}
