import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { PerformanceData } from '@/contract/profile';
import type { AppDeps } from '../../context';
import { coachingSessions, tasks } from '../../db/schema/career';
import { cvs, hiddenTalents } from '../../db/schema/cvs';
import { users } from '../../db/schema/auth';
import { effectiveProfileRow, profileCompleteness } from './service';

const WEEKS = 12;

/** ISO 8601 week label, e.g. 2026-W47. */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((d.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The last 12 ISO weeks up to `now`, each with how many dates fell in it. */
export function perWeek(dates: readonly Date[], now: Date): { week: string; count: number }[] {
  const weeks: string[] = [];
  for (let i = WEEKS - 1; i >= 0; i--) weeks.push(isoWeek(new Date(now.getTime() - i * 7 * 86_400_000)));
  const counts = new Map(weeks.map((w) => [w, 0]));
  for (const d of dates) {
    const w = isoWeek(d);
    if (counts.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...new Set(weeks)].map((week) => ({ week, count: counts.get(week) ?? 0 }));
}

export async function getPerformance(deps: AppDeps, userId: string, now = new Date()): Promise<PerformanceData> {
  const { db } = deps.database;
  const since = new Date(now.getTime() - WEEKS * 7 * 86_400_000);
  const [profile, [owner], versions, talentRows, taskRows, [sessions]] = await Promise.all([
    effectiveProfileRow(deps, userId).then((p) => p.row),
    db.select({ name: users.name }).from(users).where(eq(users.id, userId)),
    db
      .select({ id: cvs.id, title: cvs.title, createdAt: cvs.createdAt, status: cvs.status, quality: cvs.quality, parsedData: cvs.parsedData })
      .from(cvs)
      .where(and(eq(cvs.userId, userId), inArray(cvs.status, ['analyzed', 'draft'])))
      .orderBy(asc(cvs.createdAt)),
    db.select({ status: hiddenTalents.status, updatedAt: hiddenTalents.updatedAt }).from(hiddenTalents).where(eq(hiddenTalents.userId, userId)),
    db.select({ status: tasks.status, completedAt: tasks.completedAt }).from(tasks).where(eq(tasks.userId, userId)),
    db.select({ n: count() }).from(coachingSessions).where(eq(coachingSessions.userId, userId)),
  ]);
  const confirmed = talentRows.filter((t) => t.status !== 'discovered');
  const completed = taskRows.filter((t) => t.status === 'completed' && t.completedAt);
  return {
    profile_completeness: profileCompleteness(profile, owner?.name ?? null),
    cv_versions: versions.map((v) => {
      const skills = { beginner: 0, intermediate: 0, advanced: 0, expert: 0 };
      for (const s of v.parsedData?.skills ?? []) skills[s.proficiency]++;
      return { cv_id: v.id, title: v.title, created_at: v.createdAt.toISOString(), status: v.status, quality_score: v.quality?.score ?? null, skills };
    }),
    talents_validated_per_week: perWeek(confirmed.filter((t) => t.updatedAt >= since).map((t) => t.updatedAt), now),
    tasks_completed_per_week: perWeek(completed.map((t) => t.completedAt!).filter((d) => d >= since), now),
    totals: {
      cvs: versions.length,
      talents: talentRows.length,
      talents_validated: confirmed.length,
      tasks: taskRows.length,
      tasks_completed: completed.length,
      coaching_sessions: Number(sessions?.n ?? 0),
    },
  };
}
