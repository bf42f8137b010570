import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { DEFAULT_THEME_KEY, themeKey } from '@/contract/design-system';
import type {
  ActiveTheme,
  CulturalTheme,
  CulturalThemeInput,
  DesignSystemUsage,
  StandalonePackage,
  Tenant,
  TenantContext,
  tenantCreateSchema,
  tenantUpdateSchema,
} from '@/contract/design-system';
import type { z } from 'zod';
import type { AppDeps } from '../../context';
import { culturalThemes, tenantHostnames, tenants, themePreferences } from '../../db/schema/design-system';
import { securityAuditLog } from '../../db/schema/platform';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { builtInThemes } from './builtin-themes';
import { checkThemeContrast, describeContrastFailures } from './contrast';
import { buildStandalonePackage } from './package';
import { invalidateTenantCache } from './tenant';

type ThemeRow = typeof culturalThemes.$inferSelect;
type TenantRow = typeof tenants.$inferSelect;
export type TenantCreate = z.output<typeof tenantCreateSchema>;
export type TenantUpdate = z.output<typeof tenantUpdateSchema>;
/** Who did an admin write, for the security log. */
export type Actor = { id: string; ipAddress: string | null; userAgent: string | null };

const THEME_NOT_FOUND = 'Theme not found';
const TENANT_NOT_FOUND = 'Tenant not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Days of import/apply events on the Analytics tab. */
export const USAGE_DAYS = 30;

// ---- themes ----

export function toThemeInput(row: ThemeRow): CulturalThemeInput {
  return { country: row.country, foundation: row.foundation, metadata: row.metadata, tokens: row.tokens, applications: row.applications };
}

export function toTheme(row: ThemeRow): CulturalTheme {
  return { ...toThemeInput(row), key: row.key, builtIn: row.builtIn, created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() };
}

export async function listThemes(deps: AppDeps): Promise<CulturalTheme[]> {
  const rows = await deps.database.db.select().from(culturalThemes).orderBy(desc(culturalThemes.builtIn), asc(culturalThemes.key));
  return rows.map(toTheme);
}

async function findTheme(deps: AppDeps, key: string): Promise<ThemeRow | undefined> {
  const [row] = await deps.database.db.select().from(culturalThemes).where(eq(culturalThemes.key, key));
  return row;
}

async function theme(deps: AppDeps, key: string): Promise<ThemeRow> {
  const row = await findTheme(deps, key);
  if (!row) throw new AppError('NOT_FOUND', THEME_NOT_FOUND);
  return row;
}

/** The person's choice, else the tenant's default (the site default on the default tenant), else japan. */
export async function activeTheme(deps: AppDeps, userId: string | null, tenant: TenantContext): Promise<ActiveTheme> {
  if (userId) {
    const [chosen] = await deps.database.db
      .select({ theme: culturalThemes })
      .from(themePreferences)
      .innerJoin(culturalThemes, eq(culturalThemes.key, themePreferences.themeKey))
      .where(eq(themePreferences.userId, userId));
    if (chosen) return { theme: toTheme(chosen.theme), source: 'person' };
  }
  const tenantTheme = await findTheme(deps, tenant.defaultThemeKey);
  if (tenantTheme) return { theme: toTheme(tenantTheme), source: tenant.isDefault ? 'default' : 'tenant' };
  return { theme: toTheme(await theme(deps, DEFAULT_THEME_KEY)), source: 'default' };
}

/** Saves (or with null clears) the person's theme; an unknown key is 404 'Theme not found'. */
export async function setThemePreference(deps: AppDeps, userId: string, key: string | null, tenant: TenantContext): Promise<ActiveTheme> {
  const { db } = deps.database;
  if (key === null) {
    await db.delete(themePreferences).where(eq(themePreferences.userId, userId));
  } else {
    await theme(deps, key);
    const now = new Date();
    await db
      .insert(themePreferences)
      .values({ userId, themeKey: key, updatedAt: now })
      .onConflictDoUpdate({ target: themePreferences.userId, set: { themeKey: key, updatedAt: now } });
  }
  return activeTheme(deps, userId, tenant);
}

