import { describe, expect, it } from 'vitest';
import { durationParts, themeSyncState } from '@/web/features/brand/lib/sync-badge';

describe('themeSyncState', () => {
  it('is disconnected without brand profiles', () => {
    expect(themeSyncState([], [])).toBe('disconnected');
  });
  it('is syncing while an operation is pending or processing, whatever else', () => {
    expect(themeSyncState([], [{ status: 'pending' }])).toBe('syncing');
    expect(themeSyncState([{ status: 'synced' }], [{ status: 'failed' }, { status: 'processing' }])).toBe('syncing');
  });
  it('is disconnected when the newest operation failed or a profile is not synced', () => {
    expect(themeSyncState([{ status: 'synced' }], [{ status: 'failed' }, { status: 'completed' }])).toBe('disconnected');
    expect(themeSyncState([{ status: 'synced' }, { status: 'pending' }], [{ status: 'completed' }])).toBe('disconnected');
  });
  it('is synced when every profile is synced and the newest operation did not fail', () => {
    expect(themeSyncState([{ status: 'synced' }, { status: 'synced' }], [{ status: 'completed' }, { status: 'failed' }])).toBe('synced');
  });
});

describe('durationParts', () => {
  it('picks ms, s or min', () => {
    expect(durationParts(850)).toEqual({ unit: 'ms', value: 850 });
    expect(durationParts(4240)).toEqual({ unit: 's', value: 4.2 });
    expect(durationParts(180_000)).toEqual({ unit: 'min', value: 3 });
  });
});
