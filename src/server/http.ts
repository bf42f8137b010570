import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { createApp } from './app';
import type { AppDeps } from './context';

export function startHttpServer(deps: AppDeps): Promise<ServerType> {
  const app = createApp(deps);
  const { port, host } = deps.config;
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use. Stop the program using it, or set PORT to another port.`) : error);
    });
  });
}
