import path from 'node:path';
import { z } from 'zod';

// The environment is read here and only here; everything else receives a typed `Config`.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
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
    trustProxy: (e.TRUST_PROXY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    superAdminEmail: e.SUPERADMIN_EMAIL?.toLowerCase(),
    rateLimitScale: e.RATE_LIMIT_SCALE,
    llm: { baseUrl: e.LLM_BASE_URL, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY },
    brandSyncWebhookSecret: e.BRANDSYNC_WEBHOOK_SECRET,
  };
}

function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
}
