// Single-node entry (`npm start`): config → database → migrations → HTTP (+ worker in process).
import { loadConfig } from './config';
import { startHttpServer } from './http';
import { createLogger } from './platform/logger';
import { buildDeps, openDatabase } from './runtime';
import { startWorker } from './worker-runtime';
import { runEntry } from './entry';

runEntry(async (onShutdown) => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const role = process.env.KAIROS_PROCESS_ROLE === 'web' ? 'web' : 'all';
  const { database, release } = await openDatabase(config, logger);
  onShutdown(async () => {
    await database.close();
    release();
  });
  const deps = buildDeps(config, database, logger);
  if (role === 'all') {
    const worker = await startWorker(deps);
    onShutdown(() => worker.stop());
  }
  const server = await startHttpServer(deps);
  onShutdown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  logger.info(`Kairos ${deps.version} is ready at ${config.appUrl} (listening on port ${config.port}, database: ${database.kind === 'pglite' ? `embedded in ${config.dataDir}` : 'PostgreSQL'}${role === 'web' ? ', web only' : ''})`);
  logger.info(`E-mail goes to ${deps.mailer.describe()}`);
});
