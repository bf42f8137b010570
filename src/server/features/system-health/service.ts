import fs from 'node:fs/promises';
import os from 'node:os';
import type { HealthStatus, SystemHealth } from '@/contract/security';
import type { AppDeps } from '../../context';
import type { Database } from '../../db/client';
import { HEARTBEAT_STALE_SECONDS } from './heartbeat';

/** Status bands (chosen here; the spec shows only 'coming soon'). */
const DB_LATENCY_WARN_MS = 100;
const DB_LATENCY_CRITICAL_MS = 1000;
const QUEUE_DEPTH_WARN = 100;
const STORAGE_WARN_SHARE = 0.1;
const STORAGE_CRITICAL_SHARE = 0.05;
const MEMORY_WARN_SHARE = 0.1;
const MEMORY_CRITICAL_SHARE = 0.03;

const worst = (...s: HealthStatus[]): HealthStatus => (s.includes('critical') ? 'critical' : s.includes('warning') ? 'warning' : 'ok');

async function databaseLatency(database: Database): Promise<number | null> {
  const started = performance.now();
  try {
    await database.query('SELECT 1');
    return Math.round((performance.now() - started) * 100) / 100;
  } catch {
    return null;
  }
}

/** pg-boss's tables (schema pgboss) exist once any process sent a job; counts live and archived jobs. */
async function queueFigures(database: Database): Promise<SystemHealth['queue']> {
  const empty = { available: false, queued: 0, active: 0, failed_24h: 0, completed_24h: 0 };
  try {
    const { rows: exists } = await database.query<{ job: string | null; archive: string | null }>(
      "SELECT to_regclass('pgboss.job')::text AS job, to_regclass('pgboss.archive')::text AS archive",
    );
    if (!exists[0]?.job) return { ...empty, status: 'warning' };
    const archived = exists[0].archive
      ? `UNION ALL SELECT state::text, completed_on FROM pgboss.archive WHERE completed_on > now() - interval '24 hours'`
      : '';
    const { rows } = await database.query<Record<string, number>>(
      `WITH j AS (SELECT state::text AS state, completed_on FROM pgboss.job ${archived})
       SELECT
         count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued,
         count(*) FILTER (WHERE state = 'active')::int AS active,
         count(*) FILTER (WHERE state = 'failed' AND completed_on > now() - interval '24 hours')::int AS failed_24h,
         count(*) FILTER (WHERE state = 'completed' AND completed_on > now() - interval '24 hours')::int AS completed_24h
       FROM j`,
    );
    const r = rows[0] ?? {};
    const figures = { available: true, queued: Number(r.queued ?? 0), active: Number(r.active ?? 0), failed_24h: Number(r.failed_24h ?? 0), completed_24h: Number(r.completed_24h ?? 0) };
    return { ...figures, status: figures.failed_24h > 0 || figures.queued > QUEUE_DEPTH_WARN ? 'warning' : 'ok' };
  } catch {
    return { ...empty, status: 'critical' };
  }
}

async function workerFigures(database: Database): Promise<SystemHealth['workers']> {
  try {
    const { rows } = await database.query<{ worker_id: string; pid: number; host: string; started_at: string | Date; last_seen_at: string | Date; age: number }>(
      `SELECT worker_id, pid, host, started_at, last_seen_at, EXTRACT(EPOCH FROM (now() - last_seen_at))::float8 AS age
       FROM worker_heartbeats ORDER BY last_seen_at DESC LIMIT 50`,
    );
    const list = rows.map((r) => {
      const seconds = Math.max(0, Math.round(Number(r.age)));
      return {
        worker_id: r.worker_id,
        pid: Number(r.pid),
        host: r.host,
        started_at: new Date(r.started_at).toISOString(),
        last_seen_at: new Date(r.last_seen_at).toISOString(),
        seconds_since_seen: seconds,
        alive: seconds <= HEARTBEAT_STALE_SECONDS,
      };
    });
    const alive = list.filter((w) => w.alive).length;
    return { alive, list, status: alive > 0 ? 'ok' : 'critical' };
  } catch {
    return { alive: 0, list: [], status: 'critical' };
  }
}

async function storageFigures(dir: string): Promise<SystemHealth['storage']> {
  try {
    const s = await fs.statfs(dir);
    const free = s.bavail * s.bsize;
    const total = s.blocks * s.bsize;
    const share = total > 0 ? free / total : 1;
    return { path: dir, free_bytes: free, total_bytes: total, status: share < STORAGE_CRITICAL_SHARE ? 'critical' : share < STORAGE_WARN_SHARE ? 'warning' : 'ok' };
  } catch {
    return { path: dir, free_bytes: null, total_bytes: null, status: 'warning' };
  }
}

/**
 * Documents that stopped an analysis process (security events `hostile_document`, 24 h, from every
 * process) and this process's pool. One is a warning: an administrator should look at who sends them.
 */
async function analysisFigures(deps: AppDeps): Promise<SystemHealth['analysis']> {
  const pool = deps.analysis.stats();
  const local = { processes: pool.workers, busy: pool.busy, analysed: pool.analysed, timed_out: pool.timed_out, out_of_memory: pool.out_of_memory, crashed: pool.crashed, recycled: pool.recycled };
  try {
    const { rows } = await deps.database.query<{ n: number; last: string | Date | null }>(
      `SELECT count(*)::int AS n, max(created_at) AS last FROM security_audit_log
       WHERE event_type = 'hostile_document' AND created_at > now() - interval '24 hours'`,
    );
    const n = Number(rows[0]?.n ?? 0);
    const last = rows[0]?.last ? new Date(rows[0].last).toISOString() : null;
    return { hostile_documents_24h: n, last_hostile_at: last, ...local, status: n > 0 ? 'warning' : 'ok' };
  } catch {
    return { hostile_documents_24h: 0, last_hostile_at: null, ...local, status: 'warning' };
  }
}

function memoryFigures(): SystemHealth['memory'] {
  const m = process.memoryUsage();
  const free = os.freemem();
  const total = os.totalmem();
  const share = free / total;
  return {
    rss_bytes: m.rss,
    heap_used_bytes: m.heapUsed,
    heap_total_bytes: m.heapTotal,
    system_free_bytes: free,
    system_total_bytes: total,
    status: share < MEMORY_CRITICAL_SHARE ? 'critical' : share < MEMORY_WARN_SHARE ? 'warning' : 'ok',
  };
}

export async function systemHealth(deps: AppDeps): Promise<SystemHealth> {
  const [latency, queue, workers, storage, analysis] = await Promise.all([
    databaseLatency(deps.database),
    queueFigures(deps.database),
    workerFigures(deps.database),
    storageFigures(deps.config.dataDir),
    analysisFigures(deps),
  ]);
  const memory = memoryFigures();
  const dbStatus: HealthStatus = latency === null ? 'critical' : latency >= DB_LATENCY_CRITICAL_MS ? 'critical' : latency >= DB_LATENCY_WARN_MS ? 'warning' : 'ok';
  return {
    checked_at: new Date().toISOString(),
    version: deps.version,
    uptime_seconds: Math.round((Date.now() - deps.startedAt) / 1000),
    started_at: new Date(deps.startedAt).toISOString(),
    database: { kind: deps.database.kind, latency_ms: latency, status: dbStatus },
    queue,
    workers,
    storage,
    analysis,
    memory,
    status: worst(dbStatus, queue.status, workers.status, storage.status, analysis.status, memory.status),
  };
}
