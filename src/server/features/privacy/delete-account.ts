import { eq, or, sql } from 'drizzle-orm';
import { DELETE_CONFIRM_MESSAGE } from '@/contract/privacy';
import type { AppDeps } from '../../context';
import { analyticsEvents } from '../../db/schema/analytics';
import { accounts, sessions, users, verifications } from '../../db/schema/auth';
import { coachingSessions, profilePerspectives, profiles, tasks, userSettings } from '../../db/schema/career';
import { cvs, hiddenTalents } from '../../db/schema/cvs';
import { jobAds } from '../../db/schema/jobs';
import { notificationDeliveries } from '../../db/schema/notifications';
import { clientErrors, mailOutbox, rateLimits, securityAuditLog } from '../../db/schema/platform';
import { consents } from '../../db/schema/privacy';
import { AppError } from '../../platform/errors';

/**
 * Erasure (Art. 17 GDPR): every row of the person goes in one transaction, their stored CV files
 * after it commits. Security-log entries about them stay for the security record, stripped of
 * personal data (no user id, IP address, user agent or e-mail).
 */
export async function deleteAccount(deps: AppDeps, userId: string, confirm: string): Promise<void> {
  const { db } = deps.database;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'User not authenticated');
  if (confirm.trim().toLowerCase() !== user.email.toLowerCase())
    throw new AppError('VALIDATION_ERROR', DELETE_CONFIRM_MESSAGE, { field: 'confirm' });
  const email = user.email.toLowerCase();

  const storageKeys = await db.transaction(async (tx) => {
    // the CV list is read inside the transaction: an upload finishing meanwhile cannot slip past
    await tx.execute(sql`SELECT id FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
    const files = await tx.select({ key: cvs.storageKey }).from(cvs).where(eq(cvs.userId, userId));

    // the security record stays, without who it was about
    await tx
      .update(securityAuditLog)
      .set({
        userId: null,
        ipAddress: null,
        userAgent: null,
        eventDetails: sql`${securityAuditLog.eventDetails} - 'email' - 'name' - 'target_email'`,
      })
      .where(or(eq(securityAuditLog.userId, userId), sql`lower(${securityAuditLog.eventDetails} ->> 'email') = ${email}`));
    // role changes about them (an administrator's actions stay attributed to the administrator)
    await tx
      .update(securityAuditLog)
      .set({ eventDetails: sql`jsonb_set(${securityAuditLog.eventDetails}, '{target_user_id}', 'null'::jsonb)` })
      .where(sql`${securityAuditLog.eventDetails} ->> 'target_user_id' = ${userId}`);
    await tx.update(clientErrors).set({ userId: null, userAgent: null }).where(eq(clientErrors.userId, userId));

    // explicit, though most would cascade from users: the list is the promise the erasure page makes
    await tx.delete(hiddenTalents).where(eq(hiddenTalents.userId, userId));
    await tx.delete(cvs).where(eq(cvs.userId, userId));
    await tx.delete(coachingSessions).where(eq(coachingSessions.userId, userId));
    await tx.delete(profilePerspectives).where(eq(profilePerspectives.userId, userId));
    await tx.delete(tasks).where(eq(tasks.userId, userId));
    await tx.delete(jobAds).where(eq(jobAds.userId, userId));
    await tx.delete(consents).where(eq(consents.userId, userId));
    await tx.delete(notificationDeliveries).where(eq(notificationDeliveries.userId, userId));
    await tx.delete(analyticsEvents).where(eq(analyticsEvents.userId, userId));
    await tx.delete(userSettings).where(eq(userSettings.userId, userId));
    await tx.delete(profiles).where(eq(profiles.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    // reset tokens hold the user id, magic links and e-mail checks the address (position(): no wildcards)
    await tx
      .delete(verifications)
      .where(
        sql`lower(${verifications.identifier}) = ${email} OR position(${userId} in ${verifications.value}) > 0 OR position(${email} in lower(${verifications.value})) > 0`,
      );
    await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.to})`, email));
    const userKey = `:user:${userId}`;
    const emailKey = `:email:${email}`;
    await tx
      .delete(rateLimits)
      .where(
        sql`right(${rateLimits.key}, ${userKey.length}) = ${userKey} OR right(lower(${rateLimits.key}), ${emailKey.length}) = ${emailKey}`,
      );
    await tx.delete(users).where(eq(users.id, userId));
    return files.map((f) => f.key);
  });

  for (const key of storageKeys) {
    await deps.files.delete(key).catch((error: unknown) => {
      deps.logger.error('account deletion: could not delete a stored CV file', { key, error: String(error) });
    });
  }
}
