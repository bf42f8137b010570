import crypto from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { CvCounts, CvDetail, CvDuplicate, CvFormat, CvStatus, CvSummary, CvUpdate } from '@/contract/cvs';
import { CV_MAX_BYTES, isRetryableFailure } from '@/contract/cvs';
import { sniffFormat } from '@/engine/cv/read/sniff-format';
import type { AppDeps } from '../../context';
import { loadRecord } from '../../db/cv-record';
import { cvs, hiddenTalents } from '../../db/schema/cvs';
import { AppError } from '../../platform/errors';
import { markFailed, publishCv } from './analysis';
import type { CvRow } from './analysis';
import { cvAnalyzeJob } from './jobs';
import { toTalent } from './talents-service';

export const MIME_TYPES: Record<CvFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  png: 'image/png',
  jpg: 'image/jpeg',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
  json: 'application/json',
  xml: 'application/xml',
};

/** Uploads per person per hour (scaled by RATE_LIMIT_SCALE); a failing check lets the upload through (spec 01 §5). */
export const UPLOAD_RATE_LIMIT = { limit: 30, windowSeconds: 3600 };

// written out: inside a correlated subquery drizzle would print both columns unqualified
const talentsCount = sql<number>`(SELECT count(*)::int FROM hidden_talents t WHERE t.cv_id = "cvs"."id")`;

export function toSummary(row: CvRow, talents: number): CvSummary {
  return {
    id: row.id,
    title: row.title,
    file_name: row.fileName,
    format: row.format,
    source_kind: row.sourceKind,
    size_bytes: row.sizeBytes,
    status: row.status,
    is_active: row.isActive,
    step: row.status === 'processing' ? (row.step ?? 'uploaded') : null,
    failure_reason: row.status === 'failed' ? row.failureReason : null,
    failure_message: row.status === 'failed' ? (row.failureMessage ?? null) : null,
    retryable: row.status === 'failed' && isRetryableFailure(row.failureMessage),
    quality_score: row.quality?.score ?? null,
    skills_count: row.parsedData?.skills.length ?? 0,
    talents_count: Number(talents),
    language: row.parsedData?.meta.language ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    analyzed_at: row.analyzedAt?.toISOString() ?? null,
  };
}

export async function listCvs(deps: AppDeps, userId: string): Promise<{ cvs: CvSummary[]; counts: CvCounts }> {
  const rows = await deps.database.db
    .select({ cv: cvs, talents: talentsCount })
    .from(cvs)
    .where(eq(cvs.userId, userId))
    .orderBy(desc(cvs.createdAt), desc(cvs.id));
  const list = rows.map((r) => toSummary(r.cv, r.talents));
  const count = (status: CvStatus) => list.filter((c) => c.status === status).length;
  return {
    cvs: list,
    counts: {
      // a failed upload was never really uploaded (issue 17): it shows under failed only
      uploaded: list.length - count('failed'),
      analyzed: count('analyzed'),
      active: list.filter((c) => c.is_active).length,
      draft: count('draft'),
      processing: count('processing'),
      failed: count('failed'),
    },
  };
}

