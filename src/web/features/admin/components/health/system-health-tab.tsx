import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconActivity, IconClock, IconCpu, IconDatabase, IconFileAlert, IconListCheck, IconRefresh, IconServer, IconTag, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthStatus, SystemHealth } from '@/contract/security';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { apiFetch } from '@/web/lib/api-client';
import { useDateFormat } from '@/web/lib/format-date';

const REFRESH_MS = 10_000;

export const healthKeys = { health: () => ['admin', 'system', 'health'] as const };

const statusColor: Record<HealthStatus, MantineColor> = { ok: 'green', warning: 'yellow', critical: 'red' };

function useSystemHealth() {
  return useQuery({
    queryKey: healthKeys.health(),
    queryFn: () => apiFetch<SystemHealth>('/api/admin/system/health'),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
}

/** Bytes in the interface language: "12.3 GB". */
function useBytes(): (bytes: number) => string {
  const { locale } = useDateFormat();
  return (bytes) => {
    const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
    let value = bytes;
    let i = 0;
    while (value >= 1024 && i < units.length - 1) {
      value /= 1024;
      i++;
    }
    return new Intl.NumberFormat(locale, { style: 'unit', unit: units[i], unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
  };
}

/** Admin dashboard tab: the server's real figures, each with a status colour; refreshed every 10 s. */
export function SystemHealthTab() {
  const { t } = useTranslation('adminMonitor');
  const health = useSystemHealth();
  const { dateTime } = useDateFormat();
  const bytes = useBytes();

  if (health.error && !health.data) {
    return <LoadError title={t('health.loadFailed')} message={health.error.message} onRetry={() => void health.refetch()} retrying={health.isFetching} />;
  }
  if (!health.data) return <PageLoader label={t('health.loading')} minHeight={240} />;
  const h = health.data;
  const uptime = { days: Math.floor(h.uptime_seconds / 86_400), hours: Math.floor((h.uptime_seconds % 86_400) / 3600), minutes: Math.floor((h.uptime_seconds % 3600) / 60) };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} size="h3">
            {t('health.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('health.intro')}
          </Text>
        </div>
        <Group gap="sm">
          <Badge color={statusColor[h.status]} variant="light" size="lg" data-testid="health-overall">
            {t('health.overall')}: {t(`health.status.${h.status}`)}
          </Badge>
          <Button variant="default" size="sm" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void health.refetch()} loading={health.isFetching}>
            {t('health.refresh')}
          </Button>
        </Group>
      </Group>
      {health.error ? (
        <LoadError title={t('health.loadFailed')} message={health.error.message} onRetry={() => void health.refetch()} retrying={health.isFetching} />
      ) : null}
      <Text size="xs" c="dimmed" role="status" aria-live="polite">
        {t('health.checkedAt', { time: dateTime(h.checked_at) })}
      </Text>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <HealthCard title={t('health.database.title')} icon={<IconDatabase size={20} />} status={h.database.status} testId="health-database">
          <Value>{h.database.latency_ms === null ? t('health.database.unreachable') : t('health.database.latency', { ms: h.database.latency_ms })}</Value>
          <Detail>{t(`health.database.kind.${h.database.kind}`)}</Detail>
          <Detail>{t('health.database.hint')}</Detail>
        </HealthCard>

        <HealthCard title={t('health.queue.title')} icon={<IconListCheck size={20} />} status={h.queue.status} testId="health-queue">
          {h.queue.available ? (
            <>
              <Value>{t('health.queue.queued', { count: h.queue.queued })}</Value>
              <Detail>{t('health.queue.active', { count: h.queue.active })}</Detail>
              <Detail>{t('health.queue.failed', { count: h.queue.failed_24h })}</Detail>
              <Detail>{t('health.queue.completed', { count: h.queue.completed_24h })}</Detail>
            </>
          ) : (
            <Value>{t('health.queue.unavailable')}</Value>
          )}
        </HealthCard>

        <HealthCard title={t('health.workers.title')} icon={<IconServer size={20} />} status={h.workers.status} testId="health-workers">
          <Value>{h.workers.alive ? t('health.workers.alive', { count: h.workers.alive }) : t('health.workers.none')}</Value>
          {h.workers.list.slice(0, 4).map((w) => (
            <Detail key={w.worker_id}>{t('health.workers.lastSeen', { host: w.host, pid: w.pid, seconds: w.seconds_since_seen })}</Detail>
          ))}
        </HealthCard>

        <HealthCard title={t('health.storage.title')} icon={<IconDeviceFloppy size={20} />} status={h.storage.status} testId="health-storage">
          {h.storage.free_bytes !== null && h.storage.total_bytes !== null ? (
            <Value>{t('health.storage.free', { free: bytes(h.storage.free_bytes), total: bytes(h.storage.total_bytes) })}</Value>
          ) : (
            <Value>{t('health.storage.unknown')}</Value>
          )}
          <Detail ff="monospace">{h.storage.path}</Detail>
        </HealthCard>

        <HealthCard title={t('health.analysis.title')} icon={<IconFileAlert size={20} />} status={h.analysis.status} testId="health-analysis">
          <Value>{h.analysis.hostile_documents_24h ? t('health.analysis.hostile', { count: h.analysis.hostile_documents_24h }) : t('health.analysis.none')}</Value>
          {h.analysis.last_hostile_at ? <Detail>{t('health.analysis.last', { time: dateTime(h.analysis.last_hostile_at) })}</Detail> : null}
          <Detail>{t('health.analysis.processes', { processes: h.analysis.processes, busy: h.analysis.busy, analysed: h.analysis.analysed })}</Detail>
          <Detail>
            {t('health.analysis.ends', { timedOut: h.analysis.timed_out, memory: h.analysis.out_of_memory, crashed: h.analysis.crashed, recycled: h.analysis.recycled })}
          </Detail>
        </HealthCard>

        <HealthCard title={t('health.memory.title')} icon={<IconCpu size={20} />} status={h.memory.status} testId="health-memory">
          <Value>{t('health.memory.process', { rss: bytes(h.memory.rss_bytes), heap: bytes(h.memory.heap_used_bytes) })}</Value>
          <Detail>{t('health.memory.system', { free: bytes(h.memory.system_free_bytes), total: bytes(h.memory.system_total_bytes) })}</Detail>
        </HealthCard>

        <HealthCard title={t('health.uptime.title')} icon={<IconClock size={20} />} status="ok" testId="health-uptime">
          <Value>{t('health.uptime.value', uptime)}</Value>
          <Detail>{t('health.uptime.since', { time: dateTime(h.started_at) })}</Detail>
        </HealthCard>

        <HealthCard title={t('health.version.title')} icon={<IconTag size={20} />} status="ok" testId="health-version">
          <Value ff="monospace">{h.version}</Value>
        </HealthCard>
      </SimpleGrid>
    </Stack>
  );
}

function HealthCard({ title, icon, status, testId, children }: { title: string; icon: ReactNode; status: HealthStatus; testId: string; children: ReactNode }) {
  const { t } = useTranslation('adminMonitor');
  const id = `${testId}-title`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} data-testid={testId} data-status={status}
      style={{ borderInlineStartWidth: 4, borderInlineStartColor: `var(--mantine-color-${statusColor[status]}-filled)` }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" color={statusColor[status]} radius="md" aria-hidden="true">
            {icon}
          </ThemeIcon>
          <Title order={3} size="h5" id={id}>
            {title}
          </Title>
        </Group>
        <Badge color={statusColor[status]} variant="light" leftSection={<IconActivity size={12} aria-hidden="true" />}>
          {t(`health.status.${status}`)}
        </Badge>
      </Group>
      <Stack gap={2}>{children}</Stack>
    </Paper>
  );
}

function Value({ children, ff }: { children: ReactNode; ff?: string }) {
  return (
    <Text fw={600} ff={ff}>
      {children}
    </Text>
  );
}

function Detail({ children, ff }: { children: ReactNode; ff?: string }) {
  return (
    <Text size="sm" c="dimmed" ff={ff} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}
