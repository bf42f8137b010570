import type PgBoss from 'pg-boss';
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
  handler: (payload: z.infer<S>, deps: AppDeps) => Promise<void>;
};

export function defineJob<S extends z.ZodType>(job: JobDefinition<S>): JobDefinition<S> {
  return job;
}

export type JobQueue = {
  send<S extends z.ZodType>(job: JobDefinition<S>, payload: z.infer<S>): Promise<void>;
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
      const instance = await newBoss(database, databaseUrl);
      instance.on('error', (error) => logger.error('job queue error', { error: String(error) }));
      await instance.start();
      return instance;
    })());

  const ensureQueue = (job: JobDefinition) => {
    let ready = queues.get(job.name);
    if (!ready) {
      ready = boss().then(async (b) => {
        if (!(await b.getQueue(job.name))) await b.createQueue(job.name, { name: job.name, ...job.options });
      });
      ready.catch(() => queues.delete(job.name));
      queues.set(job.name, ready);
    }
    return ready;
  };

  return {
    async send(job, payload) {
      await ensureQueue(job);
      const b = await boss();
      await b.send(job.name, job.payload.parse(payload) as object, job.options ?? {});
      await database.query('SELECT pg_notify($1, $2)', [WAKE_CHANNEL, job.name]);
    },
    async work(jobs, deps) {
      const b = await boss();
      unlisten = await database.listen(WAKE_CHANNEL, (name) => {
        for (const id of workerIds.get(name) ?? []) b.notifyWorker(id);
      });
      for (const job of jobs) {
        await ensureQueue(job);
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
        if (job.schedule) await b.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
      }
    },
    async stop() {
      if (!started) return;
      const b = await started.catch(() => undefined);
      await unlisten?.().catch(() => {});
      await b?.stop({ graceful: true, timeout: 5000, wait: true }).catch(() => {});
    },
  };
}

async function newBoss(database: Database, databaseUrl: string | undefined): Promise<PgBoss> {
  const { default: PgBoss } = await import('pg-boss');
  // maintenance is where a run lost with its worker (SIGKILL, crash) is found expired and retried: every
  // 15 s (one process does it, under pg-boss's lock) puts such a CV back in work ≤ 15 s after it expires
  const common = { schema: 'pgboss', maintenanceIntervalSeconds: 15 };
  if (databaseUrl) return new PgBoss({ ...common, connectionString: databaseUrl, max: 4 });
  return new PgBoss({
    ...common,
    db: {
      async executeSql(text: string, values?: unknown[]) {
        // PGlite runs several statements only through exec, and only without parameters
        if (!values?.length && text.includes(';')) {
          await database.exec(text);
          return { rows: [] };
        }
        return database.query(text, values);
      },
    },
  });
}
