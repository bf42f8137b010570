import { z } from 'zod';
import { defineJob } from '../../platform/queue';
import { notifyCvResult, sendMarketUpdates, sendWeeklyDigests } from './service';

/**
 * The result mail of one CV analysis. Queued by the app layer after every analysis run (see
 * worker-runtime.ts), so the analysis never waits for mail; the job reads the CV's outcome itself.
 */
export const notifyCvResultJob = defineJob({
  name: 'notify-cv-result',
  payload: z.object({ cvId: z.string().uuid() }),
  options: { retryLimit: 3, retryDelay: 30, expireInSeconds: 60 },
  async handler({ cvId }, deps) {
    await notifyCvResult(deps, cvId);
  },
});

/** Mondays 07:00 UTC: the weekly digest to everyone with weekly insights on. */
export const weeklyDigestJob = defineJob({
  name: 'notify-weekly-digest',
  payload: z.object({}).passthrough(),
  schedule: '0 7 * * 1',
  options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 30 * 60 },
  async handler(_payload, deps) {
    await sendWeeklyDigests(deps);
  },
});

/** Hourly: new market signals to everyone with market updates on. */
export const marketUpdatesJob = defineJob({
  name: 'notify-market-updates',
  payload: z.object({}).passthrough(),
  schedule: '5 * * * *',
  options: { retryLimit: 2, retryDelay: 120, expireInSeconds: 15 * 60 },
  async handler(_payload, deps) {
    await sendMarketUpdates(deps);
  },
});

export const notificationJobs = [notifyCvResultJob, weeklyDigestJob, marketUpdatesJob];
