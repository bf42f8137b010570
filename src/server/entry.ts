import { ConfigError } from './config';
import { PortUnavailableError } from './platform/port';
import { DataDirLockedError } from './platform/data-dir-lock';

type Stop = () => Promise<void> | void;

/** Runs a process entry: clean shutdown on signals, and clear one-line errors instead of stack traces. */
export function runEntry(start: (onShutdown: (stop: Stop) => void) => Promise<void>): void {
  const stops: Stop[] = [];
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch {
        // keep shutting down
      }
    }
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));
  start((stop) => stops.push(stop)).catch((error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof PortUnavailableError;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\nKairos could not start: ${message}\n`);
    if (!known && error instanceof Error && process.env.LOG_LEVEL === 'debug') process.stderr.write(`${error.stack}\n`);
    void shutdown(1);
  });
}
