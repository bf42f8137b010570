import { Anchor, Button, Card, Container, Group, Loader, Progress, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconFileText, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CvSummary } from '@/contract/cvs';
import { paths } from '@/web/app/paths';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { useCvs } from '@/web/features/cvs/api/get-cvs';
import { CvActions, DeleteCvModal } from '@/web/features/cvs/components/cv-actions';
import { CvFailure } from '@/web/features/cvs/components/cv-failure';
import { CvImportButton } from '@/web/features/cvs/components/impexp/cv-import-dialog';
import { CvStatusBadges } from '@/web/features/cvs/components/cv-status-badges';
import { activeStepIndex, analysisPercent, analysisSteps } from '@/web/features/cvs/lib/cv-status';
import { formatBytes } from '@/web/features/cvs/lib/format';
import { useLocale } from '@/web/lib/use-locale';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useDateFormat } from '@/web/lib/format-date';

function CvMeta({ cv }: { cv: CvSummary }) {
  const { t } = useTranslation('cvs');
  const locale = useLocale();
  const dates = useDateFormat();
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {[cv.file_name, t(`formats.${cv.format}`), formatBytes(cv.size_bytes, locale), t('meta.uploadedOn', { date: dates.date(cv.created_at) })].join(' · ')}
    </Text>
  );
}

function ProcessingLine({ cv }: { cv: CvSummary }) {
  const { t } = useTranslation('cvs');
  const index = activeStepIndex(cv.status, cv.step);
  const step = analysisSteps[Math.min(index, analysisSteps.length - 1)];
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Loader size={14} aria-hidden="true" />
        <Text size="sm">{cv.step ? t('list.analysing', { step: t(`steps.${step}.title`) }) : t('list.analysingStart')}</Text>
      </Group>
      <Progress value={analysisPercent(cv.status, cv.step)} size="sm" animated aria-label={t('steps.progressLabel')} />
    </Stack>
  );
}

function AnalysisFigures({ cv }: { cv: CvSummary }) {
  const { t } = useTranslation('cvs');
  const parts = [
    cv.quality_score !== null ? t('meta.quality', { score: cv.quality_score }) : null,
    t('meta.skills', { count: cv.skills_count }),
    t('meta.talents', { count: cv.talents_count }),
  ].filter(Boolean);
  return (
    <Text size="sm" fw={500}>
      {parts.join(' · ')}
    </Text>
  );
}

function CvCard({ cv, onDelete }: { cv: CvSummary; onDelete: (cv: CvSummary) => void }) {
  const { t } = useTranslation('cvs');
  return (
    <Card component="li" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px', minWidth: 0 }}>
            <ThemeIcon size={42} radius="md" variant="light" aria-hidden="true">
              <IconFileText size={22} />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={2} size="h5">
                <Anchor component={Link} to={paths.cvDetail(cv.id)} inherit c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
                  {cv.title}
                </Anchor>
              </Title>
              <CvMeta cv={cv} />
            </Stack>
          </Group>
          <CvStatusBadges status={cv.status} isActive={cv.is_active} />
        </Group>
        {cv.status === 'processing' ? <ProcessingLine cv={cv} /> : null}
        {cv.status === 'failed' ? <CvFailure cvId={cv.id} title={t('detail.failedTitle')} reason={cv.failure_reason} message={cv.failure_message} retryable={cv.retryable} /> : null}
        {cv.status === 'analyzed' || cv.status === 'draft' ? <AnalysisFigures cv={cv} /> : null}
        <CvActions cv={cv} onDelete={onDelete} />
      </Stack>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} padding="lg">
          <Group gap="sm" wrap="nowrap">
            <Skeleton h={42} w={42} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton h={16} w="50%" />
              <Skeleton h={12} w="80%" />
            </Stack>
          </Group>
          <Skeleton h={26} w={220} mt="md" />
        </Card>
      ))}
    </Stack>
  );
}

export function CvListPage() {
  const { t } = useTranslation(['cvs', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('list.title') }));
  const query = useCvs();
  const [toDelete, setToDelete] = useState<CvSummary | null>(null);
  const counts = query.data?.counts;

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} style={{ flex: '1 1 320px' }}>
            <Title order={1}>{t('list.title')}</Title>
            <Text c="dimmed">{t('list.intro')}</Text>
            {counts && counts.uploaded > 0 ? (
              <Text size="sm" fw={500}>
                {t('list.summary', { uploaded: counts.uploaded, analyzed: counts.analyzed, draft: counts.draft })}
              </Text>
            ) : null}
          </Stack>
          <Group gap="sm">
            <CvImportButton />
            <Button component={Link} to={paths.cvUpload} leftSection={<IconUpload size={16} aria-hidden="true" />}>
              {t('actions.uploadNew')}
            </Button>
          </Group>
        </Group>

        {query.isPending ? (
          <>
            <VisuallyHidden role="status">{t('common:loading')}</VisuallyHidden>
            <ListSkeleton />
          </>
        ) : query.isError ? (
          <LoadError title={t('list.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.cvs.length === 0 ? (
          <EmptyState
            icon={<IconFileUpload size={28} />}
            title={t('list.empty')}
            description={t('list.emptyHint')}
            action={
              <Group gap="sm" mt="xs" justify="center">
                <Button component={Link} to={paths.cvUpload} leftSection={<IconUpload size={16} aria-hidden="true" />}>
                  {t('actions.uploadCv')}
                </Button>
                <CvImportButton />
              </Group>
            }
          />
        ) : (
          <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('list.listLabel')}>
            {query.data.cvs.map((cv) => (
              <CvCard key={cv.id} cv={cv} onDelete={setToDelete} />
            ))}
          </Stack>
        )}
      </Stack>
      <DeleteCvModal cv={toDelete} onClose={() => setToDelete(null)} />
    </Container>
  );
}
