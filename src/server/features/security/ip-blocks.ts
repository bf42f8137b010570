import { IP_BLOCKED_MESSAGE } from '@/contract/security';
import type { IpBlock } from '@/contract/security';
import type { AppDeps } from '../../context';
import type { Database } from '../../db/client';
import type { SecurityEventInput } from '../../platform/audit';

/**
 * The rule (issue 6 leaves it to us): an address that caused
 * BLOCK_THRESHOLD 'suspicious_activity' events within BLOCK_WINDOW_MINUTES is refused on the auth
 * routes for BLOCK_MINUTES. A suspicious_activity event is written when an auth rate limit refuses a
 * request, so an address is blocked only after it kept hammering past its 429s: ordinary failed
 * sign-ins (which the rate limits already answer) never block anybody on their own. The threshold
 * scales with RATE_LIMIT_SCALE like the auth limits (the e2e run shares one address).
 */
export const BLOCK_THRESHOLD = 5;
export const BLOCK_WINDOW_MINUTES = 15;
export const BLOCK_MINUTES = 30;
/** How long a process trusts its own answer to "is this address blocked?" (a lift elsewhere shows within this). */
const CACHE_MS = 10_000;

/** Auth routes a blocked address may still use: reading or ending an existing session. */
const ALWAYS_ALLOWED = new Set(['GET /get-session', 'POST /sign-out']);

type Cached = { until: number; checkedAt: number };
const caches = new WeakMap<Database, Map<string, Cached>>();
function cacheOf(database: Database): Map<string, Cached> {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new Map()));
  return cache;
}

/** Until when (epoch ms) `ip` is blocked, 0 when it is not; cached briefly per process. */
export async function blockedUntil(database: Database, ip: string): Promise<number> {
  const cache = cacheOf(database);
  const hit = cache.get(ip);
  const now = Date.now();
  if (hit && now - hit.checkedAt < CACHE_MS) return hit.until > now ? hit.until : 0;
  const { rows } = await database.query<{ until: string | Date }>(
    'SELECT max(blocked_until) AS until FROM ip_blocks WHERE ip = $1 AND lifted_at IS NULL AND blocked_until > now()',
    [ip],
  );
  const until = rows[0]?.until ? new Date(rows[0].until).getTime() : 0;
  if (cache.size > 10_000) cache.clear();
  cache.set(ip, { until, checkedAt: now });
  return until;
}

/**
 * For the auth routes: a 403 response when the address is blocked, else null. A failing lookup lets
 * the request through — the rate limits behind it still fail closed.
 */
export async function refuseIfBlocked(deps: AppDeps, ip: string, route: string): Promise<Response | null> {
  if (ALWAYS_ALLOWED.has(route) || ip === 'unknown') return null;
  let until: number;
  try {
    until = await blockedUntil(deps.database, ip);
  } catch (error) {
    deps.logger.warn('ip block lookup failed; allowing', { error: String(error) });
    return null;
  }
  if (!until) return null;
  const retryAfter = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  return Response.json(
    { error: { code: 'FORBIDDEN', message: IP_BLOCKED_MESSAGE, details: { blocked_until: new Date(until).toISOString(), retry_after_seconds: retryAfter } } },
    { status: 403, headers: { 'Retry-After': String(retryAfter) } },
  );
}

/** After a security event: blocks its address when the rule above is met. Never throws. */
export async function considerBlocking(deps: AppDeps, event: SecurityEventInput): Promise<void> {
  const ip = event.ipAddress;
  if (event.eventType !== 'suspicious_activity' || !ip || ip === 'unknown') return;
  const threshold = Math.max(1, Math.round(BLOCK_THRESHOLD * deps.config.rateLimitScale));
  try {
    // one statement: counts the burst and inserts the block unless one is already active
    const { rows } = await deps.database.query<{ id: string; blocked_until: string | Date; count: number }>(
      `WITH burst AS (
         SELECT count(*)::int AS count FROM security_audit_log
         WHERE ip_address = $1 AND event_type = 'suspicious_activity' AND created_at > now() - make_interval(mins => $2::int)
       )
       INSERT INTO ip_blocks (ip, reason, blocked_until)
       SELECT $1, 'Repeated suspicious activity: ' || burst.count || ' events in ' || $2::int || ' minutes', now() + make_interval(mins => $3::int)
       FROM burst
       WHERE burst.count >= $4
         AND NOT EXISTS (SELECT 1 FROM ip_blocks WHERE ip = $1 AND lifted_at IS NULL AND blocked_until > now())
       RETURNING id, blocked_until, (SELECT count FROM burst) AS count`,
      [ip, BLOCK_WINDOW_MINUTES, BLOCK_MINUTES, threshold],
    );
    const block = rows[0];
    if (!block) return;
    const until = new Date(block.blocked_until).getTime();
    cacheOf(deps.database).set(ip, { until, checkedAt: Date.now() });
    await deps.audit.record({
      eventType: 'ip_blocked',
      severity: 'high',
      ipAddress: ip,
      userAgent: event.userAgent ?? null,
      details: { ip, suspicious_events: Number(block.count), window_minutes: BLOCK_WINDOW_MINUTES, blocked_minutes: BLOCK_MINUTES, blocked_until: new Date(until).toISOString() },
    });
  } catch (error) {
    deps.logger.error('could not evaluate an ip block', { error: String(error) });
  }
}

type BlockRow = { id: string; ip: string; reason: string; blocked_until: Date | string; created_at: Date | string; lifted_at: Date | string | null; lifted_by: string | null; active: boolean };
const iso = (d: Date | string) => new Date(d).toISOString();

/** Active blocks and those created in the last 24 h, newest first. */
export async function listBlocks(database: Database): Promise<IpBlock[]> {
  const { rows } = await database.query<BlockRow>(
    `SELECT id, ip, reason, blocked_until, created_at, lifted_at, lifted_by,
            (lifted_at IS NULL AND blocked_until > now()) AS active
     FROM ip_blocks
     WHERE (lifted_at IS NULL AND blocked_until > now()) OR created_at > now() - interval '24 hours'
     ORDER BY created_at DESC
     LIMIT 200`,
  );
  return rows.map((r) => ({
    id: r.id,
    ip: r.ip,
    reason: r.reason,
    blocked_until: iso(r.blocked_until),
    created_at: iso(r.created_at),
    lifted_at: r.lifted_at ? iso(r.lifted_at) : null,
    lifted_by: r.lifted_by,
    active: Boolean(r.active),
  }));
}

/** Lifts every active block of `ip`; returns how many. Writes 'ip_block_lifted' when one was lifted. */
export async function liftBlock(deps: AppDeps, ip: string, by: { userId: string; ipAddress: string; userAgent: string | null }): Promise<number> {
  const { rows } = await deps.database.query<{ id: string }>(
    'UPDATE ip_blocks SET lifted_at = now(), lifted_by = $2 WHERE ip = $1 AND lifted_at IS NULL AND blocked_until > now() RETURNING id',
    [ip, by.userId],
  );
  cacheOf(deps.database).delete(ip);
  if (rows.length) {
    await deps.audit.record({
      eventType: 'ip_block_lifted',
      severity: 'medium',
      userId: by.userId,
      ipAddress: by.ipAddress,
      userAgent: by.userAgent,
      details: { ip, blocks: rows.length },
    });
  }
  return rows.length;
}
