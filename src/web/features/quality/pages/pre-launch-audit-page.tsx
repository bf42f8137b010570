import { Badge, Container, Group, List, Paper, Progress, SimpleGrid, Stack, Tabs, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconCheck, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PreLaunchAudit } from '@/contract/quality';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { usePreLaunchAudit } from '@/web/features/quality/api/get-reports';
import type { qualityEn } from '@/web/features/quality/i18n';
import { PageHeading } from '@/web/features/quality/components/page-heading';
import { ReportBanner } from '@/web/features/quality/components/report-banner';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const tabs = ['overview', 'phases', 'details', 'nextSteps'] as const;
type Tab = (typeof tabs)[number];
type CheckKey = keyof (typeof qualityEn)['audit']['checks'];
type StepKey = keyof (typeof qualityEn)['audit']['nextSteps'];

const statusColor = { complete: 'green', 'in-progress': 'yellow', 'not-started': 'gray' } as const;

function Overview({ a }: { a: PreLaunchAudit }) {
  const { t } = useTranslation('quality');
  const done = a.phases.filter((p) => p.status === 'complete').length;
  const checks = a.phases.reduce((n, p) => n + p.checks.length, 0);
  const share = Math.round((done / a.phases.length) * 100);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg" data-testid="audit-progress">
        <Group justify="space-between" wrap="wrap" gap="sm" mb="xs">
          <Text fw={700} size="lg">
            {t('audit.progress', { done, total: a.phases.length })}
          </Text>
          <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden="true" />}>
            {share} %
          </Badge>
        </Group>
        <Progress value={share} color="green" size="lg" radius="xl" aria-label={t('audit.progressLabel')} />
        <Text size="sm" c="dimmed" mt="xs">
          {done === a.phases.length ? t('audit.allComplete') : null} {t('audit.checksDone', { count: checks })}
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {a.phases.map((p) => (
          <Paper key={p.id} withBorder radius="md" p="sm">
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon color={statusColor[p.status]} variant="light" radius="xl" aria-hidden="true">
                <IconCheck size={16} />
              </ThemeIcon>
              <div>
                <Text size="xs" c="dimmed">
                  {t('audit.phaseNumber', { number: p.number })}
                </Text>
                <Text size="sm" fw={600}>
                  {t(`audit.phases.${p.id}`)}
                </Text>
              </div>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Phases({ a }: { a: PreLaunchAudit }) {
  const { t } = useTranslation('quality');
  return (
    <Timeline active={a.phases.filter((p) => p.status === 'complete').length - 1} bulletSize={26} lineWidth={2} color="green">
      {a.phases.map((p) => (
        <Timeline.Item key={p.id} bullet={<IconCheck size={14} aria-hidden="true" />} title={`${t('audit.phaseNumber', { number: p.number })}: ${t(`audit.phases.${p.id}`)}`}>
          <Group gap="xs" mt={4}>
            <Badge color={statusColor[p.status]} variant="light" size="sm" data-testid={`phase-status-${p.number}`}>
              {t(`audit.statuses.${p.status}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('audit.checksDone', { count: p.checks.length })}
            </Text>
          </Group>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function Details({ a }: { a: PreLaunchAudit }) {
  const { t } = useTranslation('quality');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {a.phases.map((p) => (
        <Paper key={p.id} withBorder radius="md" p="md" component="section" aria-labelledby={`phase-${p.id}`}>
          <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
            <Title order={3} size="h5" id={`phase-${p.id}`}>
              {t('audit.phaseNumber', { number: p.number })}: {t(`audit.phases.${p.id}`)}
            </Title>
            <Badge color={statusColor[p.status]} variant="light" size="sm">
              {t(`audit.statuses.${p.status}`)}
            </Badge>
          </Group>
          <List
            size="sm"
            spacing={4}
            icon={
              <ThemeIcon color="green" size={18} radius="xl" aria-hidden="true">
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            {p.checks.map((c) => (
              <List.Item key={c}>{t(`audit.checks.${c as CheckKey}`)}</List.Item>
            ))}
          </List>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function NextSteps({ a }: { a: PreLaunchAudit }) {
  const { t } = useTranslation('quality');
  return (
    <Paper withBorder radius="md" p="lg">
      <Text fw={600} mb="xs">
        {t('audit.nextStepsIntro')}
      </Text>
      <List type="ordered" spacing="xs">
        {a.next_steps.map((s) => (
          <List.Item key={s}>{t(`audit.nextSteps.${s as StepKey}`)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** /pre-launch-audit (administrators): the spec's fixed audit of nine complete phases, served by the server. */
export function PreLaunchAuditPage() {
  const { t } = useTranslation(['quality', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('audit.title') }));
  const audit = usePreLaunchAudit();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = (tabs as readonly string[]).includes(search.get('tab') ?? '') ? (search.get('tab') as Tab) : 'overview';
  const a = audit.data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('audit.title')} subtitle={t('audit.subtitle')} />
        {audit.error ? <LoadError title={t('audit.loadFailed')} message={audit.error.message} onRetry={() => void audit.refetch()} retrying={audit.isFetching} /> : null}
        {!a && audit.isPending ? <PageLoader label={t('audit.loading')} minHeight={240} /> : null}
        {a ? (
          <>
            <ReportBanner date={a.report_date} />
            <Tabs value={tab} onChange={(v) => setSearch(v && v !== 'overview' ? { tab: v } : {}, { replace: true, preventScrollReset: true })} keepMounted={false}>
              <Tabs.List aria-label={t('audit.tabsLabel')}>
                {tabs.map((id) => (
                  <Tabs.Tab key={id} value={id}>
                    {t(`audit.tabs.${id}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="overview" pt="md">
                <Overview a={a} />
              </Tabs.Panel>
              <Tabs.Panel value="phases" pt="md">
                <Phases a={a} />
              </Tabs.Panel>
              <Tabs.Panel value="details" pt="md">
                <Details a={a} />
              </Tabs.Panel>
              <Tabs.Panel value="nextSteps" pt="md">
                <NextSteps a={a} />
              </Tabs.Panel>
            </Tabs>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
