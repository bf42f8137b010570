import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAdjustments, IconBell, IconDatabase, IconLock, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { UserSettingsUpdate } from '@/contract/profile';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useSettings, useUpdateSettings } from '@/web/features/settings/api/settings';
import type { UserSettings } from '@/web/features/settings/api/settings';
import { NotificationsPanel } from '@/web/features/settings/components/notifications-panel';
import { PreferencesPanel } from '@/web/features/settings/components/preferences-panel';
import { PrivacyPanel } from '@/web/features/settings/components/privacy-panel';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const tabs = ['profile', 'notifications', 'privacy', 'preferences', 'data'] as const;
type Tab = (typeof tabs)[number];
const icons = { profile: IconUser, notifications: IconBell, privacy: IconLock, preferences: IconAdjustments, data: IconDatabase } as const;

function isTab(value: string | null): value is Tab {
  return value !== null && (tabs as readonly string[]).includes(value);
}

/** The open tab lives in the address (?tab=privacy), so it can be linked to and survives a reload. */
function useTab(): [Tab, (tab: Tab) => void] {
  const [search, setSearch] = useSearchParams();
  const value = search.get('tab');
  return [isTab(value) ? value : 'profile', (tab) => setSearch(tab === 'profile' ? {} : { tab }, { replace: true, preventScrollReset: true })];
}

/** Switches and choices save as they change (shown at once, undone if the save fails), with one toast. */
function useSaveSettings(): (update: UserSettingsUpdate) => void {
  const { t } = useTranslation('settings');
  const { mutate } = useUpdateSettings();
  return (update) => {
    notifications.clean();
    mutate(update, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('toasts.saved') }),
      onError: () => notifications.show({ color: 'red', message: t('toasts.saveFailed') }),
    });
  };
}

/** /settings: Profile, Notifications, Privacy and Preferences, all kept on the server. */
export function SettingsPage({ profileTab, dataTab }: { profileTab: ReactNode; /** 'Your data' (privacy rights), composed by the app */ dataTab?: ReactNode }) {
  const { t } = useTranslation(['settings', 'common', 'privacyRights']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const [tab, setTab] = useTab();
  const query = useSettings();
  const save = useSaveSettings();

  const withSettings = (render: (settings: UserSettings) => ReactNode) =>
    query.isPending ? (
      <PageLoader label={t('common:loading')} minHeight={240} />
    ) : query.isError ? (
      <LoadError title={t('loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <Stack gap="xs">
        {render(query.data)}
        <Text size="xs" c="dimmed">
          {t('autosave')}
        </Text>
      </Stack>
    );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('intro')}
          </Text>
        </div>
        <Tabs value={tab} onChange={(value) => isTab(value) && setTab(value)}>
          <Tabs.List aria-label={t('tabsLabel')} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
            {tabs.map((value) => {
              const Icon = icons[value];
              return (
                <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden="true" />} style={{ flexShrink: 0 }}>
                  {value === 'data' ? t('privacyRights:title') : t(`tabs.${value}`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          <Tabs.Panel value="profile" pt="lg">
            {profileTab}
          </Tabs.Panel>
          <Tabs.Panel value="notifications" pt="lg">
            {withSettings((settings) => (
              <NotificationsPanel settings={settings} save={save} />
            ))}
          </Tabs.Panel>
          <Tabs.Panel value="privacy" pt="lg">
            {withSettings((settings) => (
              <PrivacyPanel settings={settings} save={save} />
            ))}
          </Tabs.Panel>
          <Tabs.Panel value="preferences" pt="lg">
            {withSettings((settings) => (
              <PreferencesPanel settings={settings} save={save} />
            ))}
          </Tabs.Panel>
          <Tabs.Panel value="data" pt="lg">
            {dataTab}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
