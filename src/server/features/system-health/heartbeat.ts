import crypto from 'node:crypto';
import os from 'node:os';
import type { Database } from '../../db/client';
import type { Logger } from '../../platform/logger';

export const HEARTBEAT_SECONDS = 15;
/** A worker not seen for three beats counts as gone. */
export const HEARTBEAT_STALE_SECONDS = HEARTBEAT_SECONDS * 3;

/**
 * Each worker process upserts its row in worker_heartbeats now and every 15 s; `stop` deletes it
 * (a worker that was killed leaves a row that goes stale, which is what the health tab shows).
 */
export async function startHeartbeat(database: Database, logger: Logger): Promise<{ workerId: string; stop: () => Promise<void> }> {
  const workerId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const startedAt = new Date();
  const beat = async () => {
    await database
      .query(
        `INSERT INTO worker_heartbeats (worker_id, pid, host, started_at, last_seen_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (worker_id) DO UPDATE SET last_seen_at = now()`,
        [workerId, process.pid, os.hostname(), startedAt.toISOString()],
      )
      .catch((error: unknown) => logger.warn('worker heartbeat failed', { error: String(error) }));
  };
  await beat();
  // forget workers gone for a day, so the list stays about the present
  await database.query("DELETE FROM worker_heartbeats WHERE last_seen_at < now() - interval '24 hours'").catch(() => {});
  const timer = setInterval(() => void beat(), HEARTBEAT_SECONDS * 1000);
  timer.unref();
  return {
    workerId,
    async stop() {
      clearInterval(timer);
      await database.query('DELETE FROM worker_heartbeats WHERE worker_id = $1', [workerId]).catch(() => {});
    },
  };
}
