import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebVitalRating } from '@/contract/web-vitals';
import { RatingBadge } from '@/web/features/quality/components/rating-badge';
import { rateFcp, rateMemory, ratePageLoad, readCurrentPage } from '@/web/features/quality/lib/current-page';
import type { CurrentPageFigures } from '@/web/features/quality/lib/current-page';
import { formatBytes, formatVital } from '@/web/features/quality/lib/format';
import { useLocale } from '@/web/lib/use-locale';

function Figure({ label, value, rating, testId }: { label: string; value: string; rating: WebVitalRating | null; testId: string }) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Text fw={700} size="lg">
          {value}
        </Text>
        {rating ? <RatingBadge rating={rating} /> : null}
      </Group>
    </Stack>
  );
}

/** Page load, first contentful paint and memory of this very page, read from the browser (spec 02 §2). */
export function CurrentPageCard() {
  const { t } = useTranslation('quality');
  const locale = useLocale();
  const titleId = useId();
  const [figures, setFigures] = useState<CurrentPageFigures>(() => readCurrentPage(performance));
  useEffect(() => {
    // the load event may still be ahead when the page renders
    const id = window.setTimeout(() => setFigures(readCurrentPage(performance)), 1000);
    return () => window.clearTimeout(id);
  }, []);
  const ms = (name: 'PAGE_LOAD' | 'FCP', v: number | null) => (v === null ? t('vitals.current.notYet') : formatVital(name, v, locale));
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {t('vitals.current.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('vitals.current.intro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Figure label={t('vitals.current.pageLoad')} value={ms('PAGE_LOAD', figures.pageLoadMs)} rating={figures.pageLoadMs === null ? null : ratePageLoad(figures.pageLoadMs)} testId="current-page-load" />
          <Figure label={t('vitals.current.fcp')} value={ms('FCP', figures.fcpMs)} rating={figures.fcpMs === null ? null : rateFcp(figures.fcpMs)} testId="current-fcp" />
          <Figure
            label={t('vitals.current.memory')}
            value={
              figures.memory
                ? t('vitals.current.memoryValue', { used: formatBytes(figures.memory.usedBytes, locale), limit: formatBytes(figures.memory.limitBytes, locale) })
                : t('vitals.current.notAvailable')
            }
            rating={figures.memory ? rateMemory(figures.memory.usedBytes, figures.memory.limitBytes) : null}
            testId="current-memory"
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
