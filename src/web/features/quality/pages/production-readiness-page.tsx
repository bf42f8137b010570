import { Badge, Button, Container, Group, Paper, RingProgress, SimpleGrid, Stack, Table, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Readiness, ReadinessCheck, ReadinessStatus, ScoreBand } from '@/contract/quality';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useReadiness } from '@/web/features/quality/api/get-readiness';
import { ChartCard } from '@/web/features/quality/components/chart-card';
import { CountBars } from '@/web/features/quality/components/charts/lazy-charts';
import { PageHeading } from '@/web/features/quality/components/page-heading';
import { formatBytes } from '@/web/features/quality/lib/format';
import { useDateFormat } from '@/web/lib/format-date';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const bandColor: Record<ScoreBand, MantineColor> = { green: 'green', yellow: 'yellow', red: 'red' };
const statusColor: Record<ReadinessStatus, MantineColor> = { pass: 'green', warning: 'yellow', fail: 'red' };
const statusIcon = { pass: IconCheck, warning: IconAlertTriangle, fail: IconX } as const;
const tabs = ['checks', 'performance', 'security'] as const;
type Tab = (typeof tabs)[number];

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

function CheckRow({ check }: { check: ReadinessCheck }) {
  const { t } = useTranslation('quality');
  const Icon = statusIcon[check.status];
  const value = check.value === null ? '' : String(check.value);
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`check-${check.id}`} data-status={check.status}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon color={statusColor[check.status]} variant="light" radius="xl" aria-hidden="true">
            <Icon size={16} />
          </ThemeIcon>
          <div>
            <Text fw={600}>{t(`readiness.checks.${check.id}.name`)}</Text>
            <Text size="sm" c="dimmed">
              {check.id === 'response_time' && check.value === null ? t('readiness.checks.response_time.none') : t(`readiness.checks.${check.id}.${check.status}`, { value })}
            </Text>
          </div>
        </Group>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge color={statusColor[check.status]} variant="light" style={{ overflow: 'visible' }}>
            {t(`readiness.statuses.${check.status}`)}
          </Badge>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('readiness.checkScore', { score: check.score })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function ChecksPanel({ r }: { r: Readiness }) {
  const { t } = useTranslation('quality');
  const count = (s: ReadinessStatus) => r.checks.filter((c) => c.status === s).length;
  return (
    <Stack gap="sm">
      <Text size="sm" data-testid="checks-summary">
        {t('readiness.checksSummary', { pass: count('pass'), warning: count('warning'), fail: count('fail') })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {r.checks.map((c) => (
          <CheckRow key={c.id} check={c} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PerformancePanel({ r }: { r: Readiness }) {
  const { t } = useTranslation('quality');
  const { locale, dateTime } = useDateFormat();
  const p = r.performance;
  const ms = (v: number | null) => (v === null ? t('readiness.noData') : t('readiness.ms', { value: v }));
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('readiness.perf.scope', { size: p.buffer_size, count: p.sample_size })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label={t('readiness.perf.p50')} value={ms(p.p50_ms)} testId="perf-p50" />
        <Stat label={t('readiness.perf.p95')} value={ms(p.p95_ms)} testId="perf-p95" />
        <Stat label={t('readiness.perf.p99')} value={ms(p.p99_ms)} testId="perf-p99" />
        <Stat label={t('readiness.perf.requestsMinute')} value={String(p.requests_last_minute)} testId="perf-rpm" />
        <Stat label={t('readiness.perf.serverErrorsMinute')} value={String(p.server_errors_last_minute)} testId="perf-5xx" />
        <Stat label={t('readiness.perf.dbLatency')} value={ms(p.database_latency_ms)} testId="perf-db" />
        <Stat label={t('readiness.perf.memory')} value={formatBytes(p.memory_rss_bytes, locale)} testId="perf-memory" />
        <Stat label={t('readiness.perf.clientErrors')} value={String(p.client_errors_last_hour)} testId="perf-client-errors" />
      </SimpleGrid>
      <ChartCard
        title={t('readiness.perf.chartTitle')}
        summary={t('readiness.perf.chartSummary', { count: p.requests_last_minute })}
        table={{
          columns: [t('readiness.perf.columns.minute'), t('readiness.perf.columns.requests'), t('readiness.perf.columns.p95')],
          rows: p.per_minute.map((m) => ({ key: m.minute, cells: [dateTime(m.minute), m.requests, m.p95_ms ?? '—'] })),
        }}
      >
        <CountBars data={p.per_minute.map((m) => ({ label: time.format(new Date(m.minute)), count: m.requests }))} seriesLabel={t('readiness.perf.columns.requests')} />
      </ChartCard>
    </Stack>
  );
}

function SecurityPanel({ r }: { r: Readiness }) {
  const { t } = useTranslation('quality');
  const s = r.security;
  const yesNo = (v: boolean) => (v ? t('readiness.security.yes') : t('readiness.security.no'));
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="headers-title">
        <Title order={3} size="h5" id="headers-title">
          {t('readiness.security.headersTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t('readiness.security.headersIntro')}
        </Text>
        <Stack gap={6}>
          {s.headers.map((h) => (
            <div key={h.name}>
              <Text size="sm" fw={600} ff="monospace">
                {h.name}
              </Text>
              <Text size="xs" ff="monospace" c={h.value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                {h.value ?? t('readiness.security.missing')}
              </Text>
            </div>
          ))}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cookie-title">
          <Title order={3} size="h5" id="cookie-title" mb="xs">
            {t('readiness.security.cookieTitle')}
          </Title>
          <Text size="sm">
            {t('readiness.security.httpOnly')}: {yesNo(s.cookie.http_only)}
          </Text>
          <Text size="sm">
            {t('readiness.security.sameSite')}: {s.cookie.same_site}
          </Text>
          <Text size="sm">
            {t('readiness.security.secure')}: {yesNo(s.cookie.secure)}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="blocks-title">
          <Title order={3} size="h5" id="blocks-title" mb="xs">
            {t('readiness.security.ipBlocksTitle')}
          </Title>
          <Text size="sm" data-testid="ip-blocks-active">
            {t('readiness.security.ipBlocksActive', { count: s.ip_blocks_active })}
          </Text>
          <Text size="sm">{t('readiness.security.ipBlocksDay', { count: s.ip_blocks_24h })}</Text>
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="limits-title">
        <Title order={3} size="h5" id="limits-title" mb="xs">
          {t('readiness.security.rateLimitsTitle')}
        </Title>
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-labelledby="limits-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('readiness.security.columns.route')}</Table.Th>
                <Table.Th scope="col">{t('readiness.security.columns.per')}</Table.Th>
                <Table.Th scope="col">{t('readiness.security.columns.limit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.rate_limits.map((l) => (
                <Table.Tr key={`${l.route}-${l.per}`}>
                  <Table.Td ff="monospace" fz="xs">
                    {l.route}
                  </Table.Td>
                  <Table.Td>{t(`readiness.security.per.${l.per}`)}</Table.Td>
                  <Table.Td>{t('readiness.security.limitValue', { limit: l.limit, minutes: Math.round(l.window_seconds / 60) })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}

/** /production-readiness and /production/readiness (administrators): the running server's real checks. */
export function ProductionReadinessPage() {
  const { t } = useTranslation(['quality', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('readiness.title') }));
  const readiness = useReadiness();
  const { dateTime } = useDateFormat();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = (tabs as readonly string[]).includes(search.get('tab') ?? '') ? (search.get('tab') as Tab) : 'checks';
  const r = readiness.data;

  const refresh = (
    <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void readiness.refetch()} loading={readiness.isFetching}>
      {t('readiness.refresh')}
    </Button>
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('readiness.title')} subtitle={t('readiness.subtitle')} actions={refresh} />
        {readiness.error ? (
          <LoadError title={t('readiness.loadFailed')} message={readiness.error.message} onRetry={() => void readiness.refetch()} retrying={readiness.isFetching} />
        ) : null}
        {!r && readiness.isPending ? <PageLoader label={t('readiness.loading')} minHeight={240} /> : null}
        {r ? (
          <>
            <Text size="xs" c="dimmed" role="status" aria-live="polite" data-testid="readiness-checked-at">
              {t('readiness.checkedAt', { time: dateTime(r.checked_at) })}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              <Paper withBorder radius="md" p="md" data-testid="readiness-score" data-band={r.band}>
                <Group gap="sm" wrap="nowrap">
                  <RingProgress
                    size={72}
                    thickness={8}
                    roundCaps
                    sections={[{ value: r.score, color: bandColor[r.band] }]}
                    label={
                      <Text ta="center" fw={700} size="sm">
                        {r.score}
                      </Text>
                    }
                    aria-hidden="true"
                  />
                  <div>
                    <Text size="sm" c="dimmed">
                      {t('readiness.score')}
                    </Text>
                    <Text fw={700}>{t('readiness.scoreOf', { score: r.score })}</Text>
                    <Badge color={bandColor[r.band]} variant="light">
                      {t(`readiness.bands.${r.band}`)}
                    </Badge>
                  </div>
                </Group>
              </Paper>
              <Stat
                label={t('readiness.uptime')}
                value={t('readiness.uptimeValue', {
                  days: Math.floor(r.uptime_seconds / 86_400),
                  hours: Math.floor((r.uptime_seconds % 86_400) / 3600),
                  minutes: Math.floor((r.uptime_seconds % 3600) / 60),
                })}
                testId="readiness-uptime"
              />
              <Stat
                label={t('readiness.responseTime')}
                value={r.performance.p95_ms === null ? t('readiness.noData') : t('readiness.ms', { value: r.performance.p95_ms })}
                testId="readiness-response-time"
              />
              <Paper withBorder radius="md" p="md" data-testid="readiness-active-users">
                <Text size="sm" c="dimmed">
                  {t('readiness.activeUsers')}
                </Text>
                <Text fw={700} size="xl">
                  {r.performance.active_users}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('readiness.activeSessions', { count: r.performance.active_sessions })}
                </Text>
              </Paper>
            </SimpleGrid>
            <Tabs
              value={tab}
              onChange={(v) => setSearch(v && v !== 'checks' ? { tab: v } : {}, { replace: true, preventScrollReset: true })}
              keepMounted={false}
            >
              <Tabs.List aria-label={t('readiness.tabsLabel')}>
                {tabs.map((id) => (
                  <Tabs.Tab key={id} value={id}>
                    {t(`readiness.tabs.${id}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="checks" pt="md">
                <ChecksPanel r={r} />
              </Tabs.Panel>
              <Tabs.Panel value="performance" pt="md">
                <PerformancePanel r={r} />
              </Tabs.Panel>
              <Tabs.Panel value="security" pt="md">
                <SecurityPanel r={r} />
              </Tabs.Panel>
            </Tabs>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
