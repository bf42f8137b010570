import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconHeartbeat, IconShieldLock, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditLogList } from '@/web/features/admin/components/audit-log-list';
import type { AuditFilter } from '@/web/features/admin/components/audit-log-list';
import { SystemHealthTab } from '@/web/features/admin/components/health/system-health-tab';
import { PermissionGuard } from '@/web/features/admin/components/permission-guard';
import { SecurityMonitorTab } from '@/web/features/admin/components/security/security-monitor-tab';
import { UserManagement } from '@/web/features/admin/components/user-management';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const tabs = ['users', 'security', 'health'] as const;
type AdminTab = (typeof tabs)[number];
const isTab = (value: string | null): value is AdminTab => value !== null && (tabs as readonly string[]).includes(value);

/** The chosen tab lives in the address (?tab=security), so a reload or a link keeps it. */
function useTab(): [AdminTab, (tab: string | null) => void] {
  const [search, setSearch] = useSearchParams();
  const current = search.get('tab');
  return [
    isTab(current) ? current : 'users',
    (tab) => setSearch(tab && tab !== 'users' ? { tab } : {}, { replace: true, preventScrollReset: true }),
  ];
}

export function AdminDashboardPage() {
  const { t } = useTranslation(['admin', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const [tab, setTab] = useTab();
  const [auditFilter, setAuditFilter] = useState<AuditFilter>(null);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List aria-label={t('tabsLabel')}>
            <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden="true" />}>
              {t('tabs.users')}
            </Tabs.Tab>
            <Tabs.Tab value="security" leftSection={<IconShieldLock size={16} aria-hidden="true" />}>
              {t('tabs.security')}
            </Tabs.Tab>
            <Tabs.Tab value="health" leftSection={<IconHeartbeat size={16} aria-hidden="true" />}>
              {t('tabs.health')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="users" pt="lg">
            <PermissionGuard permission="users.read">
              <Stack gap="lg">
                <UserManagement onShowHistory={(user) => setAuditFilter({ userId: user.id, email: user.email })} />
                <PermissionGuard permission="audit.read">
                  <AuditLogList filter={auditFilter} onClearFilter={() => setAuditFilter(null)} />
                </PermissionGuard>
              </Stack>
            </PermissionGuard>
          </Tabs.Panel>
          <Tabs.Panel value="security" pt="lg">
            <PermissionGuard permission="security.read">
              <SecurityMonitorTab />
            </PermissionGuard>
          </Tabs.Panel>
          <Tabs.Panel value="health" pt="lg">
            <PermissionGuard permission="system.read">
              <SystemHealthTab />
            </PermissionGuard>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
