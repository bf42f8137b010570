// The tenants an administrator manages, and the design-system usage figures.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DesignSystemUsage, Tenant, tenantCreateSchema, tenantUpdateSchema } from '@/contract/design-system';
import { designSystemAdminKeys } from '@/web/features/design-system/api/admin-keys';
import { apiFetch } from '@/web/lib/api-client';

export type TenantCreateBody = z.input<typeof tenantCreateSchema>;
export type TenantUpdateBody = z.input<typeof tenantUpdateSchema>;

const tenantPath = (id: string) => `/api/admin/tenants/${encodeURIComponent(id)}`;

export function getTenants(): Promise<{ tenants: Tenant[] }> {
  return apiFetch<{ tenants: Tenant[] }>('/api/admin/tenants');
}

export function tenantsQueryOptions() {
  return queryOptions({ queryKey: designSystemAdminKeys.tenants, queryFn: getTenants });
}

export function useTenants() {
  return useQuery(tenantsQueryOptions());
}

export function getDesignSystemUsage(): Promise<DesignSystemUsage> {
  return apiFetch<DesignSystemUsage>('/api/admin/design-system/usage');
}

export function useDesignSystemUsage() {
  return useQuery({ queryKey: designSystemAdminKeys.usage, queryFn: getDesignSystemUsage });
}

export function useSaveTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TenantCreateBody | TenantUpdateBody }) =>
      id === null
        ? apiFetch<Tenant>('/api/admin/tenants', { method: 'POST', json: body as TenantCreateBody })
        : apiFetch<Tenant>(tenantPath(id), { method: 'PATCH', json: body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: designSystemAdminKeys.all }),
  });
}

export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(tenantPath(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: designSystemAdminKeys.all }),
  });
}
