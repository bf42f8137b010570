// Query keys of the admin design-system screens. Every key starts with 'design-system', so one
// invalidation of ['design-system'] after an import or apply refreshes these and the theme runtime.
export const designSystemAdminKeys = {
  all: ['design-system'] as const,
  tenants: ['design-system', 'admin', 'tenants'] as const,
  usage: ['design-system', 'admin', 'usage'] as const,
  package: (key: string) => ['design-system', 'admin', 'package', key] as const,
};

/** `japan/traditional-nihon` → the URL path of that theme under /api/admin/themes. */
export function themePath(key: string): string {
  const [country = '', foundation = ''] = key.split('/');
  return `/api/admin/themes/${encodeURIComponent(country)}/${encodeURIComponent(foundation)}`;
}
