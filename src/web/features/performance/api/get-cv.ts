import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CvDetail } from '@/contract/cvs';
import { apiFetch } from '@/web/lib/api-client';

export function getCv(id: string): Promise<CvDetail> {
  return apiFetch<CvDetail>(`/api/cvs/${encodeURIComponent(id)}`);
}

export function cvQueryOptions(id: string) {
  return queryOptions({ queryKey: ['cvs', 'detail', id] as const, queryFn: () => getCv(id) });
}

/** One CV with its analysis (insights); idle without an id. */
export function useCv(id: string | undefined) {
  return useQuery({ ...cvQueryOptions(id ?? ''), enabled: Boolean(id) });
}
