// The steps with fields: personal information, professional background, goals. Each field shows its
// own error under it; the labels of the goal fields follow the role (hiring goals for recruiters, ...).
import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { experienceLevels } from '@/contract/profile';
import type { ExperienceLevel } from '@/contract/profile';
import { errorStyles } from '@/web/features/onboarding/components/field-styles';
import { LIMITS } from '@/web/features/onboarding/lib/wizard';
import type { CopyKey, FieldKey, WizardData } from '@/web/features/onboarding/lib/wizard';

export interface StepFieldsProps {
  data: WizardData;
  errors: Partial<Record<FieldKey, string>>;
  onChange: (patch: Partial<WizardData>) => void;
  copy: CopyKey;
}

export function PersonalStep({ data, errors, onChange }: StepFieldsProps) {
  const { t } = useTranslation('onboarding');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('fields.fullName')}
        placeholder={t('placeholders.fullName')}
        autoComplete="name"
        withAsterisk
        aria-required
        maxLength={LIMITS.name}
        value={data.fullName}
        onChange={(event) => onChange({ fullName: event.currentTarget.value })}
        error={errors.fullName}
        styles={errorStyles}
      />
      <TextInput
        label={t('fields.currentRole')}
        placeholder={t('placeholders.currentRole')}
        autoComplete="organization-title"
        withAsterisk
        aria-required
        maxLength={LIMITS.text}
        value={data.currentRole}
        onChange={(event) => onChange({ currentRole: event.currentTarget.value })}
        error={errors.currentRole}
        styles={errorStyles}
      />
    </SimpleGrid>
  );
}

export function BackgroundStep({ data, errors, onChange }: StepFieldsProps) {
  const { t } = useTranslation('onboarding');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('fields.industry')}
        placeholder={t('placeholders.industry')}
        withAsterisk
        aria-required
        maxLength={LIMITS.text}
        value={data.industry}
        onChange={(event) => onChange({ industry: event.currentTarget.value })}
        error={errors.industry}
        styles={errorStyles}
      />
      <NativeSelect
        label={t('fields.experience')}
        withAsterisk
        aria-required
        value={data.experience}
        onChange={(event) => onChange({ experience: event.currentTarget.value as ExperienceLevel | '' })}
        data={[{ value: '', label: t('placeholders.experience') }, ...experienceLevels.map((level) => ({ value: level, label: t(`experience.${level}`) }))]}
        error={errors.experience}
        styles={errorStyles}
      />
    </SimpleGrid>
  );
}

export function GoalsStep({ data, errors, onChange, copy }: StepFieldsProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="md">
      <Textarea
        label={t(`copy.${copy}.goalsLabel`)}
        description={t('hints.goals')}
        placeholder={t(`copy.${copy}.goalsPlaceholder`)}
        withAsterisk
        aria-required
        autosize
        minRows={3}
        maxRows={8}
        maxLength={LIMITS.goals}
        value={data.goals}
        onChange={(event) => onChange({ goals: event.currentTarget.value })}
        error={errors.goals}
        styles={errorStyles}
      />
      <Textarea
        label={t(`copy.${copy}.challengesLabel`)}
        description={t('hints.optional')}
        placeholder={t(`copy.${copy}.challengesPlaceholder`)}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={LIMITS.challenges}
        value={data.challenges}
        onChange={(event) => onChange({ challenges: event.currentTarget.value })}
      />
    </Stack>
  );
}
