import type { AuthSetup, AuthSetupItem } from '@/contract/diagnostics';
import { PASSWORD_MIN_LENGTH } from '../../auth/auth';
import { authRateLimits } from '../../auth/routes';
import type { AppDeps } from '../../context';

const RECOMMENDED_PASSWORD_LENGTH = 8;
const MAX_SESSION_DAYS = 30;
/** Words that give away a placeholder secret copied from an example. */
const PLACEHOLDER_SECRET = /change|example|secret|password|default|placeholder|test/i;

const ok = (id: AuthSetupItem['id'], value: AuthSetupItem['value'], message: string): AuthSetupItem => ({ id, status: 'ok', value, message });
const warning = (id: AuthSetupItem['id'], value: AuthSetupItem['value'], message: string): AuthSetupItem => ({ id, status: 'warning', value, message });

function minutes(seconds: number): number {
  return Math.round(seconds / 60);
}

/**
 * How authentication is set up in this deployment, read from the configuration and the live
 * better-auth options: each item ok or warning with one line of explanation. Secrets and
 * addresses are never returned, only whether they are set.
 */
export async function authSetup(deps: AppDeps): Promise<AuthSetup> {
  const { config, auth, database } = deps;
  const options = auth.options;
  const https = config.appUrl.startsWith('https://');
  const items: AuthSetupItem[] = [];

  const verification = options.emailAndPassword?.requireEmailVerification === true;
  items.push(
    verification
      ? ok('emailVerification', true, 'New accounts must confirm their e-mail address before they can sign in')
      : warning('emailVerification', false, 'Accounts can sign in without confirming their e-mail address'),
  );

  if (config.smtpUrl) items.push(ok('mailTransport', 'smtp', 'Mail is delivered through the configured SMTP server'));
  else if (config.isProduction) items.push(warning('mailTransport', 'outbox', 'No SMTP_URL: verification and reset mail stays in the outbox table and is never delivered'));
  else items.push(ok('mailTransport', 'outbox', 'Development: mail goes to the outbox (log and /dev/mail); set SMTP_URL to deliver it'));

  const magicLink = (options.plugins ?? []).some((p) => p.id === 'magic-link');
  items.push(magicLink ? ok('magicLink', true, 'Sign-in by e-mailed link is on (links expire after 15 minutes, no sign-up by link)') : ok('magicLink', false, 'Sign-in by e-mailed link is off'));

  const minLength = options.emailAndPassword?.minPasswordLength ?? PASSWORD_MIN_LENGTH;
  items.push(
    minLength >= RECOMMENDED_PASSWORD_LENGTH
      ? ok('passwordPolicy', minLength, `Passwords need at least ${minLength} characters; stored as argon2id hashes`)
      : warning('passwordPolicy', minLength, `Passwords need only ${minLength} characters (at least ${RECOMMENDED_PASSWORD_LENGTH} recommended)`),
  );

  const signIn = authRateLimits['POST /sign-in/email'];
  if (signIn) {
    const scale = (limit: number) => Math.max(1, Math.round(limit * config.rateLimitScale));
    const perEmail = signIn.email ? scale(signIn.email.limit) : null;
    const perIp = scale(signIn.ip.limit);
    const text = `${perEmail ?? '–'} tries per account and ${perIp} per address every ${minutes(signIn.ip.windowSeconds)} minutes`;
    const value = `${perEmail ?? '–'} / ${perIp} / ${minutes(signIn.ip.windowSeconds)} min`;
    items.push(perEmail !== null && perEmail <= 10 ? ok('signInRateLimit', value, `Sign-in is limited: ${text}`) : warning('signInRateLimit', value, `Sign-in limits are loose: ${text}`));
  } else {
    items.push(warning('signInRateLimit', 'off', 'No rate limit guards the sign-in route'));
  }

  const { rows: blocks } = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM ip_blocks WHERE lifted_at IS NULL AND blocked_until > now()');
  const blocked = Number(blocks[0]?.n ?? 0);
  items.push(ok('ipBlocking', blocked, `Addresses with repeated suspicious activity are blocked for a while; ${blocked} blocked now`));

  const expiresIn = options.session?.expiresIn ?? 60 * 60 * 24 * 7;
  const days = Math.round(expiresIn / 86_400);
  items.push(
    days <= MAX_SESSION_DAYS
      ? ok('sessionLifetime', days, `Sessions last ${days} days and are renewed daily while in use`)
      : warning('sessionLifetime', days, `Sessions last ${days} days (more than ${MAX_SESSION_DAYS})`),
  );

  const cookie = options.advanced?.defaultCookieAttributes ?? {};
  const flags = [cookie.httpOnly ? 'HttpOnly' : null, cookie.sameSite ? `SameSite=${String(cookie.sameSite)}` : null, https ? 'Secure' : null].filter(Boolean).join(', ');
  if (!cookie.httpOnly) items.push(warning('cookieFlags', flags || 'none', 'Session cookies are readable by scripts (HttpOnly is off)'));
  else if (https) items.push(ok('cookieFlags', flags, 'Session cookies are HttpOnly, SameSite and Secure (APP_URL uses HTTPS)'));
  else if (config.isProduction) items.push(warning('cookieFlags', flags, 'APP_URL is not HTTPS: session cookies are sent without the Secure flag'));
  else items.push(ok('cookieFlags', flags, 'Session cookies are HttpOnly and SameSite; Secure is added when APP_URL uses HTTPS'));

  const proxies = config.trustProxy.length;
  items.push(
    proxies
      ? ok('trustedProxy', proxies, `X-Forwarded-For is believed only from ${proxies} trusted proxy address${proxies === 1 ? '' : 'es'}`)
      : ok('trustedProxy', 0, 'No trusted proxy: the client address is the socket address and X-Forwarded-For is ignored'),
  );

  items.push(
    config.superAdminEmail
      ? ok('superAdminEmail', true, 'SUPERADMIN_EMAIL is set: the super administrator area has an owner')
      : warning('superAdminEmail', false, 'SUPERADMIN_EMAIL is not set: nobody can use the super administrator area'),
  );

  const { rows: admins } = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE role = 'admin'");
  const adminCount = Number(admins[0]?.n ?? 0);
  items.push(
    adminCount > 0
      ? ok('administrators', adminCount, `${adminCount} administrator account${adminCount === 1 ? '' : 's'}`)
      : warning('administrators', 0, 'No administrator account: create one with the operator CLI (user:create --admin)'),
  );

  if (!config.authSecret) {
    items.push(
      config.isProduction
        ? warning('authSecret', false, 'BETTER_AUTH_SECRET is not set')
        : ok('authSecret', false, 'Development: a random secret was generated and kept in the data directory; set BETTER_AUTH_SECRET in production'),
    );
  } else if (PLACEHOLDER_SECRET.test(config.authSecret) || new Set(config.authSecret).size < 10) {
    items.push(warning('authSecret', true, 'BETTER_AUTH_SECRET is set but looks like a placeholder: use at least 32 random characters'));
  } else {
    items.push(ok('authSecret', true, 'BETTER_AUTH_SECRET is set to a random-looking value'));
  }

  return {
    items,
    summary: { ok: items.filter((i) => i.status === 'ok').length, warnings: items.filter((i) => i.status === 'warning').length },
    checkedAt: new Date().toISOString(),
  };
}
