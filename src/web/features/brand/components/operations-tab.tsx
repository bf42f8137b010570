import { Paper, Table, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useOperations } from '@/web/features/brand/api/brand-queries';
import { useDuration } from '@/web/features/brand/components/duration';
import { StatusBadge } from '@/web/features/brand/components/status-badge';
import { useDateFormat } from '@/web/lib/format-date';

/** Sync Operations tab: newest first, with status, timestamps and durations; polls while any is open. */
export function OperationsTab() {
  const { t } = useTranslation('brand');
  const operations = useOperations();
  const { dateTime } = useDateFormat();
  const duration = useDuration();

  if (operations.error && !operations.data) {
    return <LoadError title={t('operations.loadFailed')} message={operations.error.message} onRetry={() => void operations.refetch()} retrying={operations.isFetching} />;
  }
  if (!operations.data) return <PageLoader label={t('operations.loading')} minHeight={160} />;
  if (!operations.data.operations.length) {
    return <EmptyState icon={<IconListDetails size={28} />} title={t('operations.emptyTitle')} description={t('operations.emptyText')} order={2} />;
  }
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" aria-label={t('operations.listLabel')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('operations.brand')}</Table.Th>
              <Table.Th scope="col">{t('operations.type')}</Table.Th>
              <Table.Th scope="col">{t('operations.theme')}</Table.Th>
              <Table.Th scope="col">{t('operations.status')}</Table.Th>
              <Table.Th scope="col">{t('operations.created')}</Table.Th>
              <Table.Th scope="col">{t('operations.duration')}</Table.Th>
              <Table.Th scope="col">{t('operations.requestedBy')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {operations.data.operations.map((o) => (
              <Table.Tr key={o.id} data-testid="operation-row" data-status={o.status}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{o.brandId ? o.brandName : t('operations.deletedBrand', { name: o.brandName })}</Table.Td>
                <Table.Td>{t(`operations.types.${o.type}`)}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {o.themeKey}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={o.status} />
                  {o.error ? (
                    <Text size="xs" c="red.8" mt={4}>
                      {o.error}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{dateTime(o.created_at)}</Table.Td>
                <Table.Td>{duration(o.durationMs)}</Table.Td>
                <Table.Td>{o.requestedBy === 'webhook' ? t('operations.byWebhook') : t('operations.byAdmin')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
