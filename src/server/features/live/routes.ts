import { OpenAPIHono, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import type { LiveMessage } from '../../platform/events';
import { defineRoute } from '../../platform/route';

/** Proxies and load balancers drop silent connections; a comment line every 25 s keeps it open. */
const KEEPALIVE_MS = 25_000;

const events = defineRoute('user', {
  method: 'get',
  path: '/api/events',
  tags: ['Live updates'],
  summary: 'Server-Sent Events: your CVs’ progress (event `cv`) and market updates (event `market`), fed by PostgreSQL LISTEN/NOTIFY',
  responses: {
    200: { description: 'An endless event stream', content: { 'text/event-stream': { schema: z.string() } } },
  },
});

export const liveRoutes = new OpenAPIHono<AppEnv>().openapi(events, async (c) => {
  const { user } = await currentSession(c);
  const { deps } = c.var;
  c.header('Cache-Control', 'no-cache, no-transform');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const queue: LiveMessage[] = [];
    let wake: (() => void) | undefined;
    const unsubscribe = await deps.events.subscribe((message) => {
      // the person's own events and the ones for everybody ('*': market updates); never another person's
      if (message.userId !== user.id && message.userId !== '*') return;
      queue.push(message);
      wake?.();
    });
    stream.onAbort(() => {
      unsubscribe();
      wake?.();
    });
    await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
    while (!stream.aborted) {
      const next = queue.shift();
      if (next) {
        await stream.writeSSE({ event: next.name, data: JSON.stringify(next.data) });
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, KEEPALIVE_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
      if (!stream.aborted && queue.length === 0) await stream.write(': keepalive\n\n');
    }
    unsubscribe();
  }) as never;
});
