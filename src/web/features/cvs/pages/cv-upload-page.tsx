import '@mantine/dropzone/styles.css';
import { Alert, Button, Container, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { FileRejection } from '@mantine/dropzone';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconCircleCheck,
  IconFileText,
  IconFileUpload,
  IconLock,
  IconPencilCheck,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CV_ACCEPTED_MIME_TYPES, CV_MAX_BYTES } from '@/contract/cvs';
import type { CvDetail, CvDuplicate } from '@/contract/cvs';
import { paths } from '@/web/app/paths';
import { LoadError } from '@/web/components/load-error';
import { isNotFound, useCv } from '@/web/features/cvs/api/get-cv';
import { isAbort, useUploadCv } from '@/web/features/cvs/api/upload-cv';
import { AnalysisSteps } from '@/web/features/cvs/components/analysis-steps';
import { CvFailure } from '@/web/features/cvs/components/cv-failure';
import { DuplicateUploadModal, duplicateOf } from '@/web/features/cvs/components/impexp/duplicate-upload-modal';
import { formatBytes } from '@/web/features/cvs/lib/format';
import { rejectionProblem, serverUploadProblem } from '@/web/features/cvs/lib/upload-problem';
import type { UploadProblem } from '@/web/features/cvs/lib/upload-problem';
import { useLocale } from '@/web/lib/use-locale';
import { ApiError } from '@/web/lib/api-client';
import { useDocumentTitle } from '@/web/lib/use-document-title';

// The CV being followed lives in the URL (?cv=<id>): a reload keeps showing its analysis.
const CV_PARAM = 'cv';

function ProblemAlert({ problem }: { problem: UploadProblem }) {
  const { t } = useTranslation('cvs');
  const title = problem.kind === 'invalid' ? t('upload.invalidFile') : t('upload.uploadFailed');
  const detail =
    problem.kind === 'invalid'
      ? t(`upload.reasons.${problem.reason}`)
      : problem.kind === 'rateLimited'
        ? t('upload.rateLimited')
        : problem.message;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden="true" />}>
      {detail}
    </Alert>
  );
}

function FilePicker({ onFile, problem }: { onFile: (file: File) => void; problem: UploadProblem | null }) {
  const { t } = useTranslation('cvs');
  const hintId = useId();
  const openRef = useRef<() => void>(null);
  const [rejected, setRejected] = useState<UploadProblem | null>(null);
  const shown = rejected ?? problem;

  function onReject(rejections: FileRejection[]) {
    setRejected(rejectionProblem(rejections.flatMap((r) => r.errors.map((e) => e.code))));
  }

  return (
    <Stack gap="md">
      {/* The drop area is for the mouse; keyboard and screen-reader users get the real button inside
          it. The file input carries the accessible name (and is what tests fill). */}
      <Dropzone
        openRef={openRef}
        onDrop={(files) => {
          const file = files[0];
          if (!file) return;
          if (file.size === 0) return setRejected({ kind: 'invalid', reason: 'empty' });
          setRejected(null);
          onFile(file);
        }}
        onReject={onReject}
        accept={CV_ACCEPTED_MIME_TYPES}
        maxSize={CV_MAX_BYTES}
        multiple={false}
        activateOnKeyboard={false}
        role="group"
        aria-label={t('upload.dropzoneLabel')}
        inputProps={{ 'aria-label': t('upload.inputLabel'), 'aria-describedby': hintId }}
        radius="md"
        p="xl"
        enablePointerEvents
      >
        <Stack align="center" justify="center" gap="xs" mih={220} ta="center">
          <Dropzone.Accept>
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
              <IconUpload size={34} />
            </ThemeIcon>
          </Dropzone.Accept>
          <Dropzone.Reject>
            <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden="true">
              <IconX size={34} />
            </ThemeIcon>
          </Dropzone.Reject>
          <Dropzone.Idle>
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
              <IconFileUpload size={34} />
            </ThemeIcon>
          </Dropzone.Idle>
          <Text size="lg" fw={600}>
            <Dropzone.Accept>{t('upload.dropAccept')}</Dropzone.Accept>
            <Dropzone.Reject>{t('upload.dropReject')}</Dropzone.Reject>
            <Dropzone.Idle>{t('upload.dropTitle')}</Dropzone.Idle>
          </Text>
          <Text size="sm" c="dimmed" id={hintId}>
            {t('upload.dropHint')}
          </Text>
          <Button
            mt="sm"
            leftSection={<IconFileUpload size={16} aria-hidden="true" />}
            onClick={(event) => {
              // the drop area would open the picker a second time
              event.stopPropagation();
              openRef.current?.();
            }}
          >
            {t('upload.chooseFile')}
          </Button>
        </Stack>
      </Dropzone>
      <div aria-live="polite">{shown ? <ProblemAlert problem={shown} /> : null}</div>
    </Stack>
  );
}

function FileRow({ name, size, children }: { name: string; size: number; children?: ReactNode }) {
  const locale = useLocale();
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
        <IconFileText size={22} />
      </ThemeIcon>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} truncate="end">
          {name}
        </Text>
        <Text size="sm" c="dimmed">
          {formatBytes(size, locale)}
        </Text>
      </Stack>
      {children}
    </Group>
  );
}

function UploadBar({ progress }: { progress: number }) {
  const { t } = useTranslation('cvs');
  const done = progress >= 100;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Group gap={6}>
          {done ? <IconCircleCheck size={16} color="var(--mantine-color-teal-text)" aria-hidden="true" /> : null}
          <Text size="sm" fw={600}>
            {done ? t('upload.uploaded') : t('upload.uploading')}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" aria-hidden="true">
          {progress}%
        </Text>
      </Group>
      <Progress value={progress} color={done ? 'teal' : undefined} striped={!done} animated={!done} aria-label={t('upload.uploadProgress')} />
    </Stack>
  );
}

