import { Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBuilding, IconChartBar, IconPalette, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CulturalTheme } from '@/contract/design-system';
import { paths } from '@/web/app/paths';
import { LoadError } from '@/web/components/load-error';
import { useTenants } from '@/web/features/design-system/api/tenants';
import { AccessDenied, isForbidden } from '@/web/features/design-system/components/access-denied';
import { AnalyticsTab } from '@/web/features/design-system/components/analytics-tab';
import { IntegrationTab } from '@/web/features/design-system/components/integration-tab';
import { TenantsTab } from '@/web/features/design-system/components/tenants-tab';
import { useTab } from '@/web/features/design-system/lib/use-tab';
import { useActiveTheme, useThemes } from '@/web/lib/design-system';
import type { AppliedTheme } from '@/web/lib/design-system';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const tabs = ['themes', 'integration', 'tenant', 'analytics'] as const;

function ThemesSummary({ themes, active }: { themes: CulturalTheme[]; active: AppliedTheme }) {
  const { t } = useTranslation('designSystem');
  const builtIn = themes.filter((theme) => theme.builtIn).length;
  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('management.themes.summary', { count: themes.length })}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color="gray">
              {t('management.themes.builtInCount', { count: builtIn })}
            </Badge>
            <Badge variant="light">{t('management.themes.importedCount', { count: themes.length - builtIn })}</Badge>
          </Group>
          <Text size="sm">
            {t('management.themes.active', { name: active.theme.metadata.name, source: t(`management.themes.sources.${active.source}`) })}
          </Text>
          <Group gap="sm" mt="xs">
            <Button component={Link} to={paths.managementCulturalThemes}>
              {t('management.themes.manage')}
            </Button>
            <Button component={Link} to={paths.managementDesignTokens} variant="default">
              {t('management.themes.tokens')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {themes.map((theme) => (
          <Card key={theme.key} component="article" aria-label={theme.metadata.name}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <div>
                <Text fw={600}>{theme.metadata.name}</Text>
                <Text size="sm" c="dimmed">
                  {theme.metadata.culture}
                </Text>
              </div>
              <Group gap={4} aria-hidden="true" wrap="nowrap">
                {(['primary', 'accent', 'background', 'text'] as const).map((role) => (
                  <span
                    key={role}
                    style={{
                      display: 'inline-block',
                      width: 18,
                      height: 18,
                      borderRadius: 4,
                      background: theme.tokens.colors.semantic.light[role],
                      border: '1px solid var(--mantine-color-default-border)',
                    }}
                  />
                ))}
              </Group>
            </Group>
            {theme.key === active.theme.key ? (
              <Badge mt="xs" variant="filled">
                {t('active')}
              </Badge>
            ) : null}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function DesignSystemPage() {
  const { t } = useTranslation(['designSystem', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('management.title') }));
  const [tab, setTab] = useTab(tabs);
  const themes = useThemes();
  const active = useActiveTheme();
  // the admin list doubles as the server's permission check for the whole page
  const tenants = useTenants();

  if (isForbidden(tenants.error)) return <AccessDenied />;
  const failed = themes.isError ? themes : active.isError ? active : null;
  const ready = themes.data && active.data;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('management.title')}</Title>
          <Text c="dimmed">{t('management.subtitle')}</Text>
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
          <Tabs.List aria-label={t('management.tabsLabel')}>
            <Tabs.Tab value="themes" leftSection={<IconPalette size={16} aria-hidden="true" />}>
              {t('management.tabs.themes')}
            </Tabs.Tab>
            <Tabs.Tab value="integration" leftSection={<IconPlugConnected size={16} aria-hidden="true" />}>
              {t('management.tabs.integration')}
            </Tabs.Tab>
            <Tabs.Tab value="tenant" leftSection={<IconBuilding size={16} aria-hidden="true" />}>
              {t('management.tabs.tenant')}
            </Tabs.Tab>
            <Tabs.Tab value="analytics" leftSection={<IconChartBar size={16} aria-hidden="true" />}>
              {t('management.tabs.analytics')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="themes" pt="lg">
            {ready ? <ThemesSummary themes={themes.data.themes} active={active.data} /> : <Loading />}
          </Tabs.Panel>
          <Tabs.Panel value="integration" pt="lg">
            {active.data ? <IntegrationTab theme={active.data.theme} /> : <Loading />}
          </Tabs.Panel>
          <Tabs.Panel value="tenant" pt="lg">
            <TenantsTab themes={themes.data?.themes ?? []} />
          </Tabs.Panel>
          <Tabs.Panel value="analytics" pt="lg">
            <AnalyticsTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

function Loading() {
  const { t } = useTranslation('common');
  return (
    <>
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Skeleton h={200} />
    </>
  );
}
