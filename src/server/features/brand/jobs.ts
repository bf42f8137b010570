import { z } from 'zod';
import { defineJob } from '../../platform/queue';
import { runApplication, runSync } from './runner';

/** One brand sync operation: pending → processing → completed or failed (see runner.ts). */
export const brandSyncJob = defineJob({
  name: 'brand-sync',
  payload: z.object({ operationId: z.string().uuid() }),
  options: { retryLimit: 2, retryDelay: 10, expireInSeconds: 60 },
  async handler({ operationId }, deps) {
    await runSync(deps, operationId);
  },
});

/** One run of a branding service on one brand: pending → applied or failed. */
export const brandApplyJob = defineJob({
  name: 'brand-apply',
  payload: z.object({ applicationId: z.string().uuid() }),
  options: { retryLimit: 2, retryDelay: 10, expireInSeconds: 60 },
  async handler({ applicationId }, deps) {
    await runApplication(deps, applicationId);
  },
});

export const brandJobs = [brandSyncJob, brandApplyJob];