function AnalysisResult({ cv, onAnother }: { cv: CvDetail; onAnother: () => void }) {
  const { t } = useTranslation(['cvs', 'cvEditor']);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const stats = [
    { label: t('upload.qualityScore'), value: cv.quality_score ?? '–' },
    { label: t('upload.skillsFound'), value: cv.skills_count },
    { label: t('upload.talentsFound'), value: cv.talents_count },
  ];
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden="true">
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        {t('upload.completeTitle')}
      </Title>
      <Text c="dimmed">{t('upload.completeIntro')}</Text>
      <SimpleGrid cols={3} spacing="sm" w="100%" maw={460}>
        {stats.map((stat) => (
          <Paper key={stat.label} withBorder p="sm" radius="md">
            <Text fz={28} fw={800} lh={1.1}>
              {stat.value}
            </Text>
            <Text size="xs" c="dimmed">
              {stat.label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Group justify="center" gap="sm" mt="xs">
        <Button component={Link} to={paths.cvDetail(cv.id)} rightSection={<IconArrowRight size={16} aria-hidden="true" />}>
          {t('upload.viewAnalysis')}
        </Button>
        <Button component={Link} to={paths.cvReview(cv.id)} variant="light" leftSection={<IconPencilCheck size={16} aria-hidden="true" />}>
          {t('cvEditor:upload.review')}
        </Button>
        <Button variant="default" leftSection={<IconUpload size={16} aria-hidden="true" />} onClick={onAnother}>
          {t('upload.uploadAnother')}
        </Button>
      </Group>
    </Stack>
  );
}

/** After the upload: the analysis steps live, then the result or the failure. */
function FollowAnalysis({ id, file, onAnother }: { id: string; file: { name: string; size: number } | null; onAnother: () => void }) {
  const { t } = useTranslation('cvs');
  const query = useCv(id);
  const cv = query.data;
  const name = file?.name ?? cv?.file_name;
  const size = file?.size ?? cv?.size_bytes;
  const another = (
    <Button variant="default" leftSection={<IconUpload size={16} aria-hidden="true" />} onClick={onAnother}>
      {t('upload.uploadAnother')}
    </Button>
  );

  return (
    <Stack gap="lg">
      {name !== undefined && size !== undefined ? <FileRow name={name} size={size} /> : <Skeleton h={40} />}
      <UploadBar progress={100} />
      {query.isPending ? (
        <Skeleton h={160} radius="md" />
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <Alert color="red" variant="light" title={t('detail.notFound')} icon={<IconAlertTriangle aria-hidden="true" />}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('detail.notFoundHint')}</Text>
              {another}
            </Stack>
          </Alert>
        ) : (
          <LoadError title={t('upload.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )
      ) : cv?.status === 'processing' ? (
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('upload.analysing')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('upload.analysingHint')}
            </Text>
          </Stack>
          <AnalysisSteps status={cv.status} step={cv.step} />
        </Stack>
      ) : cv?.status === 'failed' ? (
        <CvFailure cvId={cv.id} title={t('upload.failedTitle')} reason={cv.failure_reason} message={cv.failure_message} retryable={cv.retryable} extra={another} />
      ) : cv ? (
        <AnalysisResult cv={cv} onAnother={onAnother} />
      ) : null}
    </Stack>
  );
}

export function CvUploadPage() {
  const { t } = useTranslation(['cvs', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('upload.title') }));
  const [searchParams, setSearchParams] = useSearchParams();
  const followId = searchParams.get(CV_PARAM);
  const upload = useUploadCv();
  const [file, setFile] = useState<{ name: string; size: number } | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [duplicate, setDuplicate] = useState<{ file: File; existing: CvDuplicate['existing'] } | null>(null);

  function start(picked: File, keepBoth = false) {
    setFile({ name: picked.name, size: picked.size });
    setProblem(null);
    setDuplicate(null);
    upload.mutate(keepBoth ? { file: picked, keepBoth } : picked, {
      onSuccess: ({ id }) => setSearchParams({ [CV_PARAM]: id }),
      onError: (error) => {
        setFile(null);
        if (isAbort(error)) return;
        // the same file as an earlier CV: ask before storing it twice (issue 17)
        const existing = duplicateOf(error);
        if (existing) return setDuplicate({ file: picked, existing });
        setProblem(
          error instanceof ApiError ? serverUploadProblem(error.status, error.code, error.message) : { kind: 'other', message: error.message },
        );
      },
    });
  }

  function another() {
    upload.reset();
    setFile(null);
    setProblem(null);
    setSearchParams({});
  }

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('upload.title')}</Title>
          <Text c="dimmed">{t('upload.intro')}</Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          {followId ? (
            <FollowAnalysis key={followId} id={followId} file={file} onAnother={another} />
          ) : upload.isPending && file ? (
            <Stack gap="lg">
              <FileRow name={file.name} size={file.size}>
                <Button variant="subtle" color="gray" size="xs" onClick={upload.cancel}>
                  {t('upload.cancelUpload')}
                </Button>
              </FileRow>
              <UploadBar progress={upload.progress} />
            </Stack>
          ) : (
            <FilePicker onFile={(picked) => start(picked)} problem={problem} />
          )}
        </Paper>
        <DuplicateUploadModal
          existing={duplicate?.existing ?? null}
          onKeepBoth={() => duplicate && start(duplicate.file, true)}
          onClose={() => setDuplicate(null)}
        />
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconLock size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="sm" c="dimmed">
            {t('upload.privacyNote')}
          </Text>
        </Group>
      </Stack>
    </Container>
  );
}
