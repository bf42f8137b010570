// Import, export, delete and apply a cultural theme, and the standalone package of one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CulturalTheme, StandalonePackage, Tenant } from '@/contract/design-system';
import { designSystemAdminKeys, themePath } from '@/web/features/design-system/api/admin-keys';
import { ApiError, apiFetch } from '@/web/lib/api-client';

function refreshDesignSystem(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: designSystemAdminKeys.all });
}

export function importTheme(theme: Record<string, unknown>): Promise<CulturalTheme> {
  return apiFetch<CulturalTheme>('/api/admin/themes/import', { method: 'POST', json: theme });
}

/** Apply = the tenant's default theme. */
export function applyTheme(tenantId: string, key: string): Promise<Tenant> {
  return apiFetch<Tenant>(`/api/admin/tenants/${encodeURIComponent(tenantId)}/theme`, { method: 'PUT', json: { key } });
}

export function deleteTheme(key: string): Promise<void> {
  return apiFetch<void>(themePath(key), { method: 'DELETE' });
}

export function getThemePackage(key: string): Promise<StandalonePackage> {
  return apiFetch<StandalonePackage>(`${themePath(key)}/package`);
}

/** A download the server names (export file, standalone package), and the name it is saved under. */
export async function fetchAttachment(path: string, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText || 'Request failed');
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename="?([^";]+)"?/.exec(disposition)?.[1];
  return { blob: await response.blob(), filename: named ?? fallbackName };
}

/** Saves a blob through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // give the browser a moment to start the download before the URL goes
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useImportTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ theme, tenantId }: { theme: Record<string, unknown>; tenantId: string | null }) => {
      const saved = await importTheme(theme);
      if (tenantId) await applyTheme(tenantId, saved.key);
      return saved;
    },
    onSettled: () => refreshDesignSystem(queryClient),
  });
}

export function useApplyTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tenantId, key }: { tenantId: string; key: string }) => applyTheme(tenantId, key),
    onSettled: () => refreshDesignSystem(queryClient),
  });
}

export function useDeleteTheme() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTheme, onSettled: () => refreshDesignSystem(queryClient) });
}

/** Downloads a theme's export file (`kind` 'export') or its standalone package. */
export function useDownloadTheme(kind: 'export' | 'package') {
  return useMutation({
    mutationFn: async (key: string) => {
      const base = key.replace('/', '-');
      const { blob, filename } = await fetchAttachment(
        `${themePath(key)}/${kind}`,
        kind === 'export' ? `${base}.json` : `${base}-package.json`,
      );
      saveBlob(blob, filename);
      return filename;
    },
  });
}

export function themePackageQueryOptions(key: string) {
  return queryOptions({ queryKey: designSystemAdminKeys.package(key), queryFn: () => getThemePackage(key), staleTime: 60_000 });
}

/** Generated on demand (`enabled` once asked for). */
export function useThemePackage(key: string | null, enabled = true) {
  return useQuery({ ...themePackageQueryOptions(key ?? ''), enabled: enabled && key !== null });
}
