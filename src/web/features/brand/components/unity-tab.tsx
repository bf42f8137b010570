import { Badge, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconAtom } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useUnity } from '@/web/features/brand/api/brand-queries';

const stateColor: Record<'consistent' | 'drifted' | 'unsynced', MantineColor> = { consistent: 'teal', drifted: 'orange', unsynced: 'gray' };

/** Unity Features tab: the consistency score, then per token group and per brand (definition in the intro). */
export function UnityTab() {
  const { t } = useTranslation('brand');
  const unity = useUnity();

  if (unity.error && !unity.data) {
    return <LoadError title={t('unity.loadFailed')} message={unity.error.message} onRetry={() => void unity.refetch()} retrying={unity.isFetching} />;
  }
  if (!unity.data) return <PageLoader label={t('unity.loading')} minHeight={160} />;
  const u = unity.data;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" maw={820}>
        {t('unity.intro')}
      </Text>
      {u.score === null ? (
        <EmptyState icon={<IconAtom size={28} />} title={t('unity.emptyTitle')} description={t('unity.emptyText')} order={2} />
      ) : (
        <>
          <Paper withBorder radius="md" p="md" data-testid="unity-score">
            <Group justify="space-between" align="baseline">
              <Title order={2} size="h4">
                {t('unity.score')}
              </Title>
              <Text fz={28} fw={700}>
                {t('unity.scoreValue', { score: u.score })}
              </Text>
            </Group>
            <Progress value={u.score} color={u.score >= 90 ? 'teal' : u.score >= 50 ? 'yellow' : 'red'} mt="xs" aria-label={t('unity.score')} />
            <Text size="sm" c="dimmed" mt="xs">
              {t('unity.scoreHint', { count: u.brands })}
            </Text>
          </Paper>
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={520}>
              <Table aria-label={t('unity.groupsLabel')} verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('unity.group')}</Table.Th>
                    <Table.Th scope="col">{t('unity.consistent')}</Table.Th>
                    <Table.Th scope="col">{t('unity.drifted')}</Table.Th>
                    <Table.Th scope="col">{t('unity.unsynced')}</Table.Th>
                    <Table.Th scope="col">{t('unity.variants')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {u.groups.map((g) => (
                    <Table.Tr key={g.group}>
                      <Table.Th scope="row">{t(`unity.groups.${g.group}`)}</Table.Th>
                      <Table.Td>{g.consistent}</Table.Td>
                      <Table.Td>{g.drifted}</Table.Td>
                      <Table.Td>{g.unsynced}</Table.Td>
                      <Table.Td>{g.variants}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <Stack gap="xs" component="section" aria-label={t('unity.brandsLabel')}>
            <Title order={2} size="h4">
              {t('unity.brandsLabel')}
            </Title>
            {u.perBrand.map((b) => (
              <Paper key={b.brandId} withBorder radius="md" p="sm" data-testid="unity-brand">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {b.name}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {b.themeKey}
                    </Text>
                  </div>
                  <Badge color={stateColor[b.state]} variant="light">
                    {t(`unity.state.${b.state}`)}
                  </Badge>
                </Group>
                {b.driftedGroups.length ? (
                  <Text size="sm" mt={4}>
                    {t('unity.driftedIn', { groups: b.driftedGroups.map((g) => t(`unity.groups.${g}`)).join(', ') })}
                  </Text>
                ) : null}
                {b.state !== 'consistent' ? (
                  <Text size="xs" c="dimmed" mt={2}>
                    {t('unity.syncToFix')}
                  </Text>
                ) : null}
              </Paper>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
