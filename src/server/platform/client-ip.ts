import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The client's address: the socket's peer, unless that peer is a proxy named in
 * TRUST_PROXY — then the right-most X-Forwarded-For entry that is not a trusted proxy.
 * A forged header from an untrusted peer is ignored.
 */
export function clientIp(c: Context, trustProxy: readonly string[]): string {
  const socketIp = normalize((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress) ?? 'unknown';
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

function normalize(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
