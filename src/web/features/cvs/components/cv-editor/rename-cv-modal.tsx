import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvSummary } from '@/contract/cvs';
import { cvUpdateSchema } from '@/contract/cvs';
import { useUpdateCv } from '@/web/features/cvs/api/cv-mutations';

/** Renames a CV; the name is checked with the contract's rule before it is sent. */
export function RenameCvModal({ cv, onClose }: { cv: CvSummary | null; onClose: () => void }) {
  const { t } = useTranslation('cvEditor');
  const update = useUpdateCv();
  const [value, setValue] = useState(cv?.title ?? '');
  const [shownFor, setShownFor] = useState<string | null>(cv?.id ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  // start from the CV's current name each time the dialog opens for a CV
  if ((cv?.id ?? null) !== shownFor) {
    setShownFor(cv?.id ?? null);
    if (cv) setValue(cv.title);
    setProblem(null);
  }

  function submit() {
    if (!cv) return;
    const parsed = cvUpdateSchema.safeParse({ title: value });
    if (!parsed.success || parsed.data.title === undefined) {
      const issue = parsed.error?.issues[0];
      setProblem(issue?.code === 'too_big' ? t('errors.tooLong', { max: Number(issue.maximum) }) : t('errors.required'));
      return;
    }
    const title = parsed.data.title;
    setProblem(null);
    notifications.clean();
    update.mutate(
      { id: cv.id, update: { title } },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: t('rename.done', { title: saved.title }) });
          onClose();
        },
        onError: () => notifications.show({ color: 'red', message: t('rename.failed') }),
      },
    );
  }

  return (
    <Modal opened={cv !== null} onClose={onClose} title={t('rename.title')} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="lg">
          <TextInput
            label={t('rename.label')}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={problem}
            data-autofocus
            maxLength={250}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('rename.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
