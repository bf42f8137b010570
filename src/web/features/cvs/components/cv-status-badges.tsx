import { Badge, Group } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CvStatus } from '@/contract/cvs';
import { cvStatusColor } from '@/web/features/cvs/lib/cv-status';

/** The status badge (Analyzing, Complete, Error, Draft) and, on the active CV, an Active badge. */
export function CvStatusBadges({ status, isActive }: { status: CvStatus; isActive: boolean }) {
  const { t } = useTranslation('cvs');
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color={cvStatusColor[status]}>
        {t(`status.${status}`)}
      </Badge>
      {isActive ? (
        <Badge variant="filled" color="indigo" leftSection={<IconStarFilled size={10} aria-hidden="true" />}>
          {t('status.active')}
        </Badge>
      ) : null}
    </Group>
  );
}
