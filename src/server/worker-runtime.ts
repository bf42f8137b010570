import type { AppDeps } from './context';
import { cleanupJob } from './features/maintenance/jobs';
import { createQueue } from './platform/queue';
import type { JobDefinition } from './platform/queue';

// Every job of every feature, registered here (features meet in this composition file).
export const jobs: JobDefinition[] = [cleanupJob];

export async function startWorker(deps: AppDeps): Promise<{ stop: () => Promise<void> }> {
  const boss = await createQueue(deps.database, deps.config.databaseUrl);
  boss.on('error', (error) => deps.logger.error('job queue error', { error: String(error) }));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.work(job.name, async (batch) => {
      for (const item of batch) await job.handler(job.payload.parse(item.data ?? {}), deps);
    });
    if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
  }
  deps.logger.info(`Worker started (${jobs.length} job type${jobs.length === 1 ? '' : 's'})`);
  return { stop: () => boss.stop({ graceful: true, timeout: 5000 }) };
}
