import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebVitalRating } from '@/contract/web-vitals';
import { ratingColor } from '@/web/features/quality/lib/format';

export function RatingBadge({ rating }: { rating: WebVitalRating }) {
  const { t } = useTranslation('quality');
  return (
    <Badge color={ratingColor[rating]} variant="light" data-rating={rating}>
      {t(`ratings.${rating}`)}
    </Badge>
  );
}
