import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PerformanceData } from '@/contract/profile';
import { ChartCard } from '@/web/features/performance/components/chart-card';
import { ScoreLineChart, StackedBarChart } from '@/web/features/performance/components/charts/lazy-charts';
import { useFormatters } from '@/web/features/performance/components/use-formatters';

const proficiencies = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
const proficiencyColor = { beginner: 'gray.5', intermediate: 'blue.5', advanced: 'teal.6', expert: 'indigo.7' } as const;

type Version = PerformanceData['cv_versions'][number];

/** Skills by proficiency (stacked) and quality (line) per analysed CV version, oldest first. */
export function CvVersionCharts({ versions }: { versions: readonly Version[] }) {
  const { t } = useTranslation('performance');
  const { dates, number } = useFormatters();
  const short = (i: number) => t('versionShort', { n: i + 1 });
  const long = (v: Version, i: number) => t('versionLabel', { n: i + 1, title: v.title, date: dates.date(v.created_at) });

  const skillsData = versions.map((v, i) => ({ version: short(i), ...v.skills }));
  const qualityData = versions.map((v, i) => ({ version: short(i), quality: v.quality_score }));
  const latest = versions.at(-1);
  const latestIndex = versions.length - 1;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard
        title={t('cvs.skillsTitle')}
        summary={latest ? long(latest, latestIndex) : undefined}
        table={{
          columns: [t('cvs.version'), ...proficiencies.map((p) => t(`proficiency.${p}`))],
          rows: versions.map((v, i) => ({ key: v.cv_id, cells: [long(v, i), ...proficiencies.map((p) => number(v.skills[p]))] })),
        }}
      >
        <StackedBarChart
          data={skillsData}
          dataKey="version"
          series={proficiencies.map((p) => ({ name: p, label: t(`proficiency.${p}`), color: proficiencyColor[p] }))}
        />
      </ChartCard>
      <ChartCard
        title={t('cvs.qualityTitle')}
        summary={latest?.quality_score != null ? t('cvs.qualityLatest', { score: latest.quality_score }) : undefined}
        table={{
          columns: [t('cvs.version'), t('cvs.quality')],
          rows: versions.map((v, i) => ({ key: v.cv_id, cells: [long(v, i), v.quality_score ?? '—'] })),
        }}
      >
        <ScoreLineChart data={qualityData} dataKey="version" series={{ name: 'quality', label: t('cvs.quality'), color: 'indigo.6' }} />
      </ChartCard>
    </SimpleGrid>
  );
}
