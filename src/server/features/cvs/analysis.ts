/**
 * The analysis job's work: stored original → engine in an analysis process (read, extract, talents,
 * insights) → one transaction that stores the result. Each step is announced live to the CV's owner.
 */
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { CvStep, GeneratedText } from '@/contract/cvs';
import { englishText } from '@/engine/messages/messages';
import type { CvLiveEvent } from '@/contract/events';
import type { Talent } from '@/contract/talents';
import type { AppDeps } from '../../context';
import { cvs, hiddenTalents } from '../../db/schema/cvs';
import type { AnalysisOutcome, PoisonKind } from './analysis-protocol';
import { POISON_REASONS } from './analysis-protocol';
import { withCorrections } from './record-service';

export type CvRow = typeof cvs.$inferSelect;

/** Runs (job attempts) before a CV that keeps failing for infrastructure reasons is marked failed. */
export const MAX_ANALYSIS_ATTEMPTS = 3;
/** A CV still processing after this long lost its worker: the sweep marks it failed, retryable. */
export const STUCK_AFTER_SECONDS = 300;

export const TIMED_OUT_REASON: GeneratedText = { key: 'failure.timedOut', params: {} };
const GAVE_UP_REASON: GeneratedText = { key: 'failure.gaveUp', params: {} };

export async function publishCv(deps: AppDeps, userId: string, data: CvLiveEvent): Promise<void> {
  try {
    await deps.events.publish({ name: 'cv', userId, data });
  } catch (error) {
    // a missed live update is healed by the next fetch; it must not fail the work itself
    deps.logger.warn('could not publish a CV event', { error: String(error) });
  }
}

/** The reason is stored twice: its English sentence (for older readers) and the message each language renders. */
export async function markFailed(deps: AppDeps, cvId: string, userId: string, reason: GeneratedText): Promise<void> {
  const text = englishText(reason);
  const updated = await deps.database.db
    .update(cvs)
    .set({ status: 'failed', step: null, failureReason: text, failureMessage: reason, updatedAt: new Date() })
    .where(and(eq(cvs.id, cvId), eq(cvs.status, 'processing')))
    .returning({ id: cvs.id });
  if (updated.length) await publishCv(deps, userId, { cv_id: cvId, status: 'failed', step: null, reason: text, reason_message: reason });
}

async function setStep(deps: AppDeps, row: CvRow, step: CvStep): Promise<void> {
  await deps.database.db
    .update(cvs)
    .set({ step, updatedAt: new Date() })
    .where(and(eq(cvs.id, row.id), eq(cvs.status, 'processing')));
  await publishCv(deps, row.userId, { cv_id: row.id, status: 'processing', step });
}

/**
 * The engine's part, in an analysis process of the pool (ADR 009): each step it reaches is stored
 * and announced here, in order, while this process's event loop stays free.
 */
async function runEngine(deps: AppDeps, row: CvRow, bytes: Uint8Array): Promise<AnalysisOutcome> {
  let steps = Promise.resolve();
  const outcome = await deps.analysis.analyse({
    bytes,
    fileName: row.fileName,
    source: row.sourceKind === 'upload' ? undefined : row.sourceKind,
    // the engine is pure: the job gives it the current month, so current roles count up to now
    referenceDate: new Date().toISOString().slice(0, 7),
    onStep: (step) => {
      steps = steps.then(() => setStep(deps, row, step));
    },
  });
  await steps;
  return outcome;
}

/** The engine never ended on this CV (time budget, memory, crash, or the whole server died in it). */
async function failAsPoison(deps: AppDeps, row: CvRow, kind: PoisonKind, detail?: string): Promise<void> {
  deps.logger.warn('CV analysis ended as poison: not retried', { cvId: row.id, kind, detail: detail?.slice(0, 300) });
  // the administrators see it in the security monitor and the system health; never the content.
  // Recorded before the CV turns failed, so whoever sees the failure also finds the event.
  await deps.audit.record({
    eventType: 'hostile_document',
    severity: 'high',
    userId: row.userId,
    details: { cv_id: row.id, end: kind, format: row.format, size_bytes: row.sizeBytes, sha256: row.sha256 },
  });
  await markFailed(deps, row.id, row.userId, POISON_REASONS[kind]);
}

