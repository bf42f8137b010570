import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBellRinging, IconBuildingSkyscraper, IconDatabase, IconFileImport, IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CompaniesTab } from '@/web/features/market-admin/components/companies-tab';
import { DatasetsTab } from '@/web/features/market-admin/components/datasets-tab';
import { ImportTab } from '@/web/features/market-admin/components/import-tab';
import { SignalsTab } from '@/web/features/market-admin/components/signals-tab';
import { TrendsTab } from '@/web/features/market-admin/components/trends-tab';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const tabs = ['companies', 'trends', 'signals', 'import', 'datasets'] as const;
type TabKey = (typeof tabs)[number];

function isTab(value: string | null): value is TabKey {
  return value !== null && (tabs as readonly string[]).includes(value);
}

const icons = {
  companies: IconBuildingSkyscraper,
  trends: IconTrendingUp,
  signals: IconBellRinging,
  import: IconFileImport,
  datasets: IconDatabase,
} as const;

/** The tab lives in the address (?tab=trends), so a reload or a shared link opens the same one. */
function useTab(): [TabKey, (tab: TabKey) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const setTab = (tab: TabKey) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (tab === 'companies') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [isTab(requested) ? requested : 'companies', setTab];
}

/** Administrators keep the market data: companies, trends and signals, imports, and dataset switches. */
export function MarketDataPage() {
  const { t } = useTranslation(['marketAdmin', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const [tab, setTab] = useTab();

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {t('title')}
          </Title>
          <Text c="dimmed" maw={760}>
            {t('intro')}
          </Text>
        </Stack>
        <Tabs value={tab} onChange={(value) => setTab(isTab(value) ? value : 'companies')} keepMounted={false}>
          <Tabs.List aria-label={t('tabs.label')} mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
            {tabs.map((key) => {
              const Icon = icons[key];
              return (
                <Tabs.Tab key={key} value={key} leftSection={<Icon size={16} aria-hidden="true" />} style={{ flex: '0 0 auto' }}>
                  {t(`tabs.${key}`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          <Tabs.Panel value="companies">
            <CompaniesTab />
          </Tabs.Panel>
          <Tabs.Panel value="trends">
            <TrendsTab />
          </Tabs.Panel>
          <Tabs.Panel value="signals">
            <SignalsTab />
          </Tabs.Panel>
          <Tabs.Panel value="import">
            <ImportTab />
          </Tabs.Panel>
          <Tabs.Panel value="datasets">
            <DatasetsTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
