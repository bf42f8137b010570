import { Badge, Card, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SourceLine } from '@/web/features/market/components/sources';
import { toPercent } from '@/web/features/market/lib/format';
import type { MarketInsight } from '@/web/features/market/types';

const typeColor = { opportunity: 'teal', trend: 'grape', recommendation: 'indigo' } as const;

/** One insight or recommendation (spec §3 Insight) with its relevance, actions and sources. */
export function InsightCard({ insight, order = 3 }: { insight: MarketInsight; order?: TitleOrder }) {
  const { t } = useTranslation('market');
  const relevance = toPercent(insight.relevanceScore);
  return (
    <Card component="article" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Badge variant="light" color={typeColor[insight.type] ?? 'gray'} tt="none">
            {t(`insights.type.${insight.type}`)}
          </Badge>
          {insight.timeframe ? (
            <Text size="xs" c="dimmed">
              {t('insights.timeframe', { value: insight.timeframe })}
            </Text>
          ) : null}
        </Group>
        <Title order={order} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {insight.title}
        </Title>
        <Text size="sm">{insight.description}</Text>
        <Stack gap={4}>
          <Text size="xs" fw={600}>
            {t('insights.relevance', { value: relevance })}
          </Text>
          <Progress value={relevance} size="sm" aria-label={t('insights.relevanceLabel', { title: insight.title })} />
        </Stack>
        {insight.actionItems.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('insights.actions')}
            </Text>
            <List size="sm" spacing={2}>
              {insight.actionItems.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        {insight.culturalAdaptations.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('insights.culturalAdaptations')}
            </Text>
            <List size="sm" spacing={2}>
              {insight.culturalAdaptations.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        {insight.culturalRelevance !== null ? (
          <Text size="xs" c="dimmed">
            {t('insights.culturalRelevance', { value: toPercent(insight.culturalRelevance) })}
          </Text>
        ) : null}
        {insight.sources.length > 0 ? (
          <Stack gap={2}>
            {insight.sources.map((s) => (
              <SourceLine key={`${s.source}|${s.period ?? ''}`} source={s.source} period={s.period} url={s.url} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