/**
 * Stores an import file's theme: refused when a text pair is below WCAG AA (422, the failing pairs in
 * `details.failures`), or when it would replace a built-in theme (409); replaces another imported theme.
 */
export async function importTheme(deps: AppDeps, actor: Actor, input: CulturalThemeInput): Promise<{ theme: CulturalTheme; created: boolean }> {
  const key = themeKey(input.country, input.foundation);
  const failures = checkThemeContrast(input.tokens);
  if (failures.length) throw new AppError('UNPROCESSABLE', describeContrastFailures(failures), { failures });
  const existing = await findTheme(deps, key);
  if (existing?.builtIn) throw new AppError('CONFLICT', `${key} is a built-in theme and cannot be replaced; import it under another country or foundation`);
  const now = new Date();
  const values = { country: input.country, foundation: input.foundation, metadata: input.metadata, tokens: input.tokens, applications: input.applications };
  const [row] = await deps.database.db
    .insert(culturalThemes)
    .values({ key, ...values, builtIn: false, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: culturalThemes.key, set: { ...values, updatedAt: now }, where: eq(culturalThemes.builtIn, false) })
    .returning();
  if (!row) throw new AppError('CONFLICT', `${key} is a built-in theme and cannot be replaced`);
  await deps.audit.record({
    eventType: 'theme_imported',
    severity: 'info',
    userId: actor.id,
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent,
    details: { key, replaced: Boolean(existing), name: input.metadata.name },
  });
  return { theme: toTheme(row), created: !existing };
}

export async function exportTheme(deps: AppDeps, key: string): Promise<CulturalThemeInput> {
  return toThemeInput(await theme(deps, key));
}

export async function themePackage(deps: AppDeps, key: string): Promise<StandalonePackage> {
  return buildStandalonePackage(toThemeInput(await theme(deps, key)), new Date());
}

/** Deletes an imported theme no tenant uses (people who chose it fall back to their tenant's default). */
export async function deleteTheme(deps: AppDeps, actor: Actor, key: string): Promise<void> {
  const row = await theme(deps, key);
  if (row.builtIn) throw new AppError('CONFLICT', 'Built-in themes cannot be deleted');
  const users = await deps.database.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.defaultThemeKey, key)).orderBy(asc(tenants.name));
  if (users.length) {
    throw new AppError('CONFLICT', `This theme is the default of ${users.map((u) => u.name).join(', ')}; apply another theme there first`, {
      tenants: users.map((u) => u.name),
    });
  }
  await deps.database.db.delete(culturalThemes).where(and(eq(culturalThemes.key, key), eq(culturalThemes.builtIn, false)));
  await deps.audit.record({
    eventType: 'theme_deleted',
    severity: 'info',
    userId: actor.id,
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent,
    details: { key },
  });
}

// ---- start-up data ----

/** Writes the built-in themes from code (only rows that differ change), then the default tenant if there is none. */
export async function seedDesignSystem(deps: Pick<AppDeps, 'database'>): Promise<void> {
  const { db } = deps.database;
  for (const t of builtInThemes) {
    const values = { country: t.country, foundation: t.foundation, metadata: t.metadata, tokens: t.tokens, applications: t.applications };
    await db
      .insert(culturalThemes)
      .values({ key: themeKey(t.country, t.foundation), ...values, builtIn: true })
      .onConflictDoUpdate({
        target: culturalThemes.key,
        set: { ...values, builtIn: true, updatedAt: new Date() },
        where: sql`(${culturalThemes.metadata}, ${culturalThemes.tokens}, ${culturalThemes.applications}, ${culturalThemes.builtIn}) IS DISTINCT FROM (excluded.metadata, excluded.tokens, excluded.applications, true)`,
      });
  }
  // the partial unique index on is_default keeps a second starting process from adding another
  const [existing] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.isDefault, true));
  if (!existing) {
    await db
      .insert(tenants)
      .values({ name: 'Kairos', isDefault: true, branding: { displayName: 'Kairos', tagline: null }, defaultThemeKey: DEFAULT_THEME_KEY })
      .onConflictDoNothing();
  }
}

