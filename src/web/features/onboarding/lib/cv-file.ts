// The onboarding's CV rules (spec: PDF, DOCX or TXT; one file) and how a refused file is explained.
import { CV_MAX_BYTES } from '@/contract/cvs';

export { CV_MAX_BYTES };

/** Narrower than the upload screen: no legacy .doc here. */
export const ONBOARDING_CV_TYPES = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
} as const;

export type CvProblem = { kind: 'invalid'; reason: 'type' | 'size' | 'count' | 'empty' } | { kind: 'rateLimited' } | { kind: 'other'; message: string };

/** react-dropzone's error codes of a refused pick or drop. */
export function rejectionProblem(codes: readonly string[]): CvProblem {
  if (codes.includes('too-many-files')) return { kind: 'invalid', reason: 'count' };
  if (codes.includes('file-too-large')) return { kind: 'invalid', reason: 'size' };
  return { kind: 'invalid', reason: 'type' };
}

/** A picked file the server would refuse anyway (the browser's type can be missing or wrong). */
export function pickProblem(file: { name: string; size: number }): CvProblem | null {
  if (!/\.(pdf|docx|txt)$/i.test(file.name)) return { kind: 'invalid', reason: 'type' };
  if (file.size === 0) return { kind: 'invalid', reason: 'empty' };
  if (file.size > CV_MAX_BYTES) return { kind: 'invalid', reason: 'size' };
  return null;
}

/** The server's refusal of an upload. */
export function serverProblem(status: number, code: string, message: string): CvProblem {
  if (status === 413 || code === 'PAYLOAD_TOO_LARGE') return { kind: 'invalid', reason: 'size' };
  if (status === 415 || code === 'UNSUPPORTED_TYPE') return { kind: 'invalid', reason: 'type' };
  if (status === 422 || code === 'EMPTY_FILE') return { kind: 'invalid', reason: 'empty' };
  if (status === 429 || code === 'RATE_LIMITED') return { kind: 'rateLimited' };
  return { kind: 'other', message };
}
