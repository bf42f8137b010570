import { loadConfig } from './config';
import { runEntry } from './entry';
import { startHttpServer } from './http';
import { createLogger } from './platform/logger';
import { buildDeps, openDatabase } from './runtime';
import { startWorker } from './worker-runtime';

/** config → database → migrations → HTTP server, with the job worker in process unless `web` only. */
export function startKairos({ worker }: { worker: boolean }): void {
  runEntry(async (onShutdown) => {
    const config = loadConfig();
    const logger = createLogger(config.logLevel);
    const { database, close } = await openDatabase(config, logger);
    onShutdown(close);
    const deps = buildDeps(config, database, logger);
    onShutdown(() => deps.events.close());
    onShutdown(() => deps.queue.stop());
    const server = await startHttpServer(deps);
    onShutdown(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          // live-event streams never end on their own
          if ('closeAllConnections' in server) server.closeAllConnections();
        }),
    );
    const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
    logger.info(`Kairos ${deps.version} is ready at ${config.appUrl} (port ${config.port}, ${where}${worker ? '' : ', web only'})`);
    logger.info(`E-mail goes to ${deps.mailer.describe()}`);
    // the worker starts after the server listens: jobs can wait a moment, the first request need not
    if (worker) {
      await startWorker(deps);
    } else if (database.kind === 'pglite') {
      logger.warn('Web only on the embedded database: no worker runs jobs. Use `npm start`, or set DATABASE_URL and run `npm run start:worker`.');
    }
  });
}