// ---- tenants ----

async function hostnamesOf(deps: AppDeps, ids: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return map;
  const rows = await deps.database.db
    .select()
    .from(tenantHostnames)
    .where(inArray(tenantHostnames.tenantId, ids))
    .orderBy(asc(tenantHostnames.hostname));
  for (const r of rows) map.get(r.tenantId)?.push(r.hostname);
  return map;
}

function toTenant(row: TenantRow, hostnames: string[]): Tenant {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.isDefault,
    hostnames,
    branding: row.branding,
    culturalSensitivityLevel: row.culturalSensitivityLevel,
    aiTransparencyRequired: row.aiTransparencyRequired,
    adaptiveTheming: row.adaptiveTheming,
    brandingIntegration: row.brandingIntegration,
    defaultThemeKey: row.defaultThemeKey,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listTenants(deps: AppDeps): Promise<Tenant[]> {
  const rows = await deps.database.db.select().from(tenants).orderBy(desc(tenants.isDefault), asc(tenants.name));
  const hosts = await hostnamesOf(deps, rows.map((r) => r.id));
  return rows.map((r) => toTenant(r, hosts.get(r.id) ?? []));
}

async function tenantRow(deps: AppDeps, id: string): Promise<TenantRow> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', TENANT_NOT_FOUND);
  const [row] = await deps.database.db.select().from(tenants).where(eq(tenants.id, id));
  if (!row) throw new AppError('NOT_FOUND', TENANT_NOT_FOUND);
  return row;
}

async function tenantById(deps: AppDeps, id: string): Promise<Tenant> {
  const row = await tenantRow(deps, id);
  return toTenant(row, (await hostnamesOf(deps, [id])).get(id) ?? []);
}

/** 409 naming the host names another tenant already serves. */
async function ensureHostnamesFree(deps: AppDeps, hostnames: string[], tenantId: string | null): Promise<void> {
  const taken = await deps.database.db
    .select({ hostname: tenantHostnames.hostname })
    .from(tenantHostnames)
    .where(and(inArray(tenantHostnames.hostname, hostnames), tenantId ? ne(tenantHostnames.tenantId, tenantId) : undefined));
  if (taken.length) {
    const list = taken.map((t) => t.hostname).join(', ');
    throw new AppError('CONFLICT', `Host name already used by another tenant: ${list}`, { hostnames: taken.map((t) => t.hostname) });
  }
}

const unique = (list: readonly string[]) => [...new Set(list)];

export async function createTenant(deps: AppDeps, input: TenantCreate): Promise<Tenant> {
  const hostnames = unique(input.hostnames);
  await theme(deps, input.defaultThemeKey);
  await ensureHostnamesFree(deps, hostnames, null);
  try {
    const id = await deps.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tenants)
        .values({
          name: input.name,
          branding: input.branding,
          culturalSensitivityLevel: input.culturalSensitivityLevel,
          aiTransparencyRequired: input.aiTransparencyRequired,
          adaptiveTheming: input.adaptiveTheming,
          brandingIntegration: input.brandingIntegration,
          defaultThemeKey: input.defaultThemeKey,
        })
        .returning({ id: tenants.id });
      if (!row) throw new Error('tenant insert returned no row');
      await tx.insert(tenantHostnames).values(hostnames.map((hostname) => ({ hostname, tenantId: row.id })));
      return row.id;
    });
    return await tenantById(deps, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Host name already used by another tenant');
    throw error;
  } finally {
    invalidateTenantCache(deps.database);
  }
}

