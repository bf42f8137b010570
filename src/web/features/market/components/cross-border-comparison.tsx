import { CloseButton, Group, Paper, Pill, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconWorldPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CountrySummary } from '@/contract/market';
import { ComparisonCard, useItemName } from '@/web/features/market/components/comparison-card';
import { LazyBarsChart } from '@/web/features/market/components/lazy-bars-chart';
import { COMPARISON_COUNTRIES } from '@/web/features/market/lib/constants';
import { toPercent } from '@/web/features/market/lib/format';
import { MAX_EXTRA_COUNTRIES } from '@/web/features/market/lib/page-params';
import type { CrossBorderItem } from '@/web/features/market/types';

function CountryPicker({
  locations,
  extra,
  onChange,
}: {
  locations: readonly CountrySummary[];
  extra: readonly string[];
  onChange: (countries: string[]) => void;
}) {
  const { t } = useTranslation('market');
  const compared = new Set<string>([...COMPARISON_COUNTRIES, ...extra]);
  const options = locations
    .filter((c) => !compared.has(c.code))
    .map((c) => ({ value: c.code, label: c.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const nameOf = (code: string) => locations.find((c) => c.code === code)?.name ?? code;
  return (
    <Stack gap="xs">
      <Select
        label={t('opportunities.addCountry')}
        placeholder={t('opportunities.addCountryPlaceholder')}
        data={options}
        value={null}
        onChange={(code) => {
          if (code) onChange([...extra, code]);
        }}
        searchable
        clearable={false}
        disabled={extra.length >= MAX_EXTRA_COUNTRIES || options.length === 0}
        leftSection={<IconWorldPlus size={16} aria-hidden="true" />}
        maw={360}
        comboboxProps={{ withinPortal: true }}
      />
      {extra.length > 0 ? (
        <Group gap="xs" role="list" aria-label={t('opportunities.extraCountries')}>
          {extra.map((code) => (
            <Pill key={code} role="listitem" size="md">
              <Group gap={4} wrap="nowrap" component="span">
                {nameOf(code)}
                <CloseButton
                  size="xs"
                  aria-label={t('opportunities.removeCountry', { country: nameOf(code) })}
                  onClick={() => onChange(extra.filter((c) => c !== code))}
                />
              </Group>
            </Pill>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

/** The cross-border comparison: the spec's five countries plus any the person adds, sorted by fit. */
export function CrossBorderComparison({
  items,
  locations,
  extra,
  onExtraChange,
}: {
  items: readonly CrossBorderItem[];
  locations: readonly CountrySummary[];
  extra: readonly string[];
  onExtraChange: (countries: string[]) => void;
}) {
  const { t } = useTranslation('market');
  const itemName = useItemName();
  const withFit = items.filter((i): i is CrossBorderItem & { fit: number } => i.fit !== null);
  const summary = withFit.map((i) => `${itemName(i)} ${toPercent(i.fit)}%`).join(', ');
  return (
    <Stack gap="lg" component="section" aria-labelledby="market-comparison-title">
      <Stack gap={4}>
        <Title order={3} size="h4" id="market-comparison-title">
          {t('opportunities.comparison')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('opportunities.comparisonHint')}
        </Text>
      </Stack>
      <CountryPicker locations={locations} extra={extra} onChange={onExtraChange} />
      {withFit.length > 1 ? (
        <Paper withBorder p="lg" radius="md">
          <Text fw={600} mb="sm">
            {t('opportunities.fitChartTitle')}
          </Text>
          <LazyBarsChart
            data={withFit.map((i) => ({ label: itemName(i), value: toPercent(i.fit) }))}
            label={t('opportunities.fitChartLabel', { summary })}
            seriesLabel={t('fit.fit')}
            format={(value) => t('fit.fitValue', { value })}
            color="teal.6"
          />
        </Paper>
      ) : null}
      {items.length === 0 ? (
        <Text c="dimmed">{t('opportunities.noComparison')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {items.map((item) => (
            <ComparisonCard key={item.country} item={item} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
