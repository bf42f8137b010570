import {
  Alert,
  Anchor,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconMail, IconShieldCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths, safeReturnTo } from '@/web/app/paths';
import { PageLoader } from '@/web/components/page-loader';
import {
  requestPasswordReset,
  sendMagicLink,
  signInWithPassword,
  signUpWithPassword,
} from '@/web/features/auth/api/auth-actions';
import { roleQueryKey, roleQueryOptions } from '@/web/features/auth/api/get-role';
import { sessionQueryKey } from '@/web/features/auth/api/get-session';
import { useAuth } from '@/web/features/auth/components/auth-provider';
import { useResendVerification } from '@/web/features/auth/api/use-resend-verification';
import { CheckInboxPanel } from '@/web/features/auth/components/check-inbox-panel';
import { authErrorCode, authErrorMessage } from '@/web/features/auth/lib/auth-error-message';
import { isEmail, PASSWORD_MIN_LENGTH } from '@/web/features/auth/lib/validation';
import { useDocumentTitle } from '@/web/lib/use-document-title';

type Mode = 'signin' | 'signup';

interface AuthFormValues {
  email: string;
  password: string;
  fullName: string;
}

export function AuthPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, isPending } = useAuth();

  const mode: Mode = searchParams.get('mode') === 'signup' ? 'signup' : 'signin';
  const returnTo = safeReturnTo(searchParams.get('returnTo'));

  const [submitting, setSubmitting] = useState(false);
  // While the post-sign-in steps run, the fresh session must not trigger the generic redirect.
  const [completing, setCompleting] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [inboxEmail, setInboxEmail] = useState<string | null>(null);
  const [busyAction, setBusyAction] = useState<'magic' | 'reset' | 'resend' | null>(null);
  const { resend } = useResendVerification(returnTo);

  const form = useForm<AuthFormValues>({
    initialValues: { email: '', password: '', fullName: '' },
    validate: {
      email: (value) =>
        !value.trim() ? t('validation.emailRequired') : isEmail(value) ? null : t('validation.emailInvalid'),
      password: (value) =>
        !value
          ? t('validation.passwordRequired')
          : value.length < PASSWORD_MIN_LENGTH
            ? t('validation.passwordMin')
            : null,
    },
  });

  const title = mode === 'signup' ? t('page.signUpTitle') : t('page.signInTitle');
  useDocumentTitle(t('common:pageTitle', { title }));

  if (isPending && !completing) return <PageLoader label={t('common:loading')} />;
  if (user && !completing) return <Navigate to={returnTo} replace />;

  function switchMode(next: string) {
    const params = new URLSearchParams(searchParams);
    if (next === 'signup') params.set('mode', 'signup');
    else params.delete('mode');
    setSearchParams(params, { replace: true });
    setBanner(null);
    setUnverifiedEmail(null);
    form.clearErrors();
  }

  async function finishSignIn() {
    setCompleting(true);
    notifications.show({ color: 'teal', message: t('toasts.welcomeBack') });
    queryClient.removeQueries({ queryKey: roleQueryKey });
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    // A failed role check is reported by the auth provider; sign-in itself still succeeded.
    const role = await queryClient.fetchQuery(roleQueryOptions()).catch(() => null);
    if (role?.is_admin) notifications.show({ color: 'indigo', message: t('toasts.adminVerified') });
    await navigate(role?.is_super_admin ? paths.admin : returnTo, { replace: true });
  }

  async function handleSubmit(values: AuthFormValues) {
    const email = values.email.trim();
    notifications.clean();
    setBanner(null);
    setUnverifiedEmail(null);
    setSubmitting(true);
    try {
      if (mode === 'signin') {
        const { error } = await signInWithPassword(email, values.password);
        if (error) {
          const notVerified = authErrorCode(error) === 'EMAIL_NOT_VERIFIED';
          const message = notVerified
            ? t('errors.emailNotVerified')
            : authErrorMessage(error, t('errors.generic'));
          if (notVerified) setUnverifiedEmail(email);
          setBanner(message);
          notifications.show({ color: 'red', title: t('toasts.signInFailed'), message });
          return;
        }
        await finishSignIn();
        return;
      }

      const { data, error } = await signUpWithPassword({
        email,
        password: values.password,
        name: values.fullName.trim(),
        returnTo,
      });
      if (error) {
        const message = authErrorMessage(error, t('errors.generic'));
        setBanner(message);
        notifications.show({ color: 'red', title: t('toasts.signUpFailed'), message });
        return;
      }
      const token = (data as { token?: string | null } | null)?.token;
      if (token) {
        // The server signed the new account in straight away (no verification required).
        await finishSignIn();
        return;
      }
      notifications.show({ color: 'teal', message: t('toasts.accountCreated') });
      form.setFieldValue('password', '');
      setInboxEmail(email);
    } finally {
      setSubmitting(false);
    }
  }

  async function validEmailOrNull(): Promise<string | null> {
    const result = await form.validateField('email');
    if (result.hasError) {
      if (!form.getValues().email.trim()) form.setFieldError('email', t('validation.emailFirst'));
      return null;
    }
    return form.getValues().email.trim();
  }

  async function handleMagicLink() {
    const email = await validEmailOrNull();
    if (!email) return;
    notifications.clean();
    setBusyAction('magic');
    const { error } = await sendMagicLink(email, returnTo);
    setBusyAction(null);
    if (error) {
      notifications.show({
        color: 'red',
        title: t('toasts.magicLinkFailed'),
        message: authErrorMessage(error, t('errors.generic')),
      });
    } else {
      notifications.show({ color: 'teal', title: t('toasts.magicLinkSent'), message: t('toasts.magicLinkSentDetail') });
    }
  }

  async function handleForgotPassword() {
    const email = await validEmailOrNull();
    if (!email) return;
    notifications.clean();
    setBusyAction('reset');
    const { error } = await requestPasswordReset(email);
    setBusyAction(null);
    if (error) {
      notifications.show({
        color: 'red',
        title: t('toasts.resetFailed'),
        message: authErrorMessage(error, t('errors.generic')),
      });
    } else {
      notifications.show({
        color: 'teal',
        title: t('toasts.resetEmailSent'),
        message: t('toasts.resetEmailSentDetail', { email }),
      });
    }
  }

  async function handleResendVerification() {
    if (!unverifiedEmail) return;
    setBusyAction('resend');
    await resend(unverifiedEmail);
    setBusyAction(null);
  }

  const busy = submitting || completing;

  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{mode === 'signup' ? t('page.signUpIntro') : t('page.signInIntro')}</Text>
        </Stack>

        {inboxEmail ? (
          <CheckInboxPanel
            email={inboxEmail}
            returnTo={returnTo}
            onBack={() => {
              setInboxEmail(null);
              switchMode('signin');
            }}
          />
        ) : (
          <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="md">
            <Stack gap="md">
              <SegmentedControl
                fullWidth
                value={mode}
                onChange={switchMode}
                aria-label={t('page.modeLabel')}
                data={[
                  { value: 'signin', label: t('page.signInTab') },
                  { value: 'signup', label: t('page.signUpTab') },
                ]}
              />

              {banner ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{banner}</Text>
                    {unverifiedEmail ? (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => void handleResendVerification()}
                        disabled={busyAction === 'resend'}
                      >
                        {busyAction === 'resend' ? t('actions.processing') : t('actions.resendVerification')}
                      </Button>
                    ) : null}
                  </Stack>
                </Alert>
              ) : null}

              <form noValidate onSubmit={form.onSubmit((values) => handleSubmit(values))}>
                <Stack gap="md">
                  {mode === 'signup' ? (
                    <TextInput
                      label={t('fields.fullName')}
                      placeholder={t('fields.fullNamePlaceholder')}
                      autoComplete="name"
                      {...form.getInputProps('fullName')}
                    />
                  ) : null}
                  <TextInput
                    label={t('fields.email')}
                    placeholder={t('fields.emailPlaceholder')}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    required
                    {...form.getInputProps('email')}
                  />
                  <PasswordInput
                    label={t('fields.password')}
                    autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                    required
                    description={mode === 'signup' ? t('validation.passwordMin') : undefined}
                    {...form.getInputProps('password')}
                  />
                  {mode === 'signin' ? (
                    <Group justify="flex-end" mt={-8}>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() => void handleForgotPassword()}
                        disabled={busyAction === 'reset'}
                      >
                        {busyAction === 'reset' ? t('actions.processing') : t('actions.forgotPassword')}
                      </Anchor>
                    </Group>
                  ) : null}
                  <Button type="submit" fullWidth disabled={busy} aria-busy={busy}>
                    {busy ? t('actions.processing') : mode === 'signup' ? t('actions.signUp') : t('actions.signIn')}
                  </Button>
                </Stack>
              </form>

              <Divider label={t('page.or')} labelPosition="center" />

              <Button
                variant="default"
                fullWidth
                leftSection={<IconMail size={16} aria-hidden="true" />}
                onClick={() => void handleMagicLink()}
                disabled={busyAction === 'magic'}
              >
                {busyAction === 'magic' ? t('actions.processing') : t('actions.magicLink')}
              </Button>
            </Stack>
          </Paper>
        )}

        {mode === 'signin' && !inboxEmail ? (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconShieldCheck size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs" c="dimmed">
              {t('page.superAdminNotice')}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