export async function updateTenant(deps: AppDeps, id: string, update: TenantUpdate): Promise<Tenant> {
  await tenantRow(deps, id);
  if (update.defaultThemeKey !== undefined) await theme(deps, update.defaultThemeKey);
  const hostnames = update.hostnames ? unique(update.hostnames) : undefined;
  if (hostnames) await ensureHostnamesFree(deps, hostnames, id);
  try {
    await deps.database.db.transaction(async (tx) => {
      const { hostnames: _ignored, ...fields } = update;
      await tx
        .update(tenants)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(tenants.id, id));
      if (hostnames) {
        await tx.delete(tenantHostnames).where(eq(tenantHostnames.tenantId, id));
        await tx.insert(tenantHostnames).values(hostnames.map((hostname) => ({ hostname, tenantId: id })));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Host name already used by another tenant');
    throw error;
  } finally {
    invalidateTenantCache(deps.database);
  }
  return tenantById(deps, id);
}

export async function deleteTenant(deps: AppDeps, id: string): Promise<void> {
  const row = await tenantRow(deps, id);
  if (row.isDefault) throw new AppError('CONFLICT', 'The default tenant serves every unknown host name and cannot be deleted');
  await deps.database.db.delete(tenants).where(and(eq(tenants.id, id), eq(tenants.isDefault, false)));
  invalidateTenantCache(deps.database);
}

/** The cultural-themes page's Apply: the theme becomes the tenant's default. */
export async function applyTheme(deps: AppDeps, actor: Actor, id: string, key: string): Promise<Tenant> {
  const row = await tenantRow(deps, id);
  await theme(deps, key);
  await deps.database.db.update(tenants).set({ defaultThemeKey: key, updatedAt: new Date() }).where(eq(tenants.id, id));
  invalidateTenantCache(deps.database);
  await deps.audit.record({
    eventType: 'theme_applied',
    severity: 'info',
    userId: actor.id,
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent,
    details: { key, tenantId: id, tenant: row.name, previous: row.defaultThemeKey },
  });
  return tenantById(deps, id);
}

// ---- usage ----

/** Real figures: choices per theme, tenant defaults, and the import/apply events of the last 30 days (UTC days). */
export async function designSystemUsage(deps: AppDeps, now = new Date()): Promise<DesignSystemUsage> {
  const { db } = deps.database;
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (USAGE_DAYS - 1)));
  const day = sql<string>`to_char(${securityAuditLog.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const [themeRows, people, tenantCounts, events, [tenantTotal]] = await Promise.all([
    db.select({ key: culturalThemes.key, metadata: culturalThemes.metadata }).from(culturalThemes).orderBy(desc(culturalThemes.builtIn), asc(culturalThemes.key)),
    db.select({ key: themePreferences.themeKey, n: count() }).from(themePreferences).groupBy(themePreferences.themeKey),
    db.select({ key: tenants.defaultThemeKey, n: count() }).from(tenants).groupBy(tenants.defaultThemeKey),
    db
      .select({ day, type: securityAuditLog.eventType, n: count() })
      .from(securityAuditLog)
      .where(and(inArray(securityAuditLog.eventType, ['theme_imported', 'theme_applied']), gte(securityAuditLog.createdAt, since)))
      .groupBy(day, securityAuditLog.eventType),
    db.select({ n: count() }).from(tenants),
  ]);
  const peopleBy = new Map(people.map((p) => [p.key, Number(p.n)]));
  const tenantsBy = new Map(tenantCounts.map((t) => [t.key, Number(t.n)]));
  const days = Array.from({ length: USAGE_DAYS }, (_, i) => new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10));
  const eventsBy = new Map(days.map((d) => [d, { day: d, imports: 0, applies: 0 }]));
  for (const e of events) {
    const entry = eventsBy.get(e.day);
    if (!entry) continue;
    if (e.type === 'theme_imported') entry.imports += Number(e.n);
    else entry.applies += Number(e.n);
  }
  return {
    themes: themeRows.map((t) => ({ key: t.key, name: t.metadata.name, people: peopleBy.get(t.key) ?? 0, tenants: tenantsBy.get(t.key) ?? 0 })),
    events: [...eventsBy.values()],
    totals: {
      themes: themeRows.length,
      tenants: Number(tenantTotal?.n ?? 0),
      peopleWithChoice: [...peopleBy.values()].reduce((a, b) => a + b, 0),
    },
  };
}
