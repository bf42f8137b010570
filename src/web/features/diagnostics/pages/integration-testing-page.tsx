import { Alert, Button, Container, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay, IconTestPipe } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diagnosticCategories, plannedChecks, TRACKED_ERRORS_WARNING_THRESHOLD } from '@/contract/diagnostics';
import type { DiagnosticCategory, DiagnosticsRun } from '@/contract/diagnostics';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useLastRun, useRunDiagnostics } from '@/web/features/diagnostics/api/diagnostics-runs';
import { CheckRow } from '@/web/features/diagnostics/components/check-row';
import type { CheckRowData } from '@/web/features/diagnostics/components/check-row';
import { useDateFormat } from '@/web/lib/format-date';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const ResultsChart = lazy(() => import('@/web/features/diagnostics/components/results-chart').then((m) => ({ default: m.ResultsChart })));

type Tab = 'all' | DiagnosticCategory;

/** A count with its status colour as a side bar (the number itself keeps full contrast in both schemes). */
function StatCard({ label, value, color, testId }: { label: string; value: number; color?: string; testId: string }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid={testId}
      style={color ? { borderInlineStartWidth: 4, borderInlineStartColor: `var(--mantine-color-${color}-filled)` } : undefined}
    >
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

function Counts({ run }: { run: DiagnosticsRun }) {
  const { t } = useTranslation('diagnostics');
  const { passed, failed, warnings, total } = run.summary;
  return (
    <Group align="center" gap="lg" wrap="wrap">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" style={{ flex: '1 1 320px' }} role="group" aria-label={t('integration.counts.label')}>
        <StatCard label={t('integration.counts.passed')} value={passed} color="green" testId="count-passed" />
        <StatCard label={t('integration.counts.failed')} value={failed} color={failed ? 'red' : undefined} testId="count-failed" />
        <StatCard label={t('integration.counts.warnings')} value={warnings} color={warnings ? 'yellow' : undefined} testId="count-warnings" />
        <StatCard label={t('integration.counts.total')} value={total} testId="count-total" />
      </SimpleGrid>
      <div aria-hidden="true" style={{ flex: '0 0 140px', marginInline: 'auto' }}>
        <Suspense fallback={<div style={{ height: 140 }} />}>
          <ResultsChart
            total={String(total)}
            data={[
              { name: t('integration.counts.passed'), value: passed, color: 'green.6' },
              { name: t('integration.counts.warnings'), value: warnings, color: 'yellow.6' },
              { name: t('integration.counts.failed'), value: failed, color: 'red.6' },
            ]}
          />
        </Suspense>
      </div>
    </Group>
  );
}

function TrackedErrors({ count }: { count: number }) {
  const { t } = useTranslation('diagnostics');
  if (count >= TRACKED_ERRORS_WARNING_THRESHOLD) {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={t('integration.trackedErrorsTitle')} data-testid="tracked-errors-warning">
        {t('integration.trackedErrorsWarning', { count })}
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="tracked-errors">
      {t('integration.trackedErrorsOk', { count })}
    </Text>
  );
}

/** /testing/integration (admins): Run Tests executes the server's real checks; results by category. */
export function IntegrationTestingPage() {
  const { t } = useTranslation(['diagnostics', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('integration.title') }));
  const { dateTime } = useDateFormat();
  const last = useLastRun();
  const runTests = useRunDiagnostics();
  const [tab, setTab] = useState<Tab>('all');
  const run = last.data?.run ?? null;
  const running = runTests.isPending;

  const rows: CheckRowData[] = running
    ? plannedChecks.map((c) => ({ ...c, name: c.id, status: 'running', durationMs: null, message: t('integration.waiting') }))
    : (run?.results ?? []);
  const countIn = (category: DiagnosticCategory) => rows.filter((r) => r.category === category).length;

  const header = (
    <Group justify="space-between" align="flex-start" gap="sm">
      <div>
        <Title order={1}>{t('integration.title')}</Title>
        <Text c="dimmed" maw={640}>
          {t('integration.subtitle')}
        </Text>
      </div>
      <Button leftSection={<IconPlayerPlay size={16} aria-hidden="true" />} onClick={() => runTests.mutate()} loading={running} loaderProps={{ type: 'dots' }}>
        {t('integration.runTests')}
      </Button>
    </Group>
  );

  let body;
  if (last.isPending) body = <PageLoader label={t('integration.loading')} minHeight={240} />;
  else if (last.error && !run && !running)
    body = <LoadError title={t('integration.loadFailed')} message={last.error.message} onRetry={() => void last.refetch()} retrying={last.isFetching} />;
  else if (!run && !running)
    body = <EmptyState icon={<IconTestPipe size={26} />} title={t('integration.emptyTitle')} description={t('integration.emptyDescription')} />;
  else
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {running ? t('integration.running') : run ? t('integration.lastRun', { time: dateTime(run.startedAt), seconds: (run.durationMs / 1000).toFixed(1) }) : null}
        </Text>
        {run && !running ? (
          <>
            <Counts run={run} />
            <TrackedErrors count={run.trackedErrors24h} />
          </>
        ) : null}
        <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'all')} keepMounted={false}>
          <Tabs.List aria-label={t('integration.tabsLabel')}>
            <Tabs.Tab value="all">
              {t('integration.all')} ({rows.length})
            </Tabs.Tab>
            {diagnosticCategories.map((category) => (
              <Tabs.Tab key={category} value={category}>
                {t(`integration.categories.${category}`)} ({countIn(category)})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {(['all', ...diagnosticCategories] as const).map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('integration.checksLabel')}>
                {rows
                  .filter((r) => value === 'all' || r.category === value)
                  .map((check) => (
                    <CheckRow key={check.id} check={check} />
                  ))}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {header}
        {runTests.error ? (
          <LoadError title={t('integration.runFailed')} message={runTests.error.message} onRetry={() => runTests.mutate()} retrying={running} />
        ) : null}
        {body}
      </Stack>
    </Container>
  );
}
