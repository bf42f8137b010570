import fs from 'node:fs/promises';
import path from 'node:path';
import { READINESS_STATUS_SCORE, RESPONSE_TIME_GOOD_MS, RESPONSE_TIME_WARNING_MS, scoreBand } from '@/contract/quality';
import type { Readiness, ReadinessCheck, ReadinessCheckId, ReadinessStatus } from '@/contract/quality';
import type { HealthStatus } from '@/contract/security';
import { authRateLimits } from '../../auth/routes';
import type { AppDeps } from '../../context';
import type { Database } from '../../db/client';
import { migrationsFolder } from '../../paths';
import { recorderOf, SECURITY_HEADER_NAMES } from './response-times';
import { systemHealth } from './service';

/** Spec 02 §2 (integration page): a warning from 5 tracked client errors on; failing from 50 in an hour (chosen). */
const CLIENT_ERRORS_WARN = 5;
const CLIENT_ERRORS_FAIL = 50;
/** Share of 5xx answers among the buffered requests: any is a warning, above 5 % a failure. */
const SERVER_ERROR_FAIL_SHARE = 0.05;
/** RATE_LIMIT_SCALE above this loosens the auth limits so far that they barely protect. */
const RATE_LIMIT_SCALE_WARN = 10;

const fromHealth: Record<HealthStatus, ReadinessStatus> = { ok: 'pass', warning: 'warning', critical: 'fail' };

function check(id: ReadinessCheckId, status: ReadinessStatus, value: string | number | null = null): ReadinessCheck {
  return { id, status, score: READINESS_STATUS_SCORE[status], value };
}

/** Applied migrations against the journal shipped with this version. */
async function migrationsCheck(database: Database): Promise<ReadinessCheck> {
  try {
    const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
    const expected = journal.entries.length;
    const latest = Math.max(...journal.entries.map((e) => e.when));
    const { rows } = await database.query<{ applied: number; latest: string | number | null }>(
      'SELECT count(*)::int AS applied, max(created_at)::text AS latest FROM drizzle.__drizzle_migrations',
    );
    const applied = Number(rows[0]?.applied ?? 0);
    const current = Number(rows[0]?.latest ?? 0) >= latest;
    return check('migrations', applied >= expected && current ? 'pass' : 'fail', `${applied}/${expected}`);
  } catch {
    return check('migrations', 'fail', null);
  }
}

async function counts(database: Database) {
  const one = async (sql: string): Promise<Record<string, number>> => {
    try {
      const { rows } = await database.query<Record<string, number>>(sql);
      return rows[0] ?? {};
    } catch {
      return {};
    }
  };
  const [sessions, clientErrors, blocks] = await Promise.all([
    one('SELECT count(*)::int AS sessions, count(DISTINCT user_id)::int AS users FROM sessions WHERE expires_at > now()'),
    one("SELECT count(*)::int AS n FROM client_errors WHERE created_at > now() - interval '1 hour'"),
    one(
      "SELECT count(*) FILTER (WHERE blocked_until > now() AND lifted_at IS NULL)::int AS active, count(*) FILTER (WHERE created_at > now() - interval '24 hours')::int AS day FROM ip_blocks",
    ),
  ]);
  return {
    activeSessions: Number(sessions.sessions ?? 0),
    activeUsers: Number(sessions.users ?? 0),
    clientErrorsHour: Number(clientErrors.n ?? 0),
    ipBlocksActive: Number(blocks.active ?? 0),
    ipBlocks24h: Number(blocks.day ?? 0),
  };
}

/** The session cookie's flags as better-auth was configured (auth/auth.ts). */
function sessionCookie(deps: AppDeps, https: boolean): Readiness['security']['cookie'] {
  const advanced = deps.auth.options.advanced;
  const attributes = advanced?.defaultCookieAttributes;
  return {
    http_only: attributes?.httpOnly ?? true,
    same_site: String(attributes?.sameSite ?? 'lax').toLowerCase(),
    secure: Boolean(advanced?.useSecureCookies ?? https),
  };
}

