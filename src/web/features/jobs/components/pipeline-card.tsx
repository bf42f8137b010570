import { Anchor, Box, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';
import { useJobs } from '@/web/features/jobs/api/jobs-api';
import type { Pipeline } from '@/web/features/jobs/api/jobs-api';
import { useDateFormat } from '@/web/lib/format-date';

const BAR_HEIGHT = 48;

/** Applications per week as small bars, with a text alternative for each week. */
function WeekBars({ pipeline }: { pipeline: Pipeline }) {
  const { t } = useTranslation('jobs');
  const dates = useDateFormat();
  const max = Math.max(1, ...pipeline.perWeek.map((w) => w.applications));
  return (
    <Box component="ul" aria-label={t('pipeline.perWeek')} style={{ display: 'flex', alignItems: 'flex-end', gap: 4, height: BAR_HEIGHT, listStyle: 'none', margin: 0, padding: 0 }}>
      {pipeline.perWeek.map((w) => {
        const label = t('pipeline.weekOf', { date: dates.day(w.week), count: w.applications });
        return (
          <Tooltip key={w.week} label={label} withArrow>
            <Box
              component="li"
              aria-label={label}
              tabIndex={0}
              style={{
                flex: 1,
                height: Math.max(3, (w.applications / max) * BAR_HEIGHT),
                background: w.applications > 0 ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)',
                borderRadius: 2,
              }}
            />
          </Tooltip>
        );
      })}
    </Box>
  );
}

/** The application pipeline in a few lines: for the dashboard and the performance page. */
export function PipelineCard({ withLink = true }: { withLink?: boolean }) {
  const { t } = useTranslation('jobs');
  const query = useJobs();
  if (!query.data) return null;
  const { pipeline } = query.data;
  const sent = pipeline.perWeek.reduce((n, w) => n + w.applications, 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pipeline-card-title" data-testid="pipeline-card">
      <Stack gap="sm">
        <Title order={2} size="h4" id="pipeline-card-title">
          {t('pipeline.title')}
        </Title>
        <Group gap="xl" align="flex-start">
          <Stack gap={0}>
            <Text size="xl" fw={700}>
              {sent}
            </Text>
            <Text size="xs" c="dimmed">
              {t('pipeline.total')}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xl" fw={700}>
              {pipeline.interviewRate === null ? '—' : `${Math.round(pipeline.interviewRate * 100)} %`}
            </Text>
            <Text size="xs" c="dimmed">
              {pipeline.interviewRate === null ? t('pipeline.noRate') : t('pipeline.interviewRate')}
            </Text>
          </Stack>
        </Group>
        <WeekBars pipeline={pipeline} />
        {withLink ? (
          <Anchor component={Link} to={paths.jobs} size="sm">
            {t('pipeline.open')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
