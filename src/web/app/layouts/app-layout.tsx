import { AppShell, Burger, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconActivityHeartbeat,
  IconBriefcase,
  IconBrush,
  IconChartLine,
  IconChecklist,
  IconDatabase,
  IconFileText,
  IconLayoutDashboard,
  IconMessageChatbot,
  IconPalette,
  IconShieldLock,
  IconSparkles,
  IconWorld,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { SiteFooter } from '@/web/app/layouts/site-footer';
import { UserMenu } from '@/web/app/layouts/user-menu';
import type { navEn } from '@/web/app/locales/en/nav';
import { usePageViewAnalytics } from '@/web/app/analytics';
import { useWebVitals } from '@/web/app/web-vitals';
import { browserNotifications, roleChangeNotifications } from '@/web/app/browser-notifications';
import { paths } from '@/web/app/paths';
import { PreferencesSync, useSaveColorScheme, useSaveLanguage } from '@/web/app/preferences';
import { ColorSchemeToggle } from '@/web/components/color-scheme-toggle';
import { MAIN_CONTENT_ID, SkipLink } from '@/web/components/skip-link';
import { TenantName } from '@/web/components/tenant-name';
import { Wordmark } from '@/web/components/wordmark';
import { useRole } from '@/web/features/auth/api/get-role';
import { useAuth } from '@/web/features/auth/components/auth-provider';
import { useCvLiveEvents } from '@/web/features/cvs/api/use-cv-live-events';
import type { LiveEventsExtension } from '@/web/features/cvs/api/use-cv-live-events';
import { marketLiveEvents } from '@/web/features/market/api/market-live';

interface NavItem {
  key: keyof (typeof navEn)['app'];
  to: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  /** Other paths that belong to this section (aliases, sub-pages). */
  match: string[];
}

const navItems: NavItem[] = [
  { key: 'dashboard', to: paths.dashboard, icon: IconLayoutDashboard, match: [paths.dashboard, paths.intelligentDashboard] },
  { key: 'cvs', to: paths.cvList, icon: IconFileText, match: ['/cv'] },
  { key: 'hiddenTalents', to: paths.hiddenTalents, icon: IconSparkles, match: [paths.hiddenTalents] },
  {
    key: 'aiCoach',
    to: paths.careerCoach,
    icon: IconMessageChatbot,
    match: [paths.careerCoach, paths.careerCoaching, paths.coaching],
  },
  { key: 'perspectives', to: paths.perspectives, icon: IconUsersGroup, match: [paths.perspectives] },
  { key: 'tasks', to: paths.tasks, icon: IconChecklist, match: [paths.tasks] },
  { key: 'jobs', to: paths.jobs, icon: IconBriefcase, match: [paths.jobs] },
  { key: 'performance', to: paths.performance, icon: IconChartLine, match: [paths.performance] },
  { key: 'marketIntel', to: paths.marketIntelligence, icon: IconWorld, match: [paths.marketIntelligence] },
];

const adminItems: NavItem[] = [
  { key: 'admin', to: paths.admin, icon: IconShieldLock, match: [paths.admin, paths.superAdmin] },
  { key: 'marketData', to: paths.adminMarketData, icon: IconDatabase, match: [paths.adminMarketData] },
  { key: 'designSystem', to: paths.managementDesignSystem, icon: IconPalette, match: ['/management'] },
  { key: 'brand', to: paths.managementBrand, icon: IconBrush, match: [paths.managementBrand] },
  {
    key: 'operations',
    to: paths.productionReadiness,
    icon: IconActivityHeartbeat,
    match: [
      paths.productionReadiness,
      '/production',
      paths.performanceDashboard,
      paths.platformAnalysis,
      paths.preLaunchAudit,
      '/testing',
      paths.authSetup,
      paths.supabaseShowcase,
    ],
  },
];

/** How closely the path matches the item: the longest matching prefix (0: not at all). */
function matchLength(pathname: string, item: NavItem): number {
  return Math.max(0, ...item.match.filter((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)).map((p) => p.length));
}

/** The one item for this page: the most specific match (/admin/market-data is not also Admin). */
function activeKey(pathname: string, items: readonly NavItem[]): NavItem['key'] | null {
  let best: { key: NavItem['key']; length: number } | null = null;
  for (const item of items) {
    const length = matchLength(pathname, item);
    if (length > 0 && (!best || length > best.length)) best = { key: item.key, length };
  }
  return best?.key ?? null;
}

const NAVBAR_ID = 'app-navigation';

// Market updates, browser notifications and role changes share the tab's one live-events stream (a module constant: stable across renders).
const liveExtensions: readonly LiveEventsExtension[] = [marketLiveEvents, browserNotifications, roleChangeNotifications];

/** Signed-in pages: header with account menu, section navigation (a drawer on phones), footer. */
export function AppLayout() {
  const { t } = useTranslation('nav');
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const { user } = useAuth();
  const role = useRole(user !== null);
  const items = role.isAdmin ? [...navItems, ...adminItems] : navItems;
  const current = activeKey(location.pathname, items);
  // CV analysis progress and results reach every signed-in page; market updates feed the market page
  useCvLiveEvents(user !== null, liveExtensions);
  const saveColorScheme = useSaveColorScheme(user !== null);
  const saveLanguage = useSaveLanguage(user !== null);
  // anonymous page views, only for people who opted in (settings → privacy)
  usePageViewAnalytics(user !== null);
  // web vitals of this page load, same consent
  useWebVitals(user !== null);

  useEffect(() => {
    close();
  }, [location.pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={0}
    >
      <SkipLink />
      <PreferencesSync enabled={user !== null} />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('closeNavigation') : t('openNavigation')}
              aria-expanded={opened}
              aria-controls={NAVBAR_ID}
            />
            <Wordmark to={paths.dashboard} />
            <TenantName />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ColorSchemeToggle onChange={saveColorScheme} />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id={NAVBAR_ID} aria-label={t('mainNavigation')} p="sm">
        <AppShell.Section grow component={ScrollArea}>
          {items.map((item) => {
            const active = item.key === current;
            const Icon = item.icon;
            return (
              <NavLink
                key={item.key}
                component={Link}
                to={item.to}
                label={t(`app.${item.key}`)}
                leftSection={<Icon size={18} aria-hidden="true" />}
                active={active}
                aria-current={active ? 'page' : undefined}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          })}
        </AppShell.Section>
      </AppShell.Navbar>
      <div className="kairos-app-content">
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter onLanguageChange={saveLanguage} />
      </div>
    </AppShell>
  );
}
