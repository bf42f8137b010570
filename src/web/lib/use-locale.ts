import { useTranslation } from 'react-i18next';

/** The language the interface is shown in, for Intl formatting. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}
