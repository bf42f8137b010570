import { Badge, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuthSetupItem } from '@/contract/diagnostics';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useAuthSetup } from '@/web/features/diagnostics/api/get-auth-setup';
import { useDateFormat } from '@/web/lib/format-date';
import { useDocumentTitle } from '@/web/lib/use-document-title';

function SetupRow({ item }: { item: AuthSetupItem }) {
  const { t } = useTranslation('diagnostics');
  const ok = item.status === 'ok';
  const value = typeof item.value === 'boolean' ? t(item.value ? 'authSetup.yes' : 'authSetup.no') : String(item.value);
  const color = ok ? 'green' : 'yellow';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="auth-setup-item"
      data-item={item.id}
      data-status={item.status}
      style={{ listStyle: 'none', borderInlineStartWidth: 4, borderInlineStartColor: `var(--mantine-color-${color}-filled)` }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" color={color} radius="xl" aria-hidden="true">
          {ok ? <IconCheck size={16} /> : <IconAlertTriangle size={16} />}
        </ThemeIcon>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600}>{t(`authSetup.items.${item.id}`)}</Text>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
              <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
                {t(ok ? 'authSetup.ok' : 'authSetup.warning')}
              </Badge>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {item.message}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** /auth-setup (admins): how sign-in is configured on this server, item by item. */
export function AuthSetupPage() {
  const { t } = useTranslation(['diagnostics', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('authSetup.title') }));
  const setup = useAuthSetup();
  const { dateTime } = useDateFormat();

  let body;
  if (setup.isPending) body = <PageLoader label={t('authSetup.loading')} minHeight={240} />;
  else if (setup.error) body = <LoadError title={t('authSetup.loadFailed')} message={setup.error.message} onRetry={() => void setup.refetch()} retrying={setup.isFetching} />;
  else
    body = (
      <Stack gap="md">
        <Group gap="sm">
          <Badge size="lg" variant="light" color={setup.data.summary.warnings ? 'yellow' : 'green'} data-testid="auth-setup-summary">
            {t('authSetup.summary', { ok: setup.data.summary.ok, warnings: setup.data.summary.warnings })}
          </Badge>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {t('authSetup.checkedAt', { time: dateTime(setup.data.checkedAt) })}
          </Text>
        </Group>
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('authSetup.listLabel')}>
          {setup.data.items.map((item) => (
            <SetupRow key={item.id} item={item} />
          ))}
        </Stack>
      </Stack>
    );

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1}>{t('authSetup.title')}</Title>
            <Text c="dimmed" maw={640}>
              {t('authSetup.subtitle')}
            </Text>
          </div>
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void setup.refetch()} loading={setup.isFetching && !setup.isPending}>
            {t('authSetup.refresh')}
          </Button>
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
