import { z } from 'zod';

/** Spec 01 §9: the severities and the security event types the server writes. */
export const severities = ['info', 'low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof severities)[number];

export const securityEventTypes = [
  'login_success',
  'login_failed',
  'logout',
  'signup',
  'email_verified',
  'password_reset_request',
  'password_reset_complete',
  'magic_link_request',
  'magic_link_login',
  'magic_link_failed',
  'token_refresh',
  'suspicious_activity',
  'session_error',
  'session_init_error',
  'signin_exception',
  'signup_exception',
  'admin_role_change',
  'role_change_attempt',
  /** an address refused on the auth routes for a while (counts as suspicious: its type contains 'blocked') */
  'ip_blocked',
  'ip_block_lifted',
  /** a person deleted their account; recorded without any personal data */
  'account_deleted',
  /** an administrator imported a cultural theme, applied one as a tenant's default, or deleted one (issue 7) */
  'theme_imported',
  'theme_applied',
  'theme_deleted',
  /** a CV whose analysis ran past its time budget, exhausted its worker's memory or killed it (ADR 009); no file content */
  'hostile_document',
] as const;
export type SecurityEventType = (typeof securityEventTypes)[number];

export const securityEventSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  event_details: z.record(z.string(), z.unknown()),
  user_id: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  severity: z.enum(severities),
  created_at: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

/** GET /api/admin/security-events: the spec's security monitor fetches the newest 50. */
export const securityEventsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });
export const securityEventListSchema = z.object({ events: z.array(securityEventSchema) });

/** Spec 02 §9 / spec 01 §9: the monitor's window. */
export const SECURITY_WINDOW_HOURS = 24;
/** Spec 02 §9: 50 fetched, 20 shown. */
export const SECURITY_EVENTS_SHOWN = 20;

/**
 * GET /api/admin/security/summary — counted in SQL over the last 24 h.
 * `counters`: spec 02's four (total; successful = type contains 'login' but not 'failed'; failed = contains
 * 'failed'; suspicious = contains 'suspicious' or 'blocked', or severity high/critical per spec 01 §9).
 * `metrics`: spec 01 §9's security metrics, by exact event type, plus the blocks and sessions now.
 */
export const securitySummarySchema = z.object({
  window_hours: z.number().int(),
  since: z.string(),
  generated_at: z.string(),
  counters: z.object({
    total_events: z.number().int(),
    successful_logins: z.number().int(),
    failed_logins: z.number().int(),
    suspicious_activity: z.number().int(),
  }),
  metrics: z.object({
    failed_logins: z.number().int(),
    successful_logins: z.number().int(),
    password_reset_requests: z.number().int(),
    suspicious_activities: z.number().int(),
    blocked_ips: z.number().int(),
    active_sessions: z.number().int(),
  }),
});
export type SecuritySummary = z.infer<typeof securitySummarySchema>;

export const ipBlockSchema = z.object({
  id: z.string(),
  ip: z.string(),
  reason: z.string(),
  blocked_until: z.string(),
  created_at: z.string(),
  lifted_at: z.string().nullable(),
  lifted_by: z.string().nullable(),
  /** refused now: not lifted and not yet expired */
  active: z.boolean(),
});
export type IpBlock = z.infer<typeof ipBlockSchema>;
/** GET /api/admin/security/blocks: active blocks and those of the last 24 h, newest first. */
export const ipBlockListSchema = z.object({ blocks: z.array(ipBlockSchema) });
export type IpBlockList = z.infer<typeof ipBlockListSchema>;
export const ipParamSchema = z.object({ ip: z.string().min(1).max(100) });
export const liftResultSchema = z.object({ ip: z.string(), lifted: z.number().int() });

/** The message a blocked address gets (403) on the auth routes. */
export const IP_BLOCKED_MESSAGE = 'Access temporarily blocked';

export const healthStatuses = ['ok', 'warning', 'critical'] as const;
export type HealthStatus = (typeof healthStatuses)[number];
const status = z.enum(healthStatuses);

/** GET /api/admin/system/health: real figures of this process, its database, queue and workers. */
export const systemHealthSchema = z.object({
  checked_at: z.string(),
  version: z.string(),
  uptime_seconds: z.number(),
  started_at: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), latency_ms: z.number().nullable(), status }),
  queue: z.object({
    /** false until the queue's tables exist (no job was ever sent) */
    available: z.boolean(),
    queued: z.number().int(),
    active: z.number().int(),
    failed_24h: z.number().int(),
    completed_24h: z.number().int(),
    status,
  }),
  workers: z.object({
    alive: z.number().int(),
    list: z.array(
      z.object({
        worker_id: z.string(),
        pid: z.number().int(),
        host: z.string(),
        started_at: z.string(),
        last_seen_at: z.string(),
        seconds_since_seen: z.number(),
        alive: z.boolean(),
      }),
    ),
    status,
  }),
  storage: z.object({ path: z.string(), free_bytes: z.number().nullable(), total_bytes: z.number().nullable(), status }),
  /** this server's CV analysis processes (ADR 009) and the documents that stopped one in the last 24 h (all servers) */
  analysis: z.object({
    hostile_documents_24h: z.number().int(),
    last_hostile_at: z.string().nullable(),
    processes: z.number().int(),
    busy: z.number().int(),
    analysed: z.number().int(),
    timed_out: z.number().int(),
    out_of_memory: z.number().int(),
    crashed: z.number().int(),
    recycled: z.number().int(),
    status,
  }),
  memory: z.object({
    rss_bytes: z.number(),
    heap_used_bytes: z.number(),
    heap_total_bytes: z.number(),
    system_free_bytes: z.number(),
    system_total_bytes: z.number(),
    status,
  }),
  status,
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;
