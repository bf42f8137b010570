import { Container, Grid, Group, Skeleton, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBulb, IconChartBar, IconChecklist, IconUsersGroup, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MarketMode } from '@/contract/market';
import { LoadError } from '@/web/components/load-error';
import { useMarketOverview } from '@/web/features/market/api/get-overview';
import { CompanyDirectory } from '@/web/features/market/components/company-directory';
import { CulturalTab } from '@/web/features/market/components/cultural-tab';
import { EuropeOverviewTab } from '@/web/features/market/components/europe-overview-tab';
import { InsightsTab } from '@/web/features/market/components/insights-tab';
import { LiveUpdatesPanel } from '@/web/features/market/components/live-updates-panel';
import { NoCvNotice } from '@/web/features/market/components/no-cv-notice';
import { OpportunitiesTab } from '@/web/features/market/components/opportunities-tab';
import { OverviewCounts } from '@/web/features/market/components/overview-counts';
import { AboutThisData } from '@/web/features/market/components/about-this-data';
import { RecommendationsTab } from '@/web/features/market/components/recommendations-tab';
import { SkillGapSection } from '@/web/features/market/components/skill-gap';
import { parseExtraCountries } from '@/web/features/market/lib/page-params';
import type { Overview } from '@/web/features/market/types';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const tabs = ['europe', 'insights', 'opportunities', 'culture', 'recommendations'] as const;
type TabKey = (typeof tabs)[number];

function isTab(value: string | null): value is TabKey {
  return value !== null && (tabs as readonly string[]).includes(value);
}

/** The page's state lives in the address: mode, tab and the extra comparison countries. */
function usePageState() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const requestedTab = params.get('tab');
  return {
    mode: (params.get('mode') === 'standard' ? 'standard' : 'optimized') as MarketMode,
    tab: isTab(requestedTab) ? requestedTab : ('europe' as TabKey),
    countries: parseExtraCountries(params.get('countries')),
    setMode: (mode: MarketMode) => set('mode', mode === 'optimized' ? null : mode),
    setTab: (tab: TabKey) => set('tab', tab === 'europe' ? null : tab),
    setCountries: (codes: string[]) => set('countries', codes.length ? codes.join(',') : null),
  };
}

function OverviewTabs({ overview, state }: { overview: Overview; state: ReturnType<typeof usePageState> }) {
  const { t } = useTranslation('market');
  return (
    <Tabs value={state.tab} onChange={(value) => state.setTab(isTab(value) ? value : 'europe')} keepMounted={false}>
      <Tabs.List aria-label={t('tabs.label')} mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        <Tabs.Tab value="europe" leftSection={<IconWorld size={16} aria-hidden="true" />}>
          {t('tabs.europe')}
        </Tabs.Tab>
        <Tabs.Tab value="insights" leftSection={<IconBulb size={16} aria-hidden="true" />}>
          {t('tabs.insights')}
        </Tabs.Tab>
        <Tabs.Tab value="opportunities" leftSection={<IconChartBar size={16} aria-hidden="true" />}>
          {t('tabs.opportunities')}
        </Tabs.Tab>
        <Tabs.Tab value="culture" leftSection={<IconUsersGroup size={16} aria-hidden="true" />}>
          {t('tabs.culture')}
        </Tabs.Tab>
        <Tabs.Tab value="recommendations" leftSection={<IconChecklist size={16} aria-hidden="true" />}>
          {t('tabs.recommendations')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="europe">
        <EuropeOverviewTab overview={overview} />
      </Tabs.Panel>
      <Tabs.Panel value="insights">
        <InsightsTab overview={overview} />
      </Tabs.Panel>
      <Tabs.Panel value="opportunities">
        <OpportunitiesTab overview={overview} extraCountries={state.countries} onExtraCountriesChange={state.setCountries} />
      </Tabs.Panel>
      <Tabs.Panel value="culture">
        <CulturalTab overview={overview} />
      </Tabs.Panel>
      <Tabs.Panel value="recommendations">
        <RecommendationsTab overview={overview} />
      </Tabs.Panel>
    </Tabs>
  );
}

function OverviewSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="lg">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Grid gap="md">
        {[0, 1, 2, 3].map((i) => (
          <Grid.Col key={i} span={{ base: 6, md: 3 }}>
            <Skeleton h={112} radius="md" />
          </Grid.Col>
        ))}
      </Grid>
      <Skeleton h={36} />
      <Skeleton h={320} radius="md" />
    </Stack>
  );
}

export function MarketIntelligencePage() {
  const { t } = useTranslation(['market', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const state = usePageState();
  const query = useMarketOverview(state.mode, state.countries);
  const overview = query.data;
  const retry = () => void query.refetch();

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ flex: '1 1 420px' }}>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              {t('title')}
            </Title>
            <Text c="dimmed" maw={720}>
              {t('intro')}
            </Text>
          </Stack>
        </Group>

        {query.isError ? (
          <LoadError title={t('loadFailed')} message={query.error.message} onRetry={retry} retrying={query.isFetching} />
        ) : null}

        {overview ? <OverviewCounts counts={overview.counts} /> : null}

        {query.isPending ? <OverviewSkeleton /> : null}
        {overview && overview.person.cv_id === null ? <NoCvNotice /> : null}
        {overview ? <OverviewTabs overview={overview} state={state} /> : null}

        <CompanyDirectory />
        <SkillGapSection hasCv={overview ? overview.person.cv_id !== null : true} />
        <LiveUpdatesPanel />
        <AboutThisData overview={overview} mode={state.mode} onModeChange={state.setMode} />
      </Stack>
    </Container>
  );
}
