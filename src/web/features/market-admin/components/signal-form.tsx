import { Autocomplete, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Signal } from '@/contract/market';
import { ListField } from '@/web/features/market-admin/components/form-fields';
import { RecordForm, useFormValidator, useRecordSubmit } from '@/web/features/market-admin/components/record-form';
import { emptySignalForm, signalCreateRequest, signalToForm, signalUpdateRequest } from '@/web/features/market-admin/lib/record-forms';
import type { SignalFormValues } from '@/web/features/market-admin/lib/record-forms';
import { shorten } from '@/web/features/market-admin/lib/format';
import { validateSignalForm } from '@/web/features/market-admin/lib/validation';

// the types Kairos writes itself; any other short word is allowed
const SUGGESTED_TYPES = ['skill_shortage', 'skill_demand', 'opportunity', 'market_update'];

/** The form for a new signal (`signal` null) or one to edit; give it a new key per record so it starts from it. */
export function SignalForm({ signal, onClose }: { signal: Signal | null; onClose: () => void }) {
  const { t } = useTranslation('marketAdmin');
  const validate = useFormValidator<SignalFormValues>(validateSignalForm);
  const form = useForm<SignalFormValues>({
    initialValues: signal ? signalToForm(signal) : emptySignalForm(),
    validate,
    validateInputOnBlur: true,
  });
  const { saving, onSubmit } = useRecordSubmit('signals', form, {
    create: signalCreateRequest,
    update: (values) => signalUpdateRequest(values, signal!),
    label: (values) => shorten(values.message),
    onDone: onClose,
  });
  const field = (name: keyof SignalFormValues) => ({ label: t(`fields.signals.${name}`), ...form.getInputProps(name) });

  return (
    <RecordForm onSubmit={onSubmit(signal?.id ?? null)} onCancel={onClose} saving={saving}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <Autocomplete required data={SUGGESTED_TYPES} description={t('form.typeHint')} data-autofocus {...field('type')} />
        <TextInput required {...field('region')} />
      </SimpleGrid>
      <Textarea required autosize minRows={3} maxRows={10} {...field('message')} />
      <ListField {...field('languages')} />
      <TextInput type="url" inputMode="url" placeholder="https://" description={t('form.linkHint')} {...field('link')} />
      <TextInput description={t('form.sourceHint')} {...field('source')} />
    </RecordForm>
  );
}
