import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';

/** A job: a name, a validated payload, a handler, optionally a cron schedule (UTC). */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  payload: S;
  schedule?: string;
  handler: (payload: z.infer<S>, deps: AppDeps) => Promise<void>;
};

export function defineJob<S extends z.ZodType>(job: JobDefinition<S>): JobDefinition<S> {
  return job;
}

/**
 * pg-boss on either database: node-postgres by URL, or PGlite through pg-boss's `db` option.
 * Loaded on demand: the web process must not pay for it before it can answer.
 */
export async function createQueue(database: Database, databaseUrl: string | undefined): Promise<PgBoss> {
  const { default: PgBoss } = await import('pg-boss');
  if (databaseUrl) return new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 4 });
  return new PgBoss({
    schema: 'pgboss',
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
