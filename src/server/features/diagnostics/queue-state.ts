import type { ShowcaseJob, ShowcaseJobState } from '@/contract/diagnostics';
import type { Database } from '../../db/client';
import { diagnosticsPingJob } from './jobs';

const stateOf: Record<string, ShowcaseJobState> = {
  created: 'pending',
  retry: 'pending',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'failed',
};

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * A ping job's state, read from pg-boss's own tables by the id in its payload (live jobs, then the
 * archive), so a completion by any worker process counts. Null when no such job exists.
 */
export async function pingJobState(database: Database, id: string): Promise<ShowcaseJob | null> {
  const { rows: tables } = await database.query<{ job: string | null; archive: string | null }>(
    "SELECT to_regclass('pgboss.job')::text AS job, to_regclass('pgboss.archive')::text AS archive",
  );
  if (!tables[0]?.job) return null;
  const columns = 'state::text AS state, created_on, started_on, completed_on';
  const archive = tables[0].archive ? `UNION ALL SELECT ${columns} FROM pgboss.archive WHERE name = $1 AND data->>'id' = $2` : '';
  const { rows } = await database.query<{ state: string; created_on: string | Date | null; started_on: string | Date | null; completed_on: string | Date | null }>(
    `SELECT ${columns} FROM pgboss.job WHERE name = $1 AND data->>'id' = $2 ${archive} LIMIT 1`,
    [diagnosticsPingJob.name, id],
  );
  const row = rows[0];
  if (!row) return null;
  return { id, state: stateOf[row.state] ?? 'pending', createdAt: iso(row.created_on), startedAt: iso(row.started_on), completedAt: iso(row.completed_on) };
}

/** Removes a ping nobody picked up, so a deployment without workers does not collect them. */
export async function dropWaitingPing(database: Database, id: string): Promise<void> {
  await database.query("DELETE FROM pgboss.job WHERE name = $1 AND data->>'id' = $2 AND state IN ('created', 'retry')", [diagnosticsPingJob.name, id]);
}
