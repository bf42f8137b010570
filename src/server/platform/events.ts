import type { Database } from '../db/client';
import type { Logger } from './logger';

/** One PostgreSQL channel carries every live event to every process (web and worker). */
export const LIVE_EVENTS_CHANNEL = 'kairos_live';

/** A live event for one person (`userId`), named like the SSE event it becomes. */
export type LiveMessage = { name: string; userId: string; data: unknown };

export type LiveEvents = {
  /** NOTIFY: every process's subscribers receive it, this one included. */
  publish(message: LiveMessage): Promise<void>;
  /** Listens (one LISTEN per process, opened on first use); returns the unsubscribe function. */
  subscribe(listener: (message: LiveMessage) => void): Promise<() => void>;
  close(): Promise<void>;
};

export function createLiveEvents(database: Database, logger: Logger): LiveEvents {
  const listeners = new Set<(message: LiveMessage) => void>();
  let listening: Promise<() => Promise<void>> | undefined;

  const dispatch = (payload: string) => {
    let message: LiveMessage;
    try {
      message = JSON.parse(payload) as LiveMessage;
    } catch {
      logger.warn('ignored a malformed live event');
      return;
    }
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (error) {
        logger.error('live event listener failed', { error: String(error) });
      }
    }
  };

  return {
    async publish(message) {
      // NOTIFY payloads are limited to 8000 bytes: events carry ids and counts, never documents
      await database.query('SELECT pg_notify($1, $2)', [LIVE_EVENTS_CHANNEL, JSON.stringify(message)]);
    },
    async subscribe(listener) {
      listeners.add(listener);
      try {
        listening ??= database.listen(LIVE_EVENTS_CHANNEL, dispatch);
        await listening;
      } catch (error) {
        listeners.delete(listener);
        listening = undefined;
        throw error;
      }
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      const stop = listening;
      listening = undefined;
      if (stop) await (await stop)().catch(() => {});
    },
  };
}
