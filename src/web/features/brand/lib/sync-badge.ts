import type { BrandProfile, SyncOperation, SyncOperationStatus } from '@/contract/brand';

export type ThemeSyncState = 'disconnected' | 'syncing' | 'synced';

export const isActive = (status: SyncOperationStatus) => status === 'pending' || status === 'processing';

/**
 * The theme sync badge (spec: disconnected, syncing, synced), as Kairos defines it:
 * syncing while any operation is pending or processing; otherwise disconnected when there are no
 * brand profiles, the newest operation failed, or some profile is not synced; synced when every
 * profile is. `operations` are newest first.
 */
export function themeSyncState(profiles: readonly Pick<BrandProfile, 'status'>[], operations: readonly Pick<SyncOperation, 'status'>[]): ThemeSyncState {
  if (operations.some((o) => isActive(o.status))) return 'syncing';
  if (!profiles.length) return 'disconnected';
  if (operations[0]?.status === 'failed') return 'disconnected';
  return profiles.every((p) => p.status === 'synced') ? 'synced' : 'disconnected';
}

/** A duration in the largest fitting unit: 850 ms, 4.2 s, 3 min. */
export function durationParts(ms: number): { unit: 'ms' | 's' | 'min'; value: number } {
  if (ms < 1000) return { unit: 'ms', value: Math.round(ms) };
  if (ms < 60_000) return { unit: 's', value: Math.round(ms / 100) / 10 };
  return { unit: 'min', value: Math.round(ms / 6000) / 10 };
}
