import { z } from 'zod';

/**
 * Integration testing page (spec 02 "Integration testing page", issue 7), the authentication-setup
 * status page and the backend showcase. Every check runs on the server against the real system.
 */
export const diagnosticCategories = ['database', 'jobs', 'realtime', 'mail', 'storage', 'auth', 'themes'] as const;
export type DiagnosticCategory = (typeof diagnosticCategories)[number];

/** Spec §4 "Test result statuses": pass, fail, warning, running ('running' exists only on the page while a run is under way). */
export const checkStatuses = ['pass', 'fail', 'warning'] as const;
export type CheckStatus = (typeof checkStatuses)[number];
export type DisplayedCheckStatus = CheckStatus | 'running';

/** Spec: the page warns when 5 or more errors were tracked (client errors reported in the last 24 h). */
export const TRACKED_ERRORS_WARNING_THRESHOLD = 5;

export const checkResultSchema = z.object({
  /** stable id, e.g. 'database.migrations' (the page names the check by it) */
  id: z.string(),
  category: z.enum(diagnosticCategories),
  /** English name (the page shows its own translation when it knows the id) */
  name: z.string(),
  status: z.enum(checkStatuses),
  durationMs: z.number(),
  /** what the check saw, in English: figures, the reason of a failure */
  message: z.string(),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const diagnosticsRunSchema = z.object({
  results: z.array(checkResultSchema),
  summary: z.object({ passed: z.number().int(), failed: z.number().int(), warnings: z.number().int(), total: z.number().int() }),
  startedAt: z.string(),
  durationMs: z.number(),
  /** client errors reported to the server over the last 24 hours */
  trackedErrors24h: z.number().int(),
});
export type DiagnosticsRun = z.infer<typeof diagnosticsRunSchema>;

export const lastDiagnosticsRunSchema = z.object({ run: diagnosticsRunSchema.nullable() });
export type LastDiagnosticsRun = z.infer<typeof lastDiagnosticsRunSchema>;

/** The checks the page shows as 'running' while a run is under way (before the answer arrives). */
export const plannedChecks: readonly { id: string; category: DiagnosticCategory }[] = [
  { id: 'database.connectivity', category: 'database' },
  { id: 'database.migrations', category: 'database' },
  { id: 'jobs.roundtrip', category: 'jobs' },
  { id: 'realtime.roundtrip', category: 'realtime' },
  { id: 'mail.transport', category: 'mail' },
  { id: 'storage.roundtrip', category: 'storage' },
  { id: 'auth.signin', category: 'auth' },
  { id: 'themes.application', category: 'themes' },
];

// ---- authentication setup (/auth-setup) ----

export const authSetupItemIds = [
  'emailVerification',
  'mailTransport',
  'magicLink',
  'passwordPolicy',
  'signInRateLimit',
  'ipBlocking',
  'sessionLifetime',
  'cookieFlags',
  'trustedProxy',
  'superAdminEmail',
  'administrators',
  'authSecret',
] as const;
export type AuthSetupItemId = (typeof authSetupItemIds)[number];

export const authSetupItemSchema = z.object({
  id: z.enum(authSetupItemIds),
  status: z.enum(['ok', 'warning']),
  /** the figure or setting the explanation names (never a secret or an address) */
  value: z.union([z.string(), z.number(), z.boolean()]),
  /** one-line English explanation (the page shows its translation) */
  message: z.string(),
});
export type AuthSetupItem = z.infer<typeof authSetupItemSchema>;

export const authSetupSchema = z.object({
  items: z.array(authSetupItemSchema),
  summary: z.object({ ok: z.number().int(), warnings: z.number().int() }),
  checkedAt: z.string(),
});
export type AuthSetup = z.infer<typeof authSetupSchema>;

// ---- backend showcase (/supabase-showcase) ----

export const showcaseSessionSchema = z.object({
  email: z.string(),
  role: z.string(),
  signedInAt: z.string(),
  expiresAt: z.string(),
  /** your sessions that have not expired, this one included */
  activeSessions: z.number().int(),
});
export type ShowcaseSession = z.infer<typeof showcaseSessionSchema>;

/** The live event the realtime showcase publishes to the caller (SSE event name below). */
export const SHOWCASE_EVENT = 'showcase';
export const showcaseEventSchema = z.object({ id: z.string(), sentAt: z.string() });
export type ShowcaseEvent = z.infer<typeof showcaseEventSchema>;

export const showcaseJobStates = ['pending', 'active', 'completed', 'failed'] as const;
export type ShowcaseJobState = (typeof showcaseJobStates)[number];

export const showcaseJobSchema = z.object({
  id: z.string().uuid(),
  state: z.enum(showcaseJobStates),
  createdAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type ShowcaseJob = z.infer<typeof showcaseJobSchema>;
export const showcaseJobParamsSchema = z.object({ id: z.string().uuid() });

export const showcaseFileSchema = z.object({
  key: z.string(),
  store: z.enum(['local', 'database']),
  sizeBytes: z.number().int(),
  readBytes: z.number().int(),
  sha256Written: z.string(),
  sha256Read: z.string(),
  matches: z.boolean(),
  /** the file is gone after the delete (a read answers 'not found') */
  deleted: z.boolean(),
  timings: z.object({ writeMs: z.number(), readMs: z.number(), deleteMs: z.number() }),
});
export type ShowcaseFile = z.infer<typeof showcaseFileSchema>;
