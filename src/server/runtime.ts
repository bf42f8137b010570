import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createAuth } from './auth/auth';
import type { Config } from './config';
import type { AppDeps } from './context';
import { openPglite, openPostgres, runMigrations } from './db/client';
import type { Database } from './db/client';
import { createAnalysisPool } from './features/cvs/analysis-pool';
import { seedDesignSystem } from './features/design-system/service';
import { seedMarketData } from './features/market/seed';
import { createAuditLog } from './platform/audit';
import { acquireDataDirLock } from './platform/data-dir-lock';
import type { Logger } from './platform/logger';
import { defaultWebDir } from './paths';
import { createLiveEvents } from './platform/events';
import { createLanguageModel } from './platform/llm';
import { createMailer } from './platform/mail';
import { createJobQueue } from './platform/queue';
import { createRateLimiter } from './platform/rate-limit';
import { createDatabaseFileStore, createLocalFileStore } from './platform/storage';

/**
 * Opens the configured database (PGlite under DATA_DIR unless DATABASE_URL) and migrates it.
 * `close` closes it and frees the data directory's lock; calling it twice is harmless.
 */
export async function openDatabase(config: Config, logger: Logger): Promise<{ database: Database; close: () => Promise<void> }> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, (l) => logger.warn(l));
    await prepareDatabase(database, config.databaseUrl, logger);
    return { database, close: once(() => database.close()) };
  }
  const release = acquireDataDirLock(config.dataDir);
  try {
    const database = await openPglite({ dataDir: path.join(config.dataDir, 'pglite') }, (l) => logger.info(l));
    await prepareDatabase(database, undefined, logger);
    return {
      database,
      close: once(async () => {
        await database.close();
        release();
      }),
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Migrations, then the first-start data (the sourced market facts, the built-in themes and the default tenant). */
export async function prepareDatabase(database: Database, databaseUrl: string | undefined, logger?: Logger): Promise<void> {
  await runMigrations(database, databaseUrl);
  await seedMarketData(database, logger);
  // the built-in cultural themes are rewritten from code on every start; the default tenant once
  await seedDesignSystem({ database });
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

/** BETTER_AUTH_SECRET, or (outside production) one generated once and kept in the data directory. */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function readVersion(webDir: string = defaultWebDir): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(webDir, 'version.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'dev';
  }
}

export function buildDeps(config: Config, database: Database, logger: Logger, overrides: Partial<AppDeps> = {}): AppDeps {
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, logger, appUrl: config.appUrl, exposeDevMail: config.devMail });
  const auth = createAuth({ db: database.db, mailer, logger, appUrl: config.appUrl, secret: resolveAuthSecret(config) });
  return {
    config,
    database,
    auth,
    mailer,
    audit: createAuditLog(database, logger),
    limiter: createRateLimiter(database),
    files: config.fileStore === 'database' ? createDatabaseFileStore(database) : createLocalFileStore(path.join(config.dataDir, 'uploads')),
    events: createLiveEvents(database, logger),
    queue: createJobQueue(database, config.databaseUrl, logger),
    analysis: overrides.analysis ?? createAnalysisPool({ size: config.analysis.workers, timeoutMs: config.analysis.timeoutMs, maxHeapMb: config.analysis.maxHeapMb, logger }),
    llm: createLanguageModel(config.llm),
    logger,
    version: readVersion(),
    startedAt: Date.now(),
    webDir: defaultWebDir,
    ...overrides,
  };
}
