import { GeneratedLabel } from '@/web/components/generated-label';
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';
import { Panel } from '@/web/features/performance/components/panel';
import type { NextStep, NextStepKind } from '@/web/features/performance/lib/next-steps';

const stepPath: Record<NextStepKind, string> = {
  uploadCv: paths.cvUpload,
  overdueTasks: paths.tasks,
  validateTalents: paths.hiddenTalents,
  completeProfile: paths.profile,
  dueThisWeek: paths.tasksAdvancedAnalytics,
  askCoach: paths.careerCoach,
};

/** "What to do next": each step says why, with one button to where it is done. */
export function NextStepsPanel({ steps, completeness }: { steps: readonly NextStep[]; completeness: number }) {
  const { t } = useTranslation('performance');
  const text = (step: NextStep) => {
    switch (step.kind) {
      case 'completeProfile':
        return t('intelligent.next.completeProfile', { percent: completeness });
      case 'overdueTasks':
      case 'validateTalents':
      case 'dueThisWeek':
        return t(`intelligent.next.${step.kind}`, { count: step.count });
      default:
        return t(`intelligent.next.${step.kind}`);
    }
  };
  return (
    <Panel title={t('intelligent.nextTitle')}>
      {steps.length === 0 ? (
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="teal" radius="xl" aria-hidden="true">
            <IconCircleCheck size={18} />
          </ThemeIcon>
          <Text>{t('intelligent.nextNone')}</Text>
        </Group>
      ) : (
        <Stack gap="sm">
          <GeneratedLabel />
          <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {steps.map((step) => (
              <Paper key={step.kind} component="li" withBorder p="sm" radius="md">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 240px', minWidth: 0 }}>
                    <ThemeIcon variant="light" color="yellow" radius="xl" aria-hidden="true">
                      <IconBulb size={18} />
                    </ThemeIcon>
                    <Text size="sm">{text(step)}</Text>
                  </Group>
                  <Button component={Link} to={stepPath[step.kind]} size="xs" variant="light">
                    {t(`intelligent.nextAction.${step.kind}`)}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Stack>
      )}
    </Panel>
  );
}
