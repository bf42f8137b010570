// The server answers a refused tenant with `details: [{ path, message }]` (zod issues, or its own
// rule such as a host name another tenant uses); this puts each message under its form field.

export const tenantFields = ['name', 'hostnames', 'displayName', 'tagline', 'defaultThemeKey'] as const;
export type TenantField = (typeof tenantFields)[number];

function fieldOf(path: string): TenantField | null {
  const [head, second] = path.split('.');
  if (head === 'branding') return second === 'tagline' ? 'tagline' : second === 'displayName' ? 'displayName' : null;
  return (tenantFields as readonly string[]).includes(head ?? '') ? (head as TenantField) : null;
}

/** The first message for each field the details name; unknown paths are left out. A conflict names
 * the host names already in use (`{ hostnames: [...] }`): its message goes under that field. */
export function fieldErrors(details: unknown, message?: string): Partial<Record<TenantField, string>> {
  if (message && typeof details === 'object' && details !== null && Array.isArray((details as { hostnames?: unknown }).hostnames)) {
    return { hostnames: message };
  }
  const list = Array.isArray(details)
    ? details
    : typeof details === 'object' && details !== null && 'field' in details
      ? [{ path: (details as { field: unknown }).field, message: (details as { message?: unknown }).message }]
      : [];
  const out: Partial<Record<TenantField, string>> = {};
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    const where = Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
    const field = fieldOf(where);
    if (field && !out[field] && typeof message === 'string') out[field] = message;
  }
  return out;
}
