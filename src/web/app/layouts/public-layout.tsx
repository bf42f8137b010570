import { Box, Burger, Button, Container, Divider, Group, Stack } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { SiteFooter } from '@/web/app/layouts/site-footer';
import { paths } from '@/web/app/paths';
import { ColorSchemeToggle } from '@/web/components/color-scheme-toggle';
import { MAIN_CONTENT_ID, SkipLink } from '@/web/components/skip-link';
import { TenantName } from '@/web/components/tenant-name';
import { Wordmark } from '@/web/components/wordmark';
import { useAuth } from '@/web/features/auth/components/auth-provider';

const featuresLink = { pathname: paths.home, hash: '#features' };
// A plain disclosure panel rather than a Drawer: the landing bundle stays free of the modal stack.
const MOBILE_MENU_ID = 'public-navigation-menu';

function useNavLinks() {
  const { t } = useTranslation('nav');
  return [
    { key: 'features', label: t('public.features'), to: featuresLink },
    { key: 'how', label: t('public.howItWorks'), to: paths.howItWorks },
    { key: 'privacy', label: t('public.privacy'), to: '/privacy' },
  ];
}

function AccountButtons({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation('nav');
  const { user, isPending } = useAuth();
  if (isPending) return null;
  if (user) {
    return (
      <Button component={Link} to={paths.dashboard} fullWidth={stacked}>
        {t('public.dashboard')}
      </Button>
    );
  }
  return (
    <>
      <Button component={Link} to={paths.auth} variant="default" fullWidth={stacked}>
        {t('public.signIn')}
      </Button>
      <Button component={Link} to={`${paths.auth}?mode=signup`} fullWidth={stacked}>
        {t('public.getStarted')}
      </Button>
    </>
  );
}

function PublicHeader() {
  const { t } = useTranslation('nav');
  const [opened, { toggle, close }] = useDisclosure(false);
  const links = useNavLinks();
  const location = useLocation();

  useEffect(() => {
    close();
  }, [location.pathname, location.hash, close]);
  useHotkeys([['Escape', close]]);

  return (
    <Box component="header" className="kairos-public-header">
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Wordmark />
            <TenantName />
          </Group>
          <Group component="nav" aria-label={t('publicNavigation')} gap={4} visibleFrom="md">
            {links.map((link) => (
              <Button key={link.key} component={Link} to={link.to} variant="subtle" color="gray" c="var(--mantine-color-text)">
                {link.label}
              </Button>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeToggle />
            <Group gap="xs" visibleFrom="md" wrap="nowrap">
              <AccountButtons />
            </Group>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? t('closeNavigation') : t('openNavigation')}
              aria-expanded={opened}
              aria-controls={MOBILE_MENU_ID}
            />
          </Group>
        </Group>
      </Container>
      {opened ? (
        <Box id={MOBILE_MENU_ID} hiddenFrom="md" className="kairos-mobile-menu">
          <Container size="lg" py="sm">
            <Stack component="nav" aria-label={t('publicNavigation')} gap={4}>
              {links.map((link) => (
                <Button
                  key={link.key}
                  component={Link}
                  to={link.to}
                  variant="subtle"
                  color="gray"
                  justify="flex-start"
                  c="var(--mantine-color-text)"
                >
                  {link.label}
                </Button>
              ))}
              <Divider my="xs" />
              <Stack gap="xs">
                <AccountButtons stacked />
              </Stack>
            </Stack>
          </Container>
        </Box>
      ) : null}
    </Box>
  );
}

/** Marketing, privacy and auth pages: public header, page, site footer. */
export function PublicLayout() {
  return (
    <div className="kairos-public-page">
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
