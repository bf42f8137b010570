import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trend } from '@/web/features/performance/lib/weeks';

/** One figure with its label, an optional line under it and an optional trend. */
export function StatCard({
  label,
  value,
  hint,
  icon,
  color,
  trend,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ReactNode;
  color: string;
  trend?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" lh={1.3}>
            {label}
          </Text>
          <Text fz={26} fw={800} lh={1.15}>
            {value}
          </Text>
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
          {trend}
        </Stack>
      </Group>
    </Paper>
  );
}

const trendIcon = { up: IconArrowUpRight, down: IconArrowDownRight, flat: IconMinus } as const;
// the arrow carries the colour; the words stay in the readable dimmed text colour of both schemes
const trendColor = { up: 'var(--mantine-color-teal-6)', down: 'var(--mantine-color-red-6)', flat: 'var(--mantine-color-dimmed)' } as const;

/** "Up 8 on the previous version" with an arrow; in words, so colour is never the only cue. */
export function TrendNote({ trend, basis, format = String }: { trend: Trend; basis: 'lastWeek' | 'previousVersion'; format?: (n: number) => string }) {
  const { t } = useTranslation('performance');
  if (trend.direction === null || trend.delta === null) {
    return (
      <Text size="xs" c="dimmed">
        {t('trend.none')}
      </Text>
    );
  }
  const Icon = trendIcon[trend.direction];
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={14} aria-hidden="true" color={trendColor[trend.direction]} style={{ flexShrink: 0 }} />
      <Text size="xs" c="dimmed" fw={500}>
        {t(`trend.${trend.direction}`, { delta: format(Math.abs(trend.delta)), basis: t(`trend.${basis}`) })}
      </Text>
    </Group>
  );
}
