import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserSettingsUpdate, userSettingsSchema } from '@/contract/profile';
import { mergeSettings } from '@/web/features/settings/lib/merge-settings';
import { apiFetch } from '@/web/lib/api-client';

export type UserSettings = z.infer<typeof userSettingsSchema>;

export const settingsQueryKey = ['settings'] as const;
const settingsMutationKey = ['settings', 'update'] as const;

/** The person's saved settings (GET /api/settings). The app layer applies language, theme and time zone from it. */
export function useSettings(enabled = true) {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => apiFetch<UserSettings>('/api/settings'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * PATCH /api/settings with any subset; the saved settings replace the cached ones (and so take effect).
 * The change shows at once and is undone if the save fails. Saves run one after another (the server
 * reads, merges and writes: two at once could lose one), and only the last one's answer replaces the
 * cache, so quick successive changes never flicker back.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: settingsMutationKey,
    scope: { id: 'settings' },
    mutationFn: (update: UserSettingsUpdate) => apiFetch<UserSettings>('/api/settings', { method: 'PATCH', json: update }),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: settingsQueryKey });
      const previous = queryClient.getQueryData<UserSettings>(settingsQueryKey);
      if (previous) queryClient.setQueryData(settingsQueryKey, mergeSettings(previous, update));
      return { previous };
    },
    onSuccess: (saved) => {
      // this save is still counted while its own onSuccess runs
      if (queryClient.isMutating({ mutationKey: settingsMutationKey }) <= 1) queryClient.setQueryData(settingsQueryKey, saved);
    },
    onError: (_error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(settingsQueryKey, context.previous);
      void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
    },
  });
}
