import { Button, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { IconChartBar, IconDownload, IconMapPin, IconTrendingUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Overview } from '@/web/features/market/types';
import { IndicatorChart } from '@/web/features/market/components/indicator-chart';
import { LatestSignals } from '@/web/features/market/components/latest-signals';
import { SkillTrends } from '@/web/features/market/components/skill-trends';
import { TopLocations } from '@/web/features/market/components/top-locations';

const REPORT_URL = '/api/market/report';

const subTabs = ['overview', 'skillTrends', 'topLocations'] as const;
type SubTab = (typeof subTabs)[number];

/** The Europe Overview tab: the sub-tabs Europe Overview, Skill Trends and Top Locations, and the report. */
export function EuropeOverviewTab({ overview }: { overview: Overview }) {
  const { t } = useTranslation('market');
  const [tab, setTab] = useState<SubTab>('overview');
  return (
    <Tabs value={tab} onChange={(value) => setTab((value as SubTab | null) ?? 'overview')} variant="pills" keepMounted={false}>
      <Group justify="space-between" align="center" gap="sm" mb="lg">
        <Tabs.List aria-label={t('europe.subTabsLabel')}>
          <Tabs.Tab value="overview" leftSection={<IconChartBar size={16} aria-hidden="true" />}>
            {t('europe.overview')}
          </Tabs.Tab>
          <Tabs.Tab value="skillTrends" leftSection={<IconTrendingUp size={16} aria-hidden="true" />}>
            {t('europe.skillTrends')}
          </Tabs.Tab>
          <Tabs.Tab value="topLocations" leftSection={<IconMapPin size={16} aria-hidden="true" />}>
            {t('europe.topLocations')}
          </Tabs.Tab>
        </Tabs.List>
        <Button
          component="a"
          href={REPORT_URL}
          download
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          title={t('europe.reportHint')}
        >
          {t('europe.report')}
        </Button>
      </Group>
      <Tabs.Panel value="overview">
        <Stack gap="lg">
          <Paper withBorder p="lg" radius="md">
            <IndicatorChart locations={overview.top_locations} />
          </Paper>
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="market-signals-title">
            <Title order={3} size="h5" mb="md" id="market-signals-title">
              {t('europe.signals')}
            </Title>
            <LatestSignals />
          </Paper>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="skillTrends">
        <SkillTrends skills={overview.skill_trends} />
      </Tabs.Panel>
      <Tabs.Panel value="topLocations">
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <TopLocations locations={overview.top_locations} />
        </Paper>
      </Tabs.Panel>
    </Tabs>
  );
}
