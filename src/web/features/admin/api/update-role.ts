import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleUpdate, RoleUpdateResult } from '@/contract/admin';
import { adminKeys } from '@/web/features/admin/api/get-users';
import { apiFetch } from '@/web/lib/api-client';

export function updateRole(body: RoleUpdate): Promise<RoleUpdateResult> {
  return apiFetch<RoleUpdateResult>('/api/admin/users/role', { method: 'POST', json: body });
}

/** Changes a role; the user list, the audit log and (for yourself) your own permissions refresh. */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.all }), queryClient.invalidateQueries({ queryKey: ['me'] })]),
  });
}
