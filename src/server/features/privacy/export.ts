import { asc, eq, or, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import type { AppDeps } from '../../context';
import { analyticsEvents } from '../../db/schema/analytics';
import { accounts, sessions, users } from '../../db/schema/auth';
import { coachingSessions, profilePerspectives, profiles, tasks, userSettings } from '../../db/schema/career';
import { cvs, hiddenTalents } from '../../db/schema/cvs';
import { jobAds } from '../../db/schema/jobs';
import { notificationDeliveries } from '../../db/schema/notifications';
import { securityAuditLog } from '../../db/schema/platform';
import { themePreferences } from '../../db/schema/design-system';
import { consents } from '../../db/schema/privacy';
import { AppError } from '../../platform/errors';
import { FileNotFoundError } from '../../platform/storage';

/** A row as export JSON: snake_case keys, ISO times, internal columns left out. */
function plain(row: Record<string, unknown>, omit: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** A file name safe inside any archive and on any file system: no folders, no control or reserved characters. */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '')
    .slice(0, 120);
  return cleaned || 'cv';
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const README = (generatedAt: string, email: string) => `Kairos — your data
==================

This archive holds the personal data that this Kairos instance stores about the account
${email}, as of ${generatedAt} (UTC). Every file is JSON (UTF-8) unless stated otherwise;
times are ISO 8601 in UTC.

account.json                  Your account: id, e-mail, name, role, verification, creation time; your
                              sign-in methods (no password hashes, no tokens) and your current sessions
                              (time, IP address, browser; no session tokens).
profile.json                  The profile you entered (career details, goals, skills, languages).
settings.json                 Your settings: notifications, privacy switches, preferences, cultural theme.
cvs.json                      Each CV you uploaded: title, file name, format, size, SHA-256, status, and
                              its analysis (parsed data), quality score and insights.
cvs/<id>/<file name>          The original file of each CV, byte for byte as you uploaded it.
talents.json                  Hidden talents found in your CVs, their evidence, status and plans.
coaching-sessions.json        Your questions to the AI coach and its answers.
perspectives.json             Your profile perspectives (built-in and custom views).
tasks.json                    Your tasks.
job-ads.json                  The job ads you saved, how Kairos read them, and your applications
                              (status and its history, notes, contacts, next steps).
consents.json                 Every consent you gave for optional processing, and when you withdrew it.
notification-deliveries.json  Which notification e-mails were sent to you, and when.
analytics-events.json         Page views recorded while you allowed analytics (page pattern and time).
security-events.json          Security events about your account (type, severity and time only).

JSON Resume: the CV detail page offers each analysed CV as JSON Resume (jsonresume.org).

Skills, languages, talents and occupations in your analyses carry ESCO identifiers (esco_uri, ESCO v1.1.1).
This service uses the ESCO classification of the European Commission.
`;

export type DataExport = { fileName: string; bytes: Uint8Array };

/** Everything the person's account holds, as one zip archive built in memory (CVs are at most 10 MB each). */
export async function buildExport(deps: AppDeps, userId: string): Promise<DataExport> {
  const { db } = deps.database;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'User not authenticated');
  const [
    accountRows,
    sessionRows,
    [profile],
    [settings],
    cvRows,
    talentRows,
    coachingRows,
    perspectiveRows,
    taskRows,
    consentRows,
    deliveryRows,
    analyticsRows,
    securityRows,
    [themeChoice],
  ] = await Promise.all([
    db
      .select({ providerId: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db.select().from(profiles).where(eq(profiles.userId, userId)),
    db.select().from(userSettings).where(eq(userSettings.userId, userId)),
    db.select().from(cvs).where(eq(cvs.userId, userId)).orderBy(asc(cvs.createdAt)),
    db.select().from(hiddenTalents).where(eq(hiddenTalents.userId, userId)).orderBy(asc(hiddenTalents.createdAt)),
    db.select().from(coachingSessions).where(eq(coachingSessions.userId, userId)).orderBy(asc(coachingSessions.createdAt)),
    db.select().from(profilePerspectives).where(eq(profilePerspectives.userId, userId)).orderBy(asc(profilePerspectives.createdAt)),
    db.select().from(tasks).where(eq(tasks.userId, userId)).orderBy(asc(tasks.createdAt)),
    db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.grantedAt)),
    db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, userId))
      .orderBy(asc(notificationDeliveries.createdAt)),
    db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId)).orderBy(asc(analyticsEvents.createdAt)),
    db
      .select({ eventType: securityAuditLog.eventType, severity: securityAuditLog.severity, createdAt: securityAuditLog.createdAt })
      .from(securityAuditLog)
      .where(or(eq(securityAuditLog.userId, userId), sql`lower(${securityAuditLog.eventDetails} ->> 'email') = lower(${user.email})`))
      .orderBy(asc(securityAuditLog.createdAt)),
    db.select({ themeKey: themePreferences.themeKey, updatedAt: themePreferences.updatedAt }).from(themePreferences).where(eq(themePreferences.userId, userId)),
  ]);

  const generatedAt = new Date().toISOString();
  const zip = new JSZip();
  const add = (name: string, content: string | Uint8Array) => zip.file(name, content, { date: new Date(generatedAt) });
  add('README.txt', README(generatedAt, user.email));
  add(
    'account.json',
    json({
      ...plain(user, ['banned', 'banReason', 'banExpires']),
      sign_in_methods: accountRows.map((a) => plain(a)),
      sessions: sessionRows.map((s) => plain(s)),
    }),
  );
  add('profile.json', json(profile ? plain(profile, ['userId']) : null));
  add(
    'settings.json',
    json({ ...(settings ? plain(settings, ['userId']) : {}), cultural_theme: themeChoice ? plain(themeChoice) : null }),
  );

  const cvJson = [];
  for (const cv of cvRows) {
    const path = `cvs/${cv.id}/${sanitiseFileName(cv.fileName)}`;
    try {
      add(path, await deps.files.get(cv.storageKey));
      cvJson.push({ ...plain(cv, ['userId', 'storageKey', 'attempts']), original: path });
    } catch (error) {
      if (!(error instanceof FileNotFoundError)) throw error;
      cvJson.push({ ...plain(cv, ['userId', 'storageKey', 'attempts']), original: null });
    }
  }
  add('cvs.json', json(cvJson));
  add('talents.json', json(talentRows.map((r) => plain(r, ['userId']))));
  add('coaching-sessions.json', json(coachingRows.map((r) => plain(r, ['userId']))));
  add('perspectives.json', json(perspectiveRows.map((r) => plain(r, ['userId']))));
  add('tasks.json', json(taskRows.map((r) => plain(r, ['userId']))));
  const jobRows = await db.select().from(jobAds).where(eq(jobAds.userId, userId)).orderBy(asc(jobAds.createdAt));
  add('job-ads.json', json(jobRows.map((r) => plain(r, ['userId']))));
  add('consents.json', json(consentRows.map((r) => plain(r, ['userId']))));
  add('notification-deliveries.json', json(deliveryRows.map((r) => plain(r, ['userId']))));
  add('analytics-events.json', json(analyticsRows.map((r) => plain(r, ['userId']))));
  add('security-events.json', json(securityRows.map((r) => plain(r))));

  const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } });
  return { fileName: `kairos-data-${generatedAt.slice(0, 10)}.zip`, bytes };
}
