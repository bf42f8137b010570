import { z } from 'zod';

/**
 * The super administrator area (spec 02 "Super admin setup screen" / "Super admin dashboard", issue 6).
 * The super administrator is the one account whose e-mail is the operator's `SUPERADMIN_EMAIL`;
 * the area opens once that account's role is admin.
 */

/** Spec 02 §6 / §8: what every other signed-in account is told (403). */
export const SUPER_ADMIN_ONLY = 'Access Restricted - This area is restricted to super administrators only.';

/** Spec 02 §4 setup states the server can answer (checking and error belong to the page). */
export const superAdminStates = ['ready', 'needs_setup'] as const;
export type SuperAdminState = (typeof superAdminStates)[number];

/** GET /api/superadmin/status */
export const superAdminStatusSchema = z.object({
  /** an address is configured (SUPERADMIN_EMAIL) */
  configured: z.boolean(),
  /** the signed-in account is that address */
  is_super_admin_account: z.boolean(),
  /** ready once the configured account's role is admin */
  state: z.enum(superAdminStates),
});
export type SuperAdminStatus = z.infer<typeof superAdminStatusSchema>;

/** POST /api/superadmin/initialize (spec provision_super_admin + profile upsert with role admin) */
export const superAdminInitResultSchema = z.object({
  state: z.literal('ready'),
  /** true when the account already was an administrator (nothing changed, nothing logged) */
  already_active: z.boolean(),
});
export type SuperAdminInitResult = z.infer<typeof superAdminInitResultSchema>;

/** GET /api/superadmin/overview: the dashboard cards' figures, counted when asked. */
export const superAdminOverviewSchema = z.object({
  users: z.number().int(),
  administrators: z.number().int(),
  cvs_analyzed: z.number().int(),
  cvs_failed: z.number().int(),
  /** security events in the last 24 h, and those of them that count as suspicious (spec 02 §9 / 01 §9) */
  security_events_24h: z.number().int(),
  suspicious_events_24h: z.number().int(),
  /** failed background jobs in the last 24 h; null before the job queue has been created */
  failed_jobs_24h: z.number().int().nullable(),
  generated_at: z.string(),
});
export type SuperAdminOverview = z.infer<typeof superAdminOverviewSchema>;
