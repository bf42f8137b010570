import { Group, Loader, Progress, Stack, Text, Timeline, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CvStatus, CvStep } from '@/contract/cvs';
import { activeStepIndex, analysisPercent, analysisSteps } from '@/web/features/cvs/lib/cv-status';

/** The analysis as it happens: parsed → extracted → analysing → generating, driven by live events. */
export function AnalysisSteps({ status, step, compact = false }: { status: CvStatus; step: CvStep | null; compact?: boolean }) {
  const { t } = useTranslation('cvs');
  const active = activeStepIndex(status, step);
  const percent = analysisPercent(status, step);
  const current = analysisSteps[Math.min(active, analysisSteps.length - 1)];
  const announcement =
    active >= analysisSteps.length
      ? t('steps.done')
      : t('steps.stepOf', { current: active + 1, total: analysisSteps.length, title: t(`steps.${current}.title`) });

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} aria-hidden="true">
            {announcement}
          </Text>
          <Text size="sm" c="dimmed" aria-hidden="true">
            {percent}%
          </Text>
        </Group>
        <Progress value={percent} animated={percent < 100} size="md" aria-label={t('steps.progressLabel')} />
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
      </Stack>
      <Timeline active={active} bulletSize={compact ? 22 : 28} lineWidth={2}>
        {analysisSteps.map((key, index) => {
          const done = index < active;
          const inProgress = index === active;
          return (
            <Timeline.Item
              key={key}
              bullet={
                done ? (
                  <IconCheck size={compact ? 12 : 16} aria-hidden="true" />
                ) : inProgress ? (
                  <Loader size={compact ? 10 : 14} color="white" aria-hidden="true" />
                ) : null
              }
              title={
                <Text fw={inProgress ? 700 : 600} size={compact ? 'sm' : 'md'} c={!done && !inProgress ? 'dimmed' : undefined}>
                  {t(`steps.${key}.title`)}
                  <VisuallyHidden>
                    {' '}
                    ({done ? t('steps.done') : inProgress ? t('steps.current') : t('steps.pending')})
                  </VisuallyHidden>
                </Text>
              }
              lineVariant={done ? 'solid' : 'dashed'}
            >
              {compact ? null : (
                <Text size="sm" c="dimmed">
                  {t(`steps.${key}.description`)}
                </Text>
              )}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Stack>
  );
}
