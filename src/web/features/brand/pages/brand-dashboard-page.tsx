import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { showToast } from '@/web/features/brand/lib/toast';
import { IconAtom, IconChartBar, IconListDetails, IconPalette, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSyncAll } from '@/web/features/brand/api/brand-mutations';
import { useOperations, useProfiles, useRefreshWhenSettled } from '@/web/features/brand/api/brand-queries';
import { AnalyticsTab } from '@/web/features/brand/components/analytics-tab';
import { OperationsTab } from '@/web/features/brand/components/operations-tab';
import { ProfilesTab } from '@/web/features/brand/components/profiles-tab';
import { ThemeSyncBadge } from '@/web/features/brand/components/status-badge';
import { UnityTab } from '@/web/features/brand/components/unity-tab';
import { themeSyncState } from '@/web/features/brand/lib/sync-badge';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const tabs = ['profiles', 'unity', 'operations', 'analytics'] as const;
type TabKey = (typeof tabs)[number];
const isTab = (value: string | null): value is TabKey => value !== null && (tabs as readonly string[]).includes(value);
const icons = { profiles: IconPalette, unity: IconAtom, operations: IconListDetails, analytics: IconChartBar } as const;

/** The tab lives in the address (?tab=operations), so a reload or a shared link opens the same one. */
function useTab(): [TabKey, (tab: TabKey) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const setTab = (tab: TabKey) => setParams(tab === 'profiles' ? {} : { tab }, { replace: true, preventScrollReset: true });
  return [isTab(requested) ? requested : 'profiles', setTab];
}

/** Spec 'Enhanced brand dashboard' at /management/brand (administrators; every route checks on the server). */
export function BrandDashboardPage() {
  const { t } = useTranslation(['brand', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const [tab, setTab] = useTab();
  const profiles = useProfiles();
  const operations = useOperations();
  const syncAll = useSyncAll();
  useRefreshWhenSettled();
  const state = profiles.data && operations.data ? themeSyncState(profiles.data.profiles, operations.data.operations) : null;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ flex: '1 1 320px' }}>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              {t('title')}
            </Title>
            <Text c="dimmed" maw={760}>
              {t('intro')}
            </Text>
          </Stack>
          <Group gap="sm">
            {state ? <ThemeSyncBadge state={state} /> : null}
            <Button
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              loading={syncAll.isPending}
              onClick={() =>
                syncAll.mutate(undefined, {
                  onSuccess: ({ operations: queued }) =>
                    showToast({ color: queued.length ? 'blue' : 'gray', message: queued.length ? t('syncAllQueued', { count: queued.length }) : t('syncAllNone') }),
                  onError: (error) => showToast({ color: 'red', message: error.message }),
                })
              }
            >
              {t('syncAll')}
            </Button>
          </Group>
        </Group>
        <Tabs value={tab} onChange={(value) => setTab(isTab(value) ? value : 'profiles')} keepMounted={false}>
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
          <Tabs.Panel value="profiles">
            <ProfilesTab />
          </Tabs.Panel>
          <Tabs.Panel value="unity">
            <UnityTab />
          </Tabs.Panel>
          <Tabs.Panel value="operations">
            <OperationsTab />
          </Tabs.Panel>
          <Tabs.Panel value="analytics">
            <AnalyticsTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
