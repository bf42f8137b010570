import { Alert, Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconClockPlay, IconDatabase, IconUserCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOWCASE_EVENT } from '@/contract/diagnostics';
import type { ShowcaseEvent, ShowcaseFile } from '@/contract/diagnostics';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { sendShowcaseEvent, useQueueShowcaseJob, useShowcaseJob, useShowcaseSession, useStoreShowcaseFile } from '@/web/features/diagnostics/api/showcase';
import { useDateFormat } from '@/web/lib/format-date';
import { useLocale } from '@/web/lib/use-locale';

const EVENT_WAIT_MS = 5000;
const JOB_STUCK_MS = 15_000;

function Panel({ title, description, icon, testId, children }: { title: string; description: string; icon: ReactNode; testId: string; children: ReactNode }) {
  const id = `${testId}-title`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} data-testid={testId}>
      <Group gap="xs" wrap="nowrap" mb={4}>
        <ThemeIcon variant="light" radius="md" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {description}
      </Text>
      <Stack gap="xs">{children}</Stack>
    </Paper>
  );
}

function Failure({ error }: { error: Error | null }) {
  const { t } = useTranslation('diagnostics');
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {t('showcase.failed', { message: error.message })}
    </Alert>
  );
}

function SessionPanel() {
  const { t } = useTranslation('diagnostics');
  const { dateTime } = useDateFormat();
  const session = useShowcaseSession();
  return (
    <Panel title={t('showcase.session.title')} description={t('showcase.session.description')} icon={<IconUserCheck size={18} />} testId="showcase-session">
      {session.isPending ? <PageLoader label={t('showcase.loading')} minHeight={80} /> : null}
      {session.error ? (
        <LoadError title={t('showcase.session.loadFailed')} message={session.error.message} onRetry={() => void session.refetch()} retrying={session.isFetching} />
      ) : null}
      {session.data ? (
        <>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('showcase.session.who', { email: session.data.email })}
          </Text>
          <Text size="sm">{t('showcase.session.role', { role: session.data.role })}</Text>
          <Text size="sm">{t('showcase.session.since', { time: dateTime(session.data.signedInAt) })}</Text>
          <Text size="sm" data-testid="session-expires">
            {t('showcase.session.expires', { time: dateTime(session.data.expiresAt) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('showcase.session.sessions', { count: session.data.activeSessions })}
          </Text>
        </>
      ) : null}
    </Panel>
  );
}

type Connection = 'connecting' | 'connected' | 'disconnected';
type Trip = { state: 'waiting' } | { state: 'arrived'; ms: number } | { state: 'lost' };

/** The page's own subscription to /api/events: the `showcase` event it asked for comes back through NOTIFY. */
function RealtimePanel() {
  const { t } = useTranslation('diagnostics');
  const [connection, setConnection] = useState<Connection>('connecting');
  const [trip, setTrip] = useState<Trip | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [sending, setSending] = useState(false);
  // the event can arrive before the POST answers: arrivals are kept by id until claimed
  const arrivals = useRef(new Map<string, number>());
  const pending = useRef<{ id: string | null; clickedAt: number } | null>(null);
  const lostTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    source.onopen = () => setConnection('connected');
    source.onerror = () => setConnection(source.readyState === EventSource.CLOSED ? 'disconnected' : 'connecting');
    source.addEventListener(SHOWCASE_EVENT, (message: MessageEvent<string>) => {
      let event: ShowcaseEvent;
      try {
        event = JSON.parse(message.data) as ShowcaseEvent;
      } catch {
        return;
      }
      const now = performance.now();
      const current = pending.current;
      if (current?.id === event.id) {
        clearTimeout(lostTimer.current);
        setTrip({ state: 'arrived', ms: Math.round(now - current.clickedAt) });
        pending.current = null;
      } else arrivals.current.set(event.id, now);
    });
    return () => {
      source.close();
      clearTimeout(lostTimer.current);
    };
  }, []);

  async function send() {
    setError(null);
    setSending(true);
    setTrip({ state: 'waiting' });
    const clickedAt = performance.now();
    pending.current = { id: null, clickedAt };
    try {
      const { id } = await sendShowcaseEvent();
      const arrived = arrivals.current.get(id);
      if (arrived !== undefined) {
        arrivals.current.delete(id);
        pending.current = null;
        setTrip({ state: 'arrived', ms: Math.round(arrived - clickedAt) });
      } else {
        pending.current = { id, clickedAt };
        lostTimer.current = setTimeout(() => {
          if (pending.current?.id === id) setTrip({ state: 'lost' });
        }, EVENT_WAIT_MS);
      }
    } catch (e) {
      pending.current = null;
      setTrip(null);
      setError(e as Error);
    } finally {
      setSending(false);
    }
  }

  return (
    <Panel title={t('showcase.realtime.title')} description={t('showcase.realtime.description')} icon={<IconBolt size={18} />} testId="showcase-realtime">
      <Group justify="space-between" gap="sm">
        <Badge variant="dot" color={connection === 'connected' ? 'green' : connection === 'connecting' ? 'yellow' : 'red'} data-testid="stream-state">
          {t(`showcase.realtime.stream.${connection}`)}
        </Badge>
        <Button size="sm" onClick={() => void send()} loading={sending} disabled={connection !== 'connected'}>
          {t('showcase.realtime.send')}
        </Button>
      </Group>
      <Text size="sm" role="status" aria-live="polite" data-testid="realtime-result" c={trip?.state === 'lost' ? 'red' : undefined}>
        {trip?.state === 'waiting' ? t('showcase.realtime.waiting') : null}
        {trip?.state === 'arrived' ? t('showcase.realtime.arrived', { ms: trip.ms }) : null}
        {trip?.state === 'lost' ? t('showcase.realtime.lost') : null}
      </Text>
      <Failure error={error} />
    </Panel>
  );
}

