import { ActionIcon, Anchor, Group, Paper, Stack, Text, TextInput, ThemeIcon, Tooltip } from '@mantine/core';
import { CopyButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconExternalLink, IconLock, IconWorld } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';

/** The public portfolio's address, and whether it is open to anyone right now. */
export function SharePanel({ slug, visibility }: { slug: string; visibility: 'private' | 'public' }) {
  const { t } = useTranslation('perspectives');
  const url = `${window.location.origin}${paths.publicPortfolio(slug)}`;
  const isPublic = visibility === 'public';
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('share.address')}
            value={url}
            readOnly
            size="sm"
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={url} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('actions.copied') : t('actions.copy')} withArrow>
                <ActionIcon
                  variant={copied ? 'filled' : 'default'}
                  color={copied ? 'teal' : undefined}
                  size={36}
                  aria-label={copied ? t('actions.copied') : t('actions.copy')}
                  onClick={() => {
                    copy();
                    notifications.show({ color: 'teal', message: t('toasts.copied') });
                  }}
                >
                  {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start" role="status">
          <ThemeIcon size={22} radius="xl" variant="light" color={isPublic ? 'teal' : 'gray'} aria-hidden="true">
            {isPublic ? <IconWorld size={14} /> : <IconLock size={14} />}
          </ThemeIcon>
          <Text size="sm">
            {isPublic ? (
              t('share.public')
            ) : (
              <Trans t={t} i18nKey="share.private" components={{ settings: <Anchor component={Link} to={paths.settings} inherit fw={600} /> }} />
            )}
          </Text>
        </Group>
        {isPublic ? (
          <Anchor component={Link} to={paths.publicPortfolio(slug)} target="_blank" rel="noopener" size="sm" fw={600}>
            <Group gap={4} component="span" wrap="nowrap">
              {t('actions.openPortfolio')}
              <IconExternalLink size={14} aria-hidden="true" />
            </Group>
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
