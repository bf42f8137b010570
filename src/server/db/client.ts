import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Plain SQL with positional parameters; used by the job queue and health checks. */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
  /** Several statements without parameters (DDL, or a BEGIN … COMMIT block): the rows of every statement, in order. */
  exec(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  /** LISTEN on a channel; returns the function that stops listening. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};


export type PgliteSource = { dataDir: string } | { memory: true; loadDataDir?: Blob | File };

/** Opens the embedded database; reports progress when it has to be created (takes seconds). */
export async function openPglite(source: PgliteSource, log: (line: string) => void = () => {}): Promise<Database> {
  let client: PGlite;
  if ('dataDir' in source) {
    const fresh = !fs.existsSync(path.join(source.dataDir, 'PG_VERSION'));
    if (fresh) log(`Creating the embedded database in ${source.dataDir} (first start only, this takes a few seconds)...`);
    fs.mkdirSync(source.dataDir, { recursive: true });
    const started = Date.now();
    client = new PGlite(source.dataDir);
    await client.waitReady;
    if (fresh) log(`Embedded database created in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } else {
    client = new PGlite({ loadDataDir: source.loadDataDir });
    await client.waitReady;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async query(text, values) {
      const result = await client.query(text, values);
      return { rows: result.rows as never[] };
    },
    async exec(text) {
      try {
        const results = await client.exec(text);
        return { rows: results.flatMap((r) => r.rows as Record<string, unknown>[]) };
      } catch (error) {
        // one connection: a statement that failed inside BEGIN … COMMIT would leave it in an aborted
        // transaction and poison every later query; a pool would have handed out a fresh connection
        if (/^\s*BEGIN\b/i.test(text)) await client.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    async close() {
      if (!client.closed) await client.close();
    },
    // exposed for tests that snapshot a migrated template
    ...({ pglite: client } as object),
  };
}

/** How long a request waits for a new connection when PostgreSQL does not answer (then it gets a 503). */
const CONNECT_TIMEOUT_MS = 5000;

export async function openPostgres(url: string, log: (line: string) => void = () => {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // an idle connection dropped by a server restart must not crash the process: the pool replaces it
  pool.on('error', (err) => log(`PostgreSQL pool error: ${err.message}`));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  return {
    kind: 'postgres',
    db,
    async query(text, values) {
      const result = await pool.query(text, values as unknown[]);
      return { rows: result.rows };
    },
    async exec(text) {
      // node-postgres answers a multi-statement query with one result per statement
      const result = (await pool.query(text)) as unknown as { rows?: Record<string, unknown>[] } | { rows?: Record<string, unknown>[] }[];
      return { rows: (Array.isArray(result) ? result : [result]).flatMap((r) => r.rows ?? []) };
    },
    async listen(channel, onMessage) {
      // One dedicated client per channel: pooled connections lose LISTEN when recycled. When the
      // connection is lost (server restart, network) it reconnects — 1 s, then up to 10 s apart —
      // and LISTENs again, for as long as the process listens; NOTIFYs sent meanwhile are missed.
      let client: pg.Client | null = null;
      let stopped = false;
      let retryMs = 1000;
      const connect = async (initial: boolean): Promise<void> => {
        const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
        let lost = false;
        const onLost = (error?: Error) => {
          if (lost) return;
          lost = true;
          listeners.delete(c);
          if (client === c) client = null;
          c.end().catch(() => {});
          if (stopped || initial) return;
          log(`LISTEN ${channel}: ${error ? error.message : 'connection ended'}; reconnecting in ${retryMs / 1000} s`);
          const timer = setTimeout(() => {
            if (!stopped) connect(false).catch(() => {});
          }, retryMs);
          timer.unref();
          retryMs = Math.min(retryMs * 2, 10_000);
        };
        c.on('notification', (msg) => {
          if (msg.channel === channel) onMessage(msg.payload ?? '');
        });
        c.on('error', onLost);
        c.on('end', () => onLost());
        listeners.add(c);
        try {
          await c.connect();
          await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          onLost(error as Error);
          throw error;
        }
        if (!initial) log(`LISTEN ${channel}: reconnected`);
        initial = false; // from now on a lost connection reconnects
        client = c;
        retryMs = 1000;
      };
      await connect(true);
      return async () => {
        stopped = true;
        await client?.end().catch(() => {});
      };
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
}

const MIGRATION_LOCK = 727_274_001; // arbitrary, constant: "kairos migrations"

export async function runMigrations(database: Database, databaseUrl?: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  if (!databaseUrl) {
    await migratePg(database.db as never, { migrationsFolder });
    return;
  }
  // Several web and worker processes may start together: one migrates, the others wait.
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(database.db as never, { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await lock.end();
  }
}
