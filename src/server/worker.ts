// Worker-only entry for PostgreSQL deployments (`npm run start:worker`).
import { loadConfig } from './config';
import { runEntry } from './entry';
import { createLogger } from './platform/logger';
import { buildDeps, openDatabase } from './runtime';
import { startWorker } from './worker-runtime';

runEntry(async (onShutdown) => {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error('npm run start:worker needs DATABASE_URL (PostgreSQL). With the embedded database, `npm start` runs the worker in the same process.');
  }
  const logger = createLogger(config.logLevel);
  const { database, close } = await openDatabase(config, logger);
  onShutdown(close);
  const deps = buildDeps(config, database, logger);
  onShutdown(() => deps.events.close());
  // stops run in reverse: the queue lets running analyses finish (≤ 5 s) before the analysis processes end
  onShutdown(() => deps.analysis.close());
  onShutdown(() => deps.queue.stop());
  await startWorker(deps);
});
