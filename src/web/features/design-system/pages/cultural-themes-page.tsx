import { Alert, Card, Container, SimpleGrid, Skeleton, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPackage, IconPalette, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CulturalTheme } from '@/contract/design-system';
import { ConfirmDeleteModal } from '@/web/components/confirm-delete-modal';
import { LoadError } from '@/web/components/load-error';
import { useApplyTheme, useDeleteTheme, useDownloadTheme } from '@/web/features/design-system/api/theme-actions';
import { useTenants } from '@/web/features/design-system/api/tenants';
import { AccessDenied, isForbidden } from '@/web/features/design-system/components/access-denied';
import { PackagesTab } from '@/web/features/design-system/components/packages-tab';
import { TenantSettings } from '@/web/features/design-system/components/tenant-settings';
import { ThemeCard } from '@/web/features/design-system/components/theme-card';
import { ThemeImport } from '@/web/features/design-system/components/theme-import';
import { useTab } from '@/web/features/design-system/lib/use-tab';
import { useTenant, useThemes } from '@/web/lib/design-system';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const tabs = ['themes', 'packages', 'settings'] as const;

function CardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-hidden="true">
      {[0, 1].map((i) => (
        <Card key={i}>
          <Skeleton h={20} w="50%" />
          <Skeleton h={12} w="80%" mt="sm" />
          <Skeleton h={24} w="60%" mt="md" />
          <Skeleton h={28} w="70%" mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function CulturalThemesPage() {
  const { t } = useTranslation(['designSystem', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('culturalThemes.title') }));
  const [tab, setTab] = useTab(tabs);
  const themes = useThemes();
  const tenantContext = useTenant();
  const tenants = useTenants();
  const apply = useApplyTheme();
  const exporter = useDownloadTheme('export');
  const remove = useDeleteTheme();
  const [toDelete, setToDelete] = useState<CulturalTheme | null>(null);

  if (isForbidden(tenants.error)) return <AccessDenied />;

  const tenantId = tenantContext.data?.tenantId ?? null;
  const tenant = tenants.data?.tenants.find((candidate) => candidate.id === tenantId) ?? null;
  const tenantDefault = tenant?.defaultThemeKey ?? tenantContext.data?.defaultThemeKey ?? null;
  const list = themes.data?.themes ?? [];

  function applyTheme(theme: CulturalTheme) {
    if (!tenantId) {
      notifications.show({ color: 'red', message: t('culturalThemes.toasts.applyFailed') });
      return;
    }
    apply.mutate(
      { tenantId, key: theme.key },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('culturalThemes.toasts.applied') }),
        onError: () => notifications.show({ color: 'red', message: t('culturalThemes.toasts.applyFailed') }),
      },
    );
  }

  function exportTheme(theme: CulturalTheme) {
    exporter.mutate(theme.key, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('culturalThemes.toasts.exported') }),
      onError: () => notifications.show({ color: 'red', message: t('culturalThemes.toasts.exportFailed') }),
    });
  }

  function confirmDelete() {
    if (!toDelete) return;
    const name = toDelete.metadata.name;
    remove.mutate(toDelete.key, {
      onSuccess: () => {
        setToDelete(null);
        notifications.show({ color: 'teal', message: t('culturalThemes.toasts.deleted', { name }) });
      },
      onError: (error) => notifications.show({ color: 'red', message: `${t('culturalThemes.toasts.deleteFailed')}: ${error.message}` }),
    });
  }

  const loading = themes.isPending || tenantContext.isPending || tenants.isPending;
  const failed = themes.isError ? themes : tenantContext.isError ? tenantContext : tenants.isError ? tenants : null;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('culturalThemes.title')}</Title>
          <Text c="dimmed">{t('culturalThemes.subtitle')}</Text>
        </div>
        {failed ? (
          <LoadError
            title={t('loadFailed')}
            message={failed.error?.message}
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        ) : null}
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List aria-label={t('culturalThemes.tabsLabel')}>
            <Tabs.Tab value="themes" leftSection={<IconPalette size={16} aria-hidden="true" />}>
              {t('culturalThemes.tabs.available')}
            </Tabs.Tab>
            <Tabs.Tab value="packages" leftSection={<IconPackage size={16} aria-hidden="true" />}>
              {t('culturalThemes.tabs.packages')}
            </Tabs.Tab>
            <Tabs.Tab value="settings" leftSection={<IconSettings size={16} aria-hidden="true" />}>
              {t('culturalThemes.tabs.settings')}
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="themes" pt="lg">
            <Stack gap="lg">
              <ThemeImport tenantId={tenantId} />
              {tenant ? (
                <Text size="sm" c="dimmed">
                  {t('culturalThemes.applyHint', { tenant: tenant.name })}
                </Text>
              ) : null}
              {loading ? (
                <>
                  <VisuallyHidden role="status">{t('common:loading')}</VisuallyHidden>
                  <CardsSkeleton />
                </>
              ) : list.length === 0 ? (
                <Alert variant="light">{t('culturalThemes.empty')}</Alert>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {list.map((theme) => (
                    <ThemeCard
                      key={theme.key}
                      theme={theme}
                      isTenantDefault={theme.key === tenantDefault}
                      onApply={() => applyTheme(theme)}
                      onExport={() => exportTheme(theme)}
                      onDelete={() => setToDelete(theme)}
                      applying={apply.isPending && apply.variables.key === theme.key}
                      exporting={exporter.isPending && exporter.variables === theme.key}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="packages" pt="lg">
            {loading ? <Skeleton h={240} /> : <PackagesTab themes={list} />}
          </Tabs.Panel>

          <Tabs.Panel value="settings" pt="lg">
            {loading ? (
              <Skeleton h={320} />
            ) : tenant ? (
              <TenantSettings key={tenant.id} tenant={tenant} />
            ) : (
              <Alert variant="light" color="yellow">
                {t('culturalThemes.settings.noTenant')}
              </Alert>
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>

      <ConfirmDeleteModal
        body={toDelete ? t('culturalThemes.delete.body', { name: toDelete.metadata.name }) : null}
        title={t('culturalThemes.delete.title')}
        confirmLabel={t('culturalThemes.actions.delete')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Container>
  );
}
