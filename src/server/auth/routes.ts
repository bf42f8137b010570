import { Hono } from 'hono';
import type { Context } from 'hono';
import type { SecurityEventInput } from '../platform/audit';
import type { RateLimitResult, RateLimitRule } from '../platform/rate-limit';
import { rateLimitHeaders, refusedDetails } from '../platform/rate-limit';
import type { AppEnv } from '../context';
import { databaseUnavailableError, isDatabaseUnavailable } from '../platform/errors';
import { considerBlocking, refuseIfBlocked } from '../features/security/ip-blocks';
import { CLIENT_IP_HEADER } from './auth';

/** `failuresOnly`: an attempt that succeeds is taken back (and clears the account's count). */
type Limited = { ip: RateLimitRule; email?: RateLimitRule; failuresOnly?: boolean };

/** Per-IP and per-e-mail limits on the routes an attacker would hammer. */
export const authRateLimits: Record<string, Limited> = {
  // a password guesser is refused from the 6th failure on one account (issue 6: 429 before 10 tries);
  // only failures count, so people signing in successfully (one office address, many tabs) never lock anyone out
  'POST /sign-in/email': { ip: { limit: 30, windowSeconds: 900 }, email: { limit: 5, windowSeconds: 900 }, failuresOnly: true },
  'POST /sign-up/email': { ip: { limit: 20, windowSeconds: 3600 }, email: { limit: 5, windowSeconds: 3600 } },
  'POST /request-password-reset': { ip: { limit: 20, windowSeconds: 3600 }, email: { limit: 5, windowSeconds: 3600 } },
  'POST /sign-in/magic-link': { ip: { limit: 20, windowSeconds: 3600 }, email: { limit: 5, windowSeconds: 3600 } },
  'POST /send-verification-email': { ip: { limit: 20, windowSeconds: 3600 }, email: { limit: 5, windowSeconds: 3600 } },
  'POST /reset-password': { ip: { limit: 20, windowSeconds: 900 } },
  'GET /magic-link/verify': { ip: { limit: 30, windowSeconds: 900 } },
};

/**
 * Mounts better-auth under /api/auth. Around each call Kairos sets the client IP the
 * library sees (from the socket, never from a forgeable header), applies its own rate
 * limits (failing closed) and writes the security events of spec 01 §9.
 */
