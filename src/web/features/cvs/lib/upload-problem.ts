// Why an upload was refused, from the dropzone's own checks or the server's answer, as one of a
// few kinds the upload screen has words for.

export type UploadProblem =
  | { kind: 'invalid'; reason: 'type' | 'tooLarge' | 'empty' | 'tooMany' }
  | { kind: 'rateLimited' }
  | { kind: 'other'; message: string };

/** react-dropzone error codes of a rejected pick or drop. */
export function rejectionProblem(codes: readonly string[]): UploadProblem {
  if (codes.includes('too-many-files')) return { kind: 'invalid', reason: 'tooMany' };
  if (codes.includes('file-too-large')) return { kind: 'invalid', reason: 'tooLarge' };
  return { kind: 'invalid', reason: 'type' };
}

/** The server's answer to POST /api/cvs when it was not 202. */
export function serverUploadProblem(status: number, code: string, message: string): UploadProblem {
  if (status === 413 || code === 'PAYLOAD_TOO_LARGE') return { kind: 'invalid', reason: 'tooLarge' };
  if (status === 415 || code === 'UNSUPPORTED_TYPE') return { kind: 'invalid', reason: 'type' };
  if (status === 422 || code === 'EMPTY_FILE') return { kind: 'invalid', reason: 'empty' };
  if (status === 429 || code === 'RATE_LIMITED') return { kind: 'rateLimited' };
  return { kind: 'other', message };
}
