import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvRecordResponse } from '@/contract/cv-record';
import { LoadError } from '@/web/components/load-error';
import { useCvRecord } from '@/web/features/cvs/api/get-cv-record';
import { useSaveCvCorrections } from '@/web/features/cvs/api/save-cv-corrections';
import type { EditorDraft } from '@/web/features/cvs/lib/corrections';
import { correctionsFromDraft, draftFromRecord } from '@/web/features/cvs/lib/corrections';
import { ContactSection, SummarySection } from './contact-section';
import { EducationSection } from './education-section';
import { ExperienceSection } from './experience-section';
import { LanguagesSection } from './languages-section';
import { useFieldError } from './review-mark';
import type { SectionProps } from './section';
import { SkillsSection } from './skills-section';
import type { FieldErrors } from './validation';
import { validateDraft } from './validation';

/** The review/correction editor of one analysed CV (issue 17): loads its record, saves corrections. */
export function CvEditor({ cvId, onDone }: { cvId: string; onDone: () => void }) {
  const { t } = useTranslation('cvEditor');
  const query = useCvRecord(cvId);
  if (query.isPending) {
    return (
      <Stack gap="md">
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <Skeleton h={40} w="50%" />
        <Skeleton h={200} radius="md" />
        <Skeleton h={300} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError title={t('loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  return <EditorForm response={query.data} onDone={onDone} />;
}

/** The entry or field a review path names, unchanged since the editor opened? */
function untouched(path: string, draft: EditorDraft, initial: EditorDraft): boolean {
  const [section, ...rest] = path.split('.');
  const key = rest.join('.');
  if (section === 'contact') {
    const field = key as keyof EditorDraft['contact'];
    return draft.contact[field] === initial.contact[field];
  }
  if (section === 'experience') {
    const now = draft.experience.find((e) => e.key === key);
    const then = initial.experience.find((e) => e.key === key);
    return !!now && !!then && JSON.stringify(now) === JSON.stringify(then);
  }
  return true;
}

function EditorForm({ response, onDone }: { response: CvRecordResponse; onDone: () => void }) {
  const { t } = useTranslation('cvEditor');
  const save = useSaveCvCorrections(response.cv_id);
  const initial = useMemo(() => draftFromRecord(response), [response]);
  const [draft, setDraft] = useState<EditorDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showInvalid, setShowInvalid] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const error = useFieldError(errors);

  const review: SectionProps['review'] = {
    // marked until the person confirms it or changes it
    pending: (path) => response.record.review.includes(path) && !draft.confirmed.includes(path) && untouched(path, draft, initial),
    confirm: (path) => setDraft((d) => ({ ...d, confirmed: [...d.confirmed, path] })),
  };
  const pendingCount = response.record.review.filter((path) => review.pending(path)).length;

  function change(next: EditorDraft) {
    setDraft(next);
    // a fixed field loses its error as soon as it is valid again
    if (Object.keys(errors).length > 0) setErrors(validateDraft(next));
  }

  function submit() {
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setShowInvalid(true);
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    setShowInvalid(false);
    notifications.clean();
    save.mutate(correctionsFromDraft(response, draft), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('saved') });
        onDone();
      },
      onError: (e) => notifications.show({ color: 'red', message: t('saveFailed', { message: e.message }) }),
    });
  }

  const props: SectionProps = { draft, onChange: change, error, review };
  const unmatched = response.record.unmatched.length;

  return (
    <form
      noValidate
      aria-labelledby="cv-editor-title"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={2} size="h3" id="cv-editor-title">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
          {pendingCount > 0 ? (
            <Text size="sm" c="orange.8" fw={600}>
              {t('reviewCount', { count: pendingCount })}
            </Text>
          ) : null}
        </Stack>
        {showInvalid && Object.keys(errors).length > 0 ? (
          <Alert
            ref={alertRef}
            tabIndex={-1}
            color="red"
            variant="light"
            role="alert"
            icon={<IconInfoCircle size={18} aria-hidden="true" />}
          >
            {t('invalid')}
          </Alert>
        ) : null}
        {unmatched > 0 ? (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
            {t('unmatched', { count: unmatched })}
          </Alert>
        ) : null}
        <ContactSection {...props} />
        <SummarySection {...props} />
        <ExperienceSection {...props} />
        <EducationSection {...props} />
        <SkillsSection {...props} />
        <LanguagesSection {...props} />
        <Paper
          withBorder
          p="sm"
          radius="md"
          style={{ position: 'sticky', bottom: 'var(--mantine-spacing-sm)', zIndex: 2, boxShadow: 'var(--mantine-shadow-md)' }}
        >
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}>
              {t('save')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}
