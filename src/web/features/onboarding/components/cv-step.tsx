import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Loader, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconCircleCheck, IconFileText, IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/web/components/load-error';
import { useCvAnalysis } from '@/web/features/onboarding/api/upload-cv';
import { CV_MAX_BYTES, ONBOARDING_CV_TYPES, rejectionProblem } from '@/web/features/onboarding/lib/cv-file';
import type { CvProblem } from '@/web/features/onboarding/lib/cv-file';
import { useGeneratedText } from '@/web/lib/generated-text';

function ProblemAlert({ problem }: { problem: CvProblem }) {
  const { t } = useTranslation('onboarding');
  const detail =
    problem.kind === 'invalid' ? t(`cv.reasons.${problem.reason}`) : problem.kind === 'rateLimited' ? t('cv.rateLimited') : problem.message;
  return (
    <Alert color="red" variant="light" title={t('cv.uploadFailed')} icon={<IconAlertTriangle aria-hidden="true" />}>
      {detail}
    </Alert>
  );
}

function FileRow({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
        <IconFileText size={22} />
      </ThemeIcon>
      <Text fw={600} truncate="end" style={{ flex: 1, minWidth: 0 }}>
        {name}
      </Text>
      {children}
    </Group>
  );
}

function Picker({ onFile, onProblem }: { onFile: (file: File) => void; onProblem: (problem: CvProblem) => void }) {
  const { t } = useTranslation('onboarding');
  const hintId = useId();
  const openRef = useRef<() => void>(null);
  return (
    // The drop area is for the mouse; keyboard and screen-reader users get the real button inside it.
    <Dropzone
      openRef={openRef}
      onDrop={(files) => {
        const [file] = files;
        if (file) onFile(file);
      }}
      onReject={(rejections) => onProblem(rejectionProblem(rejections.flatMap((r) => r.errors.map((e) => e.code))))}
      accept={ONBOARDING_CV_TYPES}
      maxSize={CV_MAX_BYTES}
      maxFiles={1}
      multiple={false}
      activateOnKeyboard={false}
      role="group"
      aria-label={t('cv.dropzoneLabel')}
      inputProps={{ 'aria-label': t('cv.inputLabel'), 'aria-describedby': hintId }}
      radius="md"
      p="lg"
      enablePointerEvents
    >
      <Stack align="center" justify="center" gap="xs" mih={180} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          <Dropzone.Accept>
            <IconUpload size={30} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={30} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileUpload size={30} />
          </Dropzone.Idle>
        </ThemeIcon>
        <Text fw={600}>
          <Dropzone.Accept>{t('cv.dropAccept')}</Dropzone.Accept>
          <Dropzone.Reject>{t('cv.dropReject')}</Dropzone.Reject>
          <Dropzone.Idle>{t('cv.dropTitle')}</Dropzone.Idle>
        </Text>
        <Text size="sm" c="dimmed" id={hintId}>
          {t('cv.dropHint')}
        </Text>
        <Button
          mt="xs"
          leftSection={<IconFileUpload size={16} aria-hidden="true" />}
          onClick={(event) => {
            // the drop area would open the picker a second time
            event.stopPropagation();
            openRef.current?.();
          }}
        >
          {t('cv.chooseFile')}
        </Button>
      </Stack>
    </Dropzone>
  );
}

function UploadBar({ progress }: { progress: number }) {
  const { t } = useTranslation('onboarding');
  const done = progress >= 100;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {done ? t('cv.uploaded') : t('cv.uploading')}
        </Text>
        <Text size="sm" c="dimmed" aria-hidden="true">
          {progress}%
        </Text>
      </Group>
      <Progress value={progress} color={done ? 'teal' : undefined} striped={!done} animated={!done} aria-label={t('cv.uploadProgress')} />
    </Stack>
  );
}

/** The uploaded CV's analysis, followed live: running (and the person may go on), done or failed. */
function Analysis({ cvId, name, onReplace }: { cvId: string; name: string; onReplace: () => void }) {
  const { t } = useTranslation('onboarding');
  const query = useCvAnalysis(cvId);
  const cv = query.data;
  const generated = useGeneratedText();
  const replace = (
    <Button variant="default" size="xs" leftSection={<IconUpload size={14} aria-hidden="true" />} onClick={onReplace}>
      {t('cv.replace')}
    </Button>
  );
  return (
    <Stack gap="md">
      <FileRow name={name} />
      <div role="status" aria-live="polite">
        {query.isError ? null : !cv || cv.status === 'processing' ? (
          <Alert color="blue" variant="light" icon={<Loader size={18} aria-hidden="true" />} title={t('cv.analysing')}>
            {t('cv.analysingHint')}
          </Alert>
        ) : cv.status === 'failed' ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={t('cv.failed')}>
            {cv.failure_reason ? `${generated.text(cv.failure_message, cv.failure_reason)} ` : ''}
            {t('cv.failedHint')}
          </Alert>
        ) : (
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} title={t('cv.analysed')}>
            {t('cv.analysedStats', { score: cv.quality_score ?? '–', skills: cv.skills_count })}
          </Alert>
        )}
      </div>
      {query.isError ? (
        <LoadError title={t('cv.statusFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : null}
      <Group>{replace}</Group>
    </Stack>
  );
}

export interface CvStepProps {
  cvId: string;
  cvFileName: string;
  /** the file being sent, while it is */
  uploading: { name: string } | null;
  progress: number;
  problem: CvProblem | null;
  onFile: (file: File) => void;
  onProblem: (problem: CvProblem) => void;
  onCancel: () => void;
  onReplace: () => void;
}

export function CvStep({ cvId, cvFileName, uploading, progress, problem, onFile, onProblem, onCancel, onReplace }: CvStepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="md">
      {uploading ? (
        <Stack gap="md">
          <FileRow name={uploading.name}>
            <Button variant="subtle" color="gray" size="xs" onClick={onCancel}>
              {t('cv.cancel')}
            </Button>
          </FileRow>
          <UploadBar progress={progress} />
        </Stack>
      ) : cvId ? (
        <Analysis cvId={cvId} name={cvFileName} onReplace={onReplace} />
      ) : (
        <Picker onFile={onFile} onProblem={onProblem} />
      )}
      <div aria-live="polite">{problem && !uploading ? <ProblemAlert problem={problem} /> : null}</div>
      {!cvId && !uploading ? (
        <Text size="sm" c="dimmed">
          {t('cv.optional')}
        </Text>
      ) : null}
    </Stack>
  );
}
