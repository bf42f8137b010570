import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDatabase, IconGauge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MarketPerformance } from '@/contract/market';
import { formatNumber, formatPercentValue } from '@/web/features/market/lib/format';
import { OPTIMIZED_CACHE_MAX_ENTRIES } from '@/web/features/market/lib/constants';
import { rateResponseTime, ratingColor } from '@/web/features/market/lib/ratings';
import type { Rating } from '@/web/features/market/lib/ratings';
import { useLocale } from '@/web/lib/use-locale';

function Metric({ label, value, rating, hint }: { label: string; value: string; rating: Rating; hint?: string }) {
  const { t } = useTranslation('market');
  const ratingText = t(`performance.rating.${rating}`);
  return (
    <Stack gap={2} role="group" aria-label={t('performance.ratingLabel', { metric: label, value, rating: ratingText })}>
      <Text size="xs" c="dimmed" fw={600} aria-hidden="true">
        {label}
      </Text>
      <Group gap={8} wrap="nowrap" aria-hidden="true">
        <Text fw={700} size="lg" lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
        <Badge size="sm" variant="light" color={ratingColor[rating]} tt="none">
          {ratingText}
        </Badge>
      </Group>
      {hint ? (
        <Text size="xs" c="dimmed" aria-hidden="true">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The spec's performance monitor: the last request's server time and the browser's round trip, the
 * average over the server's last 100 requests, the cache hit rate and size, each rated with §9's bands.
 */
export function PerformanceMonitor({ performance, clientMs }: { performance: MarketPerformance; clientMs: number }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const ms = (value: number) => t('performance.ms', { value: formatNumber(value, locale, value < 10 ? 2 : 0) });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="market-performance-title" h="100%">
      <Group justify="space-between" align="flex-start" gap="xs" mb="md">
        <Group gap="xs" wrap="nowrap">
          <IconGauge size={20} aria-hidden="true" />
          <Title order={2} size="h4" id="market-performance-title">
            {t('performance.title')}
          </Title>
        </Group>
        <Badge
          variant="light"
          color={performance.from_cache ? 'teal' : 'gray'}
          leftSection={<IconDatabase size={12} aria-hidden="true" />}
          tt="none"
        >
          {t('performance.modeLine', { mode: t(`mode.${performance.mode}`) })}
        </Badge>
      </Group>
      <Text size="sm" mb="md" data-testid="market-performance-source">
        {performance.from_cache ? t('performance.fromCache') : t('performance.fromDatabase')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <Metric label={t('performance.serverTime')} value={ms(performance.server_ms)} rating={rateResponseTime(performance.server_ms)} />
        <Metric label={t('performance.roundTrip')} value={ms(clientMs)} rating={rateResponseTime(clientMs)} />
        <Metric
          label={t('performance.average')}
          value={ms(performance.average_ms)}
          rating={performance.response_rating}
          hint={t('performance.averageHint', { count: performance.samples })}
        />
        <Metric
          label={t('performance.cacheHitRate')}
          value={formatPercentValue(performance.cache_hit_rate, locale)}
          rating={performance.cache_hit_rating}
        />
        <Metric
          label={t('performance.cacheSize')}
          value={t('performance.cacheSizeValue', { size: performance.cache_size, max: OPTIMIZED_CACHE_MAX_ENTRIES })}
          rating={performance.cache_size_rating}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="md">
        {t('performance.refresh')}
      </Text>
    </Paper>
  );
}