export function authRoutes(limits: Record<string, Limited> = authRateLimits) {
  const app = new Hono<AppEnv>();
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const { auth, limiter, audit, logger } = c.var.deps;
    const url = new URL(c.req.url);
    const route = `${c.req.method} ${url.pathname.replace(/^\/api\/auth/, '')}`;
    const ip = c.var.clientIp;
    const userAgent = c.req.header('user-agent') ?? null;
    const rawBody = c.req.method === 'POST' ? await c.req.text() : undefined;
    const email = emailFrom(rawBody);
    const event = async (e: SecurityEventInput) => {
      const full = { ipAddress: ip, userAgent, ...e };
      await audit.record(full);
      await considerBlocking(c.var.deps, full); // repeated suspicious activity blocks the address for a while
    };

    // better-auth's admin endpoints (set-role, ban, impersonate…) would skip the audit log and the
    // last-administrator rule: roles change only through the audited /api/admin/users/role
    if (url.pathname.startsWith('/api/auth/admin/')) {
      return c.json({ error: { code: 'FORBIDDEN', message: 'Use the Kairos administration API for this.' } }, 403);
    }

    const blocked = await refuseIfBlocked(c.var.deps, ip, route);
    if (blocked) return blocked;

    const rule = limits[route];
    // every attempt is counted before it runs (parallel guesses cannot slip past the limit); on
    // failures-only routes a success is taken back afterwards
    const counted: { key: string; limit: number; result: RateLimitResult }[] = [];
    if (rule) {
      const scale = (r: RateLimitRule): RateLimitRule => ({ ...r, limit: Math.max(1, Math.round(r.limit * c.var.deps.config.rateLimitScale)) });
      const checks: [string, RateLimitRule][] = [[`auth:${route}:ip:${ip}`, scale(rule.ip)]];
      if (rule.email && email) checks.push([`auth:${route}:email:${email}`, scale(rule.email)]);
      for (const [key, r] of checks) {
        let result;
        try {
          result = await limiter.hit(key, r);
        } catch (error) {
          logger.error('rate limiter unavailable; refusing auth request', { route, error: String(error) });
          return c.json(
            { error: { code: 'SERVICE_UNAVAILABLE', message: 'Sign-in is temporarily unavailable because our security checks cannot run. Please try again in a minute.' } },
            503,
          );
        }
        counted.push({ key, limit: r.limit, result });
        if (!result.allowed) {
          await event({
            eventType: 'suspicious_activity',
            severity: 'high',
            details: { reason: 'rate_limited', route, scope: key.includes(':email:') ? 'email' : 'ip', ...(email ? { email } : {}) },
          });
          const minutes = Math.ceil(result.retryAfterSeconds / 60);
          return c.json(
            {
              error: {
                code: 'RATE_LIMITED',
                message: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
                details: refusedDetails(result),
              },
            },
            429,
            { 'Retry-After': String(result.retryAfterSeconds), ...rateLimitHeaders(r.limit, result) },
          );
        }
      }
    }

    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, ip);
    const before = route === 'POST /sign-out' ? await c.var.getSession().catch(() => null) : null;

    let response: Response;
    try {
      response = await auth.handler(new Request(c.req.url, { method: c.req.method, headers, body: rawBody }));
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error; // the app answers 503
      logger.error('auth handler failed', { route, error: String(error) });
      await event({ eventType: route.includes('sign-up') ? 'signup_exception' : route.includes('session') ? 'session_error' : 'signin_exception', severity: 'high', details: { route } });
      return c.json({ error: { code: 'INTERNAL_ERROR', message: 'Authentication failed' } }, 500);
    }

    // better-auth answers a 500 of its own when the database is away: 503, like every other route
    if (response.status >= 500) {
      const unreachable = await c.var.deps.database.query('SELECT 1').then(
        () => false,
        (error: unknown) => isDatabaseUnavailable(error),
      );
      if (unreachable) throw databaseUnavailableError();
    }

    await recordOutcome(c, route, response, { email, userIdBefore: before?.user.id ?? null, event });
    if (rule?.failuresOnly && response.status === 200) await takeBackSuccess(c, counted);
    // the tightest of this route's limits, answered on the response (spec check_rate_limit)
    const tightest = counted.reduce<(typeof counted)[number] | undefined>((t, x) => (!t || x.result.attemptsRemaining < t.result.attemptsRemaining ? x : t), undefined);
    if (!tightest) return response;
    const answered = new Response(response.body, response);
    for (const [name, value] of Object.entries(rateLimitHeaders(tightest.limit, tightest.result))) answered.headers.set(name, value);
    return answered;
  });
  return app;
}

/**
 * A successful attempt on a failures-only route: the address gets its attempt back and the account's
 * failures are forgotten. A failing database here only leaves the count as it was (never refuses).
 */
async function takeBackSuccess(c: Context<AppEnv>, counted: { key: string; limit: number; result: RateLimitResult }[]): Promise<void> {
  const { limiter, logger } = c.var.deps;
  for (const entry of counted) {
    const perAccount = entry.key.includes(':email:');
    try {
      if (perAccount) await limiter.reset(entry.key);
      else await limiter.refund(entry.key);
    } catch (error) {
      logger.warn('rate limit refund failed', { error: String(error) });
      continue;
    }
    const remaining = perAccount ? entry.limit : Math.min(entry.limit, entry.result.attemptsRemaining + 1);
    entry.result = { ...entry.result, attemptsRemaining: remaining };
  }
}

