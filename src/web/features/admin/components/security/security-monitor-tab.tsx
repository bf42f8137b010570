import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconActivity,
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconLock,
  IconRefresh,
  IconShieldCheck,
  IconShieldLock,
  IconUserShield,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECURITY_EVENTS_SHOWN } from '@/contract/security';
import type { IpBlock, SecurityEvent, SecuritySummary, Severity } from '@/contract/security';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { ApiError } from '@/web/lib/api-client';
import { useDateFormat } from '@/web/lib/format-date';
import { useIpBlocks, useLiftBlock, useSecurityEvents, useSecurityStream, useSecuritySummary } from './security-api';
import type { MonitorConnection } from './security-api';

export const severityColor: Record<Severity, MantineColor> = { info: 'blue', low: 'teal', medium: 'yellow', high: 'orange', critical: 'red' };

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** Admin dashboard tab: the 24-hour counters, the newest 20 events, live over SSE, and blocked addresses. */
export function SecurityMonitorTab() {
  const { t } = useTranslation('adminMonitor');
  const summary = useSecuritySummary();
  const events = useSecurityEvents();
  const [announcement, setAnnouncement] = useState('');
  const ready = summary.isSuccess && events.isSuccess;
  const connection = useSecurityStream(ready, (event) => setAnnouncement(t('security.newEvent', { type: eventLabel(t, event.event_type) })));
  const blocks = useIpBlocks(ready);

  const error = summary.error ?? events.error;
  if (error) {
    const status = statusOf(error);
    if (status === 401) return <AccessNotice icon={<IconLock size={18} aria-hidden="true" />}>{t('security.needsLogin')}</AccessNotice>;
    if (status === 403) return <AccessNotice icon={<IconUserShield size={18} aria-hidden="true" />}>{t('security.needsAdmin')}</AccessNotice>;
    // never sample figures: the failure, its reason and a retry
    return (
      <LoadError
        title={t('security.loadFailed')}
        message={error.message}
        retrying={summary.isFetching || events.isFetching}
        onRetry={() => {
          void summary.refetch();
          void events.refetch();
        }}
      />
    );
  }
  if (!summary.data || !events.data) return <PageLoader label={t('security.loading')} minHeight={240} />;

  const refreshing = summary.isFetching || events.isFetching || blocks.isFetching;
  const refresh = () => {
    void summary.refetch();
    void events.refetch();
    void blocks.refetch();
  };
  const shown = events.data.events.slice(0, SECURITY_EVENTS_SHOWN);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} size="h3">
            {t('security.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('security.intro')}
          </Text>
        </div>
        <Group gap="sm">
          <LiveBadge connection={connection} />
          <Button variant="default" size="sm" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={refresh} loading={refreshing}>
            {t('security.refresh')}
          </Button>
        </Group>
      </Group>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>

      <Counters summary={summary.data} />
      <Metrics summary={summary.data} />

      <section aria-labelledby="security-events-title">
        <Stack gap="sm">
          <div>
            <Title order={3} size="h4" id="security-events-title">
              {t('security.eventsTitle')}
            </Title>
            {shown.length ? (
              <Text c="dimmed" size="sm">
                {t('security.eventsCaption', { count: shown.length })}
              </Text>
            ) : null}
          </div>
          {shown.length ? (
            <EventTable events={shown} />
          ) : (
            <EmptyState order={4} icon={<IconShieldCheck size={28} />} title={t('security.noEvents')} description={t('security.noEventsHint')} />
          )}
        </Stack>
      </section>

      <BlockList query={blocks} />
    </Stack>
  );
}

function AccessNotice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Alert color="yellow" variant="light" icon={icon} role="alert">
      {children}
    </Alert>
  );
}

function LiveBadge({ connection }: { connection: MonitorConnection }) {
  const { t } = useTranslation('adminMonitor');
  const color = connection === 'connected' ? 'green' : connection === 'connecting' ? 'yellow' : 'gray';
  return (
    <Badge color={color} variant="light" size="lg" leftSection={<IconActivity size={14} aria-hidden="true" />} data-testid="security-live" data-state={connection}>
      {t(`security.live.${connection}`)}
    </Badge>
  );
}

type Translate = ReturnType<typeof useTranslation<'adminMonitor'>>['t'];

function eventLabel(t: Translate, type: string): string {
  return t(`security.eventTypes.${type}` as 'security.eventTypes.login_failed', { defaultValue: type });
}

const counterIcons = {
  total_events: { icon: IconActivity, color: 'blue' },
  successful_logins: { icon: IconCircleCheck, color: 'green' },
  failed_logins: { icon: IconCircleX, color: 'red' },
  suspicious_activity: { icon: IconAlertTriangle, color: 'orange' },
} as const;

