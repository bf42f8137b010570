import { Anchor, Badge, Button, Group, Paper, Progress, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowRight, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CvDetail, CvSummary } from '@/contract/cvs';
import { paths } from '@/web/app/paths';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { useCv } from '@/web/features/cvs/api/get-cv';
import { useCvs } from '@/web/features/cvs/api/get-cvs';
import { AnalysisSteps } from '@/web/features/cvs/components/analysis-steps';
import { CvFailure } from '@/web/features/cvs/components/cv-failure';
import { CvStatusBadges } from '@/web/features/cvs/components/cv-status-badges';
import { InsightsList } from '@/web/features/cvs/components/insights-list';
import { QualityRing } from '@/web/features/cvs/components/quality-score';
import { SkillsPerCategoryChart } from '@/web/features/cvs/components/skills-by-category';
import { groupSkills } from '@/web/features/cvs/lib/group';
import { talentTexts, useTalentMessages } from '@/web/features/cvs/lib/talent-text';

const TOP_INSIGHTS = 3;
const TOP_SKILLS = 12;
const impactRank = { high: 0, medium: 1, low: 2 } as const;

/** The CV the dashboard talks about: the active one, else the newest. */
export function featuredCv(cvs: readonly CvSummary[]): CvSummary | undefined {
  return cvs.find((cv) => cv.is_active) ?? cvs[0];
}

function OverviewTab({ cv }: { cv: CvDetail }) {
  const { t } = useTranslation('cvs');
  const insights = [...cv.insights].sort((a, b) => impactRank[a.impact] - impactRank[b.impact]).slice(0, TOP_INSIGHTS);
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      {cv.quality ? (
        <Stack gap={4} align="center">
          <QualityRing score={cv.quality.score} size={110} />
          <Text size="sm" c="dimmed" fw={600} aria-hidden="true">
            {t('upload.qualityScore')}
          </Text>
        </Stack>
      ) : null}
      <Stack gap="sm" style={{ flex: '1 1 280px', minWidth: 0 }}>
        <Title order={4} size="h5">
          {t('dashboard.topInsights')}
        </Title>
        <InsightsList insights={insights} empty={t('detail.noInsights')} />
      </Stack>
    </Group>
  );
}

function SkillsTab({ cv }: { cv: CvDetail }) {
  const { t } = useTranslation('cvs');
  const skills = cv.parsed_data?.skills ?? [];
  if (skills.length === 0) return <Text c="dimmed">{t('detail.skills.none')}</Text>;
  const groups = groupSkills(skills);
  const top = groups.flatMap((g) => g.skills).slice(0, TOP_SKILLS);
  return (
    <Stack gap="md">
      <SkillsPerCategoryChart groups={groups} />
      <Group gap={6}>
        {top.map((skill) => (
          <Badge key={skill.name} variant="light" color="indigo" tt="none" fw={500}>
            {skill.name}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

function TalentsTab({ cv }: { cv: CvDetail }) {
  const { t } = useTranslation('cvs');
  const messages = useTalentMessages();
  if (cv.talents.length === 0) return <Text c="dimmed">{t('dashboard.noTalents')}</Text>;
  return (
    <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {cv.talents.map((talent) => {
        const name = talentTexts(talent, messages).name;
        return (
          <Stack key={talent.id} gap={4} component="li">
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm">
                {name}
              </Text>
              <Text size="sm" c="dimmed">
                {talent.confidence_score}%
              </Text>
            </Group>
            <Progress value={talent.confidence_score} size="sm" aria-label={t('talents.confidenceLabel', { name })} />
          </Stack>
        );
      })}
      <Anchor component={Link} to={paths.hiddenTalents} size="sm">
        {t('talents.viewAll')}
      </Anchor>
    </Stack>
  );
}

function AnalysisCard({ summary }: { summary: CvSummary }) {
  const { t } = useTranslation('cvs');
  const query = useCv(summary.id);
  const cv = query.data;
  const status = cv?.status ?? summary.status;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {summary.is_active ? t('dashboard.activeCv') : t('dashboard.latestCv')}
            </Text>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {summary.title}
            </Title>
            <CvStatusBadges status={status} isActive={summary.is_active} />
          </Stack>
          <Button
            component={Link}
            to={paths.cvDetail(summary.id)}
            variant="light"
            size="xs"
            rightSection={<IconArrowRight size={14} aria-hidden="true" />}
          >
            {t('dashboard.viewFull')}
          </Button>
        </Group>

        {query.isPending ? (
          <Skeleton h={160} radius="md" />
        ) : query.isError ? (
          <LoadError title={t('detail.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : cv?.status === 'processing' ? (
          <AnalysisSteps status={cv.status} step={cv.step} compact />
        ) : cv?.status === 'failed' ? (
          <CvFailure cvId={cv.id} title={t('dashboard.processingFailed')} reason={cv.failure_reason} message={cv.failure_message} retryable={cv.retryable} />
        ) : cv ? (
          <Tabs defaultValue="overview" keepMounted={false}>
            <Tabs.List aria-label={t('dashboard.tabs.label', { title: cv.title })} mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
              <Tabs.Tab value="overview">{t('dashboard.tabs.overview')}</Tabs.Tab>
              <Tabs.Tab value="skills">{t('dashboard.tabs.skills')}</Tabs.Tab>
              <Tabs.Tab value="talents">{t('dashboard.tabs.talents')}</Tabs.Tab>
              <Tabs.Tab value="insights">{t('dashboard.tabs.insights')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview">
              <OverviewTab cv={cv} />
            </Tabs.Panel>
            <Tabs.Panel value="skills">
              <SkillsTab cv={cv} />
            </Tabs.Panel>
            <Tabs.Panel value="talents">
              <TalentsTab cv={cv} />
            </Tabs.Panel>
            <Tabs.Panel value="insights">
              <InsightsList insights={cv.insights} empty={t('detail.noInsights')} />
            </Tabs.Panel>
          </Tabs>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Dashboard "Detailed Analysis": the active (else newest) CV's analysis in its current state. */
export function DetailedAnalysis() {
  const { t } = useTranslation('cvs');
  const query = useCvs();
  if (query.isPending) return <Skeleton h={240} radius="md" />;
  if (query.isError) {
    return <LoadError title={t('dashboard.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const cv = featuredCv(query.data.cvs);
  if (!cv) {
    return (
      <EmptyState
        order={3}
        icon={<IconFileUpload size={28} />}
        title={t('dashboard.empty')}
        description={t('dashboard.emptyHint')}
        action={
          <Button component={Link} to={paths.cvUpload} leftSection={<IconUpload size={16} aria-hidden="true" />} mt="xs">
            {t('actions.uploadCv')}
          </Button>
        }
      />
    );
  }
  return <AnalysisCard key={cv.id} summary={cv} />;
}
