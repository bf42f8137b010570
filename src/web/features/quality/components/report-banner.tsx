import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/web/lib/format-date';

/** Marks a page as a fixed report with its date (spec 02: the analysis and audit pages are reports, not live figures). */
export function ReportBanner({ date }: { date: string }) {
  const { t } = useTranslation('quality');
  const { day } = useDateFormat();
  return (
    <Alert variant="light" color="gray" icon={<IconFileText aria-hidden="true" />} data-testid="report-banner">
      <Group gap="sm" wrap="wrap">
        <Badge variant="filled" color="dark">
          {t('report.badge')}
        </Badge>
        <Text fw={600} size="sm">
          {t('report.date', { date: day(date) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('report.note')}
        </Text>
      </Group>
    </Alert>
  );
}
