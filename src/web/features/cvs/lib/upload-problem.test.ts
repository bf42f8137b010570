import { describe, expect, it } from 'vitest';
import { rejectionProblem, serverUploadProblem } from './upload-problem';

describe('upload problems', () => {
  it('maps dropzone rejections', () => {
    expect(rejectionProblem(['file-invalid-type'])).toEqual({ kind: 'invalid', reason: 'type' });
    expect(rejectionProblem(['file-too-large'])).toEqual({ kind: 'invalid', reason: 'tooLarge' });
    expect(rejectionProblem(['file-invalid-type', 'file-too-large'])).toEqual({ kind: 'invalid', reason: 'tooLarge' });
    expect(rejectionProblem(['too-many-files'])).toEqual({ kind: 'invalid', reason: 'tooMany' });
  });

  it('maps the server answers', () => {
    expect(serverUploadProblem(413, 'PAYLOAD_TOO_LARGE', 'x')).toEqual({ kind: 'invalid', reason: 'tooLarge' });
    expect(serverUploadProblem(415, 'UNSUPPORTED_TYPE', 'x')).toEqual({ kind: 'invalid', reason: 'type' });
    expect(serverUploadProblem(422, 'EMPTY_FILE', 'x')).toEqual({ kind: 'invalid', reason: 'empty' });
    expect(serverUploadProblem(429, 'RATE_LIMITED', 'x')).toEqual({ kind: 'rateLimited' });
    expect(serverUploadProblem(500, 'INTERNAL', 'Server down')).toEqual({ kind: 'other', message: 'Server down' });
  });
});