/** The person's own CV, or 404 — another person's CV is indistinguishable from a missing one. */
export async function findOwnCv(deps: AppDeps, userId: string, id: string): Promise<CvRow> {
  const [row] = await deps.database.db
    .select()
    .from(cvs)
    .where(and(eq(cvs.id, id), eq(cvs.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'CV not found');
  return row;
}

export async function getCvDetail(deps: AppDeps, userId: string, id: string): Promise<CvDetail> {
  const row = await findOwnCv(deps, userId, id);
  const talents = await deps.database.db
    .select()
    .from(hiddenTalents)
    .where(eq(hiddenTalents.cvId, row.id))
    .orderBy(desc(hiddenTalents.confidenceScore), hiddenTalents.talentName);
  // what is shown is the person's record: the analysis with their corrections (ADR 016)
  const record = await loadRecord(deps.database, userId, id);
  return {
    ...toSummary(row, talents.length),
    parsed_data: record?.record ?? row.parsedData,
    quality: row.quality,
    insights: row.insights,
    talents: talents.map(toTalent),
  };
}

/** A file name safe to store and to send back in Content-Disposition. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // control characters, quotes and bidirectional overrides (which make 'cv\u202Efdp.exe' read as 'cvexe.pdf')
  const cleaned = base.replace(/[\u0000-\u001f\u007f"\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim().slice(0, 200);
  return cleaned || 'cv';
}

/** keepBoth: store the file even when the person uploaded the same file before */
export type Upload = { name: string; bytes: Uint8Array; keepBoth?: boolean };

/**
 * The same file (same bytes) uploaded again by the same person is most often a slip: answer 409 with
 * the CV it already is, so the web can ask whether to keep both. A failed CV does not count — it was
 * never really uploaded (issue 17), and uploading the file again is how a person tries once more.
 */
async function refuseDuplicate(deps: AppDeps, userId: string, sha256: string): Promise<void> {
  const [existing] = await deps.database.db
    .select({ id: cvs.id, title: cvs.title, createdAt: cvs.createdAt })
    .from(cvs)
    .where(and(eq(cvs.userId, userId), eq(cvs.sha256, sha256), ne(cvs.status, 'failed')))
    .orderBy(desc(cvs.createdAt))
    .limit(1);
  if (!existing) return;
  const details: CvDuplicate = { reason: 'DUPLICATE', existing: { id: existing.id, title: existing.title, created_at: existing.createdAt.toISOString() } };
  throw new AppError('CONFLICT', `You uploaded this file before ("${existing.title}").`, details);
}

/** Checks by content, stores the original, records the CV as processing and queues its analysis. */
export async function uploadCv(deps: AppDeps, userId: string, upload: Upload): Promise<CvRow> {
  if (upload.bytes.byteLength > CV_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB. Upload a smaller file.');
  const fileName = cleanFileName(upload.name);
  const sniffed = await sniffFormat(upload.bytes, { fileName });
  if (!sniffed.ok) {
    throw new AppError(sniffed.error.code === 'EMPTY_FILE' ? 'UNPROCESSABLE' : 'UNSUPPORTED_MEDIA_TYPE', sniffed.error.message, { reason: sniffed.error.code });
  }
  const sha256 = crypto.createHash('sha256').update(upload.bytes).digest('hex');
  if (!upload.keepBoth) await refuseDuplicate(deps, userId, sha256);
  const id = crypto.randomUUID();
  const storageKey = `cvs/${userId.replace(/[^A-Za-z0-9_-]/g, '_')}/${id}`;
  await deps.files.put(storageKey, upload.bytes);
  let row: CvRow | undefined;
  try {
    [row] = await deps.database.db
      .insert(cvs)
      .values({
        id,
        userId,
        title: fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '') || fileName,
        fileName,
        format: sniffed.format,
        mimeType: MIME_TYPES[sniffed.format],
        sizeBytes: upload.bytes.byteLength,
        sha256,
        storageKey,
        status: 'processing',
        step: 'uploaded',
      })
      .returning();
  } catch (error) {
    await deps.files.delete(storageKey).catch(() => {});
    throw error;
  }
  if (!row) throw new Error('CV insert returned no row');
  await enqueueAnalysis(deps, row);
  return row;
}

/**
 * Fair use: the queue runs higher priorities first, so each CV is queued one step lower for every
 * other CV of the same person still waiting or running. One person's ten uploads go 0, -1, … -9;
 * another person's first goes in at 0 and runs next — the queue takes people in turns, not in
 * upload order, without a scheduler of its own. (Counted, not locked: two uploads at the same
 * instant may share a priority, which only makes them run in upload order.)
 */
async function fairPriority(deps: AppDeps, row: CvRow): Promise<number> {
  const [queued] = await deps.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(cvs)
    .where(and(eq(cvs.userId, row.userId), eq(cvs.status, 'processing'), ne(cvs.id, row.id)));
  return -Number(queued?.n ?? 0);
}

export async function enqueueAnalysis(deps: AppDeps, row: CvRow): Promise<void> {
  try {
    await deps.queue.send(cvAnalyzeJob, { cvId: row.id }, { priority: await fairPriority(deps, row) });
  } catch (error) {
    // nothing would ever pick the CV up: say so instead of leaving it processing
    deps.logger.error('could not queue a CV analysis', { cvId: row.id, error: String(error) });
    await markFailed(deps, row.id, row.userId, { key: 'failure.notStarted', params: {} });
    return;
  }
  await publishCv(deps, row.userId, { cv_id: row.id, status: 'processing', step: 'uploaded' });
}

export async function retryCv(deps: AppDeps, userId: string, id: string): Promise<CvRow> {
  const row = await findOwnCv(deps, userId, id);
  if (row.status !== 'failed') throw new AppError('CONFLICT', 'Only a CV whose analysis failed can be analysed again.');
  if (!isRetryableFailure(row.failureMessage)) {
    throw new AppError('CONFLICT', 'Analysing this file again would fail the same way. Upload another file.', { reason: 'NOT_RETRYABLE' });
  }
  const [updated] = await deps.database.db
    .update(cvs)
    // the person asks for it explicitly, so even a file that ended its worker gets one more run, same budget
    .set({ status: 'processing', step: 'uploaded', failureReason: null, failureMessage: null, attempts: 0, analysisStartedAt: null, updatedAt: new Date() })
    .where(and(eq(cvs.id, id), eq(cvs.status, 'failed')))
    .returning();
  if (!updated) throw new AppError('CONFLICT', 'Only a CV whose analysis failed can be analysed again.');
  await enqueueAnalysis(deps, updated);
  return updated;
}

/** Makes this analysed CV the one that represents the person; the previous active one stays analysed. */
export async function activateCv(deps: AppDeps, userId: string, id: string): Promise<CvSummary> {
  const row = await findOwnCv(deps, userId, id);
  if (row.status !== 'analyzed') throw new AppError('CONFLICT', 'Only an analysed CV (not a draft) can be the active one.');
  await deps.database.db.transaction(async (tx) => {
    await tx.update(cvs).set({ isActive: false }).where(and(eq(cvs.userId, userId), eq(cvs.isActive, true)));
    await tx.update(cvs).set({ isActive: true, updatedAt: new Date() }).where(eq(cvs.id, id));
  });
  return summaryOf(deps, userId, id);
}

export async function updateCv(deps: AppDeps, userId: string, id: string, update: CvUpdate): Promise<CvSummary> {
  const row = await findOwnCv(deps, userId, id);
  const set: Partial<typeof cvs.$inferInsert> = { updatedAt: new Date() };
  if (update.title !== undefined) set.title = update.title;
  if (update.draft === true && row.status !== 'draft') {
    if (row.status !== 'analyzed') throw new AppError('CONFLICT', 'Only an analysed CV can be moved to drafts.');
    set.status = 'draft';
    set.isActive = false;
  }
  if (update.draft === false && row.status === 'draft') set.status = 'analyzed';
  await deps.database.db.update(cvs).set(set).where(eq(cvs.id, id));
  if (row.isActive && set.status === 'draft') await activateNewest(deps, userId);
  else if (set.status === 'analyzed') await activateNewest(deps, userId, { onlyIfNone: true });
  return summaryOf(deps, userId, id);
}

export async function deleteCv(deps: AppDeps, userId: string, id: string): Promise<void> {
  const row = await findOwnCv(deps, userId, id);
  // talents go with the row (ON DELETE CASCADE); the original goes after the row is gone
  await deps.database.db.delete(cvs).where(eq(cvs.id, id));
  await deps.files.delete(row.storageKey).catch((error: unknown) => {
    deps.logger.error('could not delete a stored CV file', { key: row.storageKey, error: String(error) });
  });
  if (row.isActive) await activateNewest(deps, userId);
}

/** The newest analysed, non-draft CV becomes active (after the active one left). */
export async function activateNewest(deps: AppDeps, userId: string, opts: { onlyIfNone?: boolean } = {}): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [active] = await tx.select({ id: cvs.id }).from(cvs).where(and(eq(cvs.userId, userId), eq(cvs.isActive, true)));
    if (active && opts.onlyIfNone) return;
    const [newest] = await tx
      .select({ id: cvs.id })
      .from(cvs)
      .where(and(eq(cvs.userId, userId), eq(cvs.status, 'analyzed')))
      .orderBy(desc(cvs.createdAt))
      .limit(1);
    if (!newest) return;
    if (active) await tx.update(cvs).set({ isActive: false }).where(and(eq(cvs.id, active.id), ne(cvs.id, newest.id)));
    await tx.update(cvs).set({ isActive: true }).where(eq(cvs.id, newest.id));
  });
}

async function summaryOf(deps: AppDeps, userId: string, id: string): Promise<CvSummary> {
  const [r] = await deps.database.db
    .select({ cv: cvs, talents: talentsCount })
    .from(cvs)
    .where(and(eq(cvs.id, id), eq(cvs.userId, userId)));
  if (!r) throw new AppError('NOT_FOUND', 'CV not found');
  return toSummary(r.cv, r.talents);
}
