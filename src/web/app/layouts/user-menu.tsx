import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';
import { useAuth } from '@/web/features/auth/components/auth-provider';

export function initialsOf(name: string | null | undefined, email: string): string {
  const source = name?.trim() || email.split('@')[0] || '?';
  const parts = source.split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0][0]}${parts[parts.length - 1][0]}` : source.slice(0, 2);
  return letters.toUpperCase();
}

export function UserMenu() {
  const { t } = useTranslation('nav');
  const { user, signOut } = useAuth();
  if (!user) return null;
  const displayName = user.name?.trim() || user.email;

  return (
    <Menu position="bottom-end" width={240} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        {/* The accessible name comes from the content: "Account menu" plus the visible name. */}
        <UnstyledButton style={{ borderRadius: 'var(--mantine-radius-md)' }} p={4}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.image || null} alt="" radius="xl" size={34} color="indigo" aria-hidden="true">
              {initialsOf(user.name, user.email)}
            </Avatar>
            <VisuallyHidden>{t('accountMenu')}</VisuallyHidden>
            <div style={{ minWidth: 0, maxWidth: 180 }}>
              <Text size="sm" fw={600} truncate visibleFrom="sm">
                {displayName}
              </Text>
              {user.name?.trim() ? (
                <Text size="xs" c="dimmed" truncate visibleFrom="sm">
                  {user.email}
                </Text>
              ) : null}
            </div>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconUser size={16} aria-hidden="true" />}>
          {t('user.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={16} aria-hidden="true" />}>
          {t('user.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          style={{ '--menu-item-color': 'var(--mantine-color-red-text)' }}
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => void signOut()}
        >
          {t('user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
