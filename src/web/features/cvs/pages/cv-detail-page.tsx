import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconBriefcase, IconChartBar, IconFileSearch, IconJson, IconLayoutList, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CvDetail, ParsedData } from '@/contract/cvs';
import { paths } from '@/web/app/paths';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { isNotFound, useCv } from '@/web/features/cvs/api/get-cv';
import { AnalysisSteps } from '@/web/features/cvs/components/analysis-steps';
import { CvActions, DeleteCvModal } from '@/web/features/cvs/components/cv-actions';
import { CvEditor } from '@/web/features/cvs/components/cv-editor/cv-editor';
import { CvRecordBar } from '@/web/features/cvs/components/cv-editor/cv-record-bar';
import { useEditMode } from '@/web/features/cvs/components/cv-editor/use-edit-mode';
import { CvFailure } from '@/web/features/cvs/components/cv-failure';
import { CvExportButton } from '@/web/features/cvs/components/impexp/cv-export-dialog';
import { CvStatusBadges } from '@/web/features/cvs/components/cv-status-badges';
import { ExperienceTimeline } from '@/web/features/cvs/components/experience-timeline';
import { InsightsList } from '@/web/features/cvs/components/insights-list';
import { QualityBreakdown, QualityRing } from '@/web/features/cvs/components/quality-score';
import { SkillsByCategory } from '@/web/features/cvs/components/skills-by-category';
import { TalentCard } from '@/web/features/cvs/components/talent-card';
import { formatBytes, formatCvDate } from '@/web/features/cvs/lib/format';
import { useLocale } from '@/web/lib/use-locale';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useDateFormat } from '@/web/lib/format-date';
import { useGeneratedText } from '@/web/lib/generated-text';
import { languageOfCode } from '@/web/lib/language-of-code';

const tabs = ['overview', 'skills', 'experience', 'talents'] as const;
type TabKey = (typeof tabs)[number];

function isTab(value: string | null): value is TabKey {
  return value !== null && (tabs as readonly string[]).includes(value);
}

