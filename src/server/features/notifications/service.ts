/**
 * Notification e-mails: who wants which (settings.notifications), what to say, and sending each
 * at most once (notification_deliveries). Reads other features' tables directly: features do not
 * import each other's code, the schema is shared.
 */
import { and, asc, count, desc, eq, gt, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { notificationSetting } from '@/contract/notifications';
import { renderGenerated } from '@/engine/messages/messages';
import type { NotificationKind } from '@/contract/notifications';
import { DEFAULT_SETTINGS } from '@/contract/profile';
import type { UserSettingsBody } from '@/contract/profile';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema/auth';
import { coachingSessions, profiles, tasks, userSettings } from '../../db/schema/career';
import { cvs, hiddenTalents } from '../../db/schema/cvs';
import { opportunitySignals } from '../../db/schema/market';
import { notificationDeliveries } from '../../db/schema/notifications';
import { copyFor, fill, plural } from './copy';
import type { MailLanguage } from './copy';
import { renderMail } from './render';
import type { MailBlock, MailContent } from './render';
import { signUnsubscribeToken, unsubscribeSecret } from './token';

export type Recipient = { userId: string; email: string; name: string | null; settings: UserSettingsBody; settingsUpdatedAt: Date | null };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Market mails: at most one per person per hour (a little slack for the hourly schedule's jitter). */
const MARKET_MIN_GAP_MS = 55 * 60 * 1000;
const MARKET_MAX_SIGNALS = 10;
const DIGEST_MAX_ITEMS = 5;

function mergeSettings(stored: Partial<UserSettingsBody> | null | undefined): UserSettingsBody {
  return {
    notifications: { ...DEFAULT_SETTINGS.notifications, ...stored?.notifications },
    privacy: { ...DEFAULT_SETTINGS.privacy, ...stored?.privacy },
    preferences: { ...DEFAULT_SETTINGS.preferences, ...stored?.preferences },
  };
}

const recipientColumns = {
  userId: users.id,
  email: users.email,
  name: users.name,
  settings: userSettings.settings,
  settingsUpdatedAt: userSettings.updatedAt,
};

/** Only verified, not banned accounts receive notification mail. */
const reachable = and(eq(users.emailVerified, true), sql`coalesce(${users.banned}, false) = false`);

function toRecipient(row: {
  userId: string;
  email: string;
  name: string | null;
  settings: UserSettingsBody | null;
  settingsUpdatedAt: Date | null;
}): Recipient {
  return { ...row, name: row.name || null, settings: mergeSettings(row.settings) };
}

async function recipient(deps: AppDeps, userId: string): Promise<Recipient | null> {
  const [row] = await deps.database.db
    .select(recipientColumns)
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(users.id, userId), reachable));
  return row ? toRecipient(row) : null;
}

/** Everyone whose setting for `kind` is on (a missing setting counts as its default). */
async function optedIn(deps: AppDeps, kind: NotificationKind): Promise<Recipient[]> {
  const setting = notificationSetting[kind];
  const fallback = sql.raw(String(DEFAULT_SETTINGS.notifications[setting]));
  const on: SQL = sql`coalesce((${userSettings.settings} -> 'notifications' ->> ${setting})::boolean, ${fallback})`;
  const rows = await deps.database.db
    .select(recipientColumns)
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(reachable, on))
    .orderBy(asc(users.createdAt));
  return rows.map(toRecipient);
}

function languageOf(r: Recipient): MailLanguage {
  return r.settings.preferences.language;
}

/**
 * Claims (user, kind, key) and sends; a claim that exists means it was sent (or is being sent)
 * already. A failed send gives the claim back so the job's retry can try again.
 */
