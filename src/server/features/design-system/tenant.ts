import type { Context, MiddlewareHandler } from 'hono';
import { DEFAULT_THEME_KEY } from '@/contract/design-system';
import type { TenantContext } from '@/contract/design-system';
import type { AppEnv } from '../../context';
import type { Database } from '../../db/client';
import { tenantHostnames, tenants } from '../../db/schema/design-system';

/** How long one process trusts its copy of the tenant table (admin writes in this process clear it at once). */
export const TENANT_CACHE_MS = 30_000;

type TenantRow = typeof tenants.$inferSelect;
type Snapshot = { loadedAt: number; byHost: Map<string, TenantRow>; fallback: TenantRow | null };

// per database: tests run several apps (each on its own database) in one process
const cache = new WeakMap<Database, Snapshot>();

export function invalidateTenantCache(database: Database): void {
  cache.delete(database);
}

async function snapshot(database: Database): Promise<Snapshot> {
  const cached = cache.get(database);
  if (cached && Date.now() - cached.loadedAt < TENANT_CACHE_MS) return cached;
  const [rows, hosts] = await Promise.all([database.db.select().from(tenants), database.db.select().from(tenantHostnames)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byHost = new Map<string, TenantRow>();
  for (const h of hosts) {
    const t = byId.get(h.tenantId);
    if (t) byHost.set(h.hostname, t);
  }
  const fresh = { loadedAt: Date.now(), byHost, fallback: rows.find((r) => r.isDefault) ?? null };
  cache.set(database, fresh);
  return fresh;
}

/** Lower-case host name without port (`[::1]:3000` → `::1`), or '' when absent. */
export function normaliseHost(value: string | undefined): string {
  const host = (value ?? '').split(',').pop()?.trim().toLowerCase() ?? '';
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']') > 0 ? host.indexOf(']') : undefined);
  return host.replace(/:\d*$/, '').replace(/\.$/, '');
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The host name the visitor asked for: X-Forwarded-Host (its right-most entry, written by the proxy next to us)
 * only when the socket peer is a trusted proxy, else the Host header, else the URL's.
 */
export function requestHostname(c: Context, trustProxy: readonly string[]): string {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress?.replace(/^::ffff:/, '');
  const forwarded = peer && trustProxy.includes(peer) ? normaliseHost(c.req.header('x-forwarded-host')) : '';
  return forwarded || normaliseHost(c.req.header('host')) || normaliseHost(new URL(c.req.url).host);
}

/** The tenant used when none is stored (or the database cannot be read): Kairos with the spec's defaults. */
function builtInTenant(hostname: string): TenantContext {
  return {
    tenantId: 'default',
    isDefault: true,
    name: 'Kairos',
    hostname,
    branding: { displayName: 'Kairos', tagline: null },
    culturalSensitivityLevel: 'high',
    aiTransparencyRequired: true,
    adaptiveTheming: true,
    defaultThemeKey: DEFAULT_THEME_KEY,
  };
}

export function toTenantContext(row: TenantRow, hostname: string): TenantContext {
  return {
    tenantId: row.id,
    isDefault: row.isDefault,
    name: row.name,
    hostname,
    branding: row.branding,
    culturalSensitivityLevel: row.culturalSensitivityLevel,
    aiTransparencyRequired: row.aiTransparencyRequired,
    adaptiveTheming: row.adaptiveTheming,
    defaultThemeKey: row.defaultThemeKey,
  };
}

export async function resolveTenant(database: Database, hostname: string): Promise<TenantContext> {
  const snap = await snapshot(database);
  const row = snap.byHost.get(hostname) ?? snap.fallback;
  return row ? toTenantContext(row, hostname) : builtInTenant(hostname);
}

/** Sets `c.var.tenant` for every request from its host name (app.ts registers it once). */
export function tenantMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { deps } = c.var;
    const hostname = requestHostname(c, deps.config.trustProxy);
    try {
      c.set('tenant', await resolveTenant(deps.database, hostname));
    } catch (error) {
      // a database hiccup must not take every page down: serve the built-in default tenant
      deps.logger.error('tenant lookup failed', { error: String(error) });
      c.set('tenant', builtInTenant(hostname));
    }
    await next();
  };
}