/** Only web links become anchors; anything else in a CV stays text. */
function safeHref(link: string): string | null {
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function PersonalInfo({ info }: { info: ParsedData['personalInfo'] }) {
  const { t } = useTranslation('cvs');
  const rows: { label: string; value: ReactNode }[] = [
    { label: t('detail.personal.name'), value: info.name },
    { label: t('detail.personal.email'), value: info.email },
    { label: t('detail.personal.phone'), value: info.phone },
    { label: t('detail.personal.location'), value: info.location },
  ];
  if (info.links.length > 0) {
    rows.push({
      label: t('detail.personal.links'),
      value: (
        <Stack gap={2}>
          {info.links.map((link) => {
            const href = safeHref(link);
            return href ? (
              <Anchor key={link} href={href} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {link}
              </Anchor>
            ) : (
              <Text key={link} size="sm">
                {link}
              </Text>
            );
          })}
        </Stack>
      ),
    });
  }
  return (
    <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
      {rows.map((row) => (
        <div key={row.label}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
            {row.label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }} c={row.value ? undefined : 'dimmed'}>
            {row.value || t('detail.personal.none')}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function Education({ entries }: { entries: ParsedData['education'] }) {
  const { t } = useTranslation('cvs');
  const locale = useLocale();
  if (entries.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('detail.noEducation')}
      </Text>
    );
  return (
    <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {entries.map((entry, index) => {
        const dates = [...new Set([entry.startDate, entry.endDate].filter((d): d is string => Boolean(d)))].map((d) =>
          formatCvDate(d, locale),
        );
        return (
          <li key={`${entry.institution ?? ''}-${index}`}>
            <Text fw={600} size="sm">
              {degreeLine(entry.degree, entry.field) || entry.institution}
            </Text>
            {entry.degree || entry.field ? <Text size="sm">{entry.institution}</Text> : null}
            {dates.length > 0 ? (
              <Text size="xs" c="dimmed">
                {dates.join(' – ')}
              </Text>
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
}

function Languages({ languages }: { languages: ParsedData['languages'] }) {
  const { t } = useTranslation('cvs');
  const generated = useGeneratedText();
  if (languages.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('detail.noLanguages')}
      </Text>
    );
  return (
    <Group gap="xs">
      {languages.map((language) => (
        <Badge key={language.name} variant="light" color="gray" size="lg" tt="none" fw={500}>
          {generated.language(language)}
        </Badge>
      ))}
    </Group>
  );
}

function Overview({ cv, data }: { cv: CvDetail; data: ParsedData }) {
  const { t } = useTranslation('cvs');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Section title={t('detail.personal.title')}>
            <PersonalInfo info={data.personalInfo} />
          </Section>
          <Section title={t('detail.summary')}>
            <Text size="sm" c={data.summary ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
              {data.summary ?? t('detail.noSummary')}
            </Text>
          </Section>
          <Section title={t('detail.insights')}>
            <InsightsList insights={cv.insights} empty={t('detail.noInsights')} />
          </Section>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          {cv.quality ? (
            <Section title={t('detail.quality.title')}>
              <Group gap="xs" mb="md" align="baseline" wrap="wrap">
                <Text fz={32} fw={800} lh={1}>
                  {cv.quality.score}
                </Text>
                <Text c="dimmed" fw={600}>
                  / 100
                </Text>
                <Text size="sm" c="dimmed" ml="xs">
                  {t('detail.quality.explain')}
                </Text>
              </Group>
              <QualityBreakdown quality={cv.quality} />
            </Section>
          ) : null}
          <Section title={t('detail.languages')}>
            <Languages languages={data.languages} />
          </Section>
          <Section title={t('detail.education')}>
            <Education entries={data.education} />
          </Section>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function AnalysisTabs({ cv, data }: { cv: CvDetail; data: ParsedData }) {
  const { t } = useTranslation('cvs');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabKey = isTab(requested) ? requested : 'overview';

  return (
    <Tabs
      value={tab}
      onChange={(value) =>
        setSearchParams(value && value !== 'overview' ? { tab: value } : {}, { replace: true, preventScrollReset: true })
      }
      keepMounted={false}
    >
      <Tabs.List aria-label={t('detail.tabs.label')} mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        <Tabs.Tab value="overview" leftSection={<IconLayoutList size={16} aria-hidden="true" />}>
          {t('detail.tabs.overview')}
        </Tabs.Tab>
        <Tabs.Tab
          value="skills"
          leftSection={<IconChartBar size={16} aria-hidden="true" />}
          rightSection={<CountBadge count={data.skills.length} />}
        >
          {t('detail.tabs.skills')}
        </Tabs.Tab>
        <Tabs.Tab
          value="experience"
          leftSection={<IconBriefcase size={16} aria-hidden="true" />}
          rightSection={<CountBadge count={data.experience.length} />}
        >
          {t('detail.tabs.experience')}
        </Tabs.Tab>
        <Tabs.Tab
          value="talents"
          leftSection={<IconSparkles size={16} aria-hidden="true" />}
          rightSection={<CountBadge count={cv.talents.length} />}
        >
          {t('detail.tabs.talents')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="overview">
        <Overview cv={cv} data={data} />
      </Tabs.Panel>
      <Tabs.Panel value="skills">
        <SkillsByCategory skills={data.skills} order={2} />
      </Tabs.Panel>
      <Tabs.Panel value="experience">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <ExperienceTimeline roles={data.experience} order={2} />
        </Paper>
      </Tabs.Panel>
      <Tabs.Panel value="talents">
        {cv.talents.length === 0 ? (
          <Text c="dimmed">{t('detail.talents.none')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {cv.talents.map((talent) => (
              <TalentCard key={talent.id} talent={talent} order={2} />
            ))}
          </SimpleGrid>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}

function CountBadge({ count }: { count: number }) {
  return (
    <Badge size="sm" variant="light" color="gray" circle={count < 10}>
      {count}
    </Badge>
  );
}

function CvHeader({ cv, onDelete }: { cv: CvDetail; onDelete: () => void }) {
  const { t } = useTranslation(['cvs', 'privacyRights']);
  const locale = useLocale();
  const dates = useDateFormat();
  const meta = [
    cv.file_name,
    t(`formats.${cv.format}`),
    formatBytes(cv.size_bytes, locale),
    t('meta.uploadedOn', { date: dates.date(cv.created_at) }),
    cv.language && cv.language !== 'unknown' ? t('meta.language', { language: languageOfCode(cv.language, locale) }) : null,
  ].filter(Boolean);

  return (
    <Stack gap="md">
      <Breadcrumbs component="nav" aria-label={t('detail.breadcrumb')} separatorMargin={6}>
        <Anchor component={Link} to={paths.cvList} size="sm">
          {t('list.title')}
        </Anchor>
        <Text size="sm" c="dimmed" truncate="end" maw={260} aria-current="page">
          {cv.title}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" gap="lg" wrap="nowrap">
        <Stack gap={8} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
            {cv.title}
          </Title>
          <CvStatusBadges status={cv.status} isActive={cv.is_active} />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {meta.join(' · ')}
          </Text>
        </Stack>
        {cv.quality ? (
          <Stack gap={2} align="center" style={{ flexShrink: 0 }}>
            <QualityRing score={cv.quality.score} size={76} />
            <Text size="xs" c="dimmed" fw={600} aria-hidden="true">
              {t('detail.quality.title')}
            </Text>
          </Stack>
        ) : null}
      </Group>
      <Group gap="xs" wrap="wrap">
        <CvActions cv={cv} onDelete={onDelete} withView={false} />
        {cv.parsed_data && (cv.status === 'analyzed' || cv.status === 'draft') ? <CvExportButton cvId={cv.id} /> : null}
        {/* data portability (issue 6): the analysed CV as JSON Resume, served by the privacy feature */}
        {cv.parsed_data && cv.status !== 'processing' ? (
          <Button
            component="a"
            href={`/api/cvs/${encodeURIComponent(cv.id)}/json-resume`}
            download
            size="xs"
            variant="default"
            leftSection={<IconJson size={14} aria-hidden="true" />}
          >
            {t('privacyRights:jsonResume.download')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="lg">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Skeleton h={14} w={160} />
      <Group justify="space-between" wrap="nowrap">
        <Stack gap="sm" style={{ flex: 1 }}>
          <Skeleton h={34} w="60%" />
          <Skeleton h={20} w={140} />
          <Skeleton h={14} w="80%" />
        </Stack>
        <Skeleton h={84} w={84} circle />
      </Group>
      <Skeleton h={36} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton h={220} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton h={220} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function CvDetailView({ cv }: { cv: CvDetail }) {
  const { t } = useTranslation(['cvs', 'common']);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  useDocumentTitle(t('common:pageTitle', { title: cv.title }));
  const edit = useEditMode();
  const editable = cv.parsed_data !== null && (cv.status === 'analyzed' || cv.status === 'draft');

  return (
    <Stack gap="xl">
      <CvHeader cv={cv} onDelete={() => setDeleting(true)} />
      {editable && !edit.editing ? <CvRecordBar cv={cv} onEdit={edit.open} /> : null}
      {cv.status === 'processing' ? (
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="md">
            {t('detail.processingTitle')}
          </Title>
          <AnalysisSteps status={cv.status} step={cv.step} />
        </Paper>
      ) : cv.status === 'failed' ? (
        <CvFailure
          cvId={cv.id}
          title={t('detail.failedTitle')}
          reason={cv.failure_reason}
          message={cv.failure_message}
          retryable={cv.retryable}
        />
      ) : editable && edit.editing ? (
        <CvEditor cvId={cv.id} onDone={edit.close} />
      ) : cv.parsed_data ? (
        <AnalysisTabs cv={cv} data={cv.parsed_data} />
      ) : null}
      <DeleteCvModal cv={deleting ? cv : null} onClose={() => setDeleting(false)} onDeleted={() => void navigate(paths.cvList)} />
    </Stack>
  );
}

/** "Grado en Enfermería" with field "Enfermería" reads once, not twice. */
function degreeLine(degree: string | null, field: string | null): string {
  if (degree && field && degree.toLowerCase().includes(field.toLowerCase())) return degree;
  return [degree, field].filter(Boolean).join(', ');
}

export function CvDetailPage() {
  const { t } = useTranslation(['cvs', 'nav']);
  const { id = '' } = useParams();
  const query = useCv(id);

  let content: ReactNode;
  if (query.isPending) {
    content = <DetailSkeleton />;
  } else if (query.isError && isNotFound(query.error)) {
    content = <NotFound />;
  } else if (query.isError) {
    content = (
      <Stack gap="lg">
        <Title order={1}>{t('nav:pages.cvDetail')}</Title>
        <LoadError
          title={t('detail.loadFailed')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  } else {
    content = <CvDetailView cv={query.data} />;
  }

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      {content}
    </Container>
  );
}

function NotFound() {
  const { t } = useTranslation(['cvs', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('detail.notFound') }));
  return (
    <EmptyState
      order={1}
      icon={<IconFileSearch size={28} />}
      title={t('detail.notFound')}
      description={t('detail.notFoundHint')}
      action={
        <Button component={Link} to={paths.cvList} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} mt="xs">
          {t('detail.backToList')}
        </Button>
      }
    />
  );
}
