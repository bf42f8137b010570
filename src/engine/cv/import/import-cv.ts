/**
 * Import entry point: the bytes of a file the person exported elsewhere → a CV analysis, or a
 * typed failure whose message is written for them. Runs in the analysis process (ADR 009, 017).
 */
import { ReadFailure } from '../read/read-errors';
import type { CvAnalysis } from '../types';
import type { ImportErrorCode, ImportKind, ImportOptions } from './build';
import { ImportFailure, completeAnalysis } from './build';
import { europassXmlDraft } from './europass';
import { europassXmlFromPdf } from './europass-pdf';
import { jsonResumeDraft } from './json-resume-import';
import { linkedInDraft } from './linkedin';

export type ImportResult = { ok: true; analysis: CvAnalysis } | { ok: false; error: { code: ImportErrorCode | 'TOO_LARGE'; message: string } };

const isPdf = (b: Uint8Array): boolean => b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46;
const isZip = (b: Uint8Array): boolean => b[0] === 0x50 && b[1] === 0x4b;

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFailure('DAMAGED_FILE', 'The file is not UTF-8 text.');
  }
}

export async function importCv(kind: ImportKind, bytes: Uint8Array, options: ImportOptions = {}): Promise<ImportResult> {
  try {
    let draft;
    if (kind === 'linkedin') {
      if (!isZip(bytes)) throw new ImportFailure('WRONG_FORMAT', 'A LinkedIn data export is a ZIP file. Upload the ZIP LinkedIn sent you, unchanged.');
      draft = await linkedInDraft(bytes);
    } else if (kind === 'json_resume') {
      if (isZip(bytes) || isPdf(bytes)) throw new ImportFailure('WRONG_FORMAT', 'A JSON Resume is a .json text file.');
      draft = jsonResumeDraft(utf8(bytes));
    } else {
      if (isZip(bytes)) throw new ImportFailure('WRONG_FORMAT', 'A Europass CV is an XML file or a Europass PDF.');
      draft = europassXmlDraft(isPdf(bytes) ? await europassXmlFromPdf(bytes) : utf8(bytes));
    }
    return { ok: true, analysis: completeAnalysis(draft, kind, options) };
  } catch (error) {
    if (error instanceof ImportFailure) return { ok: false, error: { code: error.code, message: error.message } };
    if (error instanceof ReadFailure && error.code === 'TOO_LARGE') return { ok: false, error: { code: 'TOO_LARGE', message: 'The archive unpacks to more than Kairos reads for one CV.' } };
    throw error;
  }
}
