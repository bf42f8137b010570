import type { AppDeps } from './context';
import { cvJobs } from './features/cvs/jobs';
import { cleanupJob } from './features/maintenance/jobs';
import type { JobDefinition } from './platform/queue';

// Every job of every feature, registered here (features meet in this composition file).
export const jobs: JobDefinition[] = [cleanupJob, ...cvJobs];

/** The worker role: runs every job type in this process until `stop`. */
export async function startWorker(deps: AppDeps): Promise<{ stop: () => Promise<void> }> {
  await deps.queue.work(jobs, deps);
  deps.logger.info(`Worker started (${jobs.length} job types)`);
  return { stop: () => deps.queue.stop() };
}
