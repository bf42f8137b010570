import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ShowcaseEvent, ShowcaseFile, ShowcaseJob, ShowcaseSession } from '@/contract/diagnostics';
import { diagnosticsKeys } from '@/web/features/diagnostics/api/diagnostics-runs';
import { apiFetch } from '@/web/lib/api-client';

export function getShowcaseSession(): Promise<ShowcaseSession> {
  return apiFetch<ShowcaseSession>('/api/admin/showcase/session');
}

export function showcaseSessionQueryOptions() {
  return queryOptions({ queryKey: diagnosticsKeys.showcaseSession(), queryFn: getShowcaseSession, retry: false });
}

export function useShowcaseSession() {
  return useQuery(showcaseSessionQueryOptions());
}

export function sendShowcaseEvent(): Promise<ShowcaseEvent> {
  return apiFetch<ShowcaseEvent>('/api/admin/showcase/realtime', { method: 'POST', json: {} });
}

export function queueShowcaseJob(): Promise<ShowcaseJob> {
  return apiFetch<ShowcaseJob>('/api/admin/showcase/job', { method: 'POST', json: {} });
}

export function getShowcaseJob(id: string): Promise<ShowcaseJob> {
  return apiFetch<ShowcaseJob>(`/api/admin/showcase/job/${encodeURIComponent(id)}`);
}

const JOB_POLL_MS = 250;

/** Follows a queued job until it completed or failed. */
export function useShowcaseJob(id: string | null) {
  return useQuery({
    queryKey: ['diagnostics', 'showcase', 'job', id],
    queryFn: () => getShowcaseJob(id!),
    enabled: id !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.state === 'completed' || query.state.data?.state === 'failed' ? false : JOB_POLL_MS),
  });
}

export function useQueueShowcaseJob() {
  return useMutation({ mutationFn: queueShowcaseJob });
}

export function storeShowcaseFile(): Promise<ShowcaseFile> {
  return apiFetch<ShowcaseFile>('/api/admin/showcase/file', { method: 'POST', json: {} });
}

export function useStoreShowcaseFile() {
  return useMutation({ mutationFn: storeShowcaseFile });
}
