// The person's profile (GET /api/profile) and saving any part of it (PUT /api/profile). A save
// answers with the whole profile, completeness included, which replaces the cached one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@/contract/profile';
import { apiFetch } from '@/web/lib/api-client';

export const profileQueryKey = ['profile'] as const;

export function getProfile(): Promise<Profile> {
  return apiFetch<Profile>('/api/profile');
}

export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiFetch<Profile>('/api/profile', { method: 'PUT', json: update });
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // the profile page, the settings page and the performance page read the same profile
    onSuccess: (saved) => queryClient.setQueryData(profileQueryKey, saved),
  });
}
