import { Alert, Badge, Card, Group, List, Skeleton, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DatasetSetting } from '@/contract/market-admin';
import { LoadError } from '@/web/components/load-error';
import { useDatasets } from '@/web/features/market-admin/api/get-datasets';
import { useUpdateDataset } from '@/web/features/market-admin/api/update-dataset';
import { useDateFormat } from '@/web/lib/format-date';

function DatasetCard({ dataset, pending, onToggle }: { dataset: DatasetSetting; pending: boolean; onToggle: (enabled: boolean) => void }) {
  const { t } = useTranslation('marketAdmin');
  const dates = useDateFormat();
  const titleId = `dataset-${dataset.id}-title`;
  return (
    <Card component="article" aria-labelledby={titleId} padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {dataset.name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {dataset.publisher}
            </Text>
          </Stack>
          <Switch
            checked={dataset.enabled}
            onChange={(event) => onToggle(event.currentTarget.checked)}
            disabled={pending}
            size="md"
            label={
              <>
                {t('datasets.use')}
                <VisuallyHidden>{t('datasets.useFor', { name: dataset.name })}</VisuallyHidden>
              </>
            }
          />
        </Group>
        <Group gap="xs">
          <Badge variant="light" color={dataset.commercial_use_cleared ? 'teal' : 'orange'} tt="none">
            {dataset.commercial_use_cleared ? t('datasets.commercialCleared') : t('datasets.commercialNotCleared')}
          </Badge>
          <Badge variant="light" color="gray" tt="none">
            {dataset.default_enabled ? t('datasets.defaultOn') : t('datasets.defaultOff')}
          </Badge>
          <Badge variant="light" color={dataset.overridden ? 'indigo' : 'gray'} tt="none">
            {dataset.overridden ? t('datasets.overridden') : t('datasets.usingDefault')}
          </Badge>
        </Group>
        {dataset.overridden && dataset.updated_at ? (
          <Text size="xs" c="dimmed">
            {t('datasets.changedAt', { date: (dataset.updated_at ? dates.dateTime(dataset.updated_at) : '') })}
          </Text>
        ) : null}
        <div>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {t('datasets.licence')}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {dataset.licence}
          </Text>
          <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {t('datasets.acknowledgement', { text: dataset.acknowledgement })}
          </Text>
        </div>
        <div>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {t('datasets.coverage')}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {dataset.coverage}
          </Text>
        </div>
        {dataset.caveats.length > 0 ? (
          <div>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {t('datasets.caveats')}
            </Text>
            <List size="sm" spacing={2}>
              {dataset.caveats.map((caveat) => (
                <List.Item key={caveat} style={{ overflowWrap: 'anywhere' }}>
                  {caveat}
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The datasets behind the market figures, each with its reuse terms and an on/off switch. */
export function DatasetsTab() {
  const { t } = useTranslation(['marketAdmin', 'common']);
  const query = useDatasets();
  const update = useUpdateDataset();

  function toggle(dataset: DatasetSetting, enabled: boolean) {
    notifications.clean();
    update.mutate(
      { id: dataset.id, enabled },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: enabled ? t('datasets.switchedOn', { name: dataset.name }) : t('datasets.switchedOff', { name: dataset.name }),
          }),
        onError: (error) => notifications.show({ color: 'red', title: t('datasets.switchFailed'), message: error.message }),
      },
    );
  }

  return (
    <Stack gap="md">
      <Alert variant="light" color="indigo" icon={<IconInfoCircle aria-hidden="true" />} title={t('datasets.explainTitle')}>
        {t('datasets.explain')}
      </Alert>
      {query.isPending ? (
        <Stack gap="sm">
          <VisuallyHidden role="status">{t('common:loading')}</VisuallyHidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={180} radius="md" aria-hidden="true" />
          ))}
        </Stack>
      ) : query.isError ? (
        <LoadError title={t('datasets.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.datasets.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('datasets.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {query.data.datasets.map((dataset) => (
            <DatasetCard
              key={dataset.id}
              dataset={dataset}
              pending={update.isPending && update.variables.id === dataset.id}
              onToggle={(enabled) => toggle(dataset, enabled)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
