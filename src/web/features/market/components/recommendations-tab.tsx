import { GeneratedLabel } from '@/web/components/generated-label';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InsightCard } from '@/web/features/market/components/insight-card';
import { MAX_RECOMMENDATIONS } from '@/web/features/market/lib/constants';
import type { Overview } from '@/web/features/market/types';

/** Actionable Recommendations: at most five (§9). */
export function RecommendationsTab({ overview }: { overview: Overview }) {
  const { t } = useTranslation('market');
  const items = overview.recommendations.slice(0, MAX_RECOMMENDATIONS);
  return (
    <Stack gap="lg">
      {items.length > 0 ? <GeneratedLabel /> : null}
      {overview.fallback ? (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden="true" />}>
          {t('recommendations.fallback')}
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <Text c="dimmed">{t('recommendations.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {items.map((insight) => (
            <InsightCard key={insight.id} insight={insight} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
