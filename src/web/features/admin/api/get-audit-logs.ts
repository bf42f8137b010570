import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogList } from '@/contract/admin';
import { adminKeys } from '@/web/features/admin/api/get-users';
import { apiFetch } from '@/web/lib/api-client';

export function getAuditLogs(userId: string | null): Promise<AuditLogList> {
  const search = userId ? `?${new URLSearchParams({ user_id: userId }).toString()}` : '';
  return apiFetch<AuditLogList>(`/api/admin/audit-logs${search}`);
}

export function auditLogsQueryOptions(userId: string | null) {
  return queryOptions({ queryKey: adminKeys.auditLogs(userId), queryFn: () => getAuditLogs(userId) });
}

/** Role changes and refused attempts, newest first, optionally about one person. */
export function useAuditLogs(userId: string | null) {
  return useQuery(auditLogsQueryOptions(userId));
}
