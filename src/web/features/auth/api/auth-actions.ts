// Thin wrappers over the better-auth client so pages get one `{ error }` shape, even when the
// request itself throws (network down, proxy error page).
import { authClient } from '@/web/lib/auth-client';
import { paths } from '@/web/app/paths';
import { authCallbackUrl } from '@/web/features/auth/lib/callback-url';

export interface ActionResult<T = unknown> {
  data: T | null;
  error: unknown;
}

async function settle<T>(run: () => Promise<{ data: T | null; error: unknown }>): Promise<ActionResult<T>> {
  try {
    const { data, error } = await run();
    return { data: data ?? null, error: error ?? null };
  } catch (error) {
    return { data: null, error: error ?? new Error('Request failed') };
  }
}

export function signInWithPassword(email: string, password: string) {
  return settle(() => authClient.signIn.email({ email, password }));
}

export function signUpWithPassword(input: { email: string; password: string; name: string; returnTo: string }) {
  return settle(() =>
    authClient.signUp.email({
      email: input.email,
      password: input.password,
      name: input.name,
      callbackURL: authCallbackUrl('signup', input.returnTo),
    }),
  );
}

export function resendVerificationEmail(email: string, returnTo: string) {
  return settle(() => authClient.sendVerificationEmail({ email, callbackURL: authCallbackUrl('signup', returnTo) }));
}

export function sendMagicLink(email: string, returnTo: string) {
  const callbackURL = authCallbackUrl('magiclink', returnTo);
  return settle(() => authClient.signIn.magicLink({ email, callbackURL, errorCallbackURL: callbackURL }));
}

export function requestPasswordReset(email: string) {
  return settle(() => authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword }));
}

export function resetPassword(newPassword: string, token: string) {
  return settle(() => authClient.resetPassword({ newPassword, token }));
}
