import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInitializeSuperAdmin } from '@/web/features/superadmin/api/superadmin-api';
import { ApiError } from '@/web/lib/api-client';

/** Spec 02 §9: the page reloads 1.5 s after a successful initialisation. */
export const RELOAD_DELAY_MS = 1500;

/** Which of the spec's three failure texts: the profile step's own, the server's reason, or generic. */
export function failureKind(error: unknown): { kind: 'profile' | 'failed' } | { kind: 'message'; message: string } {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.message === 'Failed to update profile') return { kind: 'profile' };
  return { kind: 'message', message: error.message };
}

/** Spec 02 needs_setup: the configured account, not yet an administrator, initialises itself. */
export function SetupScreen({ email }: { email: string | null }) {
  const { t } = useTranslation('superadmin');
  const initialize = useInitializeSuperAdmin();
  const [reloading, setReloading] = useState(false);

  const start = () =>
    initialize.mutate(undefined, {
      onSuccess: () => {
        // one toast at a time: earlier ones (the sign-in welcome) must not hold this one back until the reload
        notifications.clean();
        notifications.show({ color: 'teal', message: t('setup.success') });
        setReloading(true);
        // not tied to this screen: the role event may switch the page to the dashboard before the reload is due
        setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
      },
      onError: (error) => {
        const failure = failureKind(error);
        const message =
          failure.kind === 'message'
            ? t('setup.failedWithMessage', { message: failure.message })
            : t(failure.kind === 'profile' ? 'setup.profileFailed' : 'setup.failed');
        notifications.show({ color: 'red', message });
      },
    });

  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconShieldCheck size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('setup.title')}
          </Title>
          <Text c="dimmed">{t('setup.intro')}</Text>
          {email ? (
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {t('signedInAs', { email })}
            </Text>
          ) : null}
          <Button size="md" onClick={start} loading={initialize.isPending} disabled={reloading}>
            {initialize.isPending ? t('setup.initializing') : t('setup.initialize')}
          </Button>
          {reloading ? (
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              {t('setup.reloading')}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
