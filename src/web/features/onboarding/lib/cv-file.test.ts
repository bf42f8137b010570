import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES, ONBOARDING_CV_TYPES, pickProblem, rejectionProblem, serverProblem } from './cv-file';

describe('onboarding CV files', () => {
  it('accepts PDF, DOCX and TXT only (no legacy .doc)', () => {
    expect(Object.values(ONBOARDING_CV_TYPES).flat()).toEqual(['.pdf', '.docx', '.txt']);
    expect(pickProblem({ name: 'cv.PDF', size: 10 })).toBeNull();
    expect(pickProblem({ name: 'cv.doc', size: 10 })).toEqual({ kind: 'invalid', reason: 'type' });
  });

  it('refuses empty and too large files before sending', () => {
    expect(pickProblem({ name: 'cv.txt', size: 0 })).toEqual({ kind: 'invalid', reason: 'empty' });
    expect(pickProblem({ name: 'cv.txt', size: CV_MAX_BYTES + 1 })).toEqual({ kind: 'invalid', reason: 'size' });
  });

  it('explains a refused drop: more than one file, too large, wrong type', () => {
    expect(rejectionProblem(['too-many-files', 'file-invalid-type'])).toEqual({ kind: 'invalid', reason: 'count' });
    expect(rejectionProblem(['file-too-large'])).toEqual({ kind: 'invalid', reason: 'size' });
    expect(rejectionProblem(['file-invalid-type'])).toEqual({ kind: 'invalid', reason: 'type' });
  });

  it('maps the server’s refusals, keeping its words otherwise', () => {
    expect(serverProblem(413, 'PAYLOAD_TOO_LARGE', 'x')).toEqual({ kind: 'invalid', reason: 'size' });
    expect(serverProblem(415, 'UNSUPPORTED_MEDIA_TYPE', 'x')).toEqual({ kind: 'invalid', reason: 'type' });
    expect(serverProblem(422, 'UNPROCESSABLE', 'x')).toEqual({ kind: 'invalid', reason: 'empty' });
    expect(serverProblem(429, 'RATE_LIMITED', 'x')).toEqual({ kind: 'rateLimited' });
    expect(serverProblem(500, 'INTERNAL', 'Something broke')).toEqual({ kind: 'other', message: 'Something broke' });
  });
});