function Counters({ summary }: { summary: SecuritySummary }) {
  const { t } = useTranslation('adminMonitor');
  const keys = Object.keys(counterIcons) as (keyof typeof counterIcons)[];
  return (
    <section aria-label={t('security.countersLabel')}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {keys.map((key) => {
          const { icon: Icon, color } = counterIcons[key];
          return (
            <Paper key={key} withBorder radius="md" p="md" data-testid={`counter-${key}`}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text size="sm" c="dimmed" fw={500}>
                    {t(`security.counters.${key}`)}
                  </Text>
                  <Text fz={28} fw={700} lh={1.2} data-testid={`counter-${key}-value`}>
                    {summary.counters[key]}
                  </Text>
                </div>
                <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden="true">
                  <Icon size={20} />
                </ThemeIcon>
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        {t('security.countersHint')}
      </Text>
    </section>
  );
}

function Metrics({ summary }: { summary: SecuritySummary }) {
  const { t } = useTranslation('adminMonitor');
  const keys = Object.keys(summary.metrics) as (keyof SecuritySummary['metrics'])[];
  return (
    <section aria-labelledby="security-metrics-title">
      <Title order={3} size="h4" id="security-metrics-title" mb="sm">
        {t('security.metricsTitle')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" component="dl" m={0}>
          {keys.map((key) => (
            <div key={key}>
              <Text component="dt" size="sm" c="dimmed">
                {t(`security.metrics.${key}`)}
              </Text>
              <Text component="dd" m={0} fw={700} fz="lg" data-testid={`metric-${key}`}>
                {summary.metrics[key]}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
    </section>
  );
}

function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation('adminMonitor');
  return (
    <Badge color={severityColor[severity] ?? 'gray'} variant="light">
      {t(`security.severity.${severity}`, { defaultValue: severity })}
    </Badge>
  );
}

function EventTable({ events }: { events: SecurityEvent[] }) {
  const { t } = useTranslation('adminMonitor');
  const { dateTime } = useDateFormat();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="security-events">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('security.columns.time')}</Table.Th>
            <Table.Th scope="col">{t('security.columns.event')}</Table.Th>
            <Table.Th scope="col">{t('security.columns.severity')}</Table.Th>
            <Table.Th scope="col">{t('security.columns.ip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => (
            <Table.Tr key={e.id} data-event-type={e.event_type}>
              <Table.Td>
                <Text size="sm" component="time" dateTime={e.created_at}>
                  {dateTime(e.created_at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {eventLabel(t, e.event_type)}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {e.event_type}
                </Text>
              </Table.Td>
              <Table.Td>
                <SeverityBadge severity={e.severity} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {e.ip_address ?? t('security.unknownIp')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function BlockList({ query }: { query: ReturnType<typeof useIpBlocks> }) {
  const { t } = useTranslation('adminMonitor');
  const { dateTime } = useDateFormat();
  const lift = useLiftBlock();
  const onLift = (ip: string) =>
    lift.mutate(ip, {
      onSuccess: () => notifications.show({ color: 'green', message: t('security.blocks.liftDone', { ip }) }),
      onError: (error) => notifications.show({ color: 'red', title: t('security.blocks.liftFailed'), message: error.message }),
    });
  const statusOf = (b: IpBlock) => (b.active ? 'active' : b.lifted_at ? 'lifted' : 'expired');

  return (
    <section aria-labelledby="security-blocks-title">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id="security-blocks-title">
            {t('security.blocks.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('security.blocks.intro')}
          </Text>
        </div>
        {query.error ? (
          <LoadError title={t('security.blocks.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : !query.data ? (
          <PageLoader label={t('security.loading')} minHeight={80} />
        ) : query.data.blocks.length === 0 ? (
          <Paper withBorder radius="md" p="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" color="green" aria-hidden="true">
                <IconShieldLock size={18} />
              </ThemeIcon>
              <Text size="sm">{t('security.blocks.empty')}</Text>
            </Group>
          </Paper>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" data-testid="ip-blocks">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('security.blocks.ip')}</Table.Th>
                  <Table.Th scope="col">{t('security.blocks.reason')}</Table.Th>
                  <Table.Th scope="col">{t('security.blocks.until')}</Table.Th>
                  <Table.Th scope="col">{t('security.blocks.status')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('security.blocks.lift')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.blocks.map((b) => {
                  const status = statusOf(b);
                  return (
                    <Table.Tr key={b.id}>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {b.ip}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{b.reason}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{dateTime(b.lifted_at ?? b.blocked_until)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={status === 'active' ? 'red' : 'gray'} variant="light">
                          {t(`security.blocks.${status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {b.active ? (
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            onClick={() => onLift(b.ip)}
                            loading={lift.isPending && lift.variables === b.ip}
                            aria-label={t('security.blocks.liftLabel', { ip: b.ip })}
                          >
                            {t('security.blocks.lift')}
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </section>
  );
}
