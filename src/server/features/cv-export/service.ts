/**
 * CV exports (ADR 017): the person's record as a designed PDF or DOCX (two templates, their
 * language), as Europass XML, and the same document as JSON for the browser's preview.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { CvAnalysis } from '@/engine/cv/types';
import { toEuropassXml } from '@/engine/cv/europass-xml';
import type { AppDeps } from '../../context';
import { loadRecord } from '../../db/cv-record';
import { cvs } from '../../db/schema/cvs';
import type { DocumentTemplate, StyledDocument } from '../../platform/documents/model';
import { renderDocx } from '../../platform/documents/render-docx';
import { renderPdf } from '../../platform/documents/render-pdf';
import { AppError } from '../../platform/errors';
import { cvDocument } from './cv-document';
import { tailoredCvDocument } from './tailored-document';
import { loadActiveRecord } from '../../db/cv-record';
import { jobAds } from '../../db/schema/jobs';
import { matchJobAd } from '@/engine/jobs/match';
import { tailorForAd } from '@/engine/jobs/tailor';
import { profiles, userSettings } from '../../db/schema/career';
import type { ExportLanguage } from './labels';
import { exportLanguages } from './labels';

export type ExportFormat = 'pdf' | 'docx' | 'europass-xml';

/**
 * The record to export: the person's record as the CV detail shows it, the analysis with their
 * corrections applied (ADR 016), never the engine's raw output.
 */
async function recordOf(deps: AppDeps, userId: string, cvId: string): Promise<{ record: CvAnalysis; title: string }> {
  const [row] = await deps.database.db
    .select({ id: cvs.id })
    .from(cvs)
    .where(and(eq(cvs.id, cvId), eq(cvs.userId, userId), inArray(cvs.status, ['analyzed', 'draft'])));
  if (!row) throw new AppError('NOT_FOUND', 'CV not found');
  const loaded = await loadRecord(deps.database, userId, cvId);
  if (!loaded) throw new AppError('CONFLICT', 'This CV has no analysis to export yet.');
  return { record: loaded.record, title: loaded.title };
}

/** The language asked for, else the person's interface language, else English. */
async function languageOf(deps: AppDeps, userId: string, asked: string | undefined): Promise<ExportLanguage> {
  const known = (l: string | undefined): l is ExportLanguage => (exportLanguages as readonly string[]).includes(l ?? '');
  if (known(asked)) return asked;
  const [row] = await deps.database.db.select({ settings: userSettings.settings }).from(userSettings).where(eq(userSettings.userId, userId));
  const saved = row?.settings.preferences.language;
  return known(saved) ? saved : 'en';
}

export async function previewCvExport(deps: AppDeps, userId: string, cvId: string, language?: string): Promise<StyledDocument> {
  const { record } = await recordOf(deps, userId, cvId);
  return cvDocument(record, await languageOf(deps, userId, language));
}

const safeName = (s: string): string => s.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim().slice(0, 80) || 'CV';

export async function exportCv(
  deps: AppDeps,
  userId: string,
  cvId: string,
  options: { format: ExportFormat; template: DocumentTemplate; language?: string },
): Promise<{ bytes: Uint8Array; contentType: string; fileName: string }> {
  const { record, title } = await recordOf(deps, userId, cvId);
  const name = safeName(record.personalInfo.name ?? title);
  if (options.format === 'europass-xml') {
    return { bytes: new TextEncoder().encode(toEuropassXml(record)), contentType: 'application/xml; charset=utf-8', fileName: `${name} - Europass.xml` };
  }
  const doc = cvDocument(record, await languageOf(deps, userId, options.language));
  if (options.format === 'docx') {
    return {
      bytes: await renderDocx(doc, options.template),
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      fileName: `${name} - CV.docx`,
    };
  }
  return { bytes: await renderPdf(doc, options.template), contentType: 'application/pdf', fileName: `${name} - CV.pdf` };
}

/**
 * The person's active CV, as corrected, tailored to one of their saved job ads (issue 19): the
 * engine's tailoring chooses and orders the person's own lines; the renderer is the plain export's.
 */
export async function exportTailoredCv(
  deps: AppDeps,
  userId: string,
  jobId: string,
  options: { format: 'pdf' | 'docx'; template: DocumentTemplate; language?: string },
): Promise<{ bytes: Uint8Array; contentType: string; fileName: string }> {
  const { db } = deps.database;
  const [job] = await db
    .select({ ad: jobAds.ad, relocation: jobAds.relocation, title: jobAds.title })
    .from(jobAds)
    .where(and(eq(jobAds.id, jobId), eq(jobAds.userId, userId)));
  if (!job) throw new AppError('NOT_FOUND', 'Job ad not found');
  const loaded = await loadActiveRecord(deps.database, userId);
  if (!loaded) throw new AppError('CONFLICT', 'Analyse a CV and make it your active one before you tailor it to an ad.');
  const [profile] = await db.select({ location: profiles.location }).from(profiles).where(eq(profiles.userId, userId));
  const record = loaded.record;
  const person = { location: profile?.location ?? record.personalInfo.location, relocation: job.relocation, now: new Date().toISOString().slice(0, 7) };
  const match = matchJobAd(record, job.ad, person);
  const tailoring = tailorForAd(record, job.ad, match, person);
  const doc = tailoredCvDocument(record, tailoring, job.ad.skills.map((s) => s.name), await languageOf(deps, userId, options.language));
  const name = safeName(`${record.personalInfo.name ?? loaded.title} - ${job.title}`);
  if (options.format === 'docx') {
    return { bytes: await renderDocx(doc, options.template), contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', fileName: `${name}.docx` };
  }
  return { bytes: await renderPdf(doc, options.template), contentType: 'application/pdf', fileName: `${name}.pdf` };
}
