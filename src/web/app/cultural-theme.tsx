import '@/web/app/cultural-theme.css';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import type { MantineThemeOverride } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { CulturalTheme } from '@/contract/design-system';
import { cssVariablesResolver } from '@/web/app/theme';
import { useAuth } from '@/web/features/auth/components/auth-provider';
import {
  designSystemKeys,
  readDeviceThemeKey,
  setThemeAccountSignedIn,
  tenantDisplayName,
  useActiveTheme,
  useSetThemePreference,
  useTenant,
  writeDeviceThemeKey,
} from '@/web/lib/design-system';
import { themeToMantine } from '@/web/lib/theme-tokens';

/**
 * The cultural theme runtime (spec 02 §3, §4): the active theme's tokens drive Mantine's theme and
 * the CSS variables of the whole interface, and a change re-renders them in place, without a reload.
 * The last applied theme is kept on this device and applied at start, so a returning visitor sees no
 * flash of the default look while /api/themes/active answers.
 */

const APPLIED_STORAGE_KEY = 'kairos.culturalTheme.applied';

function readAppliedTheme(): CulturalTheme | null {
  try {
    const raw = window.localStorage.getItem(APPLIED_STORAGE_KEY);
    if (!raw) return null;
    const theme = JSON.parse(raw) as CulturalTheme;
    return typeof theme.key === 'string' && typeof theme.tokens === 'object' ? theme : null;
  } catch {
    return null;
  }
}

function writeAppliedTheme(theme: CulturalTheme): void {
  try {
    window.localStorage.setItem(APPLIED_STORAGE_KEY, JSON.stringify(theme));
  } catch {
    // storage full or blocked: the next start shows the default look until the server answers
  }
}

/** The Mantine override for a theme, or null when the tokens cannot be read (a stale cache, say). */
function safeOverride(theme: CulturalTheme | null): MantineThemeOverride | null {
  if (!theme) return null;
  try {
    return themeToMantine(theme);
  } catch {
    return null;
  }
}

/** MantineProvider with the active cultural theme merged over the app's base theme. Needs the query client. */
export function CulturalThemeProvider({ baseTheme, children }: { baseTheme: MantineThemeOverride; children: ReactNode }) {
  const active = useActiveTheme();
  const [cached] = useState(readAppliedTheme);
  // the query's structural sharing keeps this object while the theme's data stays the same
  const theme = active.data?.theme ?? cached;

  useEffect(() => {
    if (active.data) writeAppliedTheme(active.data.theme);
  }, [active.data]);

  useEffect(() => {
    if (theme) document.documentElement.dataset.culturalTheme = theme.key;
  }, [theme]);

  const override = useMemo(() => safeOverride(theme), [theme]);
  const mantineTheme = useMemo(() => (override ? mergeThemeOverrides(baseTheme, override) : baseTheme), [baseTheme, override]);

  return (
    <MantineProvider theme={mantineTheme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/**
 * Keeps the theme choice with the account (inside the router, under the session): on sign-in the
 * server's choice wins when there is one, otherwise this device's choice is saved to the account;
 * signing in or out asks the server again. Also puts the tenant's name in the default tab title. Renders nothing.
 */
export function CulturalThemeSync() {
  const { user, isPending } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const active = useActiveTheme();
  const { mutate } = useSetThemePreference();
  const previousUser = useRef<string | null | undefined>(undefined);
  const savedFor = useRef<string | null>(null);
  const tenantName = tenantDisplayName(useTenant().data);

  // pages without a title of their own keep the default one: on a tenant's host it carries the tenant's name too
  useEffect(() => {
    const suffix = tenantName ? ` · ${tenantName}` : '';
    if (suffix && !document.title.endsWith(suffix)) document.title = `${document.title}${suffix}`;
  }, [tenantName]);

  useEffect(() => {
    if (isPending) return;
    setThemeAccountSignedIn(userId !== null);
    if (previousUser.current !== undefined && previousUser.current !== userId) {
      void queryClient.invalidateQueries({ queryKey: designSystemKeys.active });
    }
    previousUser.current = userId;
  }, [userId, isPending, queryClient]);

  const data = active.data;
  const settled = !active.isFetching && !isPending;
  useEffect(() => {
    if (!userId || !data || !settled) return;
    if (data.fromDevice) {
      // once per person and theme: a refused save must not loop
      const attempt = `${userId}:${data.theme.key}`;
      if (savedFor.current === attempt) return;
      savedFor.current = attempt;
      mutate(data.theme.key);
    } else if (data.source === 'person' && readDeviceThemeKey() !== data.theme.key) {
      writeDeviceThemeKey(data.theme.key);
    }
  }, [userId, data, settled, mutate]);

  return null;
}