function JobPanel() {
  const { t } = useTranslation('diagnostics');
  const queue = useQueueShowcaseJob();
  const job = useShowcaseJob(queue.data?.id ?? null);
  const [stuck, setStuck] = useState(false);
  const state = job.data?.state ?? queue.data?.state;
  const done = state === 'completed' || state === 'failed';

  useEffect(() => {
    if (!queue.data || done) return;
    setStuck(false);
    const timer = setTimeout(() => setStuck(true), JOB_STUCK_MS);
    return () => clearTimeout(timer);
  }, [queue.data, done]);

  const completedMs =
    job.data?.state === 'completed' && job.data.createdAt && job.data.completedAt ? new Date(job.data.completedAt).getTime() - new Date(job.data.createdAt).getTime() : null;

  return (
    <Panel title={t('showcase.job.title')} description={t('showcase.job.description')} icon={<IconClockPlay size={18} />} testId="showcase-job">
      <Group justify="space-between" gap="sm">
        <div role="status" aria-live="polite">
          {state ? (
            <Badge color={state === 'completed' ? 'green' : state === 'failed' ? 'red' : 'blue'} variant="light" data-testid="job-state">
              {t(`showcase.job.state.${state}`)}
            </Badge>
          ) : null}
        </div>
        <Button size="sm" onClick={() => queue.mutate()} loading={queue.isPending || (Boolean(queue.data) && !done && !stuck && !job.error)}>
          {t('showcase.job.queue')}
        </Button>
      </Group>
      {queue.data ? <Code style={{ overflowWrap: 'anywhere' }}>{queue.data.id}</Code> : null}
      {completedMs !== null ? <Text size="sm">{t('showcase.job.completedIn', { ms: completedMs })}</Text> : null}
      {stuck && !done ? (
        <Text size="sm" c="red">
          {t('showcase.job.stuck')}
        </Text>
      ) : null}
      <Failure error={queue.error ?? job.error} />
    </Panel>
  );
}

function FilePanel() {
  const { t } = useTranslation('diagnostics');
  const locale = useLocale();
  const store = useStoreShowcaseFile();
  const size = (bytes: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 0 }).format(bytes / 1024);
  const file: ShowcaseFile | undefined = store.data;
  return (
    <Panel title={t('showcase.file.title')} description={t('showcase.file.description')} icon={<IconDatabase size={18} />} testId="showcase-file">
      <Group justify="space-between" gap="sm">
        {file ? (
          <Badge variant="light" color="gray">
            {t(`showcase.file.stores.${file.store}`)}
          </Badge>
        ) : (
          <span />
        )}
        <Button size="sm" onClick={() => store.mutate()} loading={store.isPending}>
          {t('showcase.file.store')}
        </Button>
      </Group>
      <div role="status" aria-live="polite" data-testid="file-result">
        {file ? (
          <Stack gap={4}>
            <Text size="sm">{t('showcase.file.written', { size: size(file.sizeBytes), ms: file.timings.writeMs })}</Text>
            <Text size="sm">{t('showcase.file.read', { size: size(file.readBytes), ms: file.timings.readMs })}</Text>
            <Text size="sm">{t('showcase.file.deleted', { ms: file.timings.deleteMs })}</Text>
            <Badge color={file.matches ? 'green' : 'red'} variant="light">
              {t(file.matches ? 'showcase.file.match' : 'showcase.file.mismatch')}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('showcase.file.sha')}
            </Text>
            <Code style={{ overflowWrap: 'anywhere' }}>{file.sha256Read}</Code>
          </Stack>
        ) : null}
      </div>
      <Failure error={store.error} />
    </Panel>
  );
}

export function ShowcasePanels() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <SessionPanel />
      <RealtimePanel />
      <JobPanel />
      <FilePanel />
    </SimpleGrid>
  );
}
