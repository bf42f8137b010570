import type { AppDeps } from './context';
import { analyticsPruneJob } from './features/analytics/jobs';
import { brandJobs } from './features/brand/jobs';
import { cvAnalyzeJob, cvJobs } from './features/cvs/jobs';
import { diagnosticsPingJob } from './features/diagnostics/jobs';
import { cleanupJob } from './features/maintenance/jobs';
import { notificationJobs, notifyCvResultJob } from './features/notifications/jobs';
import { startHeartbeat } from './features/system-health/heartbeat';
import type { JobDefinition } from './platform/queue';

/**
 * After each analysis run that ended (analysed, failed, or already settled) its result mail is
 * queued: the cvs feature knows nothing of notifications, and the analysis never waits for mail.
 * A run that throws is retried by the queue, so it queues nothing yet.
 */
const cvAnalyzeThenNotify: typeof cvAnalyzeJob = {
  ...cvAnalyzeJob,
  async handler(payload, deps) {
    await cvAnalyzeJob.handler(payload, deps);
    await deps.queue.send(notifyCvResultJob, { cvId: payload.cvId }).catch((error: unknown) => {
      deps.logger.error('could not queue the CV result mail', { cvId: payload.cvId, error: String(error) });
    });
  },
};

// Every job of every feature, registered here (features meet in this composition file).
export const jobs: JobDefinition[] = [
  cleanupJob,
  ...cvJobs.map((job) => (job === cvAnalyzeJob ? cvAnalyzeThenNotify : job)),
  ...notificationJobs,
  analyticsPruneJob,
  ...brandJobs,
  diagnosticsPingJob,
];

/** The worker role: runs every job type in this process until `stop`. */
export async function startWorker(deps: AppDeps): Promise<{ stop: () => Promise<void> }> {
  await deps.queue.work(jobs, deps);
  deps.logger.info(`Worker started (${jobs.length} job types)`);
  const heartbeat = await startHeartbeat(deps.database, deps.logger);
  return {
    stop: async () => {
      await heartbeat.stop();
      await deps.queue.stop();
    },
  };
}
