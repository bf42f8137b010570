import { useMantineColorScheme } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { changeLanguage } from '@/web/app/i18n';
import { useSettings, useUpdateSettings } from '@/web/features/settings/api/settings';
import { setPreferredTimeZone } from '@/web/lib/preferences';

type ColorScheme = 'light' | 'dark';

/**
 * Applies the person's saved preferences wherever they sign in: interface language, colour theme and
 * time zone follow the server's settings (the settings page saves into the same query, so a change
 * takes effect at once). Renders nothing.
 */
export function PreferencesSync({ enabled }: { enabled: boolean }) {
  const settings = useSettings(enabled);
  const { setColorScheme } = useMantineColorScheme();
  const preferences = settings.data?.preferences;
  const language = preferences?.language;
  const theme = preferences?.theme;
  const timezone = preferences?.timezone;

  useEffect(() => {
    if (language) void changeLanguage(language);
  }, [language]);

  useEffect(() => {
    if (theme) setColorScheme(theme === 'system' ? 'auto' : theme);
  }, [theme, setColorScheme]);

  useEffect(() => {
    if (timezone) setPreferredTimeZone(timezone);
  }, [timezone]);

  return null;
}

/** The header's light/dark switch saves the choice too, so the next sign-in keeps it. */
export function useSaveColorScheme(enabled: boolean): (scheme: ColorScheme) => void {
  const update = useUpdateSettings();
  const { mutate } = update;
  return useCallback(
    (scheme: ColorScheme) => {
      if (enabled) mutate({ preferences: { theme: scheme } });
    },
    [enabled, mutate],
  );
}
