import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveRecord } from '@/web/features/market-admin/api/record-mutations';
import type { RecordTypes } from '@/web/features/market-admin/api/record-mutations';
import type { RecordKind } from '@/web/features/market-admin/lib/record-forms';
import { isNotFound, saveFailure } from '@/web/features/market-admin/lib/server-errors';
import type { Problem, Problems } from '@/web/features/market-admin/lib/validation';

// Mantine's default error red is below 4.5:1 on white (and the input text turns that red too); the
// theme's readable red is used instead, in both colour schemes
const readableErrors = { '--mantine-color-error': 'var(--mantine-color-red-text)' } as CSSProperties;

/** Which record the editor shows (null: a new one); `seq` gives every opening a fresh form. */
export function useEditor<T>() {
  const [state, setState] = useState<{ opened: boolean; record: T | null; seq: number }>({ opened: false, record: null, seq: 0 });
  return {
    ...state,
    open: (record: T | null) => setState((s) => ({ opened: true, record, seq: s.seq + 1 })),
    close: () => setState((s) => ({ ...s, opened: false })),
  };
}

/**
 * The modal around a record form, always mounted so focus goes back to the button that opened it;
 * full screen on phones.
 */
export function EditorModal({ opened, onClose, title, children }: { opened: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const { t } = useTranslation('marketAdmin');
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      styles={{ content: readableErrors }}
    >
      {children}
    </Modal>
  );
}

/** The form itself: a note on required fields, the fields, then Cancel and Save. */
export function RecordForm({
  onSubmit,
  onCancel,
  saving,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('marketAdmin');
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('form.requiredHint')}
        </Text>
        {children}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A validation problem in the interface language (the English text is the server's). */
export function useProblemText() {
  const { t } = useTranslation('marketAdmin');
  return (problem: Problem): string => {
    switch (problem.code) {
      case 'required':
        return t('validation.required');
      case 'tooLong':
        return t('validation.tooLong', { max: problem.max });
      case 'notNumber':
        return t('validation.notNumber');
      case 'tooSmall':
        return t('validation.tooSmall', { min: problem.min });
      case 'tooBig':
        return t('validation.tooBig', { max: problem.max });
      case 'tooManyItems':
        return t('validation.tooManyItems', { max: problem.max });
      case 'itemTooLong':
        return t('validation.itemTooLong', { item: problem.item, max: problem.max });
      case 'notHttpUrl':
        return t('validation.notHttpUrl');
    }
  };
}

/** Turns a form's problems into Mantine's errors. */
export function useFormValidator<V>(validate: (values: V) => Problems<V>) {
  const text = useProblemText();
  return (values: V) =>
    Object.fromEntries(Object.entries(validate(values)).map(([field, problem]) => [field, text(problem as Problem)]));
}

/**
 * Submits a record form: a new record sends every field, an edit only the changed ones. The server's
 * reasons go next to their fields; anything else (and a record deleted meanwhile) becomes a toast.
 */
export function useRecordSubmit<K extends RecordKind, V extends object>(
  kind: K,
  form: UseFormReturnType<V>,
  options: {
    create: (values: V) => RecordTypes[K]['create'];
    /** the changed fields of the record being edited */
    update: (values: V) => RecordTypes[K]['update'];
    label: (values: V) => string;
    onDone: () => void;
  },
) {
  const { t } = useTranslation('marketAdmin');
  const save = useSaveRecord(kind);

  function focusFirst(fields: string[]) {
    const first = fields[0];
    if (first) (form.getInputNode(first as never) as HTMLElement | null)?.focus();
  }

  function submit(values: V, id: string | null) {
    notifications.clean();
    const label = options.label(values);
    const input = id === null ? { id: null, body: options.create(values) } : { id, body: options.update(values) };
    if (input.id !== null && Object.keys(input.body).length === 0) {
      notifications.show({ color: 'gray', message: t('toasts.nothingChanged') });
      options.onDone();
      return;
    }
    save.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: id === null ? t('toasts.created', { label }) : t('toasts.saved', { label }) });
        options.onDone();
      },
      onError: (error: unknown) => {
        if (isNotFound(error)) {
          notifications.show({ color: 'red', title: t('toasts.saveFailed'), message: t('toasts.goneWhileEditing') });
          options.onDone();
          return;
        }
        const failure = saveFailure(error, Object.keys(form.getValues()), (item, reason) => t('validation.item', { item, reason }));
        form.setErrors(failure.fields);
        focusFirst(Object.keys(failure.fields));
        if (failure.message !== null || Object.keys(failure.fields).length === 0) {
          notifications.show({ color: 'red', title: t('toasts.saveFailed'), message: failure.message ?? t('toasts.tryAgain') });
        }
      },
    });
  }

  return {
    saving: save.isPending,
    onSubmit: (id: string | null) =>
      form.onSubmit(
        (values) => submit(values, id),
        (errors) => focusFirst(Object.keys(errors)),
      ),
  };
}
