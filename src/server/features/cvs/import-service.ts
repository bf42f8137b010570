/**
 * Imports (ADR 017): a file exported elsewhere becomes a CV entry of its own kind (`source_kind`),
 * stored and analysed like an upload — in an analysis process, with its budgets (ADR 009), where
 * the importer maps it and talents, insights and the score follow. Here only a cheap look at the
 * first bytes refuses a file that cannot be of the chosen kind; the content is never parsed here.
 */
import crypto from 'node:crypto';
import type { CvImportKind, CvImportRefusal } from '@/contract/cv-import';
import type { CvFormat } from '@/contract/cvs';
import { CV_MAX_BYTES } from '@/contract/cvs';
import type { AppDeps } from '../../context';
import { cvs } from '../../db/schema/cvs';
import { AppError } from '../../platform/errors';
import type { CvRow } from './analysis';
import { MIME_TYPES, cleanFileName, enqueueAnalysis } from './service';

const startsWith = (bytes: Uint8Array, text: string): boolean => [...text].every((c, i) => bytes[i] === c.charCodeAt(0));

/** The first non-blank character of a text file (after a byte-order mark). */
function firstChar(bytes: Uint8Array): string {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && i < 4096 && /\s/.test(String.fromCharCode(bytes[i]))) i++;
  return String.fromCharCode(bytes[i] ?? 0);
}

const REFUSALS: Record<CvImportRefusal, string> = {
  not_zip: 'A LinkedIn data export is a ZIP file. Choose the ZIP LinkedIn sent you, unchanged.',
  not_json: 'A JSON Resume is a .json text file starting with "{".',
  not_xml_or_pdf: 'A Europass CV is an XML file, or a PDF saved from the Europass editor.',
};

function formatOf(kind: CvImportKind, bytes: Uint8Array): CvFormat {
  const refuse = (reason: CvImportRefusal): never => {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', REFUSALS[reason], { reason });
  };
  if (kind === 'linkedin') return startsWith(bytes, 'PK\x03\x04') ? 'zip' : refuse('not_zip');
  if (kind === 'json_resume') return firstChar(bytes) === '{' ? 'json' : refuse('not_json');
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  return firstChar(bytes) === '<' ? 'xml' : refuse('not_xml_or_pdf');
}

const DEFAULT_TITLES: Record<CvImportKind, string> = { linkedin: 'LinkedIn profile', json_resume: 'JSON Resume', europass: 'Europass CV' };

export async function importCvFile(deps: AppDeps, userId: string, kind: CvImportKind, upload: { name: string; bytes: Uint8Array }): Promise<CvRow> {
  if (upload.bytes.byteLength > CV_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB. Upload a smaller file.');
  if (upload.bytes.byteLength === 0) throw new AppError('UNPROCESSABLE', 'The file is empty.', { reason: 'EMPTY_FILE' });
  const format = formatOf(kind, upload.bytes);
  const fileName = cleanFileName(upload.name);
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
        title: DEFAULT_TITLES[kind],
        fileName,
        format,
        sourceKind: kind,
        mimeType: MIME_TYPES[format],
        sizeBytes: upload.bytes.byteLength,
        sha256: crypto.createHash('sha256').update(upload.bytes).digest('hex'),
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
