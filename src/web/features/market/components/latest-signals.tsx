import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/web/components/load-error';
import { useSignals } from '@/web/features/market/api/get-signals';
import { useRelativeTime } from '@/web/features/market/components/live-updates-panel';
import { SourceLine, safeHref } from '@/web/features/market/components/sources';
import { RELEVANT_LIST_DEFAULT } from '@/web/features/market/lib/constants';
import { humanize } from '@/web/features/market/lib/format';
import { useNow } from '@/web/features/market/lib/use-now';

/** The newest opportunity signals (§9: the relevant list shows 10). */
export function LatestSignals() {
  const { t } = useTranslation('market');
  const query = useSignals(RELEVANT_LIST_DEFAULT);
  const relative = useRelativeTime();
  const now = useNow();
  if (query.isPending) return <Skeleton h={120} radius="md" />;
  if (query.isError)
    return (
      <LoadError
        title={t('europe.signalsLoadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data.signals.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('europe.noSignals')}
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {query.data.signals.map((signal) => {
        const href = safeHref(signal.link);
        return (
          <Stack component="li" key={signal.id} gap={2}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge size="sm" variant="light" tt="none" style={{ flexShrink: 0 }}>
                {humanize(signal.type)}
              </Badge>
              <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
                {href ? (
                  <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit>
                    {signal.message}
                  </Anchor>
                ) : (
                  signal.message
                )}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={signal.created_at} style={{ whiteSpace: 'nowrap' }}>
                {relative(signal.created_at, now)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {[signal.region, signal.languages.join(', ')].filter(Boolean).join(' · ')}
            </Text>
            {signal.source ? <SourceLine source={signal.source} /> : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
