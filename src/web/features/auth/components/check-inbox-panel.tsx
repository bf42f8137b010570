import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendVerificationEmail } from '@/web/features/auth/api/auth-actions';
import { authErrorMessage } from '@/web/features/auth/lib/auth-error-message';

export function CheckInboxPanel({ email, returnTo, onBack }: { email: string; returnTo: string; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const [sending, setSending] = useState(false);

  async function resend() {
    notifications.clean();
    setSending(true);
    const { error } = await resendVerificationEmail(email, returnTo);
    setSending(false);
    if (error) {
      notifications.show({
        color: 'red',
        title: t('toasts.verificationFailed'),
        message: authErrorMessage(error, t('errors.generic')),
      });
    } else {
      notifications.show({ color: 'teal', message: t('toasts.verificationSent') });
    }
  }

  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="md">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" color="teal" aria-hidden="true">
          <IconMailCheck size={26} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('checkInbox.title')}
        </Title>
        <Text>{t('checkInbox.body', { email })}</Text>
        <Text size="sm" c="dimmed">
          {t('checkInbox.hint')}
        </Text>
        <Group gap="sm">
          <Button onClick={() => void resend()} disabled={sending}>
            {sending ? t('actions.processing') : t('actions.resendVerification')}
          </Button>
          <Button variant="default" onClick={onBack}>
            {t('actions.backToSignIn')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
