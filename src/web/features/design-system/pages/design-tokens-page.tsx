import { Button, Container, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';
import { LoadError } from '@/web/components/load-error';
import { TokenTables } from '@/web/features/design-system/components/token-tables';
import { useActiveTheme } from '@/web/lib/design-system';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/** /design-tokens: the live tokens of the theme this person sees now. */
export function DesignTokensPage() {
  const { t } = useTranslation(['designSystem', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('tokens.showcaseTitle') }));
  const active = useActiveTheme();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} style={{ flex: '1 1 320px' }}>
            <Title order={1}>{t('tokens.showcaseTitle')}</Title>
            {active.data ? <Text c="dimmed">{t('tokens.showcaseSubtitle', { name: active.data.theme.metadata.name })}</Text> : null}
          </Stack>
          <Button component={Link} to={paths.advancedDesignSystem} variant="default">
            {t('showcase.showcaseLink')}
          </Button>
        </Group>
        {active.isPending ? (
          <>
            <VisuallyHidden role="status">{t('common:loading')}</VisuallyHidden>
            <Skeleton h={360} />
          </>
        ) : active.isError ? (
          <LoadError
            title={t('loadFailed')}
            message={active.error.message}
            onRetry={() => void active.refetch()}
            retrying={active.isFetching}
          />
        ) : (
          <TokenTables theme={active.data.theme} />
        )}
      </Stack>
    </Container>
  );
}
