import { useMantineColorScheme } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { changeLanguage, i18n, supportedLanguages } from '@/web/app/i18n';
import type { SupportedLanguage } from '@/web/app/i18n';
import { useSettings, useUpdateSettings } from '@/web/features/settings/api/settings';
import { setPreferredTimeZone } from '@/web/lib/preferences';

type ColorScheme = 'light' | 'dark';

function asLanguage(value: string | undefined): SupportedLanguage | null {
  return value && (supportedLanguages as readonly string[]).includes(value) ? (value as SupportedLanguage) : null;
}

/**
 * Applies the person's saved preferences wherever they sign in: interface language, colour theme and
 * time zone follow the server's settings (the settings page saves into the same query, so a change
 * takes effect at once). Someone who never saved settings keeps this device's choices, and a
 * language picked on this device (footer, before signing up) is saved for them. Renders nothing.
 */
export function PreferencesSync({ enabled }: { enabled: boolean }) {
  const settings = useSettings(enabled);
  const { mutate } = useUpdateSettings();
  const { setColorScheme } = useMantineColorScheme();
  const saved = settings.data?.updated_at != null;
  const preferences = settings.data?.preferences;
  const language = preferences?.language;
  const theme = preferences?.theme;
  const timezone = preferences?.timezone;

  useEffect(() => {
    const deviceLanguage = asLanguage(i18n.resolvedLanguage);
    if (!language || !deviceLanguage || language === deviceLanguage) return;
    if (saved) void changeLanguage(language);
    else mutate({ preferences: { language: deviceLanguage } });
  }, [language, saved, mutate]);

  useEffect(() => {
    if (saved && theme) setColorScheme(theme === 'system' ? 'auto' : theme);
  }, [saved, theme, setColorScheme]);

  useEffect(() => {
    if (saved && timezone) setPreferredTimeZone(timezone);
  }, [saved, timezone]);

  return null;
}

/** The footer's language picker, signed in: switch at once and save it for every device. */
export function useSaveLanguage(enabled: boolean): (language: SupportedLanguage) => void {
  const { mutate } = useUpdateSettings();
  return useCallback(
    (language: SupportedLanguage) => {
      if (enabled) mutate({ preferences: { language } });
    },
    [enabled, mutate],
  );
}

/** The header's light/dark switch saves the choice too, so the next sign-in keeps it. */
export function useSaveColorScheme(enabled: boolean): (scheme: ColorScheme) => void {
  const { mutate } = useUpdateSettings();
  return useCallback(
    (scheme: ColorScheme) => {
      if (enabled) mutate({ preferences: { theme: scheme } });
    },
    [enabled, mutate],
  );
}
