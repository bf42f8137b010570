import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArchive, IconFileAnalytics, IconFileUpload, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvCounts } from '@/contract/cvs';
import { LoadError } from '@/web/components/load-error';
import { useCvs } from '@/web/features/cvs/api/get-cvs';

const counters: { key: 'uploaded' | 'analyzed' | 'active' | 'draft'; icon: ReactNode; color: string }[] = [
  { key: 'uploaded', icon: <IconFileUpload size={20} />, color: 'indigo' },
  { key: 'analyzed', icon: <IconFileAnalytics size={20} />, color: 'teal' },
  { key: 'active', icon: <IconStar size={20} />, color: 'yellow' },
  { key: 'draft', icon: <IconArchive size={20} />, color: 'gray' },
];

function Counter({ label, value, icon, color }: { label: string; value: ReactNode; icon: ReactNode; color: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" lh={1.3}>
            {label}
          </Text>
          <Text fz={26} fw={800} lh={1.15}>
            {value}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The dashboard's four CV counters: uploaded, analysed, active, drafts. */
export function CvCounters() {
  const { t } = useTranslation('cvs');
  const query = useCvs();
  if (query.isError) {
    return <LoadError title={t('dashboard.loadFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const counts: CvCounts | undefined = query.data?.counts;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" role="group" aria-label={t('dashboard.counters.label')}>
      {counters.map((counter) => (
        <Counter
          key={counter.key}
          label={t(`dashboard.counters.${counter.key}`)}
          value={counts ? counts[counter.key] : <Skeleton h={26} w={36} mt={4} />}
          icon={counter.icon}
          color={counter.color}
        />
      ))}
    </SimpleGrid>
  );
}
