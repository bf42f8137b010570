import { Input, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { interfaceLanguages, themes, timezones } from '@/contract/profile';
import type { UserSettingsUpdate } from '@/contract/profile';
import { CulturalThemePicker } from '@/web/components/cultural-theme-picker';
import type { UserSettings } from '@/web/features/settings/api/settings';
import { SettingsCard } from '@/web/features/settings/components/settings-card';
import { culturalContexts, isCulturalContext, languageNames, timeNow, timeZoneName } from '@/web/features/settings/lib/preference-options';
import { useDateFormat } from '@/web/lib/format-date';

type Preferences = UserSettings['preferences'];

export function PreferencesPanel({ settings, save }: { settings: UserSettings; save: (update: UserSettingsUpdate) => void }) {
  const { t } = useTranslation('settings');
  const { locale } = useDateFormat();
  const themeLabelId = useId();
  const themeDescriptionId = useId();
  const preferences = settings.preferences;
  const change = (update: Partial<Preferences>) => save({ preferences: update });
  // a context saved by an older version (or by hand) stays choosable
  const contexts: readonly string[] = isCulturalContext(preferences.culturalContext)
    ? culturalContexts
    : [...culturalContexts, preferences.culturalContext];

  return (
    <SettingsCard title={t('preferences.title')} description={t('preferences.description')}>
      <Stack gap="lg" maw={520}>
        <NativeSelect
          label={t('preferences.language.label')}
          description={t('preferences.language.description')}
          value={preferences.language}
          onChange={(event) => change({ language: event.currentTarget.value as Preferences['language'] })}
        >
          {interfaceLanguages.map((language) => (
            // each language is named in itself, so whoever reads it can find their own
            <option key={language} value={language} lang={language}>
              {languageNames[language]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label={t('preferences.timezone.label')}
          description={t('preferences.timezone.description', { time: timeNow(locale, preferences.timezone) })}
          value={preferences.timezone}
          onChange={(event) => change({ timezone: event.currentTarget.value as Preferences['timezone'] })}
          data={timezones.map((zone) => ({
            value: zone,
            label: `${t(`preferences.timezone.cities.${zone}`)} · ${timeZoneName(locale, zone)}`,
          }))}
        />
        <Input.Wrapper
          label={t('preferences.theme.label')}
          description={t('preferences.theme.description')}
          labelElement="div"
          labelProps={{ id: themeLabelId }}
          descriptionProps={{ id: themeDescriptionId }}
        >
          <SegmentedControl
            mt={6}
            fullWidth
            aria-labelledby={themeLabelId}
            aria-describedby={themeDescriptionId}
            value={preferences.theme}
            onChange={(value) => change({ theme: value as Preferences['theme'] })}
            data={themes.map((theme) => ({ value: theme, label: t(`preferences.theme.${theme}`) }))}
          />
        </Input.Wrapper>
        <CulturalThemePicker />
        <NativeSelect
          label={t('preferences.culturalContext.label')}
          description={t('preferences.culturalContext.description')}
          value={preferences.culturalContext}
          onChange={(event) => change({ culturalContext: event.currentTarget.value })}
          data={contexts.map((context) => ({
            value: context,
            label: isCulturalContext(context) ? t(`preferences.culturalContext.options.${context}`) : context,
          }))}
        />
      </Stack>
    </SettingsCard>
  );
}
