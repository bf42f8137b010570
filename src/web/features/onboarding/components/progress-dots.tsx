import { Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStepTitle } from '@/web/features/onboarding/components/step-title';
import type { CopyKey, StepKey } from '@/web/features/onboarding/lib/wizard';

/** Spec: progress dots. The visible "Step 2 of 6" says the same for everyone; each dot names its step for screen readers. */
export function ProgressDots({ steps, current, copy }: { steps: readonly StepKey[]; current: number; copy: CopyKey }) {
  const { t } = useTranslation('onboarding');
  const stepTitle = useStepTitle(copy);
  return (
    <Stack gap={8}>
      <Text size="sm" fw={600} c="dimmed" aria-hidden="true">
        {t('progress.stepOf', { current: current + 1, total: steps.length })}
      </Text>
      <Group component="ol" gap={8} aria-label={t('progress.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {steps.map((key, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li key={key} aria-current={state === 'current' ? 'step' : undefined}>
              <Box
                aria-hidden="true"
                h={10}
                w={state === 'current' ? 28 : 10}
                style={{
                  borderRadius: 999,
                  transition: 'width 160ms ease',
                  background: state === 'upcoming' ? 'var(--mantine-color-default-border)' : 'var(--mantine-primary-color-filled)',
                  opacity: state === 'done' ? 0.55 : 1,
                }}
              />
              <VisuallyHidden>
                {t('progress.dot', { number: index + 1, title: stepTitle(key), state: t(`progress.${state}`) })}
              </VisuallyHidden>
            </li>
          );
        })}
      </Group>
    </Stack>
  );
}
