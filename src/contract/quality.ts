import { z } from 'zod';

// Production readiness (real figures) and the two static reports of spec 02 (issue 7).

export const readinessStatuses = ['pass', 'warning', 'fail'] as const;
export type ReadinessStatus = (typeof readinessStatuses)[number];

/** A check's score by its status: the overall score is their rounded average. */
export const READINESS_STATUS_SCORE: Record<ReadinessStatus, number> = { pass: 100, warning: 60, fail: 0 };

/** Spec 02 §4: score bands at 90 and 70 (green, yellow, red). */
export const scoreBands = ['green', 'yellow', 'red'] as const;
export type ScoreBand = (typeof scoreBands)[number];
export function scoreBand(score: number): ScoreBand {
  return score >= 90 ? 'green' : score >= 70 ? 'yellow' : 'red';
}

/** Spec 02 §9: response times up to 500 ms good, up to 1000 ms warning. */
export const RESPONSE_TIME_GOOD_MS = 500;
export const RESPONSE_TIME_WARNING_MS = 1000;
/** Spec 02 §9: the production readiness page refreshes every 30 s. */
export const READINESS_REFRESH_MS = 30_000;

export const readinessCheckIds = [
  'database',
  'migrations',
  'worker',
  'queue',
  'mail',
  'secret',
  'https',
  'superadmin',
  'backups',
  'rate_limiting',
  'csp',
  'response_time',
  'server_errors',
  'client_errors',
  'storage',
  'memory',
] as const;
export type ReadinessCheckId = (typeof readinessCheckIds)[number];

export const readinessSchema = z.object({
  checked_at: z.string(),
  version: z.string(),
  uptime_seconds: z.number(),
  started_at: z.string(),
  score: z.number().int(),
  band: z.enum(scoreBands),
  checks: z.array(
    z.object({
      id: z.enum(readinessCheckIds),
      status: z.enum(readinessStatuses),
      score: z.number().int(),
      /** the figure the status rests on (a count, milliseconds, a host name), for the sentence the page shows */
      value: z.union([z.string(), z.number()]).nullable(),
    }),
  ),
  performance: z.object({
    /** response times of /api requests measured by this server process (not across processes) */
    scope: z.literal('process'),
    sample_size: z.number().int(),
    buffer_size: z.number().int(),
    p50_ms: z.number().nullable(),
    p95_ms: z.number().nullable(),
    p99_ms: z.number().nullable(),
    requests_last_minute: z.number().int(),
    server_errors_last_minute: z.number().int(),
    /** requests per minute over the last 15 minutes, oldest first */
    per_minute: z.array(z.object({ minute: z.string(), requests: z.number().int(), p95_ms: z.number().nullable() })),
    database_latency_ms: z.number().nullable(),
    active_sessions: z.number().int(),
    active_users: z.number().int(),
    memory_rss_bytes: z.number(),
    client_errors_last_hour: z.number().int(),
  }),
  security: z.object({
    /** security headers of the last /api response this process sent */
    headers: z.array(z.object({ name: z.string(), value: z.string().nullable() })),
    cookie: z.object({ http_only: z.boolean(), same_site: z.string(), secure: z.boolean() }),
    rate_limits: z.array(z.object({ route: z.string(), limit: z.number().int(), window_seconds: z.number().int(), per: z.enum(['ip', 'email']) })),
    ip_blocks_active: z.number().int(),
    ip_blocks_24h: z.number().int(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
export type ReadinessCheck = Readiness['checks'][number];

// ---- Platform analysis report (spec 02 §2, §3, §9): fixed scores, marked as a report ----

export const platformAreaStatuses = ['excellent', 'good', 'needs-attention', 'critical'] as const;
export type PlatformAreaStatus = (typeof platformAreaStatuses)[number];

/** Bands for an area's status (chosen here; the spec names the four statuses only). */
export function platformAreaStatus(score: number): PlatformAreaStatus {
  return score >= 90 ? 'excellent' : score >= 75 ? 'good' : score >= 60 ? 'needs-attention' : 'critical';
}

export const platformAreaIds = ['value_proposition', 'audience', 'navigation', 'information_architecture', 'user_experience', 'technical_performance'] as const;
export type PlatformAreaId = (typeof platformAreaIds)[number];

export const actionPriorities = ['high', 'medium', 'low'] as const;

export const platformAnalysisSchema = z.object({
  kind: z.literal('report'),
  report_date: z.string(),
  overall: z.number().int(),
  overall_status: z.enum(platformAreaStatuses),
  areas: z.array(z.object({ id: z.enum(platformAreaIds), score: z.number().int(), status: z.enum(platformAreaStatuses) })),
  action_plan: z.array(z.object({ id: z.string(), area: z.enum(platformAreaIds), priority: z.enum(actionPriorities) })),
});
export type PlatformAnalysis = z.infer<typeof platformAnalysisSchema>;

// ---- Pre-launch readiness audit: nine phases, all complete ----

export const prelaunchPhaseIds = [
  'foundation',
  'cv_analysis',
  'career_intelligence',
  'market_intelligence',
  'privacy',
  'security',
  'administration',
  'languages_accessibility',
  'design_system',
] as const;
export type PrelaunchPhaseId = (typeof prelaunchPhaseIds)[number];

export const preLaunchAuditSchema = z.object({
  kind: z.literal('report'),
  report_date: z.string(),
  phases: z.array(
    z.object({
      id: z.enum(prelaunchPhaseIds),
      number: z.number().int(),
      status: z.enum(['complete', 'in-progress', 'not-started']),
      /** ids of the checks done in this phase (the page names them) */
      checks: z.array(z.string()),
    }),
  ),
  next_steps: z.array(z.string()),
});
export type PreLaunchAudit = z.infer<typeof preLaunchAuditSchema>;
