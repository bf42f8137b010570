import { SimpleGrid } from '@mantine/core';
import { IconChecklist, IconFileAnalytics, IconMessageChatbot, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PerformanceData } from '@/contract/profile';
import { StatCard } from '@/web/features/performance/components/stat-card';
import { useFormatters } from '@/web/features/performance/components/use-formatters';

/** The totals as four stat cards. */
export function TotalsGrid({ totals }: { totals: PerformanceData['totals'] }) {
  const { t } = useTranslation('performance');
  const { number } = useFormatters();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" role="group" aria-label={t('totals.label')}>
      <StatCard label={t('totals.cvs')} value={number(totals.cvs)} icon={<IconFileAnalytics size={20} />} color="indigo" />
      <StatCard
        label={t('totals.talentsValidated')}
        value={number(totals.talents_validated)}
        hint={t('totals.talentsOf', { total: number(totals.talents) })}
        icon={<IconSparkles size={20} />}
        color="grape"
      />
      <StatCard
        label={t('totals.tasksCompleted')}
        value={number(totals.tasks_completed)}
        hint={t('totals.tasksOf', { total: number(totals.tasks) })}
        icon={<IconChecklist size={20} />}
        color="teal"
      />
      <StatCard label={t('totals.coachingSessions')} value={number(totals.coaching_sessions)} icon={<IconMessageChatbot size={20} />} color="blue" />
    </SimpleGrid>
  );
}
