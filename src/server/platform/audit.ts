import type { SecurityEventType, Severity } from '@/contract/security';
import type { Database } from '../db/client';
import { securityAuditLog } from '../db/schema/platform';
import type { Logger } from './logger';

export const SECURITY_EVENTS_CHANNEL = 'security_events';

export type SecurityEventInput = {
  eventType: SecurityEventType;
  severity: Severity;
  userId?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
};

export type AuditLog = { record(event: SecurityEventInput): Promise<void> };

/** Writes a security event and announces it on LISTEN/NOTIFY for live monitors. Never throws. */
export function createAuditLog(database: Database, logger: Logger): AuditLog {
  return {
    async record(event) {
      try {
        const [row] = await database.db
          .insert(securityAuditLog)
          .values({
            eventType: event.eventType,
            severity: event.severity,
            userId: event.userId ?? null,
            ipAddress: event.ipAddress ?? null,
            userAgent: event.userAgent?.slice(0, 512) ?? null,
            eventDetails: event.details ?? {},
          })
          .returning({ id: securityAuditLog.id });
        await database.query('SELECT pg_notify($1, $2)', [SECURITY_EVENTS_CHANNEL, JSON.stringify({ id: row?.id, event_type: event.eventType })]);
      } catch (error) {
        // 'Failed to log security event' must not break the request that caused it.
        logger.error('Failed to log security event', { eventType: event.eventType, error: String(error) });
      }
    },
  };
}
