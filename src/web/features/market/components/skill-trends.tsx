import { Badge, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketOverview } from '@/contract/market';
import { LoadError } from '@/web/components/load-error';
import { useTrends } from '@/web/features/market/api/get-trends';
import { NoData, SourceLine } from '@/web/features/market/components/sources';
import { countryName, formatPercentValue } from '@/web/features/market/lib/format';
import { useLocale } from '@/web/lib/use-locale';
import { useDateFormat } from '@/web/lib/format-date';

type SkillTrend = MarketOverview['skill_trends'][number];

function useScopeLabel() {
  const { t } = useTranslation('market');
  const locale = useLocale();
  return (scope: string) =>
    scope === 'global' ? t('skills.scope.global') : scope === 'EU' ? t('skills.scope.EU') : countryName(scope, locale);
}

function SkillList({ title, icon, color, skills }: { title: string; icon: ReactNode; color: string; skills: SkillTrend[] }) {
  const { t } = useTranslation('market');
  const scopeLabel = useScopeLabel();
  return (
    <Paper withBorder p="lg" radius="md" component="section">
      <Group gap="xs" mb="md">
        <Badge variant="light" color={color} size="lg" circle aria-hidden="true">
          {icon}
        </Badge>
        <Title order={3} size="h5">
          {title}
        </Title>
      </Group>
      {skills.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('skills.none')}
        </Text>
      ) : (
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {skills.map((s) => (
            <Stack component="li" key={`${s.skill}|${s.scope}|${s.source}`} gap={2}>
              <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} size="sm">
                  {s.skill}
                </Text>
                <Badge size="sm" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                  {scopeLabel(s.scope)}
                </Badge>
              </Group>
              {s.metric ? (
                <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {s.metric}
                </Text>
              ) : null}
              <SourceLine source={s.source} period={s.period} url={s.url} />
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function MarketTrends() {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const dates = useDateFormat();
  const [industry, setIndustry] = useState('');
  const [debounced] = useDebouncedValue(industry.trim(), 300);
  const query = useTrends(debounced);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="market-trends-title">
      <Title order={3} size="h5" id="market-trends-title">
        {t('skills.marketTrends')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('skills.marketTrendsHint')}
      </Text>
      <TextInput
        label={t('skills.industryFilter')}
        placeholder={t('skills.industryPlaceholder')}
        value={industry}
        onChange={(event) => setIndustry(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        maw={360}
        mb="md"
      />
      {query.isPending ? (
        <Skeleton h={90} radius="md" />
      ) : query.isError ? (
        <LoadError
          title={t('skills.trendsLoadFailed')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.trends.length === 0 ? (
        <Text size="sm" c="dimmed">
          {debounced ? t('skills.noTrendsFor', { industry: debounced }) : t('skills.noTrends')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {query.data.trends.map((trend) => (
            <Card component="li" key={trend.id} padding="md">
              <Group justify="space-between" gap="xs" align="flex-start">
                <Text fw={600}>{trend.industry}</Text>
                <Badge variant="light" tt="none">
                  {trend.region}
                </Badge>
              </Group>
              <Text size="sm" mt={4}>
                <Text span c="dimmed" inherit>
                  {t('skills.growth')}
                </Text>{' '}
                {trend.growth_rate === null ? <NoData size="sm" /> : formatPercentValue(trend.growth_rate, locale)}
              </Text>
              {trend.forecast_summary ? (
                <Text size="sm" c="dimmed" mt={4}>
                  {trend.forecast_summary}
                </Text>
              ) : null}
              {trend.emerging_skills.length > 0 ? (
                <Text size="xs" mt={4}>
                  {t('skills.emerging', { skills: trend.emerging_skills.join(', ') })}
                </Text>
              ) : null}
              {trend.declining_skills.length > 0 ? (
                <Text size="xs">{t('skills.decliningList', { skills: trend.declining_skills.join(', ') })}</Text>
              ) : null}
              {trend.transformation_drivers.length > 0 ? (
                <Text size="xs">{t('skills.drivers', { drivers: trend.transformation_drivers.join(', ') })}</Text>
              ) : null}
              <Text size="xs" c="dimmed" mt={4}>
                {t('skills.updated', { date: dates.date(trend.last_updated) })}
              </Text>
              {trend.source ? <SourceLine source={trend.source} /> : null}
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}

/** Growing and declining skills from the sourced skill-demand data, then the admins' market trends. */
export function SkillTrends({ skills }: { skills: readonly SkillTrend[] }) {
  const { t } = useTranslation('market');
  const growing = skills.filter((s) => s.trend === 'growing');
  const declining = skills.filter((s) => s.trend === 'declining');
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SkillList title={t('skills.growing')} icon={<IconTrendingUp size={16} />} color="teal" skills={growing} />
        <SkillList title={t('skills.declining')} icon={<IconTrendingDown size={16} />} color="red" skills={declining} />
      </SimpleGrid>
      <MarketTrends />
    </Stack>
  );
}
