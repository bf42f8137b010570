import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, supportedLanguages } from '@/web/app/i18n';
import type { SupportedLanguage } from '@/web/app/i18n';

/** Each language named in itself, so people find theirs whatever the page is shown in. */
const languageNames: Record<SupportedLanguage, string> = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español', it: 'Italiano', nl: 'Nederlands' };

const PICKER_ID = 'footer-language';

/**
 * The interface language, for visitors and signed-in people alike (a native select: no extra code on
 * the landing page). Signed in, `onChange` saves the choice to the person's settings.
 */
export function LanguagePicker({ onChange }: { onChange?: (language: SupportedLanguage) => void }) {
  const { t, i18n } = useTranslation('footer');
  const current = (supportedLanguages as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage as SupportedLanguage)
    : 'en';
  return (
    <Group gap="xs" wrap="nowrap">
      <Text component="label" htmlFor={PICKER_ID} size="sm" c="dimmed">
        {t('language')}
      </Text>
      <select
        id={PICKER_ID}
        className="kairos-native-select"
        value={current}
        onChange={(event) => {
          const language = event.currentTarget.value as SupportedLanguage;
          void changeLanguage(language);
          onChange?.(language);
        }}
      >
        {supportedLanguages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </Group>
  );
}
