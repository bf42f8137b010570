// Who sees each profile field (GET/PUT /api/profile/sharing). A save answers with every field's
// visibility, which replaces the cached one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SharingSettings, SharingUpdate } from '@/contract/visibility';
import { apiFetch } from '@/web/lib/api-client';

export const sharingQueryKey = ['profile-sharing'] as const;

export function getSharing(): Promise<SharingSettings> {
  return apiFetch<SharingSettings>('/api/profile/sharing');
}

export function updateSharing(update: SharingUpdate): Promise<SharingSettings> {
  return apiFetch<SharingSettings>('/api/profile/sharing', { method: 'PUT', json: update });
}

export function useSharing() {
  return useQuery({ queryKey: sharingQueryKey, queryFn: getSharing });
}

/** Shows the choice at once (a switch must move when pressed) and goes back to what was if the save fails. */
export function useUpdateSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSharing,
    onMutate: (update: SharingUpdate) => {
      const before = queryClient.getQueryData<SharingSettings>(sharingQueryKey);
      if (before) queryClient.setQueryData<SharingSettings>(sharingQueryKey, { ...before, ...update, fields: { ...before.fields, ...update.fields } });
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) queryClient.setQueryData(sharingQueryKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(sharingQueryKey, saved),
  });
}
