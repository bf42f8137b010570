import { z } from 'zod';
import { defineJob } from '../../platform/queue';
import { pruneAnalytics } from './service';

/** Daily: page views older than the retention period are deleted (the summary reads 30 days). */
export const analyticsPruneJob = defineJob({
  name: 'analytics-prune',
  payload: z.object({}).passthrough(),
  schedule: '41 3 * * *',
  options: { retryLimit: 1, expireInSeconds: 15 * 60 },
  async handler(_payload, deps) {
    await pruneAnalytics(deps);
  },
});
