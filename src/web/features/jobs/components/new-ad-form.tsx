import { Button, FileInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileUpload, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateJob, useUploadJob } from '@/web/features/jobs/api/jobs-api';
import type { JobView } from '@/web/features/jobs/api/jobs-api';

const MIN_LENGTH = 40;
const ACCEPT = '.pdf,.docx,.odt,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text,text/plain';

/** Paste an ad or upload its file; either way it is saved and the caller opens its match. */
export function NewAdForm({ onSaved }: { onSaved: (job: JobView) => void }) {
  const { t } = useTranslation('jobs');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateJob();
  const upload = useUploadJob();
  const pending = create.isPending || upload.isPending;

  function fail(e: Error) {
    setError(e.message);
    notifications.show({ color: 'red', title: t('newAd.failed'), message: e.message });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (file) {
      upload.mutate(file, { onSuccess: onSaved, onError: fail });
      return;
    }
    if (text.trim().length < MIN_LENGTH) {
      setError(t('newAd.tooShort'));
      return;
    }
    create.mutate({ text: text.trim() }, { onSuccess: onSaved, onError: fail });
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="new-ad-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="new-ad-title">
            {t('newAd.title')}
          </Title>
          <Textarea
            label={t('newAd.pasteLabel')}
            placeholder={t('newAd.pastePlaceholder')}
            autosize
            minRows={6}
            maxRows={16}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            disabled={file !== null}
            error={!file && error ? error : undefined}
          />
          <FileInput
            label={t('newAd.fileLabel')}
            description={t('newAd.fileDescription')}
            accept={ACCEPT}
            clearable
            value={file}
            onChange={setFile}
            leftSection={<IconFileUpload size={16} aria-hidden="true" />}
            error={file && error ? error : undefined}
          />
          <div>
            <Button type="submit" loading={pending} leftSection={<IconSparkles size={16} aria-hidden="true" />}>
              {t('newAd.submit')}
            </Button>
          </div>
          {error && !file && text.trim().length >= MIN_LENGTH ? (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
