import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBulb, IconChartArrowsVertical, IconFileUpload, IconRocket, IconTrendingUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GeneratedLabel } from '@/web/components/generated-label';
import type { Insight } from '@/contract/cvs';
import { paths } from '@/web/app/paths';
import { LoadError } from '@/web/components/load-error';
import { useCv } from '@/web/features/performance/api/get-cv';
import { useCvs } from '@/web/features/performance/api/get-cvs';
import { MoreLink } from '@/web/features/performance/components/panel';
import { asPercent, latestAnalysedCv, topInsights } from '@/web/features/performance/lib/insights';
import { useGeneratedText } from '@/web/lib/generated-text';

const typeStyle: Record<Insight['type'], { icon: ReactNode; color: string }> = {
  trend: { icon: <IconTrendingUp size={18} />, color: 'blue' },
  opportunity: { icon: <IconRocket size={18} />, color: 'grape' },
  recommendation: { icon: <IconBulb size={18} />, color: 'yellow' },
  optimization: { icon: <IconChartArrowsVertical size={18} />, color: 'teal' },
};
const impactColor: Record<Insight['impact'], string> = { high: 'red', medium: 'orange', low: 'gray' };

function InsightItem({ insight }: { insight: Insight }) {
  const { t } = useTranslation('performance');
  const style = typeStyle[insight.type];
  const generated = useGeneratedText();
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color={style.color} size={34} radius="md" aria-hidden="true">
          {style.icon}
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            <Badge size="sm" variant="light" color={style.color}>
              {t(`insights.types.${insight.type}`)}
            </Badge>
            <Badge size="sm" variant="dot" color={impactColor[insight.impact]}>
              {t(`insights.impact.${insight.impact}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('insights.confidence', { percent: asPercent(insight.confidence) })}
            </Text>
          </Group>
          <Text fw={600}>{generated.text(insight.title_message, insight.title)}</Text>
          <Text size="sm" c="dimmed">
            {generated.text(insight.description_message, insight.description)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The strongest insights of the latest analysed CV, with a link to that CV's full analysis. */
export function LatestInsights({ limit }: { limit: number }) {
  const { t } = useTranslation('performance');
  const cvs = useCvs();
  const cv = cvs.data ? latestAnalysedCv(cvs.data.cvs) : undefined;
  const detail = useCv(cv?.id);

  if (cvs.isPending || (cv && detail.isPending)) {
    return (
      <Stack gap="sm" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={88} radius="md" />
        ))}
      </Stack>
    );
  }
  const failed = cvs.isError ? cvs : detail.isError ? detail : null;
  if (failed) {
    return <LoadError title={t('insights.loadFailed')} message={failed.error?.message} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />;
  }
  const insights = detail.data ? topInsights(detail.data.insights, limit) : [];
  if (!cv || insights.length === 0) {
    return (
      <Group gap="sm">
        <Text c="dimmed">{t('insights.empty')}</Text>
        {!cv ? (
          <Anchor component={Link} to={paths.cvUpload} underline="always">
            <Group gap={4} component="span">
              <IconFileUpload size={16} aria-hidden="true" />
              {t('insights.upload')}
            </Group>
          </Anchor>
        ) : null}
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('insights.fromCv', { title: cv.title })}
      </Text>
      <GeneratedLabel />
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {insights.map((insight) => (
          <InsightItem key={insight.id} insight={insight} />
        ))}
      </Stack>
      <MoreLink to={paths.cvDetail(cv.id)} label={t('insights.viewCv')} />
    </Stack>
  );
}
