/**
 * The person's record of a CV (issue 17, ADR 016): read it, save corrections, carry them over to a
 * new version, and recompute what is derived from it (hidden talents, quality score, insights) so
 * every page that shows them is refreshed live.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { CvCorrectionsBody, CvRecordResponse } from '@/contract/cv-record';
import type { ParsedData } from '@/contract/cvs';
import type { Talent } from '@/contract/talents';
import type { CvCorrections, CvRecord } from '@/engine/cv/record';
import { applyCorrections, carryOverCorrections, countCorrections } from '@/engine/cv/record';
import type { CvAnalysis } from '@/engine/cv/types';
import { generateInsights } from '@/engine/insights/generate-insights';
import { scoreCvQuality } from '@/engine/insights/quality-score';
import { discoverTalents } from '@/engine/talents/discover-talents';
import type { AppDeps } from '../../context';
import { cvCorrections, cvs, hiddenTalents } from '../../db/schema/cvs';
import { AppError } from '../../platform/errors';
import { publishCv } from './analysis';
import { findOwnCv } from './service';

async function storedCorrections(deps: AppDeps, cvId: string): Promise<CvCorrections> {
  const [row] = await deps.database.db.select({ c: cvCorrections.corrections }).from(cvCorrections).where(eq(cvCorrections.cvId, cvId));
  return row?.c ?? {};
}

/** The newest other CV of the person's with corrections that would still apply to this analysis. */
async function carryOverCandidate(
  deps: AppDeps,
  userId: string,
  cvId: string,
  analysis: CvAnalysis,
  own: CvCorrections,
): Promise<CvRecordResponse['carry_over_from']> {
  if (countCorrections(own) > 0) return null;
  const [other] = await deps.database.db
    .select({ id: cvs.id, title: cvs.title, corrections: cvCorrections.corrections })
    .from(cvCorrections)
    .innerJoin(cvs, eq(cvs.id, cvCorrections.cvId))
    .where(and(eq(cvCorrections.userId, userId), ne(cvCorrections.cvId, cvId), sql`${cvCorrections.corrections} <> '{}'::jsonb`))
    .orderBy(desc(cvCorrections.updatedAt))
    .limit(1);
  if (!other) return null;
  const applicable = countCorrections(carryOverCorrections(analysis, other.corrections));
  return applicable > 0 ? { cv_id: other.id, title: other.title, applicable } : null;
}

function analysedData(row: { parsedData: ParsedData | null }): CvAnalysis {
  if (!row.parsedData) throw new AppError('CONFLICT', 'This CV has not been analysed yet.');
  return row.parsedData as CvAnalysis;
}

export async function getRecord(deps: AppDeps, userId: string, cvId: string): Promise<CvRecordResponse> {
  const row = await findOwnCv(deps, userId, cvId);
  const analysis = analysedData(row);
  const corrections = await storedCorrections(deps, cvId);
  return {
    cv_id: cvId,
    analysis: analysis as ParsedData,
    corrections: corrections as CvCorrectionsBody,
    record: applyCorrections(analysis, corrections) as CvRecordResponse['record'],
    carry_over_from: await carryOverCandidate(deps, userId, cvId, analysis, corrections),
  };
}

/** What derives from a record: its talents, quality score and insights, as of this month. */
function derivedFrom(record: CvRecord) {
  const referenceDate = new Date().toISOString().slice(0, 7);
  const talents = discoverTalents(record);
  return { talents, quality: scoreCvQuality(record, referenceDate), insights: generateInsights(record, talents, referenceDate) };
}

/**
 * Talents, quality and insights from the record. Talents the person worked on (validated,
 * developing, mastered) keep their status and plan; one the record no longer shows goes unless the
 * person had worked on it.
 */