async function deliverOnce(
  deps: AppDeps,
  r: Recipient,
  kind: NotificationKind,
  key: string,
  content: MailContent,
  at?: Date,
): Promise<boolean> {
  const { db } = deps.database;
  const [claim] = await db
    .insert(notificationDeliveries)
    .values({ userId: r.userId, kind, key, ...(at ? { createdAt: at } : {}) })
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id });
  if (!claim) return false;
  try {
    const appUrl = deps.config.appUrl;
    const token = signUnsubscribeToken(await unsubscribeSecret(deps), r.userId, kind);
    const links = {
      settings: `${appUrl}/settings`,
      unsubscribe: `${appUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    };
    await deps.mailer.send(renderMail(languageOf(r), kind, r.email, content, links));
    return true;
  } catch (error) {
    await db.delete(notificationDeliveries).where(eq(notificationDeliveries.id, claim.id));
    throw error;
  }
}

/** Runs `work` for each person; one person's failure does not stop the others, but fails the run (for a retry). */
async function forEach(deps: AppDeps, label: string, people: Recipient[], work: (r: Recipient) => Promise<boolean>): Promise<number> {
  let sent = 0;
  let failed = 0;
  for (const r of people) {
    try {
      if (await work(r)) sent += 1;
    } catch (error) {
      failed += 1;
      deps.logger.error(`${label} mail failed`, { userId: r.userId, error: String(error) });
    }
  }
  if (sent) deps.logger.info(`${label}: ${sent} mail(s) sent`);
  if (failed) throw new Error(`${label}: ${failed} of ${people.length} mail(s) failed`);
  return sent;
}

// ---- CV analysis finished or failed ----

/** The result mail of one CV's analysis, if it ended and its owner wants e-mail notifications. */
export async function notifyCvResult(deps: AppDeps, cvId: string): Promise<boolean> {
  const { db } = deps.database;
  const [cv] = await db
    .select({
      id: cvs.id,
      userId: cvs.userId,
      title: cvs.title,
      status: cvs.status,
      failureReason: cvs.failureReason,
      failureMessage: cvs.failureMessage,
      skills: sql<number>`coalesce(jsonb_array_length(${cvs.parsedData} -> 'skills'), 0)`,
      analyzedAt: cvs.analyzedAt,
      updatedAt: cvs.updatedAt,
    })
    .from(cvs)
    .where(eq(cvs.id, cvId));
  if (!cv || (cv.status !== 'analyzed' && cv.status !== 'failed')) return false;
  const r = await recipient(deps, cv.userId);
  if (!r?.settings.notifications.emailNotifications) return false;

  const language = languageOf(r);
  const copy = copyFor(language);
  const link = { type: 'action' as const, url: `${deps.config.appUrl}/cv/${cv.id}` };
  let content: MailContent;
  if (cv.status === 'analyzed') {
    const [talents] = await db.select({ n: count() }).from(hiddenTalents).where(eq(hiddenTalents.cvId, cv.id));
    const body = fill(copy.cvReady.body, {
      skills: plural(language, copy.cvReady.skills, Number(cv.skills)),
      talents: plural(language, copy.cvReady.talents, Number(talents?.n ?? 0)),
    });
    content = {
      subject: copy.cvReady.subject,
      name: r.name,
      blocks: [
        { type: 'text', text: body },
        { type: 'text', text: fill(copy.cvReady.document, { title: cv.title }) },
        { ...link, label: copy.cvReady.cta },
      ],
    };
  } else {
    content = {
      subject: copy.cvFailed.subject,
      name: r.name,
      blocks: [
        { type: 'text', text: fill(copy.cvFailed.body, { title: cv.title }) },
        ...(cv.failureReason
          ? [{ type: 'text' as const, text: fill(copy.cvFailed.reason, { reason: renderGenerated(language, cv.failureMessage, cv.failureReason) }) }]
          : []),
        { ...link, label: copy.cvFailed.cta },
      ],
    };
  }
  // one mail per outcome: a re-analysis (Try Again) is a new outcome, a duplicated job is not
  const key = `${cv.id}:${cv.status}:${(cv.analyzedAt ?? cv.updatedAt).toISOString()}`;
  return deliverOnce(deps, r, 'cv_result', key, content);
}

// ---- weekly digest ----

/** ISO week of `date` (UTC), e.g. 2026-W48: the digest's idempotency key. */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** YYYY-MM-DD of `date` in `timeZone`. */
function localDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function formatDay(language: MailLanguage, day: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

type SignalRow = { message: string; region: string };

/** The week's newest signals, those in the person's country first when their profile names one. */
function signalsFor(signals: SignalRow[], location: string | null): SignalRow[] {
  const place = location?.toLowerCase() ?? '';
  const local = place ? signals.filter((s) => s.region.length > 2 && place.includes(s.region.toLowerCase())) : [];
  return (local.length ? local : signals).slice(0, DIGEST_MAX_ITEMS);
}

async function digestFor(deps: AppDeps, r: Recipient, since: Date, now: Date, weekSignals: SignalRow[]): Promise<MailContent | null> {
  const { db } = deps.database;
  const today = localDay(now, r.settings.preferences.timezone);
  const weekEnd = addDays(today, 6);
  const open = and(eq(tasks.userId, r.userId), ne(tasks.status, 'completed'));
  const [[analysed], [discovered], [validated], [sessions], due, overdue, [profile]] = await Promise.all([
    db
      .select({ n: count() })
      .from(cvs)
      .where(and(eq(cvs.userId, r.userId), gte(cvs.analyzedAt, since), lt(cvs.analyzedAt, now))),
    db
      .select({ n: count() })
      .from(hiddenTalents)
      .where(and(eq(hiddenTalents.userId, r.userId), gte(hiddenTalents.createdAt, since), lt(hiddenTalents.createdAt, now))),
    db
      .select({ n: count() })
      .from(hiddenTalents)
      .where(
        and(
          eq(hiddenTalents.userId, r.userId),
          eq(hiddenTalents.status, 'validated'),
          gte(hiddenTalents.updatedAt, since),
          lt(hiddenTalents.updatedAt, now),
        ),
      ),
    db
      .select({ n: count() })
      .from(coachingSessions)
      .where(and(eq(coachingSessions.userId, r.userId), gte(coachingSessions.createdAt, since), lt(coachingSessions.createdAt, now))),
    db
      .select({ title: tasks.title, dueDate: tasks.dueDate })
      .from(tasks)
      .where(and(open, gte(tasks.dueDate, today), lte(tasks.dueDate, weekEnd)))
      .orderBy(asc(tasks.dueDate), asc(tasks.title)),
    db
      .select({ title: tasks.title, dueDate: tasks.dueDate })
      .from(tasks)
      .where(and(open, lt(tasks.dueDate, today)))
      .orderBy(asc(tasks.dueDate), asc(tasks.title)),
    db.select({ location: profiles.location }).from(profiles).where(eq(profiles.userId, r.userId)),
  ]);

  const language = languageOf(r);
  const copy = copyFor(language).digest;
  const counts: [number, typeof copy.cvs][] = [
    [Number(analysed?.n ?? 0), copy.cvs],
    [Number(discovered?.n ?? 0), copy.talentsDiscovered],
    [Number(validated?.n ?? 0), copy.talentsValidated],
    [Number(sessions?.n ?? 0), copy.sessions],
  ];
  const activity = counts.filter(([n]) => n > 0).map(([n, forms]) => plural(language, forms, n));
  // the week's market news alone is not a reason to write: that is what market updates are for
  if (!activity.length && !due.length && !overdue.length) return null;

  const taskItems = (rows: { title: string; dueDate: string | null }[]) => {
    const shown = rows.slice(0, DIGEST_MAX_ITEMS).map((t) => fill(copy.dueOn, { title: t.title, date: formatDay(language, t.dueDate!) }));
    return rows.length > DIGEST_MAX_ITEMS ? [...shown, plural(language, copy.more, rows.length - DIGEST_MAX_ITEMS)] : shown;
  };
  const signals = signalsFor(weekSignals, profile?.location ?? null);
  const blocks: MailBlock[] = [
    {
      type: 'text',
      text: fill(copy.intro, {
        from: formatDay(language, localDay(since, r.settings.preferences.timezone)),
        to: formatDay(language, addDays(today, -1)),
      }),
    },
    ...(activity.length ? [{ type: 'list' as const, heading: copy.activity, items: activity }] : []),
    ...(due.length ? [{ type: 'list' as const, heading: copy.due, items: taskItems(due) }] : []),
    ...(overdue.length ? [{ type: 'list' as const, heading: copy.overdue, items: taskItems(overdue) }] : []),
    ...(signals.length ? [{ type: 'list' as const, heading: copy.signals, items: signals.map((s) => `${s.message} (${s.region})`) }] : []),
    { type: 'action', label: copy.cta, url: `${deps.config.appUrl}/dashboard` },
  ];
  return { subject: copy.subject, name: r.name, blocks };
}

/** The Monday digest: everyone with weekly insights on and something to report gets one mail per ISO week. */
export async function sendWeeklyDigests(deps: AppDeps, at?: Date): Promise<number> {
  const people = await optedIn(deps, 'weekly_digest');
  if (!people.length) return 0;
  // the database's clock, which stamps what the digest counts; one millisecond on, because a JS date
  // drops the microseconds of a row written in the same millisecond
  const now = at ?? new Date((await databaseNow(deps)).getTime() + 1);
  const since = new Date(now.getTime() - 7 * DAY_MS);
  const weekSignals = await deps.database.db
    .select({ message: opportunitySignals.message, region: opportunitySignals.region })
    .from(opportunitySignals)
    .where(and(gte(opportunitySignals.createdAt, since), lt(opportunitySignals.createdAt, now)))
    .orderBy(desc(opportunitySignals.createdAt), desc(opportunitySignals.id))
    .limit(200);
  const week = isoWeek(now);
  return forEach(deps, 'weekly digest', people, async (r) => {
    const content = await digestFor(deps, r, since, now, weekSignals);
    return content ? deliverOnce(deps, r, 'weekly_digest', week, content) : false;
  });
}

// ---- market updates ----

async function databaseNow(deps: AppDeps): Promise<Date> {
  const { rows } = await deps.database.query<{ now: Date | string }>('SELECT now() AS now');
  return new Date(rows[0]!.now);
}

/**
 * Hourly: the signals created since each opted-in person's last market mail (or since they last
 * saved their settings, i.e. opted in), at most 10 listed, at most one mail an hour.
 */
export async function sendMarketUpdates(deps: AppDeps): Promise<number> {
  const people = await optedIn(deps, 'market_updates');
  if (!people.length) return 0;
  const { db } = deps.database;
  // the database's clock: signals get their created_at from it
  const now = await databaseNow(deps);
  const hour = now.toISOString().slice(0, 13);
  return forEach(deps, 'market updates', people, async (r) => {
    const [last] = await db
      .select({ at: notificationDeliveries.createdAt })
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.userId, r.userId), eq(notificationDeliveries.kind, 'market_updates')))
      .orderBy(desc(notificationDeliveries.createdAt))
      .limit(1);
    if (last && now.getTime() - last.at.getTime() < MARKET_MIN_GAP_MS) return false;
    const since = last?.at ?? r.settingsUpdatedAt ?? new Date(now.getTime() - 60 * 60 * 1000);
    const window = and(gt(opportunitySignals.createdAt, since), lte(opportunitySignals.createdAt, now));
    const signals = await db
      .select({ message: opportunitySignals.message, region: opportunitySignals.region })
      .from(opportunitySignals)
      .where(window)
      .orderBy(desc(opportunitySignals.createdAt), desc(opportunitySignals.id))
      .limit(MARKET_MAX_SIGNALS);
    if (!signals.length) return false;
    const [total] =
      signals.length < MARKET_MAX_SIGNALS
        ? [{ n: signals.length }]
        : await db.select({ n: count() }).from(opportunitySignals).where(window);
    const more = Number(total?.n ?? signals.length) - signals.length;

    const language = languageOf(r);
    const copy = copyFor(language).market;
    const content: MailContent = {
      subject: plural(language, copy.subject, Number(total?.n ?? signals.length)),
      name: r.name,
      blocks: [
        { type: 'text', text: copy.intro },
        {
          type: 'list',
          items: [...signals.map((s) => `${s.message} (${s.region})`), ...(more > 0 ? [plural(language, copy.more, more)] : [])],
        },
        { type: 'action', label: copy.cta, url: `${deps.config.appUrl}/market-intelligence` },
      ],
    };
    // the delivery's time is the next mail's cursor
    return deliverOnce(deps, r, 'market_updates', hour, content, now);
  });
}

// ---- unsubscribe ----

/** Switches the one setting behind `kind` off (creating the settings row if the person never saved any). */
export async function unsubscribe(deps: AppDeps, userId: string, kind: NotificationKind): Promise<void> {
  const setting = notificationSetting[kind];
  const [user] = await deps.database.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return; // a deleted account gets no mail anyway
  const initial: UserSettingsBody = { ...DEFAULT_SETTINGS, notifications: { ...DEFAULT_SETTINGS.notifications, [setting]: false } };
  const now = new Date();
  await deps.database.db
    .insert(userSettings)
    .values({ userId, settings: initial, updatedAt: now })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: {
        settings: sql`${userSettings.settings} || jsonb_build_object('notifications', coalesce(${userSettings.settings} -> 'notifications', '{}'::jsonb) || jsonb_build_object(${setting}::text, false))`,
        updatedAt: now,
      },
    });
}

/** The person's interface language, for pages shown to them by token. */
export async function languageOfUser(deps: AppDeps, userId: string): Promise<MailLanguage | null> {
  const [row] = await deps.database.db
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row ? mergeSettings(row.settings).preferences.language : null;
}
