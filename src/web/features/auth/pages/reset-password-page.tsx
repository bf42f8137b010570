import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/web/app/paths';
import { resetPassword } from '@/web/features/auth/api/auth-actions';
import { roleQueryKey } from '@/web/features/auth/api/get-role';
import { sessionQueryKey } from '@/web/features/auth/api/get-session';
import { authErrorCode, authErrorMessage } from '@/web/features/auth/lib/auth-error-message';
import { INVALID_RESET_LINK_REDIRECT_DELAY_MS } from '@/web/features/auth/lib/auth-delays';
import { PASSWORD_MIN_LENGTH } from '@/web/features/auth/lib/validation';
import { useDocumentTitle } from '@/web/lib/use-document-title';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const [invalidLink, setInvalidLink] = useState(!token || Boolean(linkError));
  const [submitting, setSubmitting] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  useDocumentTitle(t('common:pageTitle', { title: t('reset.documentTitle') }));

  const form = useForm<ResetValues>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: (value) =>
        !value
          ? t('validation.passwordRequired')
          : value.length < PASSWORD_MIN_LENGTH
            ? t('validation.passwordMin')
            : null,
      confirmPassword: (value, values) =>
        !value ? t('validation.confirmRequired') : value !== values.newPassword ? t('validation.passwordsMismatch') : null,
    },
  });

  useEffect(() => {
    if (!invalidLink) return;
    const timer = setTimeout(() => void navigate(paths.auth, { replace: true }), INVALID_RESET_LINK_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [invalidLink, navigate]);

  async function handleSubmit(values: ResetValues) {
    if (!token) return;
    setBanner(null);
    setSubmitting(true);
    const { error } = await resetPassword(values.newPassword, token);
    setSubmitting(false);
    if (error) {
      if (authErrorCode(error) === 'INVALID_TOKEN') {
        setInvalidLink(true);
        return;
      }
      const message = authErrorMessage(error, t('reset.failed'));
      setBanner(message);
      notifications.show({ color: 'red', title: t('reset.failed'), message });
      return;
    }
    notifications.show({ color: 'teal', message: t('reset.success') });
    queryClient.removeQueries({ queryKey: roleQueryKey });
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    await navigate(paths.dashboard, { replace: true });
  }

  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('reset.title')}
          </Title>
          {!invalidLink ? <Text c="dimmed">{t('reset.intro')}</Text> : null}
        </Stack>
        {invalidLink ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} title={t('reset.invalidLink')} role="alert">
            {t('reset.redirecting')}
          </Alert>
        ) : (
          <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="md">
            <form noValidate onSubmit={form.onSubmit((values) => handleSubmit(values))}>
              <Stack gap="md">
                {banner ? (
                  <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                    {banner}
                  </Alert>
                ) : null}
                <PasswordInput
                  label={t('reset.newPassword')}
                  autoComplete="new-password"
                  required
                  description={t('validation.passwordMin')}
                  {...form.getInputProps('newPassword')}
                />
                <PasswordInput
                  label={t('reset.confirmPassword')}
                  autoComplete="new-password"
                  required
                  {...form.getInputProps('confirmPassword')}
                />
                <Button type="submit" fullWidth disabled={submitting} aria-busy={submitting}>
                  {submitting ? t('actions.processing') : t('reset.submit')}
                </Button>
              </Stack>
            </form>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
