/**
 * The analysis job's work: stored original → engine (read, extract, talents, insights) → one
 * transaction that stores the result. Each step is announced live to the CV's owner.
 */
import { performance } from 'node:perf_hooks';
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { CvStep, Insight, ParsedData, QualityScore } from '@/contract/cvs';
import type { CvLiveEvent } from '@/contract/events';
import type { Talent } from '@/contract/talents';
import { analyzeDocument } from '@/engine/cv/analyze-cv';
import { readDocument } from '@/engine/cv/read/read-document';
import { generateInsights } from '@/engine/insights/generate-insights';
import { scoreCvQuality } from '@/engine/insights/quality-score';
import type { HiddenTalent } from '@/engine/talents/discover-talents';
import { discoverTalents } from '@/engine/talents/discover-talents';
import type { AppDeps } from '../../context';
import { cvs, hiddenTalents } from '../../db/schema/cvs';

export type CvRow = typeof cvs.$inferSelect;

/** Runs (job attempts) before a CV that keeps failing for infrastructure reasons is marked failed. */
export const MAX_ANALYSIS_ATTEMPTS = 3;
/** A CV still processing after this long lost its worker: the sweep marks it failed, retryable. */
export const ANALYSIS_TIMEOUT_SECONDS = 300;

export const TIMED_OUT_REASON = 'The analysis did not finish in time. Please try again.';
const GAVE_UP_REASON = 'The analysis could not be completed because of a server problem. Please try again.';

export async function publishCv(deps: AppDeps, userId: string, data: CvLiveEvent): Promise<void> {
  try {
    await deps.events.publish({ name: 'cv', userId, data });
  } catch (error) {
    // a missed live update is healed by the next fetch; it must not fail the work itself
    deps.logger.warn('could not publish a CV event', { error: String(error) });
  }
}

export async function markFailed(deps: AppDeps, cvId: string, userId: string, reason: string): Promise<void> {
  const updated = await deps.database.db
    .update(cvs)
    .set({ status: 'failed', step: null, failureReason: reason, updatedAt: new Date() })
    .where(and(eq(cvs.id, cvId), eq(cvs.status, 'processing')))
    .returning({ id: cvs.id });
  if (updated.length) await publishCv(deps, userId, { cv_id: cvId, status: 'failed', step: null, reason });
}

async function setStep(deps: AppDeps, row: CvRow, step: CvStep): Promise<void> {
  await deps.database.db
    .update(cvs)
    .set({ step, updatedAt: new Date() })
    .where(and(eq(cvs.id, row.id), eq(cvs.status, 'processing')));
  await publishCv(deps, row.userId, { cv_id: row.id, status: 'processing', step });
}

type EngineResult =
  | { ok: true; analysis: ParsedData; talents: HiddenTalent[]; quality: QualityScore; insights: Insight[] }
  | { ok: false; reason: string };

