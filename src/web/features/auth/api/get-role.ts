import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';

export type Role = 'user' | 'admin';

export interface RoleInfo {
  role: Role;
  is_admin: boolean;
  is_super_admin: boolean;
  permissions: Record<string, boolean>;
}

export const roleQueryKey = ['me', 'role'] as const;

/** What the client assumes when the role check fails: an ordinary user with no permissions. */
export const fallbackRole: RoleInfo = { role: 'user', is_admin: false, is_super_admin: false, permissions: {} };

export function getRole(): Promise<RoleInfo> {
  return apiFetch<RoleInfo>('/api/me/role');
}

export function roleQueryOptions() {
  return queryOptions({ queryKey: roleQueryKey, queryFn: getRole });
}

/** Role of the signed-in person; only queried while `enabled` (i.e. with a session). */
export function useRole(enabled: boolean) {
  const query = useQuery({ ...roleQueryOptions(), enabled });
  const role = query.data ?? fallbackRole;
  return {
    role,
    isAdmin: query.isSuccess && role.is_admin,
    isSuperAdmin: query.isSuccess && role.is_super_admin,
    isPending: enabled && query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
