import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useResendVerification } from '@/web/features/auth/api/use-resend-verification';

export function CheckInboxPanel({ email, returnTo, onBack }: { email: string; returnTo: string; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const { resend: resendTo, sending } = useResendVerification(returnTo);
  const resend = () => resendTo(email);

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
