import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function confidenceColor(value: number): string {
  return value >= 75 ? 'teal' : value >= 50 ? 'indigo' : 'yellow';
}

/** The share of a view the person's data fills, as a number and a bar, with what it means. */
export function ConfidenceMeter({ value, name, explanation }: { value: number; name: string; explanation: string }) {
  const { t } = useTranslation('perspectives');
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" aria-hidden="true">
          {t('card.confidence')}
        </Text>
        <Text size="sm" fw={700} aria-hidden="true">
          {value}%
        </Text>
      </Group>
      <Progress value={value} color={confidenceColor(value)} aria-label={t('card.confidenceLabel', { name })} />
      <Text size="xs" c="dimmed">
        {explanation}
      </Text>
    </Stack>
  );
}
