import { NumberInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Trend } from '@/contract/market';
import { ListField } from '@/web/features/market-admin/components/form-fields';
import { RecordForm, useFormValidator, useRecordSubmit } from '@/web/features/market-admin/components/record-form';
import { trendName } from '@/web/features/market-admin/lib/format';
import { GROWTH_RATE_MAX, GROWTH_RATE_MIN } from '@/web/features/market-admin/lib/limits';
import { emptyTrendForm, trendCreateRequest, trendToForm, trendUpdateRequest } from '@/web/features/market-admin/lib/record-forms';
import type { TrendFormValues } from '@/web/features/market-admin/lib/record-forms';
import { validateTrendForm } from '@/web/features/market-admin/lib/validation';

/** The form for a new trend (`trend` null) or one to edit; give it a new key per record so it starts from it. */
export function TrendForm({ trend, onClose }: { trend: Trend | null; onClose: () => void }) {
  const { t } = useTranslation('marketAdmin');
  const keepsMissingRate = trend !== null && trend.growth_rate === null;
  const validate = useFormValidator<TrendFormValues>((values) => validateTrendForm(values, keepsMissingRate));
  const form = useForm<TrendFormValues>({
    initialValues: trend ? trendToForm(trend) : emptyTrendForm(),
    validate,
    validateInputOnBlur: true,
  });
  const { saving, onSubmit } = useRecordSubmit('trends', form, {
    create: trendCreateRequest,
    update: (values) => trendUpdateRequest(values, trend!),
    label: trendName,
    onDone: onClose,
  });
  const field = (name: keyof TrendFormValues) => ({ label: t(`fields.trends.${name}`), ...form.getInputProps(name) });

  return (
    <RecordForm onSubmit={onSubmit(trend?.id ?? null)} onCancel={onClose} saving={saving}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput required data-autofocus {...field('industry')} />
        <TextInput required {...field('region')} />
      </SimpleGrid>
      <NumberInput
        required={!keepsMissingRate}
        suffix="%"
        decimalScale={2}
        step={0.5}
        clampBehavior="none"
        description={
          keepsMissingRate
            ? t('form.growthRateMissingHint', { min: GROWTH_RATE_MIN, max: GROWTH_RATE_MAX })
            : t('form.growthRateHint', { min: GROWTH_RATE_MIN, max: GROWTH_RATE_MAX })
        }
        inputMode="decimal"
        maw={260}
        {...field('growth_rate')}
      />
      <ListField {...field('emerging_skills')} />
      <ListField {...field('declining_skills')} />
      <ListField {...field('transformation_drivers')} />
      <Textarea autosize minRows={3} maxRows={10} {...field('forecast_summary')} />
      <TextInput description={t('form.sourceHint')} {...field('source')} />
    </RecordForm>
  );
}
