import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CvList } from '@/contract/cvs';
import { processingPollMs, useLiveEventsConnected } from '@/web/features/cvs/api/live-status';
import { apiFetch } from '@/web/lib/api-client';

/** Every CV query lives under ['cvs']: invalidating that refreshes lists and details at once. */
export const cvsKeys = {
  all: ['cvs'] as const,
  list: () => ['cvs', 'list'] as const,
  detail: (id: string) => ['cvs', 'detail', id] as const,
};

export function getCvs(): Promise<CvList> {
  return apiFetch<CvList>('/api/cvs');
}

export function cvsQueryOptions() {
  return queryOptions({ queryKey: cvsKeys.list(), queryFn: getCvs });
}

/** The person's CVs, newest first, with the dashboard counters; polls while one is processing. */
export function useCvs() {
  const live = useLiveEventsConnected();
  return useQuery({
    ...cvsQueryOptions(),
    refetchInterval: (query) => (query.state.data?.cvs.some((cv) => cv.status === 'processing') ? processingPollMs(live) : false),
  });
}
