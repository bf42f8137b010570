import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { createApp } from './app';
import type { AppDeps } from './context';

export function startHttpServer(deps: AppDeps): Promise<ServerType> {
  const app = createApp(deps);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: deps.config.port, hostname: deps.config.host }, () => resolve(server));
    server.once('error', reject);
  });
}
