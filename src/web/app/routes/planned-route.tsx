import { useTranslation } from 'react-i18next';
import type { navEn } from '@/web/app/locales/en/nav';
import { PlannedPage } from '@/web/components/planned-page';

export type PlannedPageKey = keyof (typeof navEn)['pages'];

export function PlannedRoute({ page }: { page: PlannedPageKey }) {
  const { t } = useTranslation('nav');
  return <PlannedPage title={t(`pages.${page}`)} />;
}
