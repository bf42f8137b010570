import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MarketImportResult } from '@/contract/market-admin';

/** A long error list is cut here; the counts above it stay complete. */
const ERRORS_SHOWN = 200;

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={`${label}: ${value}`}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" aria-hidden="true">
        {label}
      </Text>
      <Text fz={26} fw={700} c={color} aria-hidden="true">
        {value}
      </Text>
    </Paper>
  );
}

/** A dry run's or an import's counts, and every rejected row with its field and reason. */
export function ImportResult({ result, stale }: { result: MarketImportResult; stale: boolean }) {
  const { t } = useTranslation('marketAdmin');
  const errors = result.errors.slice(0, ERRORS_SHOWN);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="import-result-title">
      <Stack gap="md">
        <Title order={3} size="h4" id="import-result-title">
          {result.dry_run ? t('import.result.checkTitle') : t('import.result.importTitle')}
        </Title>
        {stale ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
            {t('import.result.stale')}
          </Alert>
        ) : null}
        {result.dry_run ? (
          <SimpleGrid cols={{ base: 3 }} spacing="sm">
            <Stat label={t('import.result.total')} value={result.total} />
            <Stat label={t('import.result.valid')} value={result.valid} />
            <Stat label={t('import.result.errors')} value={result.errors.length} color={result.errors.length > 0 ? 'red' : undefined} />
          </SimpleGrid>
        ) : (
          <>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconCircleCheck size={20} color="var(--mantine-color-teal-text)" aria-hidden="true" style={{ flex: '0 0 auto' }} />
              <Text size="sm" role="status">
                {t('import.result.written', { inserted: result.inserted, updated: result.updated })}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 3 }} spacing="sm">
              <Stat label={t('import.result.inserted')} value={result.inserted} />
              <Stat label={t('import.result.updated')} value={result.updated} />
              <Stat label={t('import.result.skipped')} value={result.total - result.valid} color={result.total > result.valid ? 'red' : undefined} />
            </SimpleGrid>
          </>
        )}
        <Text size="sm" role={result.dry_run ? 'status' : undefined}>
          {result.dry_run
            ? result.errors.length === 0
              ? t('import.result.allValid', { count: result.valid })
              : t('import.result.someInvalid', { count: result.errors.length })
            : result.errors.length > 0
              ? t('import.result.skippedNote')
              : null}
        </Text>
        {errors.length > 0 ? (
          <Table.ScrollContainer minWidth={320} type="native">
            <Table striped verticalSpacing="xs" aria-label={t('import.result.errorsLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('import.result.row')}</Table.Th>
                  <Table.Th scope="col">{t('import.result.field')}</Table.Th>
                  <Table.Th scope="col">{t('import.result.message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {errors.map((error, i) => (
                  <Table.Tr key={`${error.row}-${error.field}-${i}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{error.row === 0 ? t('import.result.wholeFile') : error.row}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {error.field ? (
                        <code>{error.field}</code>
                      ) : (
                        <Text span size="sm" c="dimmed">
                          {error.row === 0 ? t('import.result.anyField') : t('import.result.wholeRow')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {result.errors.length > ERRORS_SHOWN ? (
          <Text size="sm" c="dimmed">
            {t('import.result.moreErrors', { count: result.errors.length - ERRORS_SHOWN })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
