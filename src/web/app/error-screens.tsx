import { Component, useEffect, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Button, Center, Code, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconHome, IconMapSearch, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { paths } from '@/web/app/paths';
import { StatusHeading } from '@/web/components/status-heading';
import { errorMessage, reportClientError } from '@/web/lib/report-client-error';
import type { ClientErrorSeverity } from '@/web/lib/report-client-error';
import { useDocumentTitle } from '@/web/lib/use-document-title';

function useErrorReport(error: unknown, severity: ClientErrorSeverity): string | null {
  const [report, setReport] = useState<{ error: unknown; id: string } | null>(null);
  useEffect(() => {
    let active = true;
    void reportClientError(error, { severity }).then((id) => {
      if (active) setReport({ error, id });
    });
    return () => {
      active = false;
    };
  }, [error, severity]);
  return report && report.error === error ? report.id : null;
}

function ErrorDetails({ id, message }: { id: string | null; message: string }) {
  const { t } = useTranslation('errors');
  return (
    <Stack gap={6} w="100%">
      <Text size="sm" fw={600}>
        {t('route.errorId')}:{' '}
        {id ? (
          <Code data-testid="error-id">{id}</Code>
        ) : (
          <Text span size="sm" c="dimmed" fw={400}>
            {t('route.reporting')}
          </Text>
        )}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {message}
      </Code>
    </Stack>
  );
}

/** Route-level error element: the page failed, the shell around it still works. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <RouteErrorContent error={error} />;
}

function RouteErrorContent({ error }: { error: unknown }) {
  const { t } = useTranslation(['errors', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const id = useErrorReport(error, 'error');
  useDocumentTitle(t('common:pageTitle', { title: t('errors:route.title') }));
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : errorMessage(error, t('errors:route.unknownMessage'));

  function tryAgain() {
    // A fresh navigation to the same URL resets the route's error state and re-runs loaders.
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    void revalidator.revalidate();
  }

  return (
    <Container size="sm" py={{ base: 'xl', sm: 60 }}>
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="md">
        <Stack align="center" gap="md" ta="center">
          <StatusHeading color="red" icon={<IconAlertTriangle size={30} />} title={t('errors:route.title')} />
          <Text c="dimmed">{t('errors:route.reassurance')}</Text>
          <ErrorDetails id={id} message={message} />
          <Group justify="center" gap="sm" mt="sm">
            <Button leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={tryAgain}>
              {t('common:actions.tryAgain')}
            </Button>
            <Button component={Link} to={paths.home} variant="default" leftSection={<IconHome size={16} aria-hidden="true" />}>
              {t('common:actions.goHome')}
            </Button>
            <Button variant="subtle" onClick={() => window.location.reload()}>
              {t('common:actions.reloadPage')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

export function NotFoundScreen() {
  const { t } = useTranslation(['errors', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('errors:notFound.title') }));
  const navigate = useNavigate();

  function goBack() {
    // Opened directly (no history inside the app): "back" would leave the site, go home instead.
    if (window.history.state && typeof window.history.state.idx === 'number' && window.history.state.idx > 0) {
      void navigate(-1);
    } else {
      void navigate(paths.home);
    }
  }

  return (
    <Container size="sm" py={{ base: 'xl', sm: 80 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
          <IconMapSearch size={34} />
        </ThemeIcon>
        <Text fw={800} fz={48} lh={1} c="dimmed" aria-hidden="true">
          404
        </Text>
        <Title order={1} size="h2">
          {t('errors:notFound.title')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('errors:notFound.message')}
        </Text>
        <Group justify="center" gap="sm" mt="sm">
          <Button component={Link} to={paths.home} leftSection={<IconHome size={16} aria-hidden="true" />}>
            {t('common:actions.goHome')}
          </Button>
          <Button variant="default" onClick={goBack} leftSection={<IconArrowLeft size={16} aria-hidden="true" />}>
            {t('common:actions.goBack')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** Last line of defence: shown when something outside the routes (providers, router) breaks. */
export function FatalErrorScreen({ error, id }: { error: unknown; id: string | null }) {
  const { t } = useTranslation(['errors', 'common']);
  useDocumentTitle(t('errors:fatal.title'));
  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="md" maw={560} w="100%">
        <Stack align="center" gap="md" ta="center">
          <StatusHeading color="red" icon={<IconAlertTriangle size={30} />} title={t('errors:fatal.title')} />
          <Text size="sm" c="dimmed" data-testid="app-version">
            {t('errors:fatal.version', { version: __APP_VERSION__ })}
          </Text>
          <ErrorDetails id={id} message={errorMessage(error, t('errors:route.unknownMessage'))} />
          <Button leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => window.location.reload()}>
            {t('common:actions.reloadApplication')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

interface AppErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  reportId: string | null;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  state: AppErrorBoundaryState = { error: null, hasError: false, reportId: null };

  static getDerivedStateFromError(error: unknown): Partial<AppErrorBoundaryState> {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    void reportClientError(error, { severity: 'fatal', componentStack: info.componentStack ?? undefined }).then(
      (reportId) => this.setState({ reportId }),
    );
  }

  render() {
    if (this.state.hasError) {
      return <FatalErrorScreen error={this.state.error} id={this.state.reportId} />;
    }
    return this.props.children;
  }
}
