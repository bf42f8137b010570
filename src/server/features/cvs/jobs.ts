import { z } from 'zod';
import { defineJob } from '../../platform/queue';
import { analyseStoredCv, sweepStuckCvs } from './analysis';

/**
 * One CV's analysis. A run that takes longer than `expireInSeconds` (its process was killed or
 * hung) is given up by the queue and retried — and that retry fails the CV as poison if the engine
 * had started (ADR 009); `cvSweepJob` fails whatever still processes after that. Each process runs
 * as many at once as it has analysis processes.
 */
export const cvAnalyzeJob = defineJob({
  name: 'cv-analyze',
  payload: z.object({ cvId: z.string().uuid() }),
  options: { retryLimit: 2, retryDelay: 2, expireInSeconds: 60 },
  concurrency: (deps) => deps.config.analysis.workers,
  handler: ({ cvId }, deps) => analyseStoredCv(deps, cvId),
});

/** Every minute: CVs left processing past the time-out become failed with a reason. */
export const cvSweepJob = defineJob({
  name: 'cv-sweep-stuck',
  payload: z.object({}).passthrough(),
  schedule: '* * * * *',
  options: { retryLimit: 0, expireInSeconds: 60 },
  async handler(_payload, deps) {
    await sweepStuckCvs(deps);
  },
});

export const cvJobs = [cvAnalyzeJob, cvSweepJob];
