import { Alert, Anchor, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/web/app/paths';
import { ConfirmDeleteModal } from '@/web/components/confirm-delete-modal';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useDeleteJob, useJob } from '@/web/features/jobs/api/jobs-api';
import { AdFacts } from '@/web/features/jobs/components/ad-facts';
import { ApplicationPanel } from '@/web/features/jobs/components/application-panel';
import { MarketPanel } from '@/web/features/jobs/components/market-panel';
import { MatchPanel } from '@/web/features/jobs/components/match-panel';
import { TailorPanel } from '@/web/features/jobs/components/tailor-panel';
import { ApiError } from '@/web/lib/api-client';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/** One saved ad: what was read, the match with its reasons, the tailoring, and the application. */
export function JobDetailPage() {
  const { t } = useTranslation(['jobs', 'common']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useJob(id);
  const remove = useDeleteJob();
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(t('common:pageTitle', { title: query.data?.title ?? t('title') }));

  const back = (
    <Anchor component={Link} to={paths.jobs} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        {t('detail.back')}
      </Group>
    </Anchor>
  );

  if (query.isPending) return <PageLoader label={t('title')} minHeight="50vh" />;
  if (query.isError) {
    return (
      <Container size="lg" py="xl">
        <Stack>
          {back}
          {query.error instanceof ApiError && query.error.status === 404 ? (
            <Alert color="yellow">{t('detail.notFound')}</Alert>
          ) : (
            <LoadError title={t('loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          )}
        </Stack>
      </Container>
    );
  }

  const job = query.data;
  const { ad, match, tailoring, coach } = job.analysis;
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        {back}
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={1}>{job.title}</Title>
            <Text c="dimmed">{[job.employer, job.place].filter(Boolean).join(' · ')}</Text>
          </Stack>
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => setConfirming(true)}>
            {t('detail.delete')}
          </Button>
        </Group>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {match ? (
                <MatchPanel match={match} jobId={job.id} coachText={coach?.text ?? null} />
              ) : (
                <Alert color="blue" title={t('match.title')}>
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{t('match.noCv')}</Text>
                    <Button component={Link} to={paths.cvUpload} size="xs">
                      {t('match.uploadCv')}
                    </Button>
                  </Stack>
                </Alert>
              )}
              {tailoring ? <TailorPanel tailoring={tailoring} jobId={job.id} /> : null}
              <AdFacts ad={ad} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <ApplicationPanel key={job.updated_at} job={job} />
              <MarketPanel market={job.market} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <ConfirmDeleteModal
        body={confirming ? t('detail.deleteBody') : null}
        title={t('detail.deleteTitle')}
        confirmLabel={t('detail.delete')}
        cancelLabel={t('detail.cancel')}
        closeLabel={t('detail.close')}
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(job.id, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('detail.deleted') });
              void navigate(paths.jobs);
            },
          })
        }
      />
    </Container>
  );
}
