import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionsResponse } from '@/contract/admin';
import { adminKeys } from '@/web/features/admin/api/get-users';
import { apiFetch } from '@/web/lib/api-client';

export function getPermissions(): Promise<PermissionsResponse> {
  return apiFetch<PermissionsResponse>('/api/me/permissions');
}

export function permissionsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.permissions, queryFn: getPermissions });
}

/** The named permissions the server grants the signed-in person. */
export function usePermissions() {
  return useQuery(permissionsQueryOptions());
}
