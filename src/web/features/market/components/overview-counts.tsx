import { Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingSkyscraper, IconBulb, IconTrendingUp, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketOverview } from '@/contract/market';
import { formatNumber } from '@/web/features/market/lib/format';
import { useLocale } from '@/web/lib/use-locale';

function Count({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={`${label}: ${value}`}>
      <ThemeIcon variant="light" size={34} radius="md" aria-hidden="true" mb="xs">
        {icon}
      </ThemeIcon>
      <Text fz={26} fw={800} lh={1.1} aria-hidden="true">
        {value}
      </Text>
      <Text size="sm" c="dimmed" aria-hidden="true">
        {label}
      </Text>
    </Paper>
  );
}

/** How much market data there is: companies, trends, signals, countries. */
export function OverviewCounts({ counts }: { counts: MarketOverview['counts'] }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" role="group" aria-label={t('counts.label')}>
      <Count icon={<IconBuildingSkyscraper size={20} />} label={t('counts.companies')} value={formatNumber(counts.companies, locale)} />
      <Count icon={<IconTrendingUp size={20} />} label={t('counts.trends')} value={formatNumber(counts.trends, locale)} />
      <Count icon={<IconBulb size={20} />} label={t('counts.signals')} value={formatNumber(counts.signals, locale)} />
      <Count icon={<IconWorld size={20} />} label={t('counts.countries')} value={formatNumber(counts.countries, locale)} />
    </SimpleGrid>
  );
}
