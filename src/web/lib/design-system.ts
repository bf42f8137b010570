import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ActiveTheme, CulturalTheme, TenantContext } from '@/contract/design-system';
import { apiFetch } from '@/web/lib/api-client';

/**
 * Cultural themes and the tenant, for every screen: the app layer applies the active theme, the
 * Settings picker and the design-system pages read and change it. Every query lives under
 * ['design-system'], so invalidating that root refreshes them all.
 */
export const designSystemKeys = {
  all: ['design-system'],
  active: ['design-system', 'active'],
  themes: ['design-system', 'themes'],
  tenant: ['design-system', 'tenant'],
} as const;

// ---- this device's choice (spec: visitors keep their theme in local storage) ----

const CHOICE_STORAGE_KEY = 'kairos.culturalTheme';
const choiceListeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked: the choice lasts for this page only
  }
}

/** The theme key chosen on this device, or null. */
export function readDeviceThemeKey(): string | null {
  try {
    return storage()?.getItem(CHOICE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeDeviceThemeKey(key: string | null): void {
  try {
    const store = storage();
    if (key) store?.setItem(CHOICE_STORAGE_KEY, key);
    else store?.removeItem(CHOICE_STORAGE_KEY);
  } catch {
    // quota or privacy mode: nothing to keep
  }
  for (const listener of choiceListeners) listener();
}

export function useDeviceThemeKey(): string | null {
  return useSyncExternalStore(
    (listener) => {
      choiceListeners.add(listener);
      return () => choiceListeners.delete(listener);
    },
    readDeviceThemeKey,
    () => null,
  );
}

// ---- whether the choice is also saved to the account (set by the app layer from the session) ----

let accountSignedIn = false;

/** The app layer tells the theme hooks whether someone is signed in (the server keeps their choice). */
export function setThemeAccountSignedIn(signedIn: boolean): void {
  accountSignedIn = signedIn;
}

// ---- fetchers ----

/** The theme that applies here, with where it came from; `fromDevice` when it is this device's unsaved choice. */
export type AppliedTheme = ActiveTheme & { fromDevice: boolean };

export function getThemes(): Promise<{ themes: CulturalTheme[] }> {
  return apiFetch<{ themes: CulturalTheme[] }>('/api/themes');
}

export function getTenant(): Promise<TenantContext> {
  return apiFetch<TenantContext>('/api/tenant');
}

/**
 * The server's answer (the person's saved choice, else the tenant's default, else japan), unless
 * this device holds a choice the server does not know: a visitor's pick, or one made before signing in.
 */
export async function getActiveTheme(): Promise<AppliedTheme> {
  const server = await apiFetch<ActiveTheme>('/api/themes/active');
  const deviceKey = readDeviceThemeKey();
  if (!deviceKey || server.source === 'person') return { ...server, fromDevice: false };
  if (deviceKey === server.theme.key) return { theme: server.theme, source: 'person', fromDevice: true };
  const chosen = (await getThemes()).themes.find((theme) => theme.key === deviceKey);
  // a theme removed since it was chosen: forget it
  if (!chosen) {
    writeDeviceThemeKey(null);
    return { ...server, fromDevice: false };
  }
  return { theme: chosen, source: 'person', fromDevice: true };
}

/** Saves a signed-in person's choice (null: back to the tenant's default). */
export function putThemePreference(key: string | null): Promise<unknown> {
  return apiFetch<unknown>('/api/themes/preference', { method: 'PUT', json: { key } });
}

// ---- query options and hooks ----

export function activeThemeQueryOptions() {
  return queryOptions({ queryKey: designSystemKeys.active, queryFn: getActiveTheme, staleTime: 5 * 60_000 });
}

export function themesQueryOptions() {
  return queryOptions({ queryKey: designSystemKeys.themes, queryFn: getThemes, staleTime: 5 * 60_000 });
}

export function tenantQueryOptions() {
  return queryOptions({ queryKey: designSystemKeys.tenant, queryFn: getTenant, staleTime: 30 * 60_000 });
}

/** The theme applied to the interface (see getActiveTheme). */
export function useActiveTheme() {
  return useQuery(activeThemeQueryOptions());
}

/** Every stored theme, built-in and imported. */
export function useThemes() {
  return useQuery(themesQueryOptions());
}

/** The tenant this host name selects. */
export function useTenant() {
  return useQuery(tenantQueryOptions());
}

/** The wordmark already says Kairos: a tenant's name is shown next to it only when it says something else. */
export function tenantDisplayName(tenant: TenantContext | undefined): string | null {
  // the default tenant is Kairos itself: no second name beside the wordmark
  if (!tenant || tenant.isDefault) return null;
  const name = tenant.branding.displayName.trim();
  return name && name.toLowerCase() !== 'kairos' ? name : null;
}

/**
 * Chooses a theme (null: back to the tenant's default). The interface changes at once: the choice is
 * kept on this device, put into the active-theme cache, and saved to the account when signed in.
 */
export function useSetThemePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (key: string | null) => {
      if (accountSignedIn) await putThemePreference(key);
      return key;
    },
    onMutate: async (key) => {
      await queryClient.cancelQueries({ queryKey: designSystemKeys.active });
      const previous = queryClient.getQueryData<AppliedTheme>(designSystemKeys.active);
      const previousDeviceKey = readDeviceThemeKey();
      writeDeviceThemeKey(key);
      const theme = key
        ? queryClient.getQueryData<{ themes: CulturalTheme[] }>(designSystemKeys.themes)?.themes.find((t) => t.key === key)
        : undefined;
      if (theme) queryClient.setQueryData<AppliedTheme>(designSystemKeys.active, { theme, source: 'person', fromDevice: !accountSignedIn });
      return { previous, previousDeviceKey };
    },
    onError: (_error, _key, context) => {
      writeDeviceThemeKey(context?.previousDeviceKey ?? null);
      if (context?.previous) queryClient.setQueryData(designSystemKeys.active, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: designSystemKeys.active }),
  });
}
