import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The client's address: the socket's peer, unless that peer is a proxy named in
 * TRUST_PROXY — then the right-most X-Forwarded-For entry that is not a trusted proxy.
 * A forged header from an untrusted peer is ignored.
 */
export function clientIp(c: Context, trustProxy: readonly string[]): string {
  const socketIp = peerIp(c);
  if (trustProxy.length === 0 || !trustProxy.includes(socketIp)) return socketIp;
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => normalize(s.trim()))
    .filter((s): s is string => Boolean(s));
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!;
    if (!trustProxy.includes(hop)) return hop;
  }
  return socketIp;
}

/** The socket's peer address (IPv4-mapped IPv6 unwrapped), whatever the headers say. */
export function peerIp(c: Context): string {
  return normalize((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress) ?? 'unknown';
}

/** 127.0.0.0/8 or ::1 (call with a normalised address: ::ffff:127.x arrives as 127.x). */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

function normalize(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
