import { Container, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/web/app/paths';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { useJobs } from '@/web/features/jobs/api/jobs-api';
import { ApplicationsBoard, ApplicationsList } from '@/web/features/jobs/components/applications';
import { NewAdForm } from '@/web/features/jobs/components/new-ad-form';
import { PipelineCard } from '@/web/features/jobs/components/pipeline-card';
import { useDocumentTitle } from '@/web/lib/use-document-title';

type View = 'board' | 'list';

/** Read a new ad, and follow every saved one as an application (board or list). */
export function JobsPage() {
  const { t } = useTranslation(['jobs', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const navigate = useNavigate();
  const query = useJobs();
  const [view, setView] = useState<View>('board');

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>

        <NewAdForm onSaved={(job) => void navigate(paths.jobDetail(job.id))} />

        <Stack gap="md" component="section" aria-labelledby="applications-title">
          <Group justify="space-between" align="center">
            <Title order={2} size="h3" id="applications-title">
              {t('applications.title')}
            </Title>
            <SegmentedControl
              aria-label={t('applications.view')}
              value={view}
              onChange={(v) => setView(v as View)}
              data={[
                { value: 'board', label: t('applications.board') },
                { value: 'list', label: t('applications.list') },
              ]}
            />
          </Group>
          {query.isPending ? (
            <Skeleton h={160} />
          ) : query.isError ? (
            <LoadError title={t('loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : query.data.jobs.length === 0 ? (
            <EmptyState icon={<IconBriefcase aria-hidden="true" />} title={t('applications.emptyTitle')} description={t('applications.emptyDescription')} order={3} />
          ) : view === 'board' ? (
            <ApplicationsBoard jobs={query.data.jobs} />
          ) : (
            <ApplicationsList jobs={query.data.jobs} />
          )}
        </Stack>

        {query.data && query.data.jobs.length > 0 ? <PipelineCard withLink={false} /> : null}
      </Stack>
    </Container>
  );
}
