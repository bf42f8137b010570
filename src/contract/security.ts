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
