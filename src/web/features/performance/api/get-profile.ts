import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@/contract/profile';
import { apiFetch } from '@/web/lib/api-client';

export function getProfile(): Promise<Profile> {
  return apiFetch<Profile>('/api/profile');
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: ['profile', 'performance'] as const, queryFn: getProfile, staleTime: 0 });
}

/** The profile, for what is still missing from it. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
