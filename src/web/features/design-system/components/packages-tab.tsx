import { Alert, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDownload, IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CulturalTheme } from '@/contract/design-system';
import { useDownloadTheme, useThemePackage } from '@/web/features/design-system/api/theme-actions';
import { CodePanel } from '@/web/features/design-system/components/code-panel';
import { useDateFormat } from '@/web/lib/format-date';

/** Standalone packages: generate one for a theme, see what it holds, download it. */
export function PackagesTab({ themes }: { themes: CulturalTheme[] }) {
  const { t } = useTranslation('designSystem');
  const [key, setKey] = useState<string | null>(themes[0]?.key ?? null);
  const [asked, setAsked] = useState<string | null>(null);
  const pkg = useThemePackage(key, asked === key);
  const download = useDownloadTheme('package');
  const theme = themes.find((candidate) => candidate.key === key);

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('culturalThemes.packages.intro')}</Text>
      <Card>
        <Stack gap="md">
          <Group align="flex-end" gap="sm">
            <Select
              label={t('themeSelect')}
              data={themes.map((candidate) => ({ value: candidate.key, label: candidate.metadata.name }))}
              value={key}
              onChange={setKey}
              allowDeselect={false}
              w={280}
              maw="100%"
            />
            <Button
              leftSection={<IconPackage size={16} aria-hidden="true" />}
              onClick={() => setAsked(key)}
              loading={pkg.isFetching}
              disabled={!key}
            >
              {t('culturalThemes.packages.generate')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              disabled={!key}
              loading={download.isPending}
              onClick={() =>
                key &&
                download.mutate(key, {
                  onSuccess: () => notifications.show({ color: 'teal', message: t('culturalThemes.toasts.exported') }),
                  onError: () => notifications.show({ color: 'red', message: t('culturalThemes.toasts.exportFailed') }),
                })
              }
            >
              {t('culturalThemes.packages.download')}
            </Button>
          </Group>
          {asked !== key || !theme ? (
            <Text size="sm" c="dimmed">
              {t('culturalThemes.packages.notGenerated')}
            </Text>
          ) : pkg.isPending ? (
            <Skeleton h={200} />
          ) : pkg.isError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle aria-hidden="true" />}
              title={t('culturalThemes.packages.failed')}
            >
              {pkg.error.message}
            </Alert>
          ) : (
            <PackageContents pkg={pkg.data} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function PackageContents({ pkg }: { pkg: NonNullable<ReturnType<typeof useThemePackage>['data']> }) {
  const { t } = useTranslation('designSystem');
  const dates = useDateFormat();
  return (
    <Stack gap="md" component="section" aria-label={t('culturalThemes.packages.contents')}>
      <Text size="sm">
        <Text span fw={600}>
          {pkg.name} {pkg.version}
        </Text>{' '}
        · {t('culturalThemes.packages.generated', { date: dates.dateTime(pkg.metadata.generatedAt) })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CodePanel label={t('culturalThemes.packages.css')} code={pkg.css} />
        <CodePanel label={t('culturalThemes.packages.scss')} code={pkg.scss} />
        <CodePanel label={t('culturalThemes.packages.tokens')} code={JSON.stringify(pkg.tokens, null, 2)} />
        <CodePanel
          label={t('culturalThemes.packages.metadata')}
          code={JSON.stringify({ id: pkg.id, name: pkg.name, version: pkg.version, ...pkg.metadata }, null, 2)}
        />
      </SimpleGrid>
    </Stack>
  );
}
