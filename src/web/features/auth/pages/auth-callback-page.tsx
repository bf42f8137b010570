import { Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths, safeReturnTo } from '@/web/app/paths';
import { StatusHeading } from '@/web/components/status-heading';
import { roleQueryKey } from '@/web/features/auth/api/get-role';
import { sessionQueryOptions } from '@/web/features/auth/api/get-session';
import { SIGNED_IN_REDIRECT_DELAY_MS, VERIFY_EMAIL_REDIRECT_DELAY_MS } from '@/web/features/auth/lib/auth-delays';
import { useDocumentTitle } from '@/web/lib/use-document-title';

type CallbackState =
  | { status: 'processing' }
  | { status: 'success'; message: string }
  | { status: 'notice'; message: string }
  | { status: 'error'; message: string; detail?: string };

const EXPIRED_LINK_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED', 'EXPIRED_TOKEN', 'invalid_token', 'expired_token']);

export function AuthCallbackPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CallbackState>({ status: 'processing' });
  useDocumentTitle(t('common:pageTitle', { title: t('callback.documentTitle') }));

  const type = searchParams.get('type');
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const linkError = searchParams.get('error');

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    function later(delay: number, to: string) {
      timer = setTimeout(() => void navigate(to, { replace: true }), delay);
    }

    async function run() {
      // better-auth sends the browser back here with ?error=... when a link is bad or expired.
      if (linkError) {
        setState({
          status: 'error',
          message: type === 'magiclink' ? t('callback.magiclinkFailed') : t('callback.failed'),
          detail: EXPIRED_LINK_CODES.has(linkError) ? t('callback.linkExpired') : undefined,
        });
        return;
      }
      try {
        const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
        if (cancelled) return;
        if (session) {
          await queryClient.invalidateQueries({ queryKey: roleQueryKey });
          if (cancelled) return;
          const message =
            type === 'magiclink'
              ? t('callback.magiclink')
              : type === 'recovery'
                ? t('callback.recovery')
                : type === 'signup'
                  ? t('callback.signup')
                  : t('callback.default');
          setState({ status: 'success', message });
          later(SIGNED_IN_REDIRECT_DELAY_MS, returnTo);
          return;
        }
        if (type === 'recovery') {
          await navigate(paths.resetPassword, { replace: true });
        } else if (type === 'signup') {
          setState({ status: 'notice', message: t('callback.checkEmail') });
          later(VERIFY_EMAIL_REDIRECT_DELAY_MS, paths.auth);
        } else if (type === 'magiclink') {
          setState({ status: 'error', message: t('callback.magiclinkFailed') });
        } else {
          await navigate(paths.auth, { replace: true });
        }
      } catch (error) {
        if (cancelled) return;
        setState({
          status: 'error',
          message: error instanceof Error && error.message ? error.message : t('callback.failed'),
        });
      }
    }

    void run();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [linkError, navigate, queryClient, returnTo, t, type]);

  return (
    <Container size={480} py={{ base: 'xl', sm: 64 }} px="md">
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="md">
        <CallbackContent state={state} />
      </Paper>
    </Container>
  );
}

function CallbackContent({ state }: { state: CallbackState }) {
  const { t } = useTranslation(['auth', 'common']);

  if (state.status === 'processing') {
    return (
      <Stack align="center" gap="md" ta="center" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Title order={1} size="h3">
          {t('callback.processing')}
        </Title>
      </Stack>
    );
  }

  if (state.status === 'error') {
    return (
      <Stack align="center" gap="md" ta="center">
        <StatusHeading color="red" size="h3" icon={<IconAlertTriangle size={30} />} title={t('callback.errorTitle')} />
        <Text role="alert">{state.message}</Text>
        {state.detail ? (
          <Text size="sm" c="dimmed">
            {state.detail}
          </Text>
        ) : null}
        <Button component={Link} to={paths.auth}>
          {t('common:actions.tryAgain')}
        </Button>
      </Stack>
    );
  }

  const success = state.status === 'success';
  return (
    <Stack align="center" gap="md" ta="center" role="status" aria-live="polite">
      <StatusHeading
        color="teal"
        size="h3"
        icon={success ? <IconCircleCheck size={30} /> : <IconMailCheck size={30} />}
        title={success ? t('callback.successTitle') : t('callback.checkEmailTitle')}
      />
      <Text>{state.message}</Text>
      <Text size="sm" c="dimmed">
        {t('callback.redirecting')}
      </Text>
    </Stack>
  );
}
