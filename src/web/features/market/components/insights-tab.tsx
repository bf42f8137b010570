import { GeneratedLabel } from '@/web/components/generated-label';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InsightCard } from '@/web/features/market/components/insight-card';
import { MAX_RECOMMENDATIONS } from '@/web/features/market/lib/constants';
import type { Overview } from '@/web/features/market/types';

/** AI Insights: the person's insights; when they cannot be computed, general recommendations with a notice. */
export function InsightsTab({ overview }: { overview: Overview }) {
  const { t } = useTranslation('market');
  return (
    <Stack gap="lg">
      {overview.insights.length > 0 || overview.fallback ? <GeneratedLabel /> : null}
      {overview.fallback ? (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden="true" />} title={t('insights.fallbackTitle')}>
          {t('insights.fallback')}
        </Alert>
      ) : null}
      {overview.insights.length === 0 && !overview.fallback ? <Text c="dimmed">{t('insights.none')}</Text> : null}
      {overview.insights.length > 0 ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {overview.insights.map((insight) => (
            <InsightCard key={insight.id} insight={insight} />
          ))}
        </SimpleGrid>
      ) : null}
      {overview.fallback ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {overview.recommendations.slice(0, MAX_RECOMMENDATIONS).map((insight) => (
            <InsightCard key={insight.id} insight={insight} />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
