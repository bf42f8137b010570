import { paths } from '@/web/app/paths';

export type CallbackType = 'signup' | 'magiclink' | 'recovery';

/** Where e-mail links land: the callback page, told what happened and where to go next. */
export function authCallbackUrl(type: CallbackType, returnTo: string): string {
  return `${paths.authCallback}?type=${type}&returnTo=${encodeURIComponent(returnTo)}`;
}
