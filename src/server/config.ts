import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

// The environment is read here and only here; everything else receives a typed `Config`.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // this machine only unless the operator opens it (HOST=0.0.0.0 behind a proxy or in a container)
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  FILE_STORE: z.enum(['local', 'database']).optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Kairos <no-reply@kairos.local>'),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  SUPERADMIN_EMAIL: z.string().email().optional(),
  RATE_LIMIT_SCALE: z.coerce.number().min(0.1).max(1000).default(1),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  BRANDSYNC_WEBHOOK_SECRET: z.string().min(32, 'BRANDSYNC_WEBHOOK_SECRET must be at least 32 characters').optional(),
  ANALYSIS_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  // below the queue's 60 s expiry of a run, so a live run is never handed to a second worker
  ANALYSIS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(45).default(20),
  ANALYSIS_MAX_HEAP_MB: z.coerce.number().int().min(32).max(16384).default(768),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** where uploaded files live: a folder under DATA_DIR, or the database (shared by every process) */
  fileStore: 'local' | 'database';
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** the outbox at /dev/mail: outside production and only while no SMTP transport is configured (loopback clients only) */
  devMail: boolean;
  /** Proxy addresses whose X-Forwarded-For is believed; empty = use the socket address. */
  trustProxy: string[];
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  superAdminEmail: string | undefined;
  /** Multiplies every auth rate limit (e.g. an office behind one NAT address). */
  rateLimitScale: number;
  /** optional OpenAI-compatible model for the coach (unset: the local engine only) */
  llm: { baseUrl: string | undefined; model: string | undefined; apiKey: string | undefined };
  /** shared secret of the signed brand-sync webhook (unset: the webhook answers 503) */
  brandSyncWebhookSecret: string | undefined;
  /** CV analysis in child processes (ADR 009): processes per job-running process, budget per document, heap per process */
  analysis: { workers: number; timeoutMs: number; maxHeapMb: number };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.BETTER_AUTH_SECRET) {
    throw new ConfigError('BETTER_AUTH_SECRET is required when NODE_ENV=production (at least 32 random characters).');
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    fileStore: e.FILE_STORE ?? (e.DATABASE_URL ? 'database' : 'local'),
    authSecret: e.BETTER_AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devMail: !isProduction && !e.SMTP_URL,
    trustProxy: (e.TRUST_PROXY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    superAdminEmail: e.SUPERADMIN_EMAIL?.toLowerCase(),
    rateLimitScale: e.RATE_LIMIT_SCALE,
    llm: { baseUrl: e.LLM_BASE_URL, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY },
    brandSyncWebhookSecret: e.BRANDSYNC_WEBHOOK_SECRET,
    analysis: {
      // one beside the server on the embedded setup; worker machines on PostgreSQL use their cores
      workers: e.ANALYSIS_WORKERS ?? (e.DATABASE_URL ? Math.max(1, Math.min(4, os.availableParallelism() - 1)) : 1),
      timeoutMs: Math.round(e.ANALYSIS_TIMEOUT_SECONDS * 1000),
      maxHeapMb: e.ANALYSIS_MAX_HEAP_MB,
    },
  };
}

function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
}
