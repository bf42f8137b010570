/**
 * The one way the server reads a CV's content (ADR 016): the engine's analysis with the person's
 * corrections applied. Every feature that derives something from a CV (talents, insights, quality,
 * perspectives, market, coach, profile) reads it here, so a correction reaches all of them.
 */
import { and, eq } from 'drizzle-orm';
import type { CvAnalysis } from '@/engine/cv/types';
import type { CvRecord } from '@/engine/cv/record';
import { applyCorrections } from '@/engine/cv/record';
import type { Database } from './client';
import { cvCorrections, cvs } from './schema/cvs';

export type LoadedRecord = { cvId: string; title: string; record: CvRecord };

const columns = { id: cvs.id, title: cvs.title, parsedData: cvs.parsedData, corrections: cvCorrections.corrections };

function toLoaded(row: { id: string; title: string; parsedData: unknown; corrections: unknown } | undefined): LoadedRecord | null {
  if (!row?.parsedData) return null;
  return {
    cvId: row.id,
    title: row.title,
    record: applyCorrections(row.parsedData as CvAnalysis, (row.corrections ?? null) as Parameters<typeof applyCorrections>[1]),
  };
}

/** The person's active CV as corrected, or null when they have none analysed. */
export async function loadActiveRecord(database: Database, userId: string): Promise<LoadedRecord | null> {
  const [row] = await database.db
    .select(columns)
    .from(cvs)
    .leftJoin(cvCorrections, eq(cvCorrections.cvId, cvs.id))
    .where(and(eq(cvs.userId, userId), eq(cvs.isActive, true)));
  return toLoaded(row);
}

/** One CV of the person's as corrected (null when missing, not theirs, or not analysed). */
export async function loadRecord(database: Database, userId: string, cvId: string): Promise<LoadedRecord | null> {
  const [row] = await database.db
    .select(columns)
    .from(cvs)
    .leftJoin(cvCorrections, eq(cvCorrections.cvId, cvs.id))
    .where(and(eq(cvs.userId, userId), eq(cvs.id, cvId)));
  return toLoaded(row);
}
