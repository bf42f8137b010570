import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { createApp } from './app';
import type { AppDeps } from './context';
import { portError } from './platform/port';

/** Idle keep-alive connections stay open this long (longer than common load balancers' 60 s). */
export const KEEP_ALIVE_MS = 65_000;

export function startHttpServer(deps: AppDeps): Promise<ServerType> {
  const app = createApp(deps);
  const { port, host } = deps.config;
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(server));
    // Node closes an idle keep-alive connection after 5 s: a client (or load balancer, which keeps
    // idle connections ~60 s) that reuses it at that moment gets a reset. Keep idle connections longer
    // than the proxies in front of us do; headersTimeout must exceed it.
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.headersTimeout = KEEP_ALIVE_MS + 1000;
    }
    server.once('error', (error: NodeJS.ErrnoException) => reject(portError(error, port, host)));
  });
}
