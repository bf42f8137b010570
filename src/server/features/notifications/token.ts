import crypto from 'node:crypto';
import { notificationKinds } from '@/contract/notifications';
import type { NotificationKind } from '@/contract/notifications';
import type { AppDeps } from '../../context';

/**
 * One-click unsubscribe tokens: `base64url(userId).kind.base64url(HMAC-SHA256)`, keyed with the
 * server secret (BETTER_AUTH_SECRET, or the generated one in DATA_DIR). No expiry: a link in an
 * old e-mail must keep working; it can only ever switch one notification setting off.
 */
export async function unsubscribeSecret(deps: AppDeps): Promise<string> {
  return (await deps.auth.$context).secret;
}

function mac(secret: string, userId: string, kind: NotificationKind): Buffer {
  return crypto.createHmac('sha256', secret).update(`kairos-unsubscribe\n${userId}\n${kind}`).digest();
}

export function signUnsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  return `${Buffer.from(userId).toString('base64url')}.${kind}.${mac(secret, userId, kind).toString('base64url')}`;
}

export function verifyUnsubscribeToken(secret: string, token: string | undefined): { userId: string; kind: NotificationKind } | null {
  const [encodedUser, kind, signature, ...rest] = (token ?? '').split('.');
  if (!encodedUser || !kind || !signature || rest.length) return null;
  if (!(notificationKinds as readonly string[]).includes(kind)) return null;
  const userId = Buffer.from(encodedUser, 'base64url').toString('utf8');
  const expected = mac(secret, userId, kind as NotificationKind);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { userId, kind: kind as NotificationKind };
}
