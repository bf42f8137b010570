import type { PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import type { Logger } from './logger';

/** A job: a name, a validated payload, a handler, queue options, optionally a cron schedule (UTC). */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  payload: S;
  schedule?: string;
  /** pg-boss queue options: retries, and how long a run may take before it counts as lost */
  options?: { retryLimit?: number; retryDelay?: number; expireInSeconds?: number };
  /** runs of this job one worker process takes at once (default 1) */
  concurrency?: (deps: AppDeps) => number;
  handler: (payload: z.infer<S>, deps: AppDeps) => Promise<void>;
};

export function defineJob<S extends z.ZodType>(job: JobDefinition<S>): JobDefinition<S> {
  return job;
}

/** `priority`: higher runs first; equal priorities run oldest first. */
export type SendOptions = { priority?: number };

export type JobQueue = {
  send<S extends z.ZodType>(job: JobDefinition<S>, payload: z.infer<S>, options?: SendOptions): Promise<void>;
  /** Runs these jobs in this process (the worker role) until `stop`. */
  work(jobs: readonly JobDefinition[], deps: AppDeps): Promise<void>;
  stop(): Promise<void>;
};

/** Sent after every enqueue so idle workers in any process fetch at once instead of at their next poll. */
const WAKE_CHANNEL = 'kairos_jobs';
const POLL_SECONDS = 2;

/**
 * pg-boss on either database, started on first use: the web process must not pay for it before it
 * can answer. Every process can send; worker processes also `work`.
 */
export function createJobQueue(database: Database, databaseUrl: string | undefined, logger: Logger): JobQueue {
  let started: Promise<PgBoss> | undefined;
  const queues = new Map<string, Promise<void>>();
  const workerIds = new Map<string, string[]>();
  let unlisten: (() => Promise<void>) | undefined;

  const boss = () =>
    (started ??= (async () => {
      await retireOldQueueSchema(database, logger);
      const instance = await newBoss(database, databaseUrl);
      instance.on('error', (error) => logger.error('job queue error', { error: String(error) }));
      await instance.start();
      return instance;
    })());

  const ensureQueue = (job: JobDefinition) => {
    let ready = queues.get(job.name);
    if (!ready) {
      ready = boss().then(async (b) => {
        if (!(await b.getQueue(job.name))) await b.createQueue(job.name, { ...job.options });
      });
      ready.catch(() => queues.delete(job.name));
      queues.set(job.name, ready);
    }
    return ready;
  };

  return {
    async send(job, payload, options = {}) {
      await ensureQueue(job);
      const b = await boss();
      await b.send(job.name, job.payload.parse(payload) as object, { ...job.options, ...options });
      await database.query('SELECT pg_notify($1, $2)', [WAKE_CHANNEL, job.name]);
    },
    async work(jobs, deps) {
      const b = await boss();
      unlisten = await database.listen(WAKE_CHANNEL, (name) => {
        for (const id of workerIds.get(name) ?? []) b.notifyWorker(id);
      });
      for (const job of jobs) {
        await ensureQueue(job);
        // pg-boss 10 has no team size: each `work` fetches and runs one job at a time
        for (let n = job.concurrency?.(deps) ?? 1; n > 0; n--) {
          let id = '';
          id = await b.work(job.name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 }, async (batch) => {
            try {
              for (const item of batch) await job.handler(job.payload.parse(item.data ?? {}), deps);
            } finally {
              // more may be waiting: fetch again now instead of after the polling interval
              if (batch.length) b.notifyWorker(id);
            }
          });
          workerIds.set(job.name, [...(workerIds.get(job.name) ?? []), id]);
        }
        if (job.schedule) await b.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
      }
    },
    async stop() {
      if (!started) return;
      const b = await started.catch(() => undefined);
      await unlisten?.().catch(() => {});
      await b?.stop({ graceful: true, timeout: 5000 }).catch(() => {});
    },
  };
}

/**
 * pg-boss 12 cannot migrate the schema pg-boss 10 wrote (version 24; its oldest starting point is
 * 25). Queued jobs are transient here — CVs left processing are failed by the stuck-CV sweep with a
 * Try Again, schedules are re-created when workers start — so an old schema is dropped and pg-boss
 * installs its own. One statement under an advisory lock, so concurrent processes drop it once.
 */
export async function retireOldQueueSchema(database: Database, logger: Logger): Promise<void> {
  // two statements: a query naming a missing table fails at planning, even inside a CASE
  const { rows: table } = await database.query<{ t: string | null }>("SELECT to_regclass('pgboss.version')::text AS t");
  if (!table[0]?.t) return;
  const { rows } = await database.query<{ version: number | null }>('SELECT max(version)::int AS version FROM pgboss.version');
  const version = rows[0]?.version;
  if (version == null || version >= 25) return;
  logger.warn(`Job queue: replacing the pg-boss schema version ${version} (pg-boss 10) with the current one; CVs left processing are failed by the sweep with a Try Again`);
  await database.exec(`DO $$ BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('kairos-pgboss-schema'));
  IF to_regclass('pgboss.version') IS NOT NULL AND (SELECT max(version) FROM pgboss.version) < 25 THEN
    DROP SCHEMA pgboss CASCADE;
  END IF;
END $$;`);
}

async function newBoss(database: Database, databaseUrl: string | undefined): Promise<PgBoss> {
  const { PgBoss } = await import('pg-boss');
  // maintenance is where a run lost with its worker (SIGKILL, crash) is found expired and retried: every
  // 15 s (one process does it, under pg-boss's lock) puts such a CV back in work ≤ 15 s after it expires
  const common = { schema: 'pgboss', maintenanceIntervalSeconds: 15 };
  if (databaseUrl) return new PgBoss({ ...common, connectionString: databaseUrl, max: 4 });
  return new PgBoss({
    ...common,
    db: {
      async executeSql(text: string, values?: unknown[]) {
        // PGlite runs several statements only through exec, and only without parameters
        // (pg-boss 12 reads the rows of every statement of such a block, e.g. a RETURNING before COMMIT)
        if (!values?.length && text.includes(';')) return database.exec(text);
        return database.query(text, values);
      },
    },
  });
}
