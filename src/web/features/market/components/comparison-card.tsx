import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconHome, IconTarget, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';
import { FitComponents } from '@/web/features/market/components/fit-components';
import { NoData } from '@/web/features/market/components/sources';
import { explain } from '@/web/features/market/lib/explain';
import { countryName, formatPercentValue, toPercent } from '@/web/features/market/lib/format';
import { useLocale } from '@/web/lib/use-locale';
import type { CrossBorderItem } from '@/web/features/market/types';

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

export function useItemName() {
  const locale = useLocale();
  // the country in the interface language; the data's English name where the browser has none
  return (item: Pick<CrossBorderItem, 'country' | 'name'>) => countryName(item.country, locale, item.name);
}

/** One country of the cross-border comparison: fit, the spec's figures, the components and what to do. */
export function ComparisonCard({ item }: { item: CrossBorderItem }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const name = useItemName()(item);
  const language = item.components.language.score;
  return (
    <Card
      component="article"
      padding="lg"
      aria-label={name}
      style={item.bestMatch ? { borderColor: 'var(--mantine-color-teal-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={4} size="h5">
              {name}
            </Title>
            <Text size="xs" c="dimmed">
              {item.country}
            </Text>
          </Stack>
          <Group gap={4}>
            {item.home ? (
              <Badge variant="default" leftSection={<IconHome size={12} aria-hidden="true" />} tt="none" title={t('fit.homeHint')}>
                {t('fit.home')}
              </Badge>
            ) : null}
            {item.origin === 'goal' ? (
              <Badge color="blue.9" variant="filled" leftSection={<IconTarget size={12} aria-hidden="true" />} tt="none">
                {t('fit.goal')}
              </Badge>
            ) : null}
            {item.bestMatch ? (
              <Badge color="teal.9" variant="filled" leftSection={<IconTrophy size={12} aria-hidden="true" />} tt="none">
                {t('fit.bestMatch')}
              </Badge>
            ) : null}
          </Group>
        </Group>
        {item.home ? (
          <Text size="xs" c="dimmed" mt={-8}>
            {t('fit.homeHint')}
          </Text>
        ) : item.goal ? (
          <Text size="xs" c="dimmed" mt={-8}>
            {t('fit.goalHint', { words: item.goal })}
          </Text>
        ) : null}
        <Group gap="sm" align="baseline">
          <Text size="sm" c="dimmed" fw={600}>
            {t('fit.fit')}
          </Text>
          {item.fit === null && !item.enoughData && item.known ? (
            <Text fw={700}>
              {t('fit.notEnough')}
            </Text>
          ) : item.fit === null ? (
            <NoData fw={700} />
          ) : (
            <Text fz={28} fw={800} lh={1} aria-label={`${t('fit.fitLabel', { country: name })}: ${toPercent(item.fit)}%`}>
              {t('fit.fitValue', { value: toPercent(item.fit) })}
            </Text>
          )}
        </Group>
        {item.fit !== null ? (
          <Text size="xs" c="dimmed" mt={-8}>
            {t('fit.coverage', { value: toPercent(item.coverage) })}
          </Text>
        ) : item.known ? (
          <Text size="xs" c="dimmed" mt={-8}>
            {t('fit.notEnoughHint', { value: toPercent(item.coverage), missing: item.missing.map((m) => t(`fit.component.${m.component}`)).join(', ') })}
          </Text>
        ) : null}
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <Stat
            label={t('fit.opportunities')}
            value={item.components.shortage.score === null ? <NoData /> : item.opportunities}
            hint={t('fit.opportunitiesHint')}
          />
          <Stat
            label={t('fit.culturalFit')}
            value={item.culturalFit === null ? <NoData /> : t('fit.fitValue', { value: toPercent(item.culturalFit) })}
          />
          <Stat
            label={t('fit.marketGrowth')}
            value={item.marketGrowth === null ? <NoData /> : formatPercentValue(item.marketGrowth.percent, locale)}
            hint={item.marketGrowth ? t('fit.marketGrowthHint', { count: item.marketGrowth.trends }) : undefined}
          />
          <Stat label={t('fit.languageFit')} value={language === null ? <NoData /> : t('fit.fitValue', { value: toPercent(language) })} />
        </SimpleGrid>
        <Stack gap="xs">
          <Text size="sm" fw={700}>
            {t('fit.components')}
          </Text>
          <FitComponents item={item} countryLabel={name} />
        </Stack>
        {item.advice.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={700}>
              {t('fit.recommendations')}
            </Text>
            <List size="sm" spacing={4}>
              {item.advice.map((a) => (
                <List.Item key={a.text}>
                  {explain(a.message, t, locale)}
                  <Text size="xs" c="dimmed">
                    {t('fit.why', { trigger: explain(a.triggerMessage, t, locale) })}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        <Button
          component={Link}
          to={paths.marketCountry(item.country)}
          variant="light"
          mt="auto"
          rightSection={<IconArrowRight size={16} aria-hidden="true" />}
          aria-label={t('fit.viewDetailsFor', { country: name })}
        >
          {t('fit.viewDetails')}
        </Button>
      </Stack>
    </Card>
  );
}
