/**
 * An ad file's bytes (PDF, DOCX, TXT, ODT, … as the CV readers take them) → JobAd. The readers'
 * messages speak of a CV; the caller words its own for an ad from the error code.
 */
import { readDocument } from '../cv/read/read-document';
import type { ReadError, ReadHint, ReadOptions } from '../cv/read/types';
import { readJobAdDocument } from './read-ad';
import type { JobAd } from './types';

export type AnalyzeAdResult = { ok: true; ad: JobAd } | { ok: false; error: ReadError };

export async function analyzeJobAdFile(bytes: Uint8Array, hint?: ReadHint, options: ReadOptions = {}): Promise<AnalyzeAdResult> {
  const read = await readDocument(bytes, hint, options);
  if (!read.ok) return { ok: false, error: read.error };
  return { ok: true, ad: readJobAdDocument(read.document) };
}
