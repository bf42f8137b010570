import { useTranslation } from 'react-i18next';
import { durationParts } from '@/web/features/brand/lib/sync-badge';
import { useLocale } from '@/web/lib/use-locale';

/** Formats a duration in ms in the interface language ("4.2 s"); null shows a dash. */
export function useDuration(): (ms: number | null) => string {
  const { t } = useTranslation('brand');
  const locale = useLocale();
  return (ms) => {
    if (ms === null) return t('duration.none');
    const { unit, value } = durationParts(ms);
    return t(`duration.${unit}`, { value: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value) });
  };
}