async function markEngineEnded(deps: AppDeps, cvId: string): Promise<void> {
  await deps.database.db.update(cvs).set({ analysisStartedAt: null }).where(eq(cvs.id, cvId));
}

/**
 * One job run for one CV. Unreadable files and engine defects fail the CV at once (a retry would
 * fail the same way); so does a document that ended its analysis process (time budget, memory, crash) — and a
 * CV whose previous run started the engine and never came back (the process died in it): it is
 * failed as poison instead of being run into the same crash again. Storage and database errors
 * throw so the queue retries, up to MAX_ANALYSIS_ATTEMPTS runs.
 */
export async function analyseStoredCv(deps: AppDeps, cvId: string): Promise<void> {
  const [row] = await deps.database.db
    .update(cvs)
    .set({ attempts: sql`${cvs.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(cvs.id, cvId), eq(cvs.status, 'processing')))
    .returning();
  if (!row) return; // deleted, retried elsewhere, or swept meanwhile
  if (row.analysisStartedAt) {
    await failAsPoison(deps, row, 'interrupted', `engine started at ${row.analysisStartedAt.toISOString()} and never ended`);
    await markEngineEnded(deps, row.id);
    return;
  }

  try {
    const bytes = await deps.files.get(row.storageKey);
    await deps.database.db.update(cvs).set({ analysisStartedAt: new Date() }).where(eq(cvs.id, row.id));
    const result = await runEngine(deps, row, bytes);
    await markEngineEnded(deps, row.id);
    if (!result.ok) {
      if (result.kind === 'unavailable') throw new Error(`analysis unavailable: ${result.detail}`);
      if (result.kind === 'unreadable') await markFailed(deps, row.id, row.userId, result.reason);
      else if (result.kind === 'defect') {
        deps.logger.error('CV analysis failed in the engine', { cvId: row.id, error: result.detail });
        await markFailed(deps, row.id, row.userId, result.reason);
      } else await failAsPoison(deps, row, result.kind, result.detail);
      return;
    }
    // the person's corrections outlive a new analysis: talents, score and insights follow the record
    const corrected = await withCorrections(deps, row.id, result);
    await storeAnalysis(deps, row, corrected);
    const confidence = corrected.talents.length ? Math.round(corrected.talents.reduce((n, t) => n + t.confidence_score, 0) / corrected.talents.length) : 0;
    await publishCv(deps, row.userId, { cv_id: row.id, status: 'analyzed', step: null, talents_count: corrected.talents.length, confidence });
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

async function storeAnalysis(deps: AppDeps, row: CvRow, result: Extract<AnalysisOutcome, { ok: true }>): Promise<void> {
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
            talentKey: t.talent_key,
            messageParams: t.message_params,
            escoUri: t.esco_uri ?? null,
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
        failureMessage: null,
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
export async function sweepStuckCvs(deps: AppDeps, olderThanSeconds = STUCK_AFTER_SECONDS): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanSeconds * 1000);
  const stuck = await deps.database.db
    .update(cvs)
    .set({ status: 'failed', step: null, failureReason: englishText(TIMED_OUT_REASON), failureMessage: TIMED_OUT_REASON, analysisStartedAt: null, updatedAt: new Date() })
    .where(and(eq(cvs.status, 'processing'), lt(cvs.updatedAt, cutoff)))
    .returning({ id: cvs.id, userId: cvs.userId });
  for (const cv of stuck) await publishCv(deps, cv.userId, { cv_id: cv.id, status: 'failed', step: null, reason: englishText(TIMED_OUT_REASON), reason_message: TIMED_OUT_REASON });
  if (stuck.length) deps.logger.warn(`Marked ${stuck.length} CV analyses as timed out`);
  return stuck.length;
}
