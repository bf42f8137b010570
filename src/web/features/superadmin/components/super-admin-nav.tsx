import { Button, Group, Paper } from '@mantine/core';
import { IconChartBar, IconLayoutDashboard, IconLogout, IconShieldLock, IconShieldStar } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';

type NavKey = 'superAdmin' | 'admin' | 'dashboard' | 'analytics';

const links: { key: NavKey; to: string; icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }> }[] = [
  { key: 'superAdmin', to: paths.superAdmin, icon: IconShieldStar },
  { key: 'admin', to: paths.admin, icon: IconShieldLock },
  { key: 'dashboard', to: paths.dashboard, icon: IconLayoutDashboard },
  { key: 'analytics', to: paths.tasksAdvancedAnalytics, icon: IconChartBar },
];

/** Spec 02: the super admin's own navigation bar (/superadmin, /admin, /dashboard, /tasks/advanced-analytics, Sign Out). */
export function SuperAdminNav({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('superadmin');
  return (
    <Paper component="nav" aria-label={t('nav.label')} withBorder radius="md" p="xs">
      <Group gap={6} justify="space-between" wrap="wrap">
        <Group gap={6} wrap="wrap">
          {links.map(({ key, to, icon: Icon }) => {
            const current = to === paths.superAdmin;
            return (
              <Button
                key={key}
                component={Link}
                to={to}
                size="compact-md"
                variant={current ? 'light' : 'subtle'}
                aria-current={current ? 'page' : undefined}
                leftSection={<Icon size={16} aria-hidden="true" />}
              >
                {t(`nav.${key}`)}
              </Button>
            );
          })}
        </Group>
        <Button size="compact-md" variant="subtle" color="red" leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={onSignOut}>
          {t('nav.signOut')}
        </Button>
      </Group>
    </Paper>
  );
}
