import { Anchor, Badge, Card, Group, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applicationStatuses } from '@/contract/jobs';
import { paths } from '@/web/app/paths';
import type { JobSummary } from '@/contract/jobs';
import { StatusSelect } from '@/web/features/jobs/components/status-select';
import { useDateFormat } from '@/web/lib/format-date';

function JobLink({ job }: { job: JobSummary }) {
  return (
    <Anchor component={Link} to={paths.jobDetail(job.id)} fw={600} size="sm">
      {job.title}
    </Anchor>
  );
}

/** One column per status; each card moves with its status select (no drag needed). */
export function ApplicationsBoard({ jobs }: { jobs: JobSummary[] }) {
  const { t } = useTranslation('jobs');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm" data-testid="applications-board">
      {applicationStatuses.map((status) => {
        const inColumn = jobs.filter((j) => j.status === status);
        return (
          <Paper key={status} withBorder radius="md" p="xs" component="section" aria-labelledby={`column-${status}`} data-status={status}>
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Title order={3} size="h6" id={`column-${status}`}>
                {t(`status.${status}`)}
              </Title>
              <Badge size="sm" variant="light" aria-label={t('applications.count', { count: inColumn.length })}>
                {inColumn.length}
              </Badge>
            </Group>
            <Stack gap="xs">
              {inColumn.length === 0 ? (
                <Text size="xs" c="dimmed">
                  {t('applications.columnEmpty')}
                </Text>
              ) : (
                inColumn.map((job) => (
                  <Card key={job.id} withBorder padding="xs" radius="sm">
                    <Stack gap={4}>
                      <JobLink job={job} />
                      {job.employer ? (
                        <Text size="xs" c="dimmed">
                          {job.employer}
                        </Text>
                      ) : null}
                      <StatusSelect job={job} />
                    </Stack>
                  </Card>
                ))
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

export function ApplicationsList({ jobs }: { jobs: JobSummary[] }) {
  const { t } = useTranslation('jobs');
  const dates = useDateFormat();
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover miw={720} data-testid="applications-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('applications.colTitle')}</Table.Th>
            <Table.Th>{t('applications.colEmployer')}</Table.Th>
            <Table.Th>{t('applications.colStatus')}</Table.Th>
            <Table.Th>{t('applications.colApplied')}</Table.Th>
            <Table.Th>{t('applications.colNextStep')}</Table.Th>
            <Table.Th>{t('applications.colUpdated')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                <JobLink job={job} />
              </Table.Td>
              <Table.Td>{job.employer ?? '—'}</Table.Td>
              <Table.Td miw={150}>
                <StatusSelect job={job} />
              </Table.Td>
              <Table.Td>{job.applied_at ? dates.date(job.applied_at) : '—'}</Table.Td>
              <Table.Td>{job.next_step ? `${job.next_step}${job.next_step_due ? ` · ${dates.day(job.next_step_due)}` : ''}` : '—'}</Table.Td>
              <Table.Td>{dates.date(job.updated_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
