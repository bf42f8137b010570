import { Box, Group, Progress, RingProgress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QualityScore } from '@/contract/cvs';
import { useGeneratedText } from '@/web/lib/generated-text';

export function scoreColor(score: number): string {
  return score >= 80 ? 'teal' : score >= 60 ? 'yellow' : 'red';
}

/** The CV quality score as a ring with the number inside. */
export function QualityRing({ score, size = 96 }: { score: number; size?: number }) {
  const { t } = useTranslation('cvs');
  return (
    <Box role="img" aria-label={t('detail.quality.ring', { score })} w={size}>
      <RingProgress
        size={size}
        thickness={size / 10}
        roundCaps
        sections={[{ value: score, color: scoreColor(score) }]}
        label={
          <Text ta="center" fw={800} fz={size / 3.6} lh={1} aria-hidden="true">
            {score}
          </Text>
        }
      />
    </Box>
  );
}

/** Each part of the score with its points and the reason, so the number explains itself. */
export function QualityBreakdown({ quality }: { quality: QualityScore }) {
  const { t } = useTranslation('cvs');
  const generated = useGeneratedText();
  return (
    <Stack gap="md">
      {quality.components.map((component) => {
        const label = generated.text(component.label_message, component.label);
        const share = component.max > 0 ? Math.round((component.points / component.max) * 100) : 0;
        return (
          <Stack key={component.key} gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {label}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('detail.quality.points', { points: component.points, max: component.max })}
              </Text>
            </Group>
            <Progress
              value={share}
              size="sm"
              color={scoreColor(share)}
              aria-label={t('detail.quality.componentLabel', { label, points: component.points, max: component.max })}
            />
            <Text size="xs" c="dimmed">
              {generated.text(component.explanation_message, component.explanation)}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
