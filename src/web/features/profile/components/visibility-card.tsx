import { Card, Group, NativeSelect, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharingSettings, SharingUpdate, VisibilityField, VisibilityLevel } from '@/contract/visibility';
import { visibilityFields, visibilityLevels } from '@/contract/visibility';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useSharing, useUpdateSharing } from '@/web/features/profile/api/sharing';

/**
 * "Visibility": who sees each part of the profile, next to the fields themselves, and the portfolio's
 * switches. Each change is saved at once; the server enforces it in every shared view (ADR 022).
 */
export function VisibilityCard() {
  const { t } = useTranslation(['profile', 'common']);
  const headingId = useId();
  const query = useSharing();
  const save = useUpdateSharing();

  const change = (update: SharingUpdate) =>
    save.mutate(update, {
      onSuccess: () => {
        notifications.clean();
        notifications.show({ color: 'teal', message: t('visibility.saved') });
      },
      onError: () => notifications.show({ color: 'red', message: t('visibility.saveFailed') }),
    });

  return (
    <Card padding="lg" component="section" aria-labelledby={headingId} id="visibility">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t('visibility.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('visibility.description')}
          </Text>
        </div>
        {query.isPending ? (
          <PageLoader label={t('common:loading')} minHeight={120} />
        ) : query.isError ? (
          <LoadError title={t('visibility.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <>
            <FieldTable sharing={query.data} onChange={(field, level) => change({ fields: { [field]: level } })} />
            <PortfolioSwitches sharing={query.data} onChange={change} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function FieldTable({ sharing, onChange }: { sharing: SharingSettings; onChange: (field: VisibilityField, level: VisibilityLevel) => void }) {
  const { t } = useTranslation('profile');
  const options = visibilityLevels.map((level) => ({ value: level, label: t(`visibility.levels.${level}`) }));
  return (
    <Table verticalSpacing="xs" horizontalSpacing={0} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('visibility.fieldColumn')}</Table.Th>
          <Table.Th w={{ base: 140, sm: 180 }}>{t('visibility.levelColumn')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {visibilityFields.map((field) => (
          <Table.Tr key={field}>
            <Table.Td pr="sm">
              <Text size="sm" fw={500} id={`visibility-${field}`}>
                {t(`visibility.fields.${field}`)}
              </Text>
              {field === 'bio' || field === 'location' || field === 'talents' ? (
                <Text size="xs" c="dimmed">
                  {t(`visibility.notes.${field}`)}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <NativeSelect
                aria-labelledby={`visibility-${field}`}
                data-testid={`visibility-${field}`}
                size="sm"
                data={options}
                value={sharing.fields[field]}
                onChange={(event) => onChange(field, event.currentTarget.value as VisibilityLevel)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function PortfolioSwitches({ sharing, onChange }: { sharing: SharingSettings; onChange: (update: SharingUpdate) => void }) {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="sm">
      <div>
        <Title order={3} size="h5">
          {t('visibility.portfolio.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('visibility.portfolio.description')}
        </Text>
      </div>
      <Group>
        <Switch
          label={t('visibility.portfolio.allowContact')}
          description={t('visibility.portfolio.allowContactHint')}
          checked={sharing.allow_contact}
          onChange={(event) => onChange({ allow_contact: event.currentTarget.checked })}
        />
      </Group>
      <Group>
        <Switch
          label={t('visibility.portfolio.allowIndexing')}
          description={t('visibility.portfolio.allowIndexingHint')}
          checked={sharing.allow_indexing}
          onChange={(event) => onChange({ allow_indexing: event.currentTarget.checked })}
        />
      </Group>
    </Stack>
  );
}
