import { Anchor, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconChecklist, IconKey, IconLayoutDashboard, IconPlugConnected, IconShieldLock } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SuperAdminOverview } from '@/contract/superadmin';
import { paths } from '@/web/app/paths';

type CardKey = 'admin' | 'analytics' | 'authSetup' | 'dashboard' | 'readiness' | 'integration';

const cards: { key: CardKey; to: string; icon: ComponentType<{ size?: number }> }[] = [
  { key: 'admin', to: paths.admin, icon: IconShieldLock },
  { key: 'analytics', to: paths.tasksAdvancedAnalytics, icon: IconChartBar },
  { key: 'authSetup', to: paths.authSetup, icon: IconKey },
  { key: 'dashboard', to: paths.dashboard, icon: IconLayoutDashboard },
  { key: 'readiness', to: paths.productionReadinessAlt, icon: IconChecklist },
  { key: 'integration', to: paths.testingIntegration, icon: IconPlugConnected },
];

/** Spec 02: cards linking the super admin's areas; where a figure belongs to an area it is shown on its card. */
export function AreaCards({ overview }: { overview: SuperAdminOverview | undefined }) {
  const { t } = useTranslation('superadmin');

  function statOf(key: CardKey): string | null {
    if (!overview) return null;
    if (key === 'admin') return t('cards.admin.stat', { users: overview.users, admins: overview.administrators });
    if (key === 'dashboard') return t('cards.dashboard.stat', { analyzed: overview.cvs_analyzed, failed: overview.cvs_failed });
    if (key === 'readiness' && overview.failed_jobs_24h !== null) return t('cards.readiness.stat', { count: overview.failed_jobs_24h });
    return null;
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('cards.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {cards.map(({ key, to, icon: Icon }) => {
          const stat = statOf(key);
          return (
            <Paper key={key} withBorder radius="md" p="lg" data-testid={`area-card-${key}`}>
              <Stack gap="xs">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
                  <Icon size={22} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  <Anchor component={Link} to={to} inherit>
                    {t(`cards.${key}.title`)}
                  </Anchor>
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`cards.${key}.description`)}
                </Text>
                {stat ? (
                  <Text size="sm" fw={600}>
                    {stat}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