async function recordOutcome(
  c: Context<AppEnv>,
  route: string,
  response: Response,
  ctx: { email: string | null; userIdBefore: string | null; event: (e: SecurityEventInput) => Promise<void> },
): Promise<void> {
  const { status } = response;
  const email = ctx.email ? { email: ctx.email } : {};
  const json = async () => (await response.clone().json().catch(() => null)) as { user?: { id?: string }; code?: string } | null;
  const redirectError = () => new URL(response.headers.get('location') ?? '/', 'http://x').searchParams.get('error');

  switch (route) {
    case 'POST /sign-in/email': {
      if (status === 200) return ctx.event({ eventType: 'login_success', severity: 'info', userId: (await json())?.user?.id, details: { method: 'password' } });
      if (status === 401 || status === 403) {
        const code = (await json())?.code;
        return ctx.event({ eventType: 'login_failed', severity: 'medium', details: { method: 'password', reason: code === 'EMAIL_NOT_VERIFIED' ? 'email_not_verified' : 'invalid_credentials', ...email } });
      }
      if (status >= 500) return ctx.event({ eventType: 'signin_exception', severity: 'high', details: { route } });
      return;
    }
    case 'POST /sign-up/email':
      if (status === 200) return ctx.event({ eventType: 'signup', severity: 'info', userId: (await json())?.user?.id ?? null, details: email });
      if (status >= 500) return ctx.event({ eventType: 'signup_exception', severity: 'high', details: { route } });
      return;
    case 'POST /sign-out':
      if (status === 200) return ctx.event({ eventType: 'logout', severity: 'info', userId: ctx.userIdBefore });
      return;
    case 'POST /request-password-reset':
      if (status === 200) return ctx.event({ eventType: 'password_reset_request', severity: 'low', details: email });
      return;
    case 'POST /reset-password':
      if (status === 200) return ctx.event({ eventType: 'password_reset_complete', severity: 'info', userId: await userFromSetCookie(c, response) });
      return ctx.event({ eventType: 'session_error', severity: 'medium', details: { route, reason: 'invalid_reset_token' } });
    case 'POST /sign-in/magic-link':
      if (status === 200) return ctx.event({ eventType: 'magic_link_request', severity: 'low', details: email });
      return;
    case 'GET /magic-link/verify': {
      const error = redirectError();
      if (error) return ctx.event({ eventType: 'magic_link_failed', severity: 'medium', details: { reason: error } });
      return ctx.event({ eventType: 'magic_link_login', severity: 'info', userId: await userFromSetCookie(c, response), details: { method: 'magic_link' } });
    }
    case 'GET /verify-email': {
      const error = redirectError();
      if (error) return ctx.event({ eventType: 'session_error', severity: 'medium', details: { route, reason: error } });
      return ctx.event({ eventType: 'email_verified', severity: 'info', userId: await userFromSetCookie(c, response) });
    }
    case 'GET /get-session':
      if (status >= 500) return ctx.event({ eventType: 'session_error', severity: 'high', details: { route } });
      // better-auth extends a session past its update age by re-setting the cookie
      if (status === 200 && response.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))) {
        return ctx.event({ eventType: 'token_refresh', severity: 'info', userId: (await json())?.user?.id ?? null });
      }
      return;
    default:
      return;
  }
}

/** The user behind a session cookie the response just set (sign-ins that redirect). */
async function userFromSetCookie(c: Context<AppEnv>, response: Response): Promise<string | null> {
  const cookies = response.headers.getSetCookie().map((sc) => sc.split(';')[0]).join('; ');
  if (!cookies) return null;
  const session = await c.var.deps.auth.api.getSession({ headers: new Headers({ cookie: cookies }) }).catch(() => null);
  return session?.user.id ?? null;
}

function emailFrom(rawBody: string | undefined): string | null {
  if (!rawBody) return null;
  try {
    const value = (JSON.parse(rawBody) as { email?: unknown }).email;
    return typeof value === 'string' && value.length <= 320 ? value.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}
