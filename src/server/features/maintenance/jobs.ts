import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sessions, verifications } from '../../db/schema/auth';
import { mailOutbox, rateLimits } from '../../db/schema/platform';
import { defineJob } from '../../platform/queue';

/** Hourly: drop expired sessions and tokens, stale rate-limit windows and old outbox mail. */
export const cleanupJob = defineJob({
  name: 'maintenance-cleanup',
  payload: z.object({}).passthrough(),
  schedule: '17 * * * *',
  async handler(_payload, { database, logger }) {
    const { db } = database;
    const now = new Date();
    await db.delete(sessions).where(lt(sessions.expiresAt, now));
    await db.delete(verifications).where(lt(verifications.expiresAt, now));
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
    await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, sql`now() - interval '30 days'`));
    logger.debug('maintenance cleanup done');
  },
});
