import { warmEsco } from '@/engine/occupations/occupations';
import { loadConfig } from './config';
import { runEntry } from './entry';
import { startHttpServer } from './http';
import { isLoopback } from './platform/client-ip';
import { ensurePortAvailable } from './platform/port';
import { createLogger } from './platform/logger';
import { buildDeps, openDatabase } from './runtime';
import { startWorker } from './worker-runtime';

/** config → database → migrations → HTTP server, with the job worker in process unless `web` only. */
export function startKairos({ worker }: { worker: boolean }): void {
  runEntry(async (onShutdown) => {
    const config = loadConfig();
    const logger = createLogger(config.logLevel);
    // a taken port is said before the database is opened (on a first start, creating it takes seconds)
    await ensurePortAvailable(config.port, config.host);
    const { database, close } = await openDatabase(config, logger);
    onShutdown(close);
    const deps = buildDeps(config, database, logger);
    onShutdown(() => deps.events.close());
    // stops run in reverse: the queue lets running analyses finish (≤ 5 s) before the analysis processes end
    onShutdown(() => deps.analysis.close());
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
    const reach = isLoopback(config.host) || config.host === 'localhost' ? 'this machine only; HOST=0.0.0.0 opens it to the network' : 'open to the network';
    logger.info(`Kairos ${deps.version} is ready at ${config.appUrl} (listening on ${config.host}:${config.port}, ${reach}; ${where}${worker ? '' : ', web only'})`);
    logger.info(`E-mail goes to ${deps.mailer.describe()}`);
    // ESCO's occupations and skill indexes (market occupation search, skill gap) load in the background
    // after the server listens, step by step; a request that needs them first awaits the same load
    setImmediate(() => {
      const started = performance.now();
      const rss = process.memoryUsage.rss();
      warmEsco().then(
        () => {
          // the collector may return more than the load took, so the change can be negative
          const mb = Math.round((process.memoryUsage.rss() - rss) / 1e6);
          logger.info(`ESCO data loaded in the background: ${Math.round(performance.now() - started)} ms, resident memory ${mb >= 0 ? '+' : '−'}${Math.abs(mb)} MB`);
        },
        (error: unknown) => logger.warn(`ESCO data could not be loaded: ${error instanceof Error ? error.message : String(error)}`),
      );
    });
    // the worker starts after the server listens: jobs can wait a moment, the first request need not
    if (worker) {
      await startWorker(deps);
    } else if (database.kind === 'pglite') {
      logger.warn('Web only on the embedded database: no worker runs jobs. Use `npm start`, or set DATABASE_URL and run `npm run start:worker`.');
    }
  });
}
