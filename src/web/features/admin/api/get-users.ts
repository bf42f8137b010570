import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_USERS_PAGE_SIZE } from '@/contract/admin';
import type { AdminUserList } from '@/contract/admin';
import { apiFetch } from '@/web/lib/api-client';

export type AdminUsersParams = { q: string; page: number };

export const adminKeys = {
  all: ['admin'] as const,
  users: () => ['admin', 'users'] as const,
  userPage: (params: AdminUsersParams) => ['admin', 'users', params] as const,
  auditLogs: (userId: string | null) => ['admin', 'audit-logs', userId] as const,
  permissions: ['me', 'permissions'] as const,
};

export function getAdminUsers({ q, page }: AdminUsersParams): Promise<AdminUserList> {
  const search = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_USERS_PAGE_SIZE) });
  if (q.trim()) search.set('q', q.trim());
  return apiFetch<AdminUserList>(`/api/admin/users?${search.toString()}`);
}

export function adminUsersQueryOptions(params: AdminUsersParams) {
  return queryOptions({ queryKey: adminKeys.userPage(params), queryFn: () => getAdminUsers(params) });
}

/** One page of accounts; the previous page stays on screen while the next loads. */
export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({ ...adminUsersQueryOptions(params), placeholderData: keepPreviousData });
}
