import type { TenantContext } from '@/contract/design-system';
import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AnalysisPool } from './features/cvs/analysis-pool';
import type { AuditLog } from './platform/audit';
import type { LiveEvents } from './platform/events';
import type { Logger } from './platform/logger';
import type { LanguageModel } from './platform/llm';
import type { Mailer } from './platform/mail';
import type { JobQueue } from './platform/queue';
import type { RateLimiter } from './platform/rate-limit';
import type { FileStore } from './platform/storage';

/** Everything a request handler may use; built once per process in runtime.ts. */
export type AppDeps = {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  audit: AuditLog;
  limiter: RateLimiter;
  /** uploaded originals (DATA_DIR/uploads) */
  files: FileStore;
  /** LISTEN/NOTIFY fan-out to Server-Sent Events */
  events: LiveEvents;
  /** pg-boss: every process sends, workers also work */
  queue: JobQueue;
  /** child processes that run the CV engine (started on the first document; ADR 009) */
  analysis: AnalysisPool;
  /** the operator's external model for the coach, or null (local engine only) */
  llm: LanguageModel | null;
  logger: Logger;
  version: string;
  startedAt: number;
  /** Built web app folder (index.html); absent in API-only tests. */
  webDir?: string;
};

export type SessionData = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionData['user'] & { role?: string | null };

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    clientIp: string;
    /** Loads the session once per request (null when signed out). */
    getSession: () => Promise<SessionData | null>;
    /** The tenant this request's host name selects (design-system feature, issue 7). */
    tenant: TenantContext;
  };
};
