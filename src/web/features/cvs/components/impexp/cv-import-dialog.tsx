/**
 * "Import" on the CV list (issue 17): a LinkedIn data export (ZIP), a JSON Resume or a Europass file
 * becomes a CV entry of its own kind, analysed like an upload. The server refuses a file that cannot be
 * of the chosen kind at once (details.reason); a damaged one ends as a failed entry in the list, with its
 * reason as a message key rendered in the interface language (ADR 018).
 */
import { Alert, Button, FileInput, Group, Modal, Radio, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconFileImport, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvImportKind } from '@/contract/cv-import';
import { CV_IMPORT_ACCEPT, cvImportKinds, cvImportRefusals } from '@/contract/cv-import';
import { useImportCv } from '@/web/features/cvs/api/import-cv';
import { ApiError } from '@/web/lib/api-client';

function acceptOf(kind: CvImportKind): string {
  return Object.entries(CV_IMPORT_ACCEPT[kind])
    .flatMap(([mime, exts]) => [mime, ...exts])
    .join(',');
}

type Problem = { key: string; message?: string };

function problemOf(error: Error): Problem {
  if (!(error instanceof ApiError)) return { key: 'import.reasons.other', message: error.message };
  const reason = (error.details as { reason?: string } | undefined)?.reason;
  if (reason && (cvImportRefusals as readonly string[]).includes(reason)) return { key: `import.reasons.${reason}` };
  if (reason === 'EMPTY_FILE') return { key: 'import.reasons.EMPTY_FILE' };
  if (error.status === 413) return { key: 'import.reasons.tooLarge' };
  if (error.status === 429) return { key: 'import.reasons.rateLimited' };
  return { key: 'import.reasons.other', message: error.message };
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('cvImpexp');
  const [kind, setKind] = useState<CvImportKind>('linkedin');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const importing = useImportCv();

  function submit() {
    if (!file) return;
    setProblem(null);
    importing.mutate(
      { kind, file },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('import.started', { name: file.name }) });
          onDone();
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('import.intro')}
      </Text>
      <Radio.Group
        label={t('import.kind')}
        value={kind}
        onChange={(v) => {
          setKind(v as CvImportKind);
          setFile(null);
          setProblem(null);
        }}
      >
        <Stack gap={10} mt={8}>
          {cvImportKinds.map((value) => (
            <Radio key={value} value={value} label={t(`import.kinds.${value}`)} description={t(`import.kindHints.${value}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <FileInput
        label={t('import.file')}
        placeholder={t('import.filePlaceholder')}
        accept={acceptOf(kind)}
        value={file}
        onChange={(f) => {
          setFile(f);
          setProblem(null);
        }}
        leftSection={<IconPaperclip size={16} aria-hidden="true" />}
        clearable
        data-testid="cv-import-file"
      />
      {problem ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={t('import.failedTitle')} role="alert">
          {t(problem.key as 'import.reasons.other', { message: problem.message ?? '' })}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('import.cancel')}
        </Button>
        <Button
          onClick={submit}
          disabled={!file}
          loading={importing.isPending}
          leftSection={<IconFileImport size={16} aria-hidden="true" />}
        >
          {t('import.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The "Import" button of the CV list, with its dialog. */
export function CvImportButton() {
  const { t } = useTranslation('cvImpexp');
  const small = useMediaQuery('(max-width: 36em)');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden="true" />} onClick={() => setOpened(true)}>
        {t('import.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={
          <Title order={2} size="h4">
            {t('import.title')}
          </Title>
        }
        closeButtonProps={{ 'aria-label': t('import.cancel') }}
        size="lg"
        fullScreen={small}
        centered
      >
        {opened ? <ImportForm onDone={() => setOpened(false)} /> : null}
      </Modal>
    </>
  );
}
