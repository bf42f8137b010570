import { z } from 'zod';
import { defineJob } from '../../platform/queue';

/** The longest a showcase ping may wait on purpose (so the page can show it pending, then completed). */
export const PING_MAX_DELAY_MS = 2000;

/**
 * A tiny job that does nothing but finish: the integration tests' queue round trip and the
 * showcase's queued job. Its state is read back from pg-boss's own tables by the payload's id,
 * so it works whichever process (this one or a separate worker) picks it up.
 */
export const diagnosticsPingJob = defineJob({
  name: 'diagnostics-ping',
  payload: z.object({ id: z.string().uuid(), delayMs: z.number().int().min(0).max(PING_MAX_DELAY_MS).default(0) }),
  options: { retryLimit: 0, expireInSeconds: 60 },
  async handler({ delayMs }) {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  },
});
