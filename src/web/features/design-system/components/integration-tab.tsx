import { Button, Card, CopyButton, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CulturalTheme } from '@/contract/design-system';
import { colorVar } from '@/contract/design-system-tokens';
import { paths } from '@/web/app/paths';
import { LoadError } from '@/web/components/load-error';
import { useThemePackage } from '@/web/features/design-system/api/theme-actions';
import { AccessDenied, isForbidden } from '@/web/features/design-system/components/access-denied';
import { CodePanel } from '@/web/features/design-system/components/code-panel';

/** How another product uses the active theme: the package's real CSS, and a snippet that reads it. */
function usageSnippet(): string {
  return [
    '<link rel="stylesheet" href="kairos-theme.css">',
    '',
    '.cta {',
    `  background: var(${colorVar('primary')});`,
    `  color: var(${colorVar('onPrimary')});`,
    '  padding: var(--kairos-space-sm) var(--kairos-space-md);',
    '  font-family: var(--kairos-font-body);',
    '  font-size: var(--kairos-font-size-md);',
    '  transition: background var(--kairos-motion-duration-fast) var(--kairos-motion-easing-standard);',
    '}',
    '',
    '/* dark colours apply under [data-mantine-color-scheme="dark"] and with prefers-color-scheme: dark */',
  ].join('\n');
}

export function IntegrationTab({ theme }: { theme: CulturalTheme }) {
  const { t } = useTranslation('designSystem');
  const pkg = useThemePackage(theme.key);
  if (isForbidden(pkg.error)) return <AccessDenied />;
  const snippet = usageSnippet();
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('management.integration.intro', { name: theme.metadata.name })}</Text>
      <Card>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} size="h4">
              {t('management.integration.cssTitle')}
            </Title>
            {pkg.data ? <CopyAction value={pkg.data.css} /> : null}
          </Group>
          {pkg.isPending ? (
            <Skeleton h={200} />
          ) : pkg.isError ? (
            <LoadError title={t('loadFailed')} message={pkg.error.message} onRetry={() => void pkg.refetch()} retrying={pkg.isFetching} />
          ) : (
            <CodePanel label={t('management.integration.cssTitle')} code={pkg.data.css} />
          )}
        </Stack>
      </Card>
      <Card>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} size="h4">
              {t('management.integration.usageTitle')}
            </Title>
            <CopyAction value={snippet} />
          </Group>
          <CodePanel label={t('management.integration.usageTitle')} code={snippet} />
        </Stack>
      </Card>
      <Card>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('management.integration.packageTitle')}
          </Title>
          <Text size="sm">{t('management.integration.packageText')}</Text>
          <Group>
            <Button component={Link} to={`${paths.managementCulturalThemes}?tab=packages`} variant="default">
              {t('culturalThemes.tabs.packages')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

function CopyAction({ value }: { value: string }) {
  const { t } = useTranslation('designSystem');
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant="default"
          onClick={copy}
          leftSection={copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />}
        >
          {copied ? t('management.integration.copied') : t('management.integration.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
