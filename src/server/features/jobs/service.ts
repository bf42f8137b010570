import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApplicationStatus, JobCreate, JobDetail, JobSummary, JobUpdate, MarketContext, Relocation } from '@/contract/jobs';
import type { Task } from '@/contract/tasks';
import { summariseMatchForCoach } from '@/engine/jobs/coach-summary';
import { matchJobAd } from '@/engine/jobs/match';
import { readJobAdText } from '@/engine/jobs/read-ad';
import { tailorForAd } from '@/engine/jobs/tailor';
import type { JobAd, JobRecord } from '@/engine/jobs/types';
import type { AppDeps } from '../../context';
import { profiles, tasks, userSettings } from '../../db/schema/career';
import { jobAds } from '../../db/schema/jobs';
import { AppError } from '../../platform/errors';
import { sniffFormat } from '@/engine/cv/read/sniff-format';
import { CV_MAX_BYTES } from '@/contract/cvs';
import { companyProfiles, marketCountries } from '../../db/schema/market';
import { loadActiveRecord } from '../../db/cv-record';

type JobRow = typeof jobAds.$inferSelect;

function toSummary(r: JobRow): JobSummary {
  return {
    id: r.id,
    title: r.title,
    employer: r.employer,
    place: r.ad.place?.value ?? null,
    status: r.status,
    status_history: r.statusHistory,
    relocation: r.relocation,
    notes: r.notes,
    contacts: r.contacts,
    next_step: r.nextStep,
    next_step_due: r.nextStepDue,
    applied_at: r.appliedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

interface PersonContext {
  record: (JobRecord & { personalInfo: { name?: string | null } }) | null;
  location: string | null;
  language: string;
}

/** The person's active CV analysis (the record a match reads), their profile's place and language. */
async function personContext(deps: AppDeps, userId: string): Promise<PersonContext> {
  const { db } = deps.database;
  const [loaded, [profile], [settings]] = await Promise.all([
    // the corrected record (ADR 016): a correction the person made counts in the match and the letter
    loadActiveRecord(deps.database, userId),
    db.select({ location: profiles.location }).from(profiles).where(eq(profiles.userId, userId)),
    db.select({ settings: userSettings.settings }).from(userSettings).where(eq(userSettings.userId, userId)),
  ]);
  return {
    record: loaded?.record ?? null,
    location: profile?.location ?? null,
    language: settings?.settings.preferences.language ?? 'en',
  };
}

function analysisFor(ad: JobAd, ctx: PersonContext, relocation: Relocation | null): JobDetail['analysis'] {
  if (!ctx.record) return { ad: { ...ad }, match: null, tailoring: null, coach: null };
  const person = { location: ctx.location ?? ctx.record.personalInfo.location, relocation, now: new Date().toISOString().slice(0, 7) };
  const match = matchJobAd(ctx.record, ad, person);
  return {
    ad: { ...ad },
    match: { ...match },
    tailoring: { ...tailorForAd(ctx.record, ad, match, person) },
    coach: { ...summariseMatchForCoach(ad, match, ctx.language) },
  };
}

export async function analyzeAd(deps: AppDeps, userId: string, text: string, relocation: Relocation | null): Promise<JobDetail['analysis']> {
  return analysisFor(readJobAdText(text), await personContext(deps, userId), relocation);
}

export async function listJobs(deps: AppDeps, userId: string): Promise<JobSummary[]> {
  const rows = await deps.database.db.select().from(jobAds).where(eq(jobAds.userId, userId)).orderBy(desc(jobAds.updatedAt), desc(jobAds.id));
  return rows.map(toSummary);
}

const WEEKS = 8;
const DAY = 86_400_000;

/** Applications per week (Monday-based, the last eight) and how many of those applied reached an interview. */
export function pipeline(jobs: readonly JobSummary[], now: Date): { perWeek: { week: string; applications: number }[]; interviewRate: number | null } {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * DAY);
  const perWeek = Array.from({ length: WEEKS }, (_, i) => ({ week: new Date(monday.getTime() - (WEEKS - 1 - i) * 7 * DAY).toISOString().slice(0, 10), applications: 0 }));
  for (const j of jobs) {
    if (!j.applied_at) continue;
    const t = new Date(j.applied_at).getTime();
    const slot = perWeek.findLastIndex((w) => t >= new Date(w.week).getTime());
    if (slot >= 0 && t < monday.getTime() + 7 * DAY) perWeek[slot].applications++;
  }
  const applied = jobs.filter((j) => j.applied_at);
  const interviewed = applied.filter((j) => j.status_history.some((h) => h.status === 'interview' || h.status === 'offer'));
  return { perWeek, interviewRate: applied.length === 0 ? null : Math.round((interviewed.length / applied.length) * 100) / 100 };
}

export async function createJob(deps: AppDeps, userId: string, input: JobCreate, read?: JobAd): Promise<JobDetail> {
  const ad = read ?? readJobAdText(input.text);
  const now = new Date();
  const [row] = await deps.database.db
    .insert(jobAds)
    .values({
      userId,
      sourceText: input.text,
      ad,
      title: (ad.title?.value ?? ad.occupation?.title ?? input.text.split('\n')[0]).slice(0, 200),
      employer: ad.employer?.value.slice(0, 200) ?? null,
      relocation: input.relocation ?? null,
      notes: input.notes ?? null,
      statusHistory: [{ status: 'saved', at: now.toISOString() }],
    })
    .returning();
  if (!row) throw new Error('job ad insert returned no row');
  return detail(deps, row, await personContext(deps, userId));
}

/**
 * Where the ad leads in the market data: its employer in the company directory (the same name,
 * ignoring case) and the country figures of its place (issue 19).
 */
async function marketContext(deps: AppDeps, ad: JobAd): Promise<MarketContext> {
  const { db } = deps.database;
  const employer = ad.employer?.value.trim();
  const code = ad.place?.country?.toUpperCase();
  const [[company], [country]] = await Promise.all([
    employer
      ? db
          .select({ id: companyProfiles.id, name: companyProfiles.name })
          .from(companyProfiles)
          .where(sql`lower(${companyProfiles.name}) = lower(${employer})`)
          .limit(1)
      : Promise.resolve([]),
    code ? db.select({ code: marketCountries.code, name: marketCountries.name }).from(marketCountries).where(eq(marketCountries.code, code)) : Promise.resolve([]),
  ]);
  return { company: company ?? null, country: country ?? null };
}

async function detail(deps: AppDeps, row: JobRow, ctx: PersonContext): Promise<JobDetail> {
  return { ...toSummary(row), source_text: row.sourceText, analysis: analysisFor(row.ad, ctx, row.relocation), market: await marketContext(deps, row.ad) };
}

const AD_FORMATS = new Set(['pdf', 'docx', 'odt', 'txt']);

/**
 * An uploaded ad file: checked by its content (not its name), read in the isolated analysis
 * processes like a CV (a hostile file ends a process, never the server), then saved like a pasted ad.
 */
export async function uploadJobAd(deps: AppDeps, userId: string, upload: { name: string; bytes: Uint8Array }): Promise<JobDetail> {
  if (upload.bytes.byteLength > CV_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB. Upload a smaller file.');
  const fileName = upload.name.split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f"\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').slice(0, 200) || 'ad';
  const sniffed = await sniffFormat(upload.bytes, { fileName });
  if (!sniffed.ok && sniffed.error.code === 'EMPTY_FILE') throw new AppError('UNPROCESSABLE', 'The file is empty.', { reason: 'EMPTY_FILE' });
  if (!sniffed.ok || !AD_FORMATS.has(sniffed.format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload the ad as a PDF, DOCX, ODT or TXT file.', { reason: sniffed.ok ? sniffed.format : sniffed.error.code });
  }
  const outcome = await deps.analysis.readJobAd({ bytes: upload.bytes, fileName });
  if (!outcome.ok) {
    if (outcome.kind === 'unavailable') throw new AppError('SERVICE_UNAVAILABLE', 'The ad could not be read right now. Please try again.');
    if (outcome.kind === 'unreadable') throw new AppError('UNPROCESSABLE', 'The ad could not be read from this file. Paste its text instead.', { reason: outcome.reason.key });
    deps.logger.warn('job-ad file ended its reader', { kind: outcome.kind, userId });
    throw new AppError('UNPROCESSABLE', 'The ad could not be read from this file. Paste its text instead.', { reason: outcome.kind });
  }
  const text = outcome.text.trim().slice(0, 40_000);
  if (text.length < 40) throw new AppError('UNPROCESSABLE', 'The file holds too little text to be an ad. Paste its text instead.', { reason: 'TOO_SHORT' });
  return createJob(deps, userId, { text }, outcome.ad);
}

async function ownJob(deps: AppDeps, userId: string, id: string): Promise<JobRow> {
  const [row] = await deps.database.db
    .select()
    .from(jobAds)
    .where(and(eq(jobAds.id, id), eq(jobAds.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Job ad not found');
  return row;
}

export async function getJob(deps: AppDeps, userId: string, id: string): Promise<JobDetail> {
  const row = await ownJob(deps, userId, id);
  return detail(deps, row, await personContext(deps, userId));
}

export async function updateJob(deps: AppDeps, userId: string, id: string, update: JobUpdate): Promise<JobSummary> {
  const row = await ownJob(deps, userId, id);
  const now = new Date();
  const statusChanged = update.status !== undefined && update.status !== row.status;
  const [updated] = await deps.database.db
    .update(jobAds)
    .set({
      ...(statusChanged ? { status: update.status, statusHistory: [...row.statusHistory, { status: update.status as ApplicationStatus, at: now.toISOString() }] } : {}),
      // the first move past "saved" is when the person applied
      ...(statusChanged && update.status !== 'saved' && !row.appliedAt && update.status !== 'withdrawn' ? { appliedAt: now } : {}),
      ...(update.relocation !== undefined ? { relocation: update.relocation } : {}),
      ...(update.notes !== undefined ? { notes: update.notes } : {}),
      ...(update.contacts !== undefined ? { contacts: update.contacts } : {}),
      ...(update.next_step !== undefined ? { nextStep: update.next_step } : {}),
      ...(update.next_step_due !== undefined ? { nextStepDue: update.next_step_due } : {}),
      updatedAt: now,
    })
    .where(and(eq(jobAds.id, id), eq(jobAds.userId, userId)))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', 'Job ad not found');
  return toSummary(updated);
}

export async function deleteJob(deps: AppDeps, userId: string, id: string): Promise<void> {
  await ownJob(deps, userId, id);
  await deps.database.db.delete(jobAds).where(and(eq(jobAds.id, id), eq(jobAds.userId, userId)));
}

/**
 * A skill the ad asks for becomes a task in the person's development plan. Written here through the
 * tasks table, as the coach and the talents do (features do not import each other); asking twice
 * for the same skill of the same ad answers the task already made.
 */
export async function addSkillTask(deps: AppDeps, userId: string, id: string, skillId: string, dueDate: string | null): Promise<{ task: Task; created: boolean }> {
  const row = await ownJob(deps, userId, id);
  const skill = row.ad.skills.find((s) => s.id === skillId);
  if (!skill) throw new AppError('NOT_FOUND', 'The ad does not ask for this skill');
  const ref = `job:${row.id}:${skill.id}`;
  const { db } = deps.database;
  const [existing] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.sourceRef, ref)));
  const [task] = existing
    ? [existing]
    : await db
        .insert(tasks)
        .values({ userId, title: skill.text.slice(0, 200), description: `For the job ad “${row.title.slice(0, 200)}”: ${skill.source.slice(0, 500)}`, dueDate, source: 'job', sourceRef: ref, priority: skill.required ? 'high' : 'medium' })
        .returning();
  if (!task) throw new Error('task insert returned no row');
  return {
    created: !existing,
    task: {
      id: task.id,
      title: task.title,
      description: task.description,
      status: task.status,
      priority: task.priority,
      due_date: task.dueDate,
      assignee: task.assignee,
      source: task.source,
      source_ref: task.sourceRef,
      created_at: task.createdAt.toISOString(),
      updated_at: task.updatedAt.toISOString(),
      completed_at: task.completedAt?.toISOString() ?? null,
    },
  };
}
