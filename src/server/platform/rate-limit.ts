import type { Context, MiddlewareHandler } from 'hono';
import { currentSession } from '../auth/guards';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { AppError } from './errors';

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; attemptsRemaining: number; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt for `key`; spec check_rate_limit: { allowed, attempts_remaining }. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Takes one attempt back (it turned out not to count, e.g. a successful sign-in). */
  refund(key: string): Promise<void>;
  /** Forgets every attempt counted for `key`. */
  reset(key: string): Promise<void>;
};

/**
 * Fixed-window counters in the database so every web process shares them. One atomic
 * upsert per check; errors propagate so callers can fail closed.
 */
export function createRateLimiter(database: Database): RateLimiter {
  return {
    async hit(key, rule) {
      const { rows } = await database.query<{ count: number; age_seconds: number }>(
        `INSERT INTO rate_limits AS r (key, count, window_start) VALUES ($1, 1, now())
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN r.window_start <= now() - make_interval(secs => $2::int) THEN 1 ELSE r.count + 1 END,
           window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2::int) THEN now() ELSE r.window_start END
         RETURNING count, EXTRACT(EPOCH FROM (now() - window_start))::float8 AS age_seconds`,
        [key, rule.windowSeconds],
      );
      const row = rows[0];
      if (!row) throw new Error('rate limit upsert returned no row');
      const count = Number(row.count);
      return {
        allowed: count <= rule.limit,
        attemptsRemaining: Math.max(0, rule.limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil(rule.windowSeconds - Number(row.age_seconds))),
      };
    },
    async refund(key) {
      await database.query('UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = $1', [key]);
    },
    async reset(key) {
      await database.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
  };
}

/**
 * The spec's check_rate_limit answer on every limited response, allowed or not (the IETF RateLimit
 * header fields): the limit, the attempts remaining in this window and the seconds until it resets.
 */
export function rateLimitHeaders(limit: number, result: RateLimitResult): Record<string, string> {
  return {
    'RateLimit-Limit': String(limit),
    'RateLimit-Remaining': String(result.attemptsRemaining),
    'RateLimit-Reset': String(result.retryAfterSeconds),
  };
}

/** The 429 body's details: spec check_rate_limit { allowed, attempts_remaining }. */
export function refusedDetails(result: RateLimitResult) {
  return { allowed: false, attempts_remaining: 0, retry_after_seconds: result.retryAfterSeconds };
}

function setHeaders(c: Context, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
}

/**
 * A per-person limit for a signed-in route (uploads, coach questions), scaled by RATE_LIMIT_SCALE.
 * Spec 01 §5: a failing check counts as allowed — only the auth routes fail closed (ADR 002).
 */
export function perUserRateLimit(name: string, rule: RateLimitRule, refusal: (limit: number) => string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { limiter, config, logger } = c.var.deps;
    const { user } = await currentSession(c);
    const scaled = { ...rule, limit: Math.max(1, Math.round(rule.limit * config.rateLimitScale)) };
    let result: RateLimitResult | undefined;
    try {
      result = await limiter.hit(`${name}:user:${user.id}`, scaled);
    } catch (error) {
      logger.warn(`${name} rate limit check failed; allowing`, { error: String(error) });
    }
    if (result) setHeaders(c, rateLimitHeaders(scaled.limit, result));
    if (result && !result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      throw new AppError('RATE_LIMITED', refusal(scaled.limit), refusedDetails(result));
    }
    await next();
  };
}
