import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_TALENTS_SHOWN } from '@/contract/talents';
import { paths } from '@/web/app/paths';
import { LoadError } from '@/web/components/load-error';
import { useTalents } from '@/web/features/cvs/api/get-talents';
import { TalentCard } from '@/web/features/cvs/components/talent-card';

/** Dashboard "Hidden Talents": the strongest three, each with Validate while still discovered. */
export function DashboardTalents() {
  const { t } = useTranslation('cvs');
  const query = useTalents();
  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={200} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) {
    return <LoadError title={t('talents.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const talents = query.data.talents.slice(0, DASHBOARD_TALENTS_SHOWN);
  if (talents.length === 0) {
    return (
      <Text c="dimmed">
        {t('talents.empty')}.{' '}
        <Anchor component={Link} to={paths.cvUpload} underline="always">
          {t('actions.uploadCv')}
        </Anchor>
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {talents.map((talent) => (
          <TalentCard key={talent.id} talent={talent} order={3} context="dashboard" compact />
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Anchor component={Link} to={paths.hiddenTalents} size="sm">
          <Group gap={4} component="span">
            {t('talents.viewAll')}
            <IconArrowRight size={14} aria-hidden="true" />
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
