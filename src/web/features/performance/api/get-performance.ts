import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PerformanceData } from '@/contract/profile';
import { apiFetch } from '@/web/lib/api-client';

export const performanceKeys = { all: ['performance'] as const };

// The figures are derived from CVs, talents and tasks, which other screens change: when one of
// their queries is invalidated (a talent validated, a task completed…), these figures are stale too.
const SOURCE_ROOTS = new Set(['cvs', 'talents', 'tasks', 'profile', 'coach']);

export function getPerformance(): Promise<PerformanceData> {
  return apiFetch<PerformanceData>('/api/performance');
}

export function performanceQueryOptions() {
  // always refreshed when a screen opens: the figures move whenever anything else changes
  return queryOptions({ queryKey: performanceKeys.all, queryFn: getPerformance, staleTime: 0 });
}

function useFollowSourceChanges() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
        if (SOURCE_ROOTS.has(String(event.query.queryKey[0]))) void queryClient.invalidateQueries({ queryKey: performanceKeys.all });
      }),
    [queryClient],
  );
}

/** Progress over time: completeness, CV versions, talents and tasks per ISO week, totals. */
export function usePerformance() {
  useFollowSourceChanges();
  return useQuery(performanceQueryOptions());
}
