import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CvDetail } from '@/contract/cvs';
import { cvsKeys } from '@/web/features/cvs/api/get-cvs';
import { processingPollMs, useLiveEventsConnected } from '@/web/features/cvs/api/live-status';
import { ApiError, apiFetch } from '@/web/lib/api-client';

export function getCv(id: string): Promise<CvDetail> {
  return apiFetch<CvDetail>(`/api/cvs/${encodeURIComponent(id)}`);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function cvQueryOptions(id: string) {
  return queryOptions({
    queryKey: cvsKeys.detail(id),
    queryFn: () => getCv(id),
    // a missing CV stays missing: answer at once instead of retrying
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** One CV with its analysis; polls while it is processing (live events usually arrive first). */
export function useCv(id: string | null) {
  const live = useLiveEventsConnected();
  return useQuery({
    ...cvQueryOptions(id ?? ''),
    enabled: id !== null && id !== '',
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? processingPollMs(live) : false),
  });
}
