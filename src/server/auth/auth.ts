import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
// individual plugin entry points: the `better-auth/plugins` index loads every plugin (~100 ms at start-up)
import { admin } from 'better-auth/plugins/admin';
import { magicLink } from 'better-auth/plugins/magic-link';
import { openAPI } from 'better-auth/plugins/open-api';
import type { Db } from '../db/client';
import * as schema from '../db/schema/index';
import type { Logger } from '../platform/logger';
import type { Mailer } from '../platform/mail';
import { eq } from 'drizzle-orm';
import { interfaceLanguages } from '@/contract/profile';
import type { AuthMailLanguage } from './emails';
import { magicLinkMail, resetPasswordMail, verificationMail } from './emails';

export const PASSWORD_MIN_LENGTH = 8;
/** Header our HTTP layer sets from the socket (or trusted proxy); any incoming copy is dropped. */
export const CLIENT_IP_HEADER = 'x-kairos-client-ip';

// argon2id with OWASP's m=19 MiB, t=2, p=1: ~25 ms per hash here vs ~110 ms for scrypt (ADR 001).
const argon2Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The web sends the interface language it shows on every auth call (before sign-up nothing is saved yet). */
export const LANGUAGE_HEADER = 'x-kairos-language';

function asLanguage(tag: string | null | undefined): AuthMailLanguage | null {
  const code = tag?.trim().slice(0, 2).toLowerCase();
  return (interfaceLanguages as readonly string[]).includes(code ?? '') ? (code as AuthMailLanguage) : null;
}

/** The account mail's language: the person's saved interface language, else the page's, else the browser's. */
async function mailLanguage(db: Db, who: { userId?: string; email?: string }, headers: Headers | undefined): Promise<AuthMailLanguage> {
  const [row] = await db
    .select({ settings: schema.userSettings.settings })
    .from(schema.userSettings)
    .innerJoin(schema.users, eq(schema.users.id, schema.userSettings.userId))
    .where(who.userId ? eq(schema.users.id, who.userId) : eq(schema.users.email, (who.email ?? '').toLowerCase()));
  const saved = asLanguage(row?.settings.preferences?.language);
  if (saved) return saved;
  const page = asLanguage(headers?.get(LANGUAGE_HEADER));
  if (page) return page;
  for (const part of (headers?.get('accept-language') ?? '').split(',')) {
    const found = asLanguage(part.split(';')[0]);
    if (found) return found;
  }
  return 'en';
}

export type AuthDeps = { db: Db; mailer: Mailer; logger: Logger; appUrl: string; secret: string };

export function createAuth({ db, mailer, logger, appUrl, secret }: AuthDeps) {
  // resetPassword does not sign in; Kairos does (issue 2). The user id is handed from
  // onPasswordReset to the after-hook through the request object.
  const resetUsers = new WeakMap<Request, string>();

  return betterAuth({
    appName: 'Kairos',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [appUrl],
    telemetry: { enabled: false },
    // one log for the whole app (and no raw SQL on the console)
    logger: { level: 'warn', log: (level, message) => logger[level](`[auth] ${message}`) },
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => hash(password, argon2Options),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      sendResetPassword: async ({ user, url }, request) => {
        await mailer.send(resetPasswordMail(user.email, url, await mailLanguage(db, { userId: user.id }, request?.headers)));
      },
      onPasswordReset: async ({ user }, request) => {
        if (request) resetUsers.set(request, user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }, request) => {
        const language = await mailLanguage(db, { userId: user.id }, request?.headers);
        await mailer.send(verificationMail(user.email, withDefaultCallback(url, '/auth/callback?type=signup'), language));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // no cookie cache: a changed role must count on the very next request
      cookieCache: { enabled: false },
    },
    // Kairos' own limiter (database-backed, per IP and per e-mail, fail-closed) guards the auth routes.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      magicLink({
        expiresIn: 15 * 60,
        disableSignUp: true,
        sendMagicLink: async ({ email, url }, ctx) => {
          await mailer.send(magicLinkMail(email, url, await mailLanguage(db, { email }, ctx?.headers ?? ctx?.request?.headers)));
        },
      }),
      openAPI({ disableDefaultReference: true }),
    ],
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/reset-password' || !ctx.request) return;
        const userId = resetUsers.get(ctx.request);
        if (!userId) return;
        resetUsers.delete(ctx.request);
        // the mailbox is proven by the reset link, so the address counts as verified
        const user = await ctx.context.internalAdapter.updateUser(userId, { emailVerified: true });
        const session = await ctx.context.internalAdapter.createSession(userId);
        if (user && session) await setSessionCookie(ctx, { session, user });
      }),
    },
  });
}

/** Verification mails triggered without a callback (e.g. by a sign-in) still land on the callback page. */
function withDefaultCallback(link: string, callback: string): string {
  const url = new URL(link);
  const current = url.searchParams.get('callbackURL');
  if (!current || current === '/') url.searchParams.set('callbackURL', callback);
  return url.toString();
}

export type Auth = ReturnType<typeof createAuth>;
