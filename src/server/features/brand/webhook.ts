import crypto from 'node:crypto';
import { WEBHOOK_WINDOW_SECONDS } from '@/contract/brand';

/** The signature a sender puts in X-Kairos-Signature: `sha256=` + hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`). */
export function signBrandSync(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'timestamp' | 'signature' };

/**
 * Checks a delivery: both headers present, the timestamp (unix seconds) within ±5 minutes of
 * `nowSeconds`, and the signature equal to ours (constant-time). Replays are the caller's check.
 */
export function checkBrandSyncSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  nowSeconds: number,
): SignatureCheck {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > WEBHOOK_WINDOW_SECONDS) return { ok: false, reason: 'timestamp' };
  const expected = Buffer.from(signBrandSync(secret, timestamp, rawBody));
  const given = Buffer.from(signature.trim().toLowerCase());
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  return { ok: true };
}
