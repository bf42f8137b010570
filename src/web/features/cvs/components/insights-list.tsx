import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBulb, IconChartArrowsVertical, IconRocket, IconTrendingUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneratedLabel } from '@/web/components/generated-label';
import type { Insight } from '@/contract/cvs';
import { asPercent } from '@/web/features/cvs/lib/format';
import { useGeneratedText } from '@/web/lib/generated-text';

const typeIcon: Record<Insight['type'], { icon: ReactNode; color: string }> = {
  trend: { icon: <IconTrendingUp size={18} />, color: 'blue' },
  opportunity: { icon: <IconRocket size={18} />, color: 'grape' },
  recommendation: { icon: <IconBulb size={18} />, color: 'yellow' },
  optimization: { icon: <IconChartArrowsVertical size={18} />, color: 'teal' },
};

const impactColor: Record<Insight['impact'], string> = { high: 'red', medium: 'orange', low: 'gray' };

/** Insight cards with their type and impact badges. */
export function InsightsList({ insights, empty }: { insights: readonly Insight[]; empty: string }) {
  const { t } = useTranslation('cvs');
  const generated = useGeneratedText();
  if (insights.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <GeneratedLabel />
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {insights.map((insight) => (
          <Paper key={insight.id} component="li" withBorder p="md" radius="md">
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" color={typeIcon[insight.type].color} size={34} radius="md" aria-hidden="true">
                {typeIcon[insight.type].icon}
              </ThemeIcon>
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group gap={6}>
                  <Badge size="sm" variant="light" color={typeIcon[insight.type].color}>
                    {t(`insightTypes.${insight.type}`)}
                  </Badge>
                  <Badge size="sm" variant="dot" color={impactColor[insight.impact]}>
                    {t(`impact.${insight.impact}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {t('insightConfidence', { percent: asPercent(insight.confidence) })}
                  </Text>
                </Group>
                <Text fw={600}>{generated.text(insight.title_message, insight.title)}</Text>
                <Text size="sm" c="dimmed">
                  {generated.text(insight.description_message, insight.description)}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
