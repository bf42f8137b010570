import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiagnosticsRun, LastDiagnosticsRun } from '@/contract/diagnostics';
import { apiFetch } from '@/web/lib/api-client';

export const diagnosticsKeys = {
  all: ['diagnostics'] as const,
  last: () => ['diagnostics', 'last'] as const,
  authSetup: () => ['diagnostics', 'auth-setup'] as const,
  showcaseSession: () => ['diagnostics', 'showcase', 'session'] as const,
};

export function getLastRun(): Promise<LastDiagnosticsRun> {
  return apiFetch<LastDiagnosticsRun>('/api/admin/diagnostics/last');
}

export function lastRunQueryOptions() {
  return queryOptions({ queryKey: diagnosticsKeys.last(), queryFn: getLastRun, retry: false });
}

/** The server's last run (null before the first), loaded when the page opens. */
export function useLastRun() {
  return useQuery(lastRunQueryOptions());
}

export function runDiagnostics(): Promise<DiagnosticsRun> {
  return apiFetch<DiagnosticsRun>('/api/admin/diagnostics/run', { method: 'POST', json: {} });
}

/** Runs the integration tests; the answer becomes the last run. */
export function useRunDiagnostics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runDiagnostics,
    onSuccess: (run) => queryClient.setQueryData<LastDiagnosticsRun>(diagnosticsKeys.last(), { run }),
  });
}
