import { Container, Group, Select, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/web/components/load-error';
import { useTenants } from '@/web/features/design-system/api/tenants';
import { AccessDenied, isForbidden } from '@/web/features/design-system/components/access-denied';
import { TokenTables } from '@/web/features/design-system/components/token-tables';
import { useActiveTheme, useThemes } from '@/web/lib/design-system';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/** /management/design-tokens: every token of any theme (the active one first). */
export function DesignTokensAdminPage() {
  const { t } = useTranslation(['designSystem', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('tokens.title') }));
  const themes = useThemes();
  const active = useActiveTheme();
  // an admin-only read: a 403 here means the role changed since the page loaded
  const probe = useTenants();
  const [chosen, setChosen] = useState<string | null>(null);

  if (isForbidden(probe.error)) return <AccessDenied />;
  const key = chosen ?? active.data?.theme.key ?? null;
  const theme = themes.data?.themes.find((candidate) => candidate.key === key) ?? active.data?.theme;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} style={{ flex: '1 1 320px' }}>
            <Title order={1}>{t('tokens.title')}</Title>
            <Text c="dimmed">{t('tokens.subtitle')}</Text>
          </Stack>
          <Select
            label={t('themeSelect')}
            data={(themes.data?.themes ?? []).map((candidate) => ({ value: candidate.key, label: candidate.metadata.name }))}
            value={key}
            onChange={setChosen}
            allowDeselect={false}
            w={260}
            maw="100%"
            disabled={!themes.data}
          />
        </Group>
        {themes.isError || active.isError ? (
          <LoadError
            title={t('loadFailed')}
            message={(themes.error ?? active.error)?.message}
            onRetry={() => {
              void themes.refetch();
              void active.refetch();
            }}
            retrying={themes.isFetching || active.isFetching}
          />
        ) : !theme ? (
          <>
            <VisuallyHidden role="status">{t('common:loading')}</VisuallyHidden>
            <Skeleton h={360} />
          </>
        ) : (
          <TokenTables theme={theme} />
        )}
      </Stack>
    </Container>
  );
}