/** GET /api/admin/readiness: real checks of this deployment, each pass / warning / fail with a score. */
export async function readiness(deps: AppDeps): Promise<Readiness> {
  const { config } = deps;
  const [health, migrations, figures] = await Promise.all([systemHealth(deps), migrationsCheck(deps.database), counts(deps.database)]);
  const recorder = recorderOf(deps);
  const times = recorder.stats();
  const https = config.appUrl.startsWith('https://');
  const csp = recorder.lastHeaders?.['content-security-policy'] ?? null;
  const errorShare = times.sample_size ? times.server_errors_in_buffer / times.sample_size : 0;

  const checks: ReadinessCheck[] = [
    check('database', fromHealth[health.database.status], health.database.latency_ms),
    migrations,
    check('worker', health.workers.alive > 0 ? 'pass' : 'fail', health.workers.alive),
    check('queue', fromHealth[health.queue.status], health.queue.failed_24h),
    check('mail', config.smtpUrl ? 'pass' : config.isProduction ? 'fail' : 'warning', config.smtpUrl ? 'smtp' : 'outbox'),
    check('secret', config.authSecret ? 'pass' : 'warning', config.authSecret ? 'env' : 'generated'),
    check('https', https ? 'pass' : config.isProduction ? 'fail' : 'warning', new URL(config.appUrl).host),
    check('superadmin', config.superAdminEmail ? 'pass' : 'warning', null),
    // Kairos cannot see the operator's backups: always a reminder
    check('backups', 'warning', deps.database.kind === 'pglite' ? config.dataDir : 'postgres'),
    check('rate_limiting', config.rateLimitScale <= RATE_LIMIT_SCALE_WARN ? 'pass' : 'warning', config.rateLimitScale),
    check('csp', csp === null ? 'warning' : csp.includes("default-src 'self'") && csp.includes("frame-ancestors 'none'") ? 'pass' : 'fail', csp === null ? null : 'on'),
    check(
      'response_time',
      times.p95_ms === null ? 'warning' : times.p95_ms <= RESPONSE_TIME_GOOD_MS ? 'pass' : times.p95_ms <= RESPONSE_TIME_WARNING_MS ? 'warning' : 'fail',
      times.p95_ms,
    ),
    check('server_errors', errorShare === 0 ? 'pass' : errorShare <= SERVER_ERROR_FAIL_SHARE ? 'warning' : 'fail', times.server_errors_in_buffer),
    check(
      'client_errors',
      figures.clientErrorsHour >= CLIENT_ERRORS_FAIL ? 'fail' : figures.clientErrorsHour >= CLIENT_ERRORS_WARN ? 'warning' : 'pass',
      figures.clientErrorsHour,
    ),
    check('storage', fromHealth[health.storage.status], health.storage.free_bytes),
    check('memory', fromHealth[health.memory.status], health.memory.rss_bytes),
  ];
  const score = Math.round(checks.reduce((sum, c) => sum + c.score, 0) / checks.length);

  const scale = (limit: number) => Math.max(1, Math.round(limit * config.rateLimitScale));
  const rateLimits = Object.entries(authRateLimits).flatMap(([route, rule]) =>
    (['ip', 'email'] as const).flatMap((per) => {
      const r = rule[per];
      return r ? [{ route: `${route.split(' ')[0]} /api/auth${route.split(' ')[1]}`, limit: scale(r.limit), window_seconds: r.windowSeconds, per }] : [];
    }),
  );

  return {
    checked_at: health.checked_at,
    version: health.version,
    uptime_seconds: health.uptime_seconds,
    started_at: health.started_at,
    score,
    band: scoreBand(score),
    checks,
    performance: {
      scope: 'process',
      sample_size: times.sample_size,
      buffer_size: times.buffer_size,
      p50_ms: times.p50_ms,
      p95_ms: times.p95_ms,
      p99_ms: times.p99_ms,
      requests_last_minute: times.requests_last_minute,
      server_errors_last_minute: times.server_errors_last_minute,
      per_minute: times.per_minute,
      database_latency_ms: health.database.latency_ms,
      active_sessions: figures.activeSessions,
      active_users: figures.activeUsers,
      memory_rss_bytes: health.memory.rss_bytes,
      client_errors_last_hour: figures.clientErrorsHour,
    },
    security: {
      headers: SECURITY_HEADER_NAMES.map((name) => ({ name, value: recorder.lastHeaders?.[name] ?? null })),
      cookie: sessionCookie(deps, https),
      rate_limits: rateLimits,
      ip_blocks_active: figures.ipBlocksActive,
      ip_blocks_24h: figures.ipBlocks24h,
    },
  };
}
