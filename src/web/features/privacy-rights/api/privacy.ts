import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ConsentsResponse, ConsentUpdate } from '@/contract/privacy';
import { ApiError, apiFetch } from '@/web/lib/api-client';

export const consentsQueryKey = ['privacy', 'consents'] as const;
/** The settings page's query (its switches and the consents are the same thing, kept in step both ways). */
const SETTINGS_QUERY_ROOT = 'settings';

export const EXPORT_URL = '/api/privacy/export';

export function jsonResumeUrl(cvId: string): string {
  return `/api/cvs/${encodeURIComponent(cvId)}/json-resume`;
}

export function useConsents() {
  const queryClient = useQueryClient();
  // a settings switch saved elsewhere on the page records a consent: show it here too
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === SETTINGS_QUERY_ROOT) {
          void queryClient.invalidateQueries({ queryKey: consentsQueryKey });
        }
      }),
    [queryClient],
  );
  return useQuery({ queryKey: consentsQueryKey, queryFn: () => apiFetch<ConsentsResponse>('/api/privacy/consents') });
}

export function useSetConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ConsentUpdate) => apiFetch<ConsentsResponse>('/api/privacy/consents', { method: 'POST', json: update }),
    onSuccess: (saved, update) => {
      queryClient.setQueryData(consentsQueryKey, saved);
      if (update.purpose !== 'external_model') void queryClient.invalidateQueries({ queryKey: [SETTINGS_QUERY_ROOT] });
    },
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirm: string) => apiFetch<null>('/api/account', { method: 'DELETE', json: { confirm } }),
  });
}

/** Fetches the archive and hands it to the browser as a download (a plain link would leave no way to show progress or errors). */
export async function downloadExport(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(EXPORT_URL, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(response.status, body?.error?.code ?? `HTTP_${response.status}`, body?.error?.message ?? 'Request failed');
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'kairos-data.zip';
  const url = URL.createObjectURL(await response.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
