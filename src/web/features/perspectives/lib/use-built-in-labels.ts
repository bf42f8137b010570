import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuiltInLabels } from '@/web/features/perspectives/lib/perspective-display';

/** The built-ins' names and audiences in the interface language. */
export function useBuiltInLabels(): BuiltInLabels {
  const { t } = useTranslation('perspectives');
  return useMemo(
    () => ({
      name: (kind) => t(`defaultNames.${kind}`),
      audience: (kind) => t(`defaultAudiences.${kind}`),
      generalAudience: t('generalAudience'),
    }),
    [t],
  );
}
