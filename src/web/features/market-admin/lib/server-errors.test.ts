import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { saveFailure, sentence } from './server-errors';

const fields = ['industry', 'region', 'growth_rate', 'emerging_skills', 'european_id'];
const item = (n: number, reason: string) => `Item ${n}: ${reason}`;

describe('a refused save, field by field', () => {
  it('puts each 400 detail next to its field, items by number', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'is required', [
      { path: 'industry', message: 'is required' },
      { path: 'emerging_skills.2', message: 'items must be at most 200 characters' },
      { path: 'industry', message: 'a second reason' },
    ]);
    expect(saveFailure(error, fields, item)).toEqual({
      fields: { industry: 'Is required', emerging_skills: 'Item 3: items must be at most 200 characters' },
      message: null,
    });
  });

  it('keeps reasons without a form field for the notification', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Nothing to update', [{ path: '', message: 'Nothing to update: send at least one field' }]);
    expect(saveFailure(error, fields, item)).toEqual({ fields: {}, message: 'Nothing to update: send at least one field' });
  });

  it('shows a duplicate european_id (409) at that field', () => {
    const error = new ApiError(409, 'CONFLICT', 'A company with the european_id "DE-1" already exists.', { field: 'european_id' });
    expect(saveFailure(error, fields, item)).toEqual({ fields: { european_id: 'A company with the european_id "DE-1" already exists.' }, message: null });
  });

  it('passes anything else on as one message', () => {
    expect(saveFailure(new ApiError(500, 'INTERNAL_ERROR', 'Something broke'), fields, item)).toEqual({ fields: {}, message: 'Something broke' });
    expect(saveFailure(new Error('x'), fields, item)).toEqual({ fields: {}, message: null });
    expect(sentence('must be text')).toBe('Must be text');
  });
});
