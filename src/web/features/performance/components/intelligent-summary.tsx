import { SimpleGrid } from '@mantine/core';
import { IconAward, IconChecklist, IconListDetails, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PerformanceData } from '@/contract/profile';
import { StatCard, TrendNote } from '@/web/features/performance/components/stat-card';
import { useFormatters } from '@/web/features/performance/components/use-formatters';
import { trend, weekTrend } from '@/web/features/performance/lib/weeks';

type Version = PerformanceData['cv_versions'][number];

const skillCount = (v: Version) => v.skills.beginner + v.skills.intermediate + v.skills.advanced + v.skills.expert;

/** The personal summary: latest CV against the previous version, this week against last week. */
export function IntelligentSummary({ data }: { data: PerformanceData }) {
  const { t } = useTranslation('performance');
  const { number } = useFormatters();
  const scored = data.cv_versions.filter((v) => v.quality_score !== null);
  const latestScored = scored.at(-1);
  const latest = data.cv_versions.at(-1);
  const previous = data.cv_versions.at(-2);
  const quality = latestScored ? trend(latestScored.quality_score ?? 0, scored.at(-2)?.quality_score) : null;
  const skills = latest ? trend(skillCount(latest), previous ? skillCount(previous) : null) : null;
  const talents = weekTrend(data.talents_validated_per_week);
  const tasks = weekTrend(data.tasks_completed_per_week);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" role="group" aria-label={t('intelligent.summaryLabel')}>
      <StatCard
        label={t('intelligent.quality')}
        value={quality ? `${number(quality.current)}/100` : '—'}
        hint={quality ? undefined : t('intelligent.noValue')}
        trend={quality ? <TrendNote trend={quality} basis="previousVersion" format={number} /> : undefined}
        icon={<IconAward size={20} />}
        color="indigo"
      />
      <StatCard
        label={t('intelligent.skills')}
        value={skills ? number(skills.current) : '—'}
        hint={skills ? undefined : t('intelligent.noValue')}
        trend={skills ? <TrendNote trend={skills} basis="previousVersion" format={number} /> : undefined}
        icon={<IconListDetails size={20} />}
        color="blue"
      />
      <StatCard
        label={t('intelligent.talentsThisWeek')}
        value={number(talents.current)}
        hint={t('totals.talentsOf', { total: number(data.totals.talents) })}
        trend={<TrendNote trend={talents} basis="lastWeek" format={number} />}
        icon={<IconSparkles size={20} />}
        color="grape"
      />
      <StatCard
        label={t('intelligent.tasksThisWeek')}
        value={number(tasks.current)}
        hint={t('totals.tasksOf', { total: number(data.totals.tasks) })}
        trend={<TrendNote trend={tasks} basis="lastWeek" format={number} />}
        icon={<IconChecklist size={20} />}
        color="teal"
      />
    </SimpleGrid>
  );
}