export async function recomputeDerived(deps: AppDeps, userId: string, cvId: string, record: CvRecord): Promise<void> {
  const { talents, quality, insights } = derivedFrom(record);
  const now = new Date();
  await deps.database.db.transaction(async (tx) => {
    const existing = await tx.select().from(hiddenTalents).where(eq(hiddenTalents.cvId, cvId));
    const byName = new Map(existing.map((t) => [t.talentName, t]));
    const found = new Set(talents.map((t) => t.talent_name));
    const stale = existing.filter((t) => !found.has(t.talentName) && t.status === 'discovered').map((t) => t.id);
    for (const id of stale) await tx.delete(hiddenTalents).where(eq(hiddenTalents.id, id));
    for (const t of talents) {
      const before = byName.get(t.talent_name);
      const values = {
        description: t.description,
        confidenceScore: before?.status === 'validated' ? 100 : t.confidence_score,
        supportingEvidence: t.supporting_evidence,
        industryRelevance: t.industry_relevance,
        developmentRecommendations: t.development_recommendations,
      };
      if (before) {
        // unchanged talents keep their updated_at (the performance page counts validations by it)
        const same =
          before.confidenceScore === values.confidenceScore &&
          JSON.stringify(before.supportingEvidence) === JSON.stringify(values.supportingEvidence);
        if (!same) await tx.update(hiddenTalents).set(values).where(eq(hiddenTalents.id, before.id));
      } else {
        await tx
          .insert(hiddenTalents)
          .values({
            userId,
            cvId,
            talentName: t.talent_name,
            status: 'discovered',
            validationSources: ['cv'] as Talent['validation_sources'],
            ...values,
          });
      }
    }
    await tx.update(cvs).set({ quality, insights, updatedAt: now }).where(eq(cvs.id, cvId));
  });
  const count = talents.length;
  const confidence = count ? Math.round(talents.reduce((n, t) => n + t.confidence_score, 0) / count) : 0;
  await publishCv(deps, userId, { cv_id: cvId, status: 'analyzed', step: null, talents_count: count, confidence, corrected: true });
}

async function storeCorrections(deps: AppDeps, userId: string, cvId: string, corrections: CvCorrections): Promise<void> {
  await deps.database.db
    .insert(cvCorrections)
    .values({ cvId, userId, corrections })
    .onConflictDoUpdate({ target: cvCorrections.cvId, set: { corrections, updatedAt: new Date() } });
}

/** Replaces the CV's corrections (the editor sends them whole) and recomputes what derives from the record. */
export async function saveCorrections(
  deps: AppDeps,
  userId: string,
  cvId: string,
  corrections: CvCorrectionsBody,
): Promise<CvRecordResponse> {
  const row = await findOwnCv(deps, userId, cvId);
  const analysis = analysedData(row);
  await storeCorrections(deps, userId, cvId, corrections);
  await recomputeDerived(deps, userId, cvId, applyCorrections(analysis, corrections));
  return getRecord(deps, userId, cvId);
}

/** Copies to this CV the corrections of another CV of the person's that still apply to it. */
export async function carryOver(deps: AppDeps, userId: string, cvId: string, fromCvId: string): Promise<CvRecordResponse> {
  const row = await findOwnCv(deps, userId, cvId);
  await findOwnCv(deps, userId, fromCvId);
  const analysis = analysedData(row);
  const from = await storedCorrections(deps, fromCvId);
  const carried = carryOverCorrections(analysis, from);
  await storeCorrections(deps, userId, cvId, carried);
  await recomputeDerived(deps, userId, cvId, applyCorrections(analysis, carried));
  return getRecord(deps, userId, cvId);
}

/**
 * After a new analysis of the same CV (Try Again, a newer engine): talents, score and insights from the
 * corrected record, computed before the analysis is stored, so the CV never shows as analysed with the
 * uncorrected ones. The engine's own output (`analysis`) stays as it was: the corrections are their own row.
 */
export async function withCorrections<T extends { analysis: ParsedData; talents: unknown[]; quality: unknown; insights: unknown[] }>(
  deps: AppDeps,
  cvId: string,
  result: T,
): Promise<T> {
  const corrections = await storedCorrections(deps, cvId);
  if (countCorrections(corrections) === 0) return result;
  return { ...result, ...derivedFrom(applyCorrections(result.analysis as CvAnalysis, corrections)) };
}
