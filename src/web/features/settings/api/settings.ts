import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserSettingsUpdate, userSettingsSchema } from '@/contract/profile';
import { apiFetch } from '@/web/lib/api-client';

export type UserSettings = z.infer<typeof userSettingsSchema>;

export const settingsQueryKey = ['settings'] as const;

/** The person's saved settings (GET /api/settings). The app layer applies language, theme and time zone from it. */
export function useSettings(enabled = true) {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => apiFetch<UserSettings>('/api/settings'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** PATCH /api/settings with any subset; the saved settings replace the cached ones (and so take effect). */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UserSettingsUpdate) => apiFetch<UserSettings>('/api/settings', { method: 'PATCH', json: update }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  });
}
