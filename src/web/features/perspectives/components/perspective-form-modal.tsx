import { Alert, Button, Checkbox, Group, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sectionKeys, tones } from '@/contract/perspectives';
import type { Perspective } from '@/contract/perspectives';
import { useCreatePerspective, useUpdatePerspective } from '@/web/features/perspectives/api/perspective-mutations';
import {
  AUDIENCE_MAX,
  builtInToForm,
  displayName,
  emptyPerspectiveForm,
  fieldErrorsFrom,
  isBuiltIn,
  mergeSectionOrder,
  NAME_MAX,
  perspectiveToForm,
  toCreateBody,
  toUpdateBody,
  validateAudience,
  validateName,
  validateSections,
} from '@/web/features/perspectives/lib/perspective-display';
import type { PerspectiveFormValues, SectionKey, Tone } from '@/web/features/perspectives/lib/perspective-display';
import { useBuiltInLabels } from '@/web/features/perspectives/lib/use-built-in-labels';
import { ApiError } from '@/web/lib/api-client';

// Mantine's error red is below AA on white; the theme's red text colour is not
const errorStyles = { error: { color: 'var(--mantine-color-red-text)' } };

function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
}

/** The fields, mounted each time the modal opens, so they start from the perspective or empty. */
function PerspectiveForm({ perspective, onClose }: { perspective: Perspective | null; onClose: () => void }) {
  const { t } = useTranslation('perspectives');
  const labels = useBuiltInLabels();
  const create = useCreatePerspective();
  const update = useUpdatePerspective();
  const saving = create.isPending || update.isPending;
  const builtIn = perspective && isBuiltIn(perspective.kind) ? perspective.kind : null;

  const form = useForm<PerspectiveFormValues>({
    initialValues: perspective ? perspectiveToForm(perspective, labels) : emptyPerspectiveForm(),
    validate: {
      name: (value) => {
        const error = validateName(value);
        return error ? t(`validation.${error}`) : null;
      },
      target_audience: (value) => {
        const error = validateAudience(value);
        return error ? t(`validation.${error}`) : null;
      },
      sections: (value) => {
        const error = validateSections(value);
        return error ? t(`validation.${error}`) : null;
      },
    },
  });

  function submit(values: PerspectiveFormValues) {
    notifications.clean();
    const onError = (error: Error) => {
      const fields = fieldErrorsFrom(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else notifications.show({ color: 'red', message: failureMessage(error, t('toasts.saveFailed')) });
    };
    const onSuccess = (message: string) => () => {
      notifications.show({ color: 'teal', message });
      onClose();
    };
    if (!perspective) {
      create.mutate(toCreateBody(values), { onSuccess: onSuccess(t('toasts.created')), onError });
      return;
    }
    const body = toUpdateBody(perspective, values, labels);
    if (!body) {
      onClose();
      return;
    }
    update.mutate({ id: perspective.id, body }, { onSuccess: onSuccess(t('toasts.updated')), onError });
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {builtIn ? (
          <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden="true" />}>
            <Text size="sm">{t('form.customizeHint')}</Text>
          </Alert>
        ) : null}
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          withAsterisk
          maxLength={NAME_MAX}
          data-autofocus
          styles={errorStyles}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('form.audience')}
          placeholder={t('form.audiencePlaceholder')}
          description={t('form.audienceHint')}
          maxLength={AUDIENCE_MAX}
          styles={errorStyles}
          {...form.getInputProps('target_audience')}
        />
        <Checkbox.Group
          label={t('form.sections')}
          description={t('form.sectionsHint')}
          withAsterisk
          styles={errorStyles}
          {...form.getInputProps('sections')}
          onChange={(checked) => form.setFieldValue('sections', mergeSectionOrder(form.getValues().sections, checked as SectionKey[]))}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
            {sectionKeys.map((key) => (
              <Checkbox key={key} value={key} label={t(`sections.${key}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Radio.Group label={t('form.tone')} {...form.getInputProps('tone')} onChange={(value) => form.setFieldValue('tone', value as Tone)}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="sm" mt="xs">
            {tones.map((tone) => (
              <Radio key={tone} value={tone} label={t(`tones.${tone}`)} description={t(`toneHints.${tone}`)} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Group justify="space-between" gap="sm" mt="xs">
          {builtIn ? (
            <Button
              variant="subtle"
              leftSection={<IconRestore size={16} aria-hidden="true" />}
              onClick={() => form.setValues(builtInToForm(builtIn, labels))}
              disabled={saving}
            >
              {t('form.restore')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm" ml="auto">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {perspective ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Create a custom perspective (`perspective` is null), edit one, or customise a built-in. */
export function PerspectiveFormModal({ opened, perspective, onClose }: { opened: boolean; perspective: Perspective | null; onClose: () => void }) {
  const { t } = useTranslation('perspectives');
  const labels = useBuiltInLabels();
  const small = useMediaQuery('(max-width: 36em)');
  const title = !perspective
    ? t('form.createTitle')
    : isBuiltIn(perspective.kind)
      ? t('form.customizeTitle', { name: displayName(perspective, labels) })
      : t('form.editTitle');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      size="lg"
      fullScreen={small}
      centered
    >
      <PerspectiveForm key={perspective?.id ?? 'new'} perspective={perspective} onClose={onClose} />
    </Modal>
  );
}
