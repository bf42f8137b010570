import { Badge, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_TALENTS_SHOWN } from '@/contract/talents';
import type { TalentStatus } from '@/contract/talents';
import { paths } from '@/web/app/paths';
import { LoadError } from '@/web/components/load-error';
import { useTalents } from '@/web/features/performance/api/get-talents';
import { Panel } from '@/web/features/performance/components/panel';

const statusColor: Record<TalentStatus, string> = { discovered: 'gray', validated: 'teal', developing: 'blue', mastered: 'grape' };

/** The three talents with the highest confidence, with their status. */
export function StrongestTalents() {
  const { t } = useTranslation('performance');
  const query = useTalents();
  return (
    <Panel title={t('intelligent.talentsTitle')} link={{ to: paths.hiddenTalents, label: t('intelligent.talentsAll') }}>
      {query.isPending ? (
        <Skeleton h={120} radius="md" />
      ) : query.isError ? (
        <LoadError title={t('intelligent.talentsTitle')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.talents.length === 0 ? (
        <Text c="dimmed">{t('intelligent.talentsEmpty')}</Text>
      ) : (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {query.data.talents.slice(0, DASHBOARD_TALENTS_SHOWN).map((talent) => (
            <Stack key={talent.id} gap={4} component="li">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {talent.talent_name}
                </Text>
                <Badge size="sm" variant="light" color={statusColor[talent.status]} style={{ flexShrink: 0 }}>
                  {t(`intelligent.talentStatus.${talent.status}`)}
                </Badge>
              </Group>
              <Progress value={talent.confidence_score} size="sm" aria-hidden="true" />
              <Text size="xs" c="dimmed">
                {t('intelligent.confidence', { percent: talent.confidence_score })}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