/** The engine's part, step by step; `durationMs` is the engine's own time (not the database's). */
async function runEngine(deps: AppDeps, row: CvRow, bytes: Uint8Array): Promise<EngineResult> {
  const referenceDate = new Date().toISOString().slice(0, 7);
  let engineMs = 0;
  const timed = async <T>(work: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      engineMs += performance.now() - started;
    }
  };

  const read = await timed(() => readDocument(bytes, { fileName: row.fileName }));
  if (!read.ok) return { ok: false, reason: read.error.message };
  await setStep(deps, row, 'parsed');
  try {
    const analysis = await timed(() => analyzeDocument(read.document, { referenceDate }));
    await setStep(deps, row, 'extracted');
    const talents = await timed(() => discoverTalents(analysis));
    await setStep(deps, row, 'analysing');
    const [quality, insights] = await timed(() => [scoreCvQuality(analysis, referenceDate), generateInsights(analysis, talents, referenceDate)] as const);
    await setStep(deps, row, 'generating');
    analysis.meta.durationMs = Math.round(engineMs * 10) / 10;
    return { ok: true, analysis, talents, quality, insights };
  } catch (error) {
    // an engine defect on this document: deterministic, so no retry
    deps.logger.error('CV analysis failed in the engine', { cvId: row.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    return { ok: false, reason: 'The CV could be read but not analysed. Please try again, or upload it in another format (DOCX or TXT).' };
  }
}

/**
 * One job run for one CV. Unreadable files and engine defects fail the CV at once (a retry would
 * fail the same way); storage and database errors throw so the queue retries, up to
 * MAX_ANALYSIS_ATTEMPTS runs.
 */
export async function analyseStoredCv(deps: AppDeps, cvId: string): Promise<void> {
  const [row] = await deps.database.db
    .update(cvs)
    .set({ attempts: sql`${cvs.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(cvs.id, cvId), eq(cvs.status, 'processing')))
    .returning();
  if (!row) return; // deleted, retried elsewhere, or swept meanwhile

  try {
    const bytes = await deps.files.get(row.storageKey);
    const result = await runEngine(deps, row, bytes);
    if (!result.ok) {
      await markFailed(deps, row.id, row.userId, result.reason);
      return;
    }
    await storeAnalysis(deps, row, result);
    const confidence = result.talents.length ? Math.round(result.talents.reduce((n, t) => n + t.confidence_score, 0) / result.talents.length) : 0;
    await publishCv(deps, row.userId, { cv_id: row.id, status: 'analyzed', step: null, talents_count: result.talents.length, confidence });
  } catch (error) {
    deps.logger.error('CV analysis run failed', { cvId, attempt: row.attempts, error: String(error) });
    if (row.attempts >= MAX_ANALYSIS_ATTEMPTS) {
      await markFailed(deps, row.id, row.userId, GAVE_UP_REASON);
      return;
    }
    throw error;
  }
}

/**
 * Talents the person already worked on (validated, developing, mastered) keep their status when a
 * newer CV shows them again, so uploading an updated CV does not undo their decisions.
 */
async function carriedOver(deps: AppDeps, row: CvRow): Promise<Map<string, typeof hiddenTalents.$inferSelect>> {
  const previous = await deps.database.db
    .select()
    .from(hiddenTalents)
    .where(and(eq(hiddenTalents.userId, row.userId), ne(hiddenTalents.cvId, row.id), ne(hiddenTalents.status, 'discovered')))
    .orderBy(desc(hiddenTalents.updatedAt));
  const byName = new Map<string, typeof hiddenTalents.$inferSelect>();
  for (const t of previous) if (!byName.has(t.talentName)) byName.set(t.talentName, t);
  return byName;
}

async function storeAnalysis(deps: AppDeps, row: CvRow, result: Extract<EngineResult, { ok: true }>): Promise<void> {
  const previous = await carriedOver(deps, row);
  const now = new Date();
  await deps.database.db.transaction(async (tx) => {
    const [current] = await tx.select({ status: cvs.status }).from(cvs).where(eq(cvs.id, row.id)).for('update');
    if (current?.status !== 'processing') return;
    await tx.delete(hiddenTalents).where(eq(hiddenTalents.cvId, row.id));
    if (result.talents.length) {
      await tx.insert(hiddenTalents).values(
        result.talents.map((t) => {
          const before = previous.get(t.talent_name);
          const sources = new Set<Talent['validation_sources'][number]>(['cv', ...(before?.validationSources ?? [])]);
          return {
            userId: row.userId,
            cvId: row.id,
            talentName: t.talent_name,
            description: t.description,
            confidenceScore: before?.status === 'validated' ? 100 : t.confidence_score,
            supportingEvidence: t.supporting_evidence,
            status: before?.status ?? 'discovered',
            validationSources: [...sources],
            industryRelevance: t.industry_relevance,
            developmentRecommendations: t.development_recommendations,
            developmentPlan: before?.developmentPlan ?? null,
          };
        }),
      );
    }
    // the newest analysed CV represents the person, unless they chose a newer one themselves
    const [active] = await tx
      .select({ id: cvs.id, createdAt: cvs.createdAt })
      .from(cvs)
      .where(and(eq(cvs.userId, row.userId), eq(cvs.isActive, true)));
    const activate = !active || active.createdAt <= row.createdAt;
    if (active && activate) await tx.update(cvs).set({ isActive: false }).where(eq(cvs.id, active.id));
    await tx
      .update(cvs)
      .set({
        status: 'analyzed',
        step: null,
        failureReason: null,
        parsedData: result.analysis,
        quality: result.quality,
        insights: result.insights,
        analyzedAt: now,
        updatedAt: now,
        ...(activate ? { isActive: true } : {}),
      })
      .where(eq(cvs.id, row.id));
  });
}

/** CVs whose worker vanished (killed, crashed) become failed with a reason and a Try Again. */
export async function sweepStuckCvs(deps: AppDeps, olderThanSeconds = ANALYSIS_TIMEOUT_SECONDS): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanSeconds * 1000);
  const stuck = await deps.database.db
    .update(cvs)
    .set({ status: 'failed', step: null, failureReason: TIMED_OUT_REASON, updatedAt: new Date() })
    .where(and(eq(cvs.status, 'processing'), lt(cvs.updatedAt, cutoff)))
    .returning({ id: cvs.id, userId: cvs.userId });
  for (const cv of stuck) await publishCv(deps, cv.userId, { cv_id: cv.id, status: 'failed', step: null, reason: TIMED_OUT_REASON });
  if (stuck.length) deps.logger.warn(`Marked ${stuck.length} CV analyses as timed out`);
  return stuck.length;
}
