import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCvAnalysis } from '@/web/features/onboarding/api/upload-cv';
import { useStepTitle } from '@/web/features/onboarding/components/step-title';
import { copyKey, stepsFor } from '@/web/features/onboarding/lib/wizard';
import type { StepKey, WizardData } from '@/web/features/onboarding/lib/wizard';

type Row = { label: string; value: string };

function Section({ title, rows, onEdit }: { title: string; rows: Row[]; onEdit: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPencil size={14} aria-hidden="true" />}
          onClick={onEdit}
          aria-label={t('summary.editStep', { step: title })}
        >
          {t('summary.edit')}
        </Button>
      </Group>
      <Box component="dl" m={0}>
        {rows.map((row) => (
          <Group key={row.label} gap={4} align="baseline" wrap="wrap" mb={4}>
            <Text component="dt" size="sm" c="dimmed" miw={140}>
              {row.label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', flex: '1 1 200px' }}>
              {row.value}
            </Text>
          </Group>
        ))}
      </Box>
    </Paper>
  );
}

function useCvLine(data: WizardData): string {
  const { t } = useTranslation('onboarding');
  const analysis = useCvAnalysis(data.cvId);
  if (!data.cvId) return t('summary.noCv');
  return analysis.data?.status === 'processing' ? t('summary.cvAnalysing', { name: data.cvFileName }) : data.cvFileName;
}

export function SummaryStep({
  data,
  onEdit,
  onComplete,
  completing,
}: {
  data: WizardData;
  onEdit: (step: number) => void;
  onComplete: () => void;
  completing: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const copy = copyKey(data.career_role);
  const cvLine = useCvLine(data);
  const stepTitle = useStepTitle(copy);
  const steps = stepsFor(data.career_role);
  const orNot = (value: string) => value.trim() || t('summary.notGiven');

  const rows: Partial<Record<StepKey, Row[]>> = {
    role: [{ label: t('fields.careerRole'), value: data.career_role ? t(`roles.${data.career_role}.label`) : t('summary.notGiven') }],
    cvUpload: [{ label: t('fields.cv'), value: cvLine }],
    personal: [
      { label: t('fields.fullName'), value: orNot(data.fullName) },
      { label: t('fields.currentRole'), value: orNot(data.currentRole) },
    ],
    background: [
      { label: t('fields.industry'), value: orNot(data.industry) },
      { label: t('fields.experience'), value: data.experience ? t(`experience.${data.experience}`) : t('summary.notGiven') },
    ],
    goals: [
      { label: t(`copy.${copy}.goalsLabel`), value: orNot(data.goals) },
      { label: t(`copy.${copy}.challengesLabel`), value: orNot(data.challenges) },
    ],
  };

  return (
    <Stack gap="md">
      <Text>{t('summary.intro')}</Text>
      {steps.map((step, index) => {
        const stepRows = rows[step];
        return stepRows ? <Section key={step} title={stepTitle(step)} rows={stepRows} onEdit={() => onEdit(index)} /> : null;
      })}
      <Group justify="center" mt="xs">
        <Button size="md" leftSection={<IconCheck size={18} aria-hidden="true" />} onClick={onComplete} loading={completing}>
          {t('summary.completeButton')}
        </Button>
      </Group>
    </Stack>
  );
}
