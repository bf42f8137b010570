import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthSetup } from '@/contract/diagnostics';
import { diagnosticsKeys } from '@/web/features/diagnostics/api/diagnostics-runs';
import { apiFetch } from '@/web/lib/api-client';

export function getAuthSetup(): Promise<AuthSetup> {
  return apiFetch<AuthSetup>('/api/admin/auth-setup');
}

export function authSetupQueryOptions() {
  return queryOptions({ queryKey: diagnosticsKeys.authSetup(), queryFn: getAuthSetup, retry: false });
}

export function useAuthSetup() {
  return useQuery(authSetupQueryOptions());
}
