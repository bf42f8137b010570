// Read-only views of data other screens own. Each query sits under the owner's root key (and, for
// the CV list and detail and the talents, the owner's exact key and shape), so every change made
// there, which invalidates ['cvs'], ['talents'], ['tasks'] or ['profile'], refreshes these too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CvList } from '@/contract/cvs';
import { apiFetch } from '@/web/lib/api-client';

export function getCvs(): Promise<CvList> {
  return apiFetch<CvList>('/api/cvs');
}

export function cvsQueryOptions() {
  return queryOptions({ queryKey: ['cvs', 'list'] as const, queryFn: getCvs });
}

/** The person's CVs, newest first. */
export function useCvs() {
  return useQuery(cvsQueryOptions());
}
